import { sharedReviewPath, type ProReviewDto } from '@quickrdv/core';
import { useState } from 'react';
import { Popover } from '../../ui/Popover';
import { useNotify } from '../../ui/toast';
import { ReviewStars } from './ReviewStars';
import { reviewsStrings as t } from './reviews.strings';

export type ReviewAction = 'reply' | 'delete-reply' | 'report';

/** One review: who, when, what; the salon's reply under it; a menu of what a fair review site allows. */
export function ReviewCard({
  review,
  slug,
  nomSociete,
  formatDay,
  onAction,
}: {
  review: ProReviewDto;
  slug: string;
  nomSociete: string;
  formatDay: (iso: string) => string;
  onAction: (action: ReviewAction) => void;
}) {
  const notify = useNotify();
  const [menu, setMenu] = useState<{ kind: 'review' | 'reply'; anchor: HTMLElement } | null>(null);
  const share = async () => {
    setMenu(null);
    const url = `${window.location.origin}${sharedReviewPath(slug, review.id)}`;
    // Phones share through their own sheet; elsewhere the link is copied.
    if (navigator.share && window.matchMedia('(pointer: coarse)').matches) {
      await navigator.share({ title: t.shareTitle(nomSociete), url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t.shared);
    } catch {
      // No clipboard (an address without https, or permission refused): the link is shown to copy by hand.
      window.prompt(t.shareFailed, url);
    }
  };
  const item = (label: string, icon: string, run: () => void, danger = false) => (
    <li>
      <button type="button" className={danger ? 'rv-menu-item rv-danger' : 'rv-menu-item'} onClick={run}>
        <i className={icon} aria-hidden="true" />
        {label}
      </button>
    </li>
  );
  return (
    <li className="rv-card card" id={`avis-${review.id}`}>
      <div className="rv-head">
        <span className="rv-avatar" aria-hidden="true">
          {(review.prenom[0] ?? '?').toUpperCase()}
        </span>
        <div className="rv-who">
          <strong>{review.prenom}</strong>
          <span className="rv-meta">
            {review.verified && (
              <span className="rv-verified">
                <i className="pi pi-verified" aria-hidden="true" />
                {t.verified}
              </span>
            )}
            {review.visitDate && <span>{t.visit(formatDay(review.visitDate))}</span>}
          </span>
        </div>
        <ReviewStars rating={review.rating} />
        <button
          type="button"
          className="rv-menu-button"
          aria-label={t.reviewMenu}
          aria-haspopup="menu"
          aria-expanded={menu?.kind === 'review'}
          onClick={(event) => setMenu(menu ? null : { kind: 'review', anchor: event.currentTarget })}
        >
          <i className="pi pi-ellipsis-v" aria-hidden="true" />
        </button>
      </div>
      <p className="rv-message">{review.message}</p>
      <p className="rv-given">{t.given(formatDay(review.date))}</p>
      {review.report && <p className="rv-reported">{t.reported(formatDay(review.report.date))}</p>}
      {review.reply ? (
        <div className="rv-reply">
          <div className="rv-reply-head">
            <strong>{t.yourReply}</strong>
            {review.reply.date && <span className="rv-meta">{formatDay(review.reply.date)}</span>}
            <button
              type="button"
              className="rv-menu-button"
              aria-label={t.replyMenu}
              aria-haspopup="menu"
              aria-expanded={menu?.kind === 'reply'}
              onClick={(event) => setMenu(menu ? null : { kind: 'reply', anchor: event.currentTarget })}
            >
              <i className="pi pi-ellipsis-v" aria-hidden="true" />
            </button>
          </div>
          <p>{review.reply.message}</p>
        </div>
      ) : (
        <button
          type="button"
          className="p-button p-button-outlined p-button-sm rv-reply-button"
          onClick={() => onAction('reply')}
        >
          <i className="pi pi-reply" aria-hidden="true" />
          <span>{t.reply}</span>
        </button>
      )}
      {menu && (
        <Popover
          anchor={menu.anchor}
          onClose={() => setMenu(null)}
          label={menu.kind === 'review' ? t.reviewMenu : t.replyMenu}
        >
          <ul className="rv-menu" role="menu">
            {menu.kind === 'review' ? (
              <>
                {item(review.reply ? t.editReply : t.reply, 'pi pi-reply', () => {
                  setMenu(null);
                  onAction('reply');
                })}
                {item(t.share, 'pi pi-share-alt', () => void share())}
                {!review.report &&
                  item(
                    t.report,
                    'pi pi-flag',
                    () => {
                      setMenu(null);
                      onAction('report');
                    },
                    true,
                  )}
              </>
            ) : (
              <>
                {item(t.editReply, 'pi pi-pencil', () => {
                  setMenu(null);
                  onAction('reply');
                })}
                {item(
                  t.deleteReply,
                  'pi pi-trash',
                  () => {
                    setMenu(null);
                    onAction('delete-reply');
                  },
                  true,
                )}
              </>
            )}
          </ul>
        </Popover>
      )}
    </li>
  );
}
