import './copy-field.css';
import { Button } from 'primereact/button';
import { useId, useRef, useState } from 'react';
import { previewStrings as t } from './widget-preview.strings';

/** Copies through the Clipboard API, or the older selection command where it is missing or refused. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

/** A read-only field and 'Copier', which reads 'Copié !' once done until the pointer comes back over it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        <input
          ref={input}
          id={id}
          className="p-inputtext copy-field-input"
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          type="button"
          label={state === 'copied' ? t.copied : t.copy}
          icon={state === 'copied' ? 'pi pi-check' : 'pi pi-copy'}
          severity={state === 'copied' ? 'success' : undefined}
          className="copy-field-button"
          onMouseEnter={() => setState('idle')}
          onClick={() => void copyText(value, input.current).then((ok) => setState(ok ? 'copied' : 'failed'))}
        />
      </div>
      {state === 'failed' && (
        <p className="copy-field-error" role="alert">
          {t.copyFailed}
        </p>
      )}
    </div>
  );
}
