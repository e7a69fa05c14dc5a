import { ratingStars } from '@quickrdv/core';
import { publicProfileStrings as t } from '../public-profile.strings';
import { ratingText } from '../format';
import { Icon } from '../../../ui/icon/Icon';

/** Five stars for a rating (read as 'x sur 5' by screen readers). */
export function Stars({ value, size = 'md' }: { value: number | null; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span
      className={`pp-stars pp-stars-${size}`}
      role="img"
      aria-label={t.ratingOutOf(ratingText(value ?? 0))}
    >
      {ratingStars(value).map((kind, i) =>
        kind === 'half' ? (
          // An outlined star with the left half of a filled one over it.
          <span key={i} className="pp-star-half" aria-hidden="true">
            <Icon name="star" />
            <Icon name="star-fill" className="pp-star-fill" />
          </span>
        ) : (
          <Icon key={i} name={kind === 'full' ? 'star-fill' : 'star'} />
        ),
      )}
    </span>
  );
}

/** Average, stars and number of reviews on one line. */
export function RatingSummary({ rating }: { rating: { noteglobale: number | null; nombreavis: number } }) {
  return (
    <span className="pp-rating">
      {rating.noteglobale !== null && (
        <strong className="pp-rating-value">{ratingText(rating.noteglobale)}</strong>
      )}
      <Stars value={rating.noteglobale} size="sm" />
      <span className="pp-rating-count">{t.reviewsCount(rating.nombreavis)}</span>
    </span>
  );
}
