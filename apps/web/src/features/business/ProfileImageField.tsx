import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { pickImage, renderWholeImage } from '../photos/image-files';
import { businessStrings as t } from './business.strings';

/** The profile photo: its preview and a button to choose another (sent with the form). */
export function ProfileImageField({
  imageUrl,
  pendingImage,
  initials,
  onImage,
  error,
}: {
  imageUrl: string | null;
  pendingImage: string | null;
  initials: string;
  onImage: (dataUrl: string) => void;
  error?: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = pendingImage ?? imageUrl;
  const message = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const picked = await pickImage(file);
    if (typeof picked === 'string') {
      setProblem(picked);
      return;
    }
    setProblem(null);
    try {
      onImage(await renderWholeImage(picked));
    } finally {
      URL.revokeObjectURL(picked.src);
    }
  };

  return (
    <div className="profile-image">
      <div className="profile-image-preview" aria-hidden={!shown}>
        {shown ? (
          <img src={shown} alt={t.imageAlt} />
        ) : (
          <span className="profile-image-initials">{initials}</span>
        )}
      </div>
      <div className="profile-image-body">
        <span className="field-label" id="business-image-label">
          {t.image}
        </span>
        <Button
          type="button"
          id="business-image"
          label={shown ? t.imageChange : t.imageChoose}
          icon="pi pi-camera"
          outlined
          size="small"
          aria-invalid={Boolean(message)}
          aria-describedby={message ? 'business-image-error' : 'business-image-hint'}
          onClick={() => input.current?.click()}
        />
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="profile-image-input"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {message ? (
          <small id="business-image-error" className="field-error">
            {message}
          </small>
        ) : (
          <small id="business-image-hint" className="field-hint">
            {pendingImage ? t.imagePending : t.imageHint}
          </small>
        )}
      </div>
    </div>
  );
}
