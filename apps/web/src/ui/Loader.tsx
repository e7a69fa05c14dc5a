import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { errorMessage } from '../lib/api-client';
import { uiStrings } from './ui.strings';

/** A centred spinner with a text for screen readers and for slow connections. */
export function Loader({
  label = uiStrings.loading,
  fullPage = false,
}: {
  label?: string;
  fullPage?: boolean;
}) {
  return (
    <div className={fullPage ? 'loader loader-full' : 'loader'} role="status">
      <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
      <span>{label}</span>
    </div>
  );
}

/** A failed load with a way to try again. */
export function LoadError({
  error,
  onRetry,
  fullPage = false,
}: {
  error: unknown;
  onRetry: () => void;
  fullPage?: boolean;
}) {
  return (
    <div className={fullPage ? 'loader loader-full' : 'loader'} role="alert">
      <i className="pi pi-exclamation-circle load-error-icon" aria-hidden="true" />
      <strong>{uiStrings.loadFailed}</strong>
      <span>{errorMessage(error)}</span>
      <Button label={uiStrings.retry} icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
