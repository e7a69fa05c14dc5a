import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from './api-client';

export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The part of a zod schema the forms use, so the web app needs no direct zod import. */
export interface FormSchema<Out> {
  safeParse(
    input: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

/** First message per field, keyed like the API's `fields` so client and server errors display the same way. */
export function issuesToFields(issues: readonly Issue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Form state validated by a shared core schema: each error sits under its field and disappears as soon
 * as that field is edited; server field errors are shown the same way.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Out>(
  schema: FormSchema<Out>,
  initial: Values,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function setField<K extends keyof Values & string>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }

  /**
   * Parses the values (or `shown`, when the form displays values derived from its state); on failure shows
   * the errors and returns null.
   */
  function validate(shown: Values = values): Out | null {
    setFormError(null);
    const result = schema.safeParse(shown);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesToFields(result.error.issues));
    return null;
  }

  /**
   * Shows a failed call: its field messages under the fields, and a general message (the given one, or the
   * server's when no field explains the failure).
   */
  function showServerError(error: unknown, generalMessage?: string) {
    const fields = error instanceof ApiError ? error.fields : {};
    setErrors(fields);
    const explainedByFields = Object.keys(fields).length > 0;
    setFormError(generalMessage ?? (explainedByFields ? null : errorMessage(error)));
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setFormError(null);
  }

  return { values, errors, formError, setField, validate, showServerError, setFormError, reset };
}

/** Prevents the native submit and moves the focus to the first invalid field once errors have rendered. */
export function submitHandler(run: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    run();
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
}
