import { staffUpdateSchema, type StaffUpdateInput, type StaffView } from '@quickrdv/core';
import { useState } from 'react';
import { issuesToFields, type FieldErrors } from '../../lib/forms';
import { TextField } from '../../ui/fields';
import { TEXT_DELAY_MS, type Autosave } from '../services/use-autosave';
import { staffStrings as t } from './staff.strings';

type Identity = { prenom: string; nom: string; email: string };

/**
 * First name, last name and e-mail, saved 900 ms after the last keystroke (at once on blur). A value the
 * schema refuses is shown with its message and not sent.
 */
export function StaffIdentityFields({
  member,
  autosave,
}: {
  member: StaffView;
  autosave: Autosave<StaffUpdateInput>;
}) {
  const [values, setValues] = useState<Identity>({
    prenom: member.prenom,
    nom: member.nom,
    email: member.email,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (name: keyof Identity, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    const parsed = staffUpdateSchema.safeParse({ [name]: value });
    setErrors((current) => {
      const next = { ...current };
      delete next[name];
      return parsed.success ? next : { ...next, ...issuesToFields(parsed.error.issues) };
    });
    if (parsed.success) autosave.schedule({ [name]: value }, TEXT_DELAY_MS);
  };
  const field = (name: keyof Identity, label: string) => ({
    id: `staff-${member.id}-${name}`,
    name,
    label,
    value: values[name],
    onChange: (value: string) => change(name, value),
    error: errors[name],
    autoComplete: 'off',
  });
  return (
    <div className="staff-identity" onBlur={autosave.flush}>
      <TextField {...field('prenom', t.prenom)} />
      <TextField {...field('nom', t.nomEdit)} />
      <TextField {...field('email', t.email)} type="email" hint={t.emailHint} />
    </div>
  );
}
