import type { PublicProfile } from '@quickrdv/core';
import { longDate, ratingText } from '../format';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';
import { Stars } from './Stars';

/** 'Avis': the average with its stars and count, then the latest reviews with the professional's replies. */
export function AvisBlock({ profile }: { profile: PublicProfile }) {
  const { rating, reviews, business } = profile;
  return (
    <BlockCard block="AvisBlock" layout={profile.layout}>
      <div className="pp-reviews-summary">
        <strong className="pp-reviews-average">
          {rating.noteglobale === null ? '–' : ratingText(rating.noteglobale)}
          <span>/5</span>
        </strong>
        <span className="pp-reviews-summary-side">
          <Stars value={rating.noteglobale} size="lg" />
          <span className="pp-muted">{t.reviewsCount(rating.nombreavis)}</span>
        </span>
      </div>
      {reviews.length === 0 ? (
        <p className="pp-muted">{t.noReviews}</p>
      ) : (
        <ul className="pp-reviews">
          {reviews.map((r) => (
            <li key={r.id} className="pp-review">
              <div className="pp-review-head">
                <span className="pp-review-avatar" aria-hidden="true">
                  {(r.prenom[0] ?? '?').toUpperCase()}
                </span>
                <span className="pp-review-who">
                  <strong>{r.prenom}</strong>
                  <span className="pp-muted">{t.reviewDate(longDate(r.date, business.timeZone))}</span>
                </span>
                <Stars value={r.rating} size="sm" />
              </div>
              <p className="pp-review-message">{r.message}</p>
              {r.reply && (
                <div className="pp-review-reply">
                  <strong>{t.proReply(business.nomSociete)}</strong>
                  <p>{r.reply.message}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </BlockCard>
  );
}
