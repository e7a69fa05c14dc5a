import { PAGE_IMAGE_FIT, type PageImageKind } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { pickImage, renderWholeImage } from '../photos/image-files';
import { uploadPageImage } from './page-editor.api';
import { pageEditorStrings as t } from './page-editor.strings';

/**
 * A picture of the page (logo or background): chosen, checked and scaled down in the browser to its kind's
 * box (the server re-encodes it), uploaded at once; the layout points at it only once the page is saved. A
 * logo keeps its transparency (sent as a PNG); the background is a JPEG.
 */
export function ImageSetting(p: {
  id: string;
  kind: PageImageKind;
  label: string;
  url: string | null;
  onChange: (url: string | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const fit = PAGE_IMAGE_FIT[p.kind];
    const picked = await pickImage(file, fit);
    if (typeof picked === 'string') return setProblem(picked);
    setProblem(null);
    setBusy(true);
    try {
      const { url } = await uploadPageImage(await renderWholeImage(picked, fit), p.kind);
      p.onChange(url);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      URL.revokeObjectURL(picked.src);
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="me-image">
      <span className="me-label" id={`${p.id}-label`}>
        {p.label}
      </span>
      {p.url && <img className="me-image-preview" src={p.url} alt="" />}
      <div className="me-image-actions">
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-image"
          label={busy ? t.uploading : p.url ? t.changeImage : t.chooseImage}
          loading={busy}
          aria-describedby={`${p.id}-label`}
          onClick={() => input.current?.click()}
        />
        {p.url && (
          <Button
            type="button"
            size="small"
            text
            severity="secondary"
            label={t.removeImage}
            onClick={() => p.onChange(null)}
          />
        )}
      </div>
      <input
        ref={input}
        id={p.id}
        type="file"
        accept="image/*"
        hidden
        aria-labelledby={`${p.id}-label`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {problem && (
        <small className="field-error" role="alert">
          {problem}
        </small>
      )}
    </div>
  );
}
