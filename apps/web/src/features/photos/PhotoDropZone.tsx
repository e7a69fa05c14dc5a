import { useRef, useState, type DragEvent } from 'react';
import { photosStrings as t } from './photos.strings';

/** 'Cliquez ici pour charger les photos de votre établissement': click or drop one or several images. */
export function PhotoDropZone({
  disabled,
  onFiles,
}: {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div className="photo-drop">
      <button
        type="button"
        className={over ? 'photo-drop-zone photo-drop-over' : 'photo-drop-zone'}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <i className="pi pi-images" aria-hidden="true" />
        <strong>{over ? t.dropActive : t.dropZone}</strong>
        <span>{disabled ? t.full : t.dropHint}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        data-testid="photo-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file can be chosen again after a refusal.
          event.target.value = '';
        }}
      />
    </div>
  );
}
