import { reviewsStrings as t } from './reviews.strings';

/** Five stars for a whole rating, read as 'n sur 5'. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="rv-stars" role="img" aria-label={t.stars(rating)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <i key={n} className={n <= rating ? 'pi pi-star-fill' : 'pi pi-star'} aria-hidden="true" />
      ))}
    </span>
  );
}
