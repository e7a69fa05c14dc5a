import type { VisitorDetails } from '@quickrdv/core';
import { useState } from 'react';

const KEY = 'qrdv:visitor';

export const emptyDetails: VisitorDetails = {
  prenom: '',
  nom: '',
  telPortable: '',
  email: '',
  note: '',
  acceptTerms: false,
};

/** The details a visitor asked this device to remember at their last booking (never the note), or null. */
export function loadDetails(): VisitorDetails | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<VisitorDetails> | null;
    if (!saved || typeof saved !== 'object') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      ...emptyDetails,
      prenom: text(saved.prenom),
      nom: text(saved.nom),
      telPortable: text(saved.telPortable),
      email: text(saved.email),
    };
  } catch {
    return null;
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

export function forgetDetails(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * The visitor's details in the widget. They are remembered on the device only when the visitor ticks
 * 'Se souvenir de moi' (unticked by default: a shared tablet in a salon must not prefill the next person's
 * booking), and 'Ce n'est pas moi' clears and forgets prefilled ones.
 */
export function useVisitorDetails() {
  const [remembered] = useState(loadDetails);
  const [details, setDetails] = useState<VisitorDetails>(remembered ?? emptyDetails);
  const [remember, setRemember] = useState(remembered !== null);
  const [prefilled, setPrefilled] = useState(remembered !== null);
  return {
    details,
    setDetails,
    remember,
    setRemember,
    /** The first name prefilled from the device, while the visitor has not said it is someone else. */
    prefilledName: prefilled ? remembered?.prenom || null : null,
    notMe() {
      forgetDetails();
      setRemember(false);
      setPrefilled(false);
      setDetails(emptyDetails);
    },
    /** After a booking: keep or forget, as the visitor chose; the note never carries over. */
    booked(d: VisitorDetails) {
      if (remember) saveDetails(d);
      else forgetDetails();
      setDetails({ ...d, note: '' });
    },
  };
}
export type VisitorDetailsState = ReturnType<typeof useVisitorDetails>;
