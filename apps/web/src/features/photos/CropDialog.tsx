import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import type { PickedImage } from './image-files';
import { photosStrings as t } from './photos.strings';

/** The crop of one picture; keyed by the picture, so each one starts centred. */
function CropArea({ image, onArea }: { image: PickedImage; onArea: (area: Area) => void }) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  return (
    <Cropper
      image={image.src}
      crop={crop}
      zoom={1}
      aspect={1}
      onCropChange={setCrop}
      onCropComplete={(_, pixels) => onArea(pixels)}
      zoomWithScroll={false}
      objectFit="contain"
    />
  );
}

/**
 * 'Recadrez votre photo...': a square crop of one picture at a time, without zoom (so the kept square is
 * never smaller than the picture's short side, itself at least 350 px). Valider sends the crop and the
 * dialog moves to the next picture; Annuler closes it.
 */
export function CropDialog({
  image,
  position,
  total,
  busy,
  error,
  onValidate,
  onCancel,
}: {
  image: PickedImage | null;
  position: number;
  total: number;
  busy: boolean;
  error: string | null;
  onValidate: (area: Area) => void;
  onCancel: () => void;
}) {
  const visible = image !== null;
  const [area, setArea] = useState<Area | null>(null);
  // The cropper measures the picture when it mounts, so it waits for the dialog's opening animation to end
  // (it would otherwise measure a scaled-down picture).
  const [opened, setOpened] = useState(false);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (!visible) setOpened(false);
  }
  // Each picture reports its own crop: the previous one's is dropped as soon as the picture changes.
  const [areaOf, setAreaOf] = useState(image?.src);
  if (image?.src !== areaOf) {
    setAreaOf(image?.src);
    setArea(null);
  }

  const footer = (
    <div className="dialog-actions">
      <Button label={t.cancel} outlined severity="secondary" onClick={onCancel} disabled={busy} />
      <Button
        label={t.validate}
        icon="pi pi-check"
        loading={busy}
        disabled={!area}
        onClick={() => area && onValidate(area)}
      />
    </div>
  );
  return (
    <Dialog
      header={t.cropTitle}
      visible={visible}
      onShow={() => setOpened(true)}
      onHide={onCancel}
      footer={footer}
      style={{ width: '36rem' }}
      breakpoints={{ '640px': '96vw' }}
      closable={!busy}
      className="crop-dialog"
    >
      {image && (
        <>
          <p className="crop-meta">
            {total > 1 && <strong>{t.cropProgress(position, total)} · </strong>}
            <span className="break-anywhere">{image.name}</span>
          </p>
          <div className="crop-area">
            {opened && <CropArea key={image.src} image={image} onArea={setArea} />}
          </div>
          <p className="crop-hint">{t.cropHint}</p>
          {error && (
            <p className="notice notice-error" role="alert">
              <i className="pi pi-times-circle" aria-hidden="true" />
              <span>{error}</span>
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
