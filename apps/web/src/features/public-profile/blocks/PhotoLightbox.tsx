import { imageSrcSet } from '@quickrdv/core';
import { useEffect, useRef } from 'react';
import { publicProfileStrings as t } from '../public-profile.strings';
import { Icon } from '../../../ui/icon/Icon';

/**
 * One photo enlarged, with previous / next (buttons, arrow keys, circular). Escape, the close button or a
 * click beside it closes it. A native modal <dialog> (focus kept inside, Escape, top layer) rather than
 * PrimeReact's Dialog, whose code the public page does not download.
 */
export function PhotoLightbox({
  photos,
  index,
  businessName,
  onIndex,
  onClose,
}: {
  photos: { id: string; url: string }[];
  index: number | null;
  businessName: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const total = photos.length;
  const step = (delta: number) => index !== null && onIndex((index + delta + total) % total);
  const photo = index === null ? null : photos[index];
  const open = photo != null;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
    // The page behind stays put while the photo is shown.
    document.documentElement.classList.toggle('pp-no-scroll', open);
    return () => document.documentElement.classList.remove('pp-no-scroll');
  }, [open]);

  useEffect(() => {
    if (index === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndex((index - 1 + total) % total);
      if (e.key === 'ArrowRight') onIndex((index + 1) % total);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, total, onIndex]);

  return (
    <dialog
      ref={dialog}
      className="pp-lightbox"
      aria-labelledby="pp-lightbox-title"
      // Escape: the parent closes it, so its state and the dialog agree.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      {photo && index !== null && (
        <>
          <div className="pp-lightbox-bar">
            <span id="pp-lightbox-title">{t.photoCounter(index + 1, total)}</span>
            <button type="button" className="pp-lightbox-close" aria-label={t.closePhoto} onClick={onClose}>
              <Icon name="times" />
            </button>
          </div>
          <div className="pp-lightbox-stage">
            <img
              src={photo.url}
              srcSet={imageSrcSet(photo.url)}
              sizes="min(92vw, 1100px)"
              alt={t.photoAlt(businessName, index + 1, total)}
            />
            {total > 1 && (
              <>
                <button
                  type="button"
                  className="pp-lightbox-nav pp-lightbox-prev"
                  aria-label={t.previousPhoto}
                  onClick={() => step(-1)}
                >
                  <Icon name="chevron-left" />
                </button>
                <button
                  type="button"
                  className="pp-lightbox-nav pp-lightbox-next"
                  aria-label={t.nextPhoto}
                  onClick={() => step(1)}
                >
                  <Icon name="chevron-right" />
                </button>
              </>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
