import { errorMessage } from '../lib/api-client';
import { PlainButton } from './PlainButton';
import { uiStrings } from './ui.strings';

// No PrimeReact here: the public pages show these while their code loads, and must not download it.

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
      <span className="loader-spinner" aria-hidden="true" />
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
      <PlainButton label={uiStrings.retry} icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
