import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  autoComplete?: string;
  disabled?: boolean;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: Pick<FieldProps, 'id' | 'label' | 'error' | 'hint'> & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : hint ? (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

export function TextField(props: FieldProps & { type?: 'text' | 'email' }) {
  const { id, name, value, onChange, error, hint, autoComplete, disabled, type = 'text' } = props;
  return (
    <FieldShell {...props}>
      <InputText
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}

export function PasswordField(props: FieldProps) {
  const { id, name, value, onChange, error, hint, autoComplete, disabled } = props;
  return (
    <FieldShell {...props}>
      <Password
        inputId={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        disabled={disabled}
        feedback={false}
        toggleMask
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}
