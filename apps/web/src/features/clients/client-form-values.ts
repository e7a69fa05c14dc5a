import type { ClientDto } from '@quickrdv/core';

/** The form's values: every field of the client record the professional edits. */
export const emptyClientValues = {
  civilite: '',
  nom: '',
  prenom: '',
  nomSociete: '',
  email: '',
  telPortable: '',
  telFixe: '',
  telTravail: '',
  adresse: '',
  complementAdresse: '',
  cpVille: '',
  dateNaissance: null as string | null,
  infoComp: '',
};
export type ClientFormValues = typeof emptyClientValues;
export type ClientTextKey = Exclude<keyof ClientFormValues, 'dateNaissance'>;

export function valuesOf(client: ClientDto | null): ClientFormValues {
  if (!client) return emptyClientValues;
  const values = { ...emptyClientValues };
  for (const key of Object.keys(values) as (keyof ClientFormValues)[])
    (values as Record<string, unknown>)[key] = client[key];
  return values;
}

/** The schema's limits, also set on the inputs so nobody types past them. */
export const maxLength: Record<ClientTextKey, number> = {
  civilite: 10,
  nom: 255,
  prenom: 255,
  nomSociete: 255,
  email: 255,
  telPortable: 255,
  telFixe: 255,
  telTravail: 255,
  adresse: 500,
  complementAdresse: 255,
  cpVille: 255,
  infoComp: 5000,
};

export const sameValues = (a: ClientFormValues, b: ClientFormValues) =>
  (Object.keys(a) as (keyof ClientFormValues)[]).every((k) => (a[k] ?? '') === (b[k] ?? ''));
