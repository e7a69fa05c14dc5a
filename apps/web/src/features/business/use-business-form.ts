import {
  businessDetailsSchema,
  businessMessages,
  type BusinessDetailsInput,
  type BusinessDetailsView,
} from '@quickrdv/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { issuesToFields, type FieldErrors } from '../../lib/forms';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { useNotify } from '../../ui/toast';
import { useUpdateSessionPro } from '../session/use-session';
import { businessKey, saveBusiness, saveProfileImage } from './business.api';

export type BusinessValues = Required<{ [K in keyof BusinessDetailsInput]: string }>;

const valuesOf = (view: BusinessDetailsView): BusinessValues => ({
  establishmentTypeId: view.establishmentTypeId ?? '',
  nomSociete: view.nomSociete,
  nom: view.nom,
  prenom: view.prenom,
  profession: view.profession,
  adresse: view.adresse,
  codePostal: view.codePostal,
  ville: view.ville,
  tel1: view.tel1,
  tel2: view.tel2,
  email: view.email,
  presentation: view.presentation,
});

/** Moves the focus to the first field in error once the messages are on screen. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('.business-form [aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  });
}

/**
 * State of the business details form: the twelve fields checked by the shared schema, plus the profile
 * image (required while none is stored), each message cleared as soon as its field is edited. submit()
 * sends a new image first, then the details, and answers whether everything was saved.
 */
export function useBusinessForm(view: BusinessDetailsView) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const updatePro = useUpdateSessionPro();
  const [values, setValues] = useState<BusinessValues>(() => valuesOf(view));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingImage, setPendingImage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stored = valuesOf(view);
  const dirty =
    pendingImage !== null ||
    (Object.keys(stored) as (keyof BusinessValues)[]).some((k) => values[k] !== stored[k]);
  const unsaved = useUnsavedChanges(dirty);

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  const setField = (name: keyof BusinessValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const setImage = (dataUrl: string) => {
    setPendingImage(dataUrl);
    clearError('image');
  };
  const failWith = (fields: FieldErrors) => {
    setErrors(fields);
    focusFirstError();
    return false;
  };

  const submit = async (): Promise<boolean> => {
    setFormError(null);
    const parsed = businessDetailsSchema.safeParse(values);
    const fields = parsed.success ? {} : issuesToFields(parsed.error.issues);
    if (!view.imageUrl && !pendingImage) fields.image = businessMessages.imageRequired;
    if (Object.keys(fields).length > 0) return failWith(fields);
    setSaving(true);
    try {
      if (pendingImage) {
        const { imageUrl } = await saveProfileImage(pendingImage);
        queryClient.setQueryData<BusinessDetailsView>(businessKey, (d) => (d ? { ...d, imageUrl } : d));
        setPendingImage(null);
      }
      const saved = await saveBusiness(values);
      queryClient.setQueryData(businessKey, saved);
      // The server's spelling (trimmed...) becomes the form's, so nothing is left 'unsaved'.
      setValues(valuesOf(saved));
      unsaved.markSaved();
      updatePro({ nomSociete: saved.nomSociete, nom: saved.nom, prenom: saved.prenom });
      notify('success', businessMessages.saved);
      return true;
    } catch (error) {
      const serverFields = error instanceof ApiError ? error.fields : {};
      if (Object.keys(serverFields).length > 0) return failWith(serverFields);
      setFormError(errorMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, formError, pendingImage, saving, setField, setImage, submit, setErrors };
}

export type BusinessForm = ReturnType<typeof useBusinessForm>;
