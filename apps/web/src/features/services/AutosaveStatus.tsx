import { servicesStrings as t } from './services.strings';
import type { AutosaveState } from './use-autosave';

/** 'Enregistrement…' then 'Modifications enregistrées', announced politely. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text = state === 'pending' || state === 'saving' ? t.saving : state === 'saved' ? t.savedAll : '';
  return (
    <p className={`autosave-status autosave-${state}`} aria-live="polite">
      {state === 'saved' && <i className="pi pi-check-circle" aria-hidden="true" />}
      {text}
    </p>
  );
}
