import type { VisitorDetails } from '@quickrdv/core';
import { useId, type ReactNode } from 'react';
import { TERMS_PATH } from '../features/auth/auth.paths';
import { T } from './texts';

export type DetailsErrors = Partial<Record<keyof VisitorDetails, string>>;

interface DetailsFormProps {
  id: string;
  details: VisitorDetails;
  errors: DetailsErrors;
  onChange: (details: VisitorDetails) => void;
  onSubmit: () => void;
  remember: boolean;
  onRemember: (remember: boolean) => void;
  /** First name of details prefilled from this device, offering 'Ce n'est pas moi'. */
  prefilledName: string | null;
  onNotMe: () => void;
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: string | undefined;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`w-field ${error ? 'has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy })}
      {hint && !error && (
        <p id={hintId} className="w-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="w-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The visitor's details: prénom, nom, téléphone portable, e-mail, optional note, terms. */
export function DetailsForm(props: DetailsFormProps) {
  const { id, details, errors, onChange, onSubmit } = props;
  const set = <K extends keyof VisitorDetails>(key: K, value: VisitorDetails[K]) =>
    onChange({ ...details, [key]: value });
  const text = (key: 'prenom' | 'nom' | 'telPortable' | 'email', type: string, autoComplete: string) => (
    <Field label={T[key]} error={errors[key]} hint={key === 'telPortable' ? T.telHint : undefined}>
      {({ id: inputId, describedBy }) => (
        <input
          id={inputId}
          name={key}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === 'tel' ? 'tel' : undefined}
          value={details[key]}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      id={id}
      className="w-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {props.prefilledName && (
        <p className="w-not-me">
          {T.notMeQuestion(props.prefilledName)}{' '}
          <button type="button" className="w-link" onClick={props.onNotMe}>
            {T.notMe}
          </button>
        </p>
      )}
      <div className="w-form-row">
        {text('prenom', 'text', 'given-name')}
        {text('nom', 'text', 'family-name')}
      </div>
      {text('telPortable', 'tel', 'tel')}
      {text('email', 'email', 'email')}
      <Field label={T.note} error={errors.note}>
        {({ id: inputId, describedBy }) => (
          <textarea
            id={inputId}
            name="note"
            rows={3}
            value={details.note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => set('note', e.target.value)}
          />
        )}
      </Field>
      <div className="w-field">
        <label className="w-checkbox">
          <input
            type="checkbox"
            name="remember"
            checked={props.remember}
            onChange={(e) => props.onRemember(e.target.checked)}
          />
          <span className="w-check" aria-hidden="true" />
          <span>{T.remember}</span>
        </label>
      </div>
      <div className={`w-field w-terms ${errors.acceptTerms ? 'has-error' : ''}`}>
        <label className="w-checkbox">
          <input
            type="checkbox"
            name="acceptTerms"
            checked={details.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            onChange={(e) => set('acceptTerms', e.target.checked)}
          />
          <span className="w-check" aria-hidden="true" />
          <span>
            {T.termsBefore}
            <a href={TERMS_PATH} target="_blank" rel="noopener">
              {T.termsLink}
            </a>
          </span>
        </label>
        {errors.acceptTerms && <p className="w-field-error">{errors.acceptTerms}</p>}
      </div>
    </form>
  );
}
