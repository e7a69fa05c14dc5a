import type { PublicProfile, PublicReviewDto } from '@quickrdv/core';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useSearchParams } from 'react-router';
import { fetchReview, fetchReviewPage } from '../public-profile.api';
import { longDate, ratingText } from '../format';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';
import { Stars } from './Stars';

/**
 * 'Avis': the average with its stars and count, how reviews are checked, then every review newest first
 * (ten, then 'Voir plus d'avis') with the professional's replies. A shared link (?avis={id}) shows that
 * review first, highlighted.
 */
export function AvisBlock({ profile }: { profile: PublicProfile }) {
  const { rating, business } = profile;
  const [more, setMore] = useState<PublicReviewDto[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);
  const [params] = useSearchParams();
  const sharedId = params.get('avis');
  const [shared, setShared] = useState<PublicReviewDto | null>(null);
  const sharedRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!sharedId) return;
    let live = true;
    fetchReview(business.slug, sharedId)
      .then((review) => live && setShared(review))
      .catch(() => undefined); // an unknown or removed review: the page shows the others
    return () => {
      live = false;
    };
  }, [business.slug, sharedId]);
  useEffect(() => {
    if (shared) sharedRef.current?.scrollIntoView({ block: 'center' });
  }, [shared]);

  const listed = [...profile.reviews, ...more].filter((r) => r.id !== shared?.id);
  const shown = listed.length + (shared ? 1 : 0);
  const loadMore = () => {
    setLoadingMore(true);
    setMoreError(false);
    fetchReviewPage(business.slug, profile.reviews.length + more.length)
      .then((page) => setMore((m) => [...m, ...page.reviews.filter((r) => !m.some((x) => x.id === r.id))]))
      .catch(() => setMoreError(true))
      .finally(() => setLoadingMore(false));
  };

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
      <p className="pp-reviews-policy">{t.reviewsPolicy}</p>
      {shown === 0 ? (
        <p className="pp-muted">{t.noReviews}</p>
      ) : (
        <ul className="pp-reviews">
          {shared && <ReviewItem ref={sharedRef} review={shared} profile={profile} highlighted />}
          {listed.map((r) => (
            <ReviewItem key={r.id} review={r} profile={profile} />
          ))}
        </ul>
      )}
      {profile.reviews.length + more.length < rating.nombreavis && (
        <button type="button" className="pp-more-reviews" onClick={loadMore} disabled={loadingMore}>
          {t.moreReviews}
        </button>
      )}
      {moreError && (
        <p className="pp-muted" role="alert">
          {t.moreReviewsError}
        </p>
      )}
    </BlockCard>
  );
}

function ReviewItem({
  review: r,
  profile,
  highlighted = false,
  ref,
}: {
  review: PublicReviewDto;
  profile: PublicProfile;
  highlighted?: boolean;
  ref?: Ref<HTMLLIElement>;
}) {
  const zone = profile.business.timeZone;
  return (
    <li ref={ref} id={`avis-${r.id}`} className={highlighted ? 'pp-review pp-review-shared' : 'pp-review'}>
      {highlighted && <span className="pp-review-shared-label">{t.sharedReview}</span>}
      <div className="pp-review-head">
        <span className="pp-review-avatar" aria-hidden="true">
          {(r.prenom[0] ?? '?').toUpperCase()}
        </span>
        <span className="pp-review-who">
          <strong>{r.prenom}</strong>
          <span className="pp-muted">
            {r.verified && <span className="pp-review-verified">{t.verifiedReview} · </span>}
            {r.visitDate ? t.visitDate(longDate(r.visitDate, zone)) : t.reviewDate(longDate(r.date, zone))}
          </span>
        </span>
        <Stars value={r.rating} size="sm" />
      </div>
      <p className="pp-review-message">{r.message}</p>
      {r.reply && (
        <div className="pp-review-reply">
          <strong>{t.proReply(profile.business.nomSociete)}</strong>
          <p>{r.reply.message}</p>
        </div>
      )}
    </li>
  );
}
