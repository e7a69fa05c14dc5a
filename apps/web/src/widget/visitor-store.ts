import type { VisitorDetails } from '@quickrdv/core';

const KEY = 'qrdv:visitor';

export const emptyDetails: VisitorDetails = {
  prenom: '',
  nom: '',
  telPortable: '',
  email: '',
  note: '',
  acceptTerms: false,
};

/** The visitor's details remembered from their last booking on this device (never the note). */
export function loadDetails(): VisitorDetails {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<VisitorDetails> | null;
    if (!saved) return emptyDetails;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      ...emptyDetails,
      prenom: text(saved.prenom),
      nom: text(saved.nom),
      telPortable: text(saved.telPortable),
      email: text(saved.email),
    };
  } catch {
    return emptyDetails;
  }
}

export function saveDetails(d: VisitorDetails): void {
  try {
    const { prenom, nom, telPortable, email } = d;
    localStorage.setItem(KEY, JSON.stringify({ prenom, nom, telPortable, email }));
  } catch {
    // Storage refused (private mode, third-party frame): the visitor types them next time.
  }
}
