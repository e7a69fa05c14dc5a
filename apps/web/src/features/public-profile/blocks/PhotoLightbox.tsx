import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';
import { publicProfileStrings as t } from '../public-profile.strings';

/** One photo enlarged, with previous / next (buttons, arrow keys, circular). Escape closes it. */
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
  const total = photos.length;
  const step = (delta: number) => index !== null && onIndex((index + delta + total) % total);

  useEffect(() => {
    if (index === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndex((index - 1 + total) % total);
      if (e.key === 'ArrowRight') onIndex((index + 1) % total);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, total, onIndex]);

  const photo = index === null ? null : photos[index];
  return (
    <Dialog
      visible={photo != null}
      onHide={onClose}
      header={index === null ? '' : t.photoCounter(index + 1, total)}
      className="pp-lightbox"
      dismissableMask
      draggable={false}
      resizable={false}
      blockScroll
    >
      {photo && index !== null && (
        <div className="pp-lightbox-stage">
          <img src={photo.url} alt={t.photoAlt(businessName, index + 1, total)} />
          {total > 1 && (
            <>
              <Button
                className="pp-lightbox-nav pp-lightbox-prev"
                icon="pi pi-chevron-left"
                rounded
                aria-label={t.previousPhoto}
                onClick={() => step(-1)}
              />
              <Button
                className="pp-lightbox-nav pp-lightbox-next"
                icon="pi pi-chevron-right"
                rounded
                aria-label={t.nextPhoto}
                onClick={() => step(1)}
              />
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
