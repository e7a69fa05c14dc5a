import './wizard.css';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { onboardingStrings as t } from './onboarding.strings';
import type { Wizard } from './wizard';

/**
 * The wizard's footer: 'Précédent' and 'Suivant'. `onNext` runs the screen's own check or save and answers
 * true to move on, a message to show here when the step is blocked, or false when the screen shows its
 * errors itself. A message disappears as soon as `resetKey` changes (e.g. once a service exists).
 */
export function WizardNext({
  wizard,
  onNext,
  resetKey,
}: {
  wizard: Wizard;
  onNext: () => Promise<boolean | string> | boolean | string;
  resetKey?: unknown;
}) {
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<{ message: string; key: unknown } | null>(null);

  const run = async () => {
    setBusy(true);
    setBlocked(null);
    try {
      const outcome = await onNext();
      if (typeof outcome === 'string') setBlocked({ message: outcome, key: resetKey });
      else if (outcome) await wizard.next();
    } catch (error) {
      // Completing the setup names every missing step: show them all.
      const fields = error instanceof ApiError ? Object.values(error.fields) : [];
      setBlocked({ message: fields.length ? fields.join(' ') : errorMessage(error), key: resetKey });
    } finally {
      setBusy(false);
    }
  };

  const message = blocked && blocked.key === resetKey ? blocked.message : null;
  return (
    <div className="wizard-footer">
      {message && (
        <p className="wizard-blocked" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <span>{message}</span>
        </p>
      )}
      <div className="wizard-footer-actions">
        {wizard.previousPath ? (
          <Link to={wizard.previousPath} className="p-button p-button-text p-button-secondary">
            <i className="pi pi-arrow-left" aria-hidden="true" />
            {t.previous}
          </Link>
        ) : (
          <span />
        )}
        <Button
          type="button"
          label={t.next}
          icon={wizard.isLast ? 'pi pi-check' : 'pi pi-arrow-right'}
          iconPos="right"
          loading={busy}
          onClick={() => void run()}
        />
      </div>
    </div>
  );
}
