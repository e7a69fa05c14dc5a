import type { Plan, SessionPro } from '@quickrdv/core';
import type { ProRow } from '../../db/schema.js';

/** What the API tells the logged-in professional about their own account (never the password hash). */
export function presentSessionPro(pro: ProRow): SessionPro {
  return {
    id: pro.id,
    slug: pro.slug,
    email: pro.email,
    nomSociete: pro.nomSociete,
    nom: pro.nom,
    prenom: pro.prenom,
    plan: pro.plan as Plan,
    timeZone: pro.timeZone,
    isDemo: pro.isDemo === 1,
    onboardingDone: pro.onboardingDone === 1,
    deletionRequestedAt: pro.deletionRequestedAt,
    bookingNoticeHours: pro.bookingNoticeHours,
  };
}
