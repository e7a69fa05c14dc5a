import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { fetchReviews, reviewsKey } from '../reviews/reviews.api';
import { reviewsSeenAt } from '../reviews/reviews-seen';
import { ReviewStars } from '../reviews/ReviewStars';
import { homeStrings } from './home.strings';

const t = homeStrings.reviews;
const SHOWN = 3;

/** The average, the reviews given since LES AVIS was last opened, and the latest three. */
export function RecentReviews() {
  const pro = useCurrentPro();
  const { path } = useProBase();
  // Under the reviews key: a new review (live message) refreshes it.
  const query = useQuery({ queryKey: [...reviewsKey, 'home'], queryFn: () => fetchReviews(0) });
  if (!query.data) return null;
  const { reviews, total, average } = query.data;
  const seen = reviewsSeenAt(pro.id);
  const isNew = (date: string) => !seen || date > seen;
  const fresh = reviews.filter((r) => isNew(r.date)).length;
  return (
    <article className="card home-card home-reviews">
      <h2>{t.title}</h2>
      {total === 0 || average === null ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p className="home-reviews-summary">
            <strong>{t.summary(average.toFixed(1).replace('.', ','), total)}</strong> · {t.fresh(fresh)}
          </p>
          <ul className="home-list">
            {reviews.slice(0, SHOWN).map((review) => (
              <li key={review.id} className="home-review">
                <div className="home-review-head">
                  <ReviewStars rating={review.rating} />
                  <strong>{review.prenom}</strong>
                  {isNew(review.date) && <span className="home-tag home-tag-new">{t.freshBadge}</span>}
                  {!review.reply && <span className="home-tag">{t.noReply}</span>}
                </div>
                <p className="home-review-text">{review.message}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={path('avis')} className="inline-link">
        {t.open}
      </Link>
    </article>
  );
}
