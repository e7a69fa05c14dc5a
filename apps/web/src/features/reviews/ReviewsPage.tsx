import './reviews.css';
import type { ProReviewDto } from '@quickrdv/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { DeleteReplyDialog } from './DeleteReplyDialog';
import { ReplyDialog } from './ReplyDialog';
import { ReportDialog } from './ReportDialog';
import { ReviewCard, type ReviewAction } from './ReviewCard';
import { ReviewStars } from './ReviewStars';
import { fetchReviews, REVIEWS_PAGE_SIZE, reviewsKey, saveReviewSettings } from './reviews.api';
import { markReviewsSeen } from './reviews-seen';
import { reviewsStrings as t } from './reviews.strings';

/** {base}/avis: 'LES AVIS', the reviews of the salon's page, newest first, with replies and reports. */
export function ReviewsPage() {
  usePageTitle(t.pageTitle);
  const pro = useCurrentPro();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ action: ReviewAction; review: ProReviewDto } | null>(null);
  // Opening LES AVIS reads the new reviews: the home stops counting them.
  useEffect(() => markReviewsSeen(pro.id), [pro.id]);
  const reviews = useInfiniteQuery({
    queryKey: [...reviewsKey, 'list'],
    queryFn: ({ pageParam }) => fetchReviews(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.reviews.length, 0);
      return last.reviews.length === REVIEWS_PAGE_SIZE && loaded < last.total ? loaded : null;
    },
  });
  const setting = useMutation({
    mutationFn: saveReviewSettings,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
      notify('success', t.settingSaved);
    },
    onError: (e) => notify('error', errorMessage(e)),
  });
  const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: pro.timeZone });
  const formatDay = (iso: string) => day.format(new Date(iso));
  const first = reviews.data?.pages[0];
  const list = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];
  const asked = setting.isPending ? setting.variables : first?.askForProAppointments;

  return (
    <section className="rv-page">
      <header className="page-header">
        <h1 className="page-title">{t.title}</h1>
        {first && first.average !== null && (
          <p className="rv-summary">
            <strong>{t.average(first.average)}</strong>
            <span>/5</span>
            <ReviewStars rating={Math.round(first.average)} />
            <span className="rv-meta">{t.count(first.total)}</span>
          </p>
        )}
      </header>
      <p className="rv-rules">{t.rules}</p>
      {first && (
        <div className="rv-setting">
          <input
            id="rv-ask"
            type="checkbox"
            role="switch"
            className="rv-switch"
            checked={Boolean(asked)}
            disabled={setting.isPending}
            onChange={(event) => setting.mutate(event.target.checked)}
          />
          <label htmlFor="rv-ask">{t.setting}</label>
          <small className="field-hint">{t.settingHint}</small>
        </div>
      )}
      {reviews.isPending ? (
        <Loader />
      ) : reviews.error ? (
        <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : list.length === 0 ? (
        <div className="state-card">
          <i className="pi pi-star rv-empty-icon" aria-hidden="true" />
          <strong>{t.empty}</strong>
          <p>{t.emptyHint}</p>
        </div>
      ) : (
        <ol className="rv-list">
          {list.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              slug={pro.slug}
              nomSociete={pro.nomSociete}
              formatDay={formatDay}
              onAction={(action) => setOpen({ action, review })}
            />
          ))}
        </ol>
      )}
      {reviews.hasNextPage && (
        <Button
          className="rv-more"
          label={t.more}
          text
          loading={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        />
      )}
      {open?.action === 'reply' && <ReplyDialog review={open.review} onClose={() => setOpen(null)} />}
      {open?.action === 'delete-reply' && (
        <DeleteReplyDialog review={open.review} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'report' && <ReportDialog review={open.review} onClose={() => setOpen(null)} />}
    </section>
  );
}
