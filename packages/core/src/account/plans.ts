export const PLANS = ['gratuit', 'basic', 'Premium'] as const;
export type Plan = (typeof PLANS)[number];

/** Availabilities a professional on the free plan may publish in one calendar month. */
export const FREE_PLAN_MONTHLY_AVAILABILITIES = 20;

export const FREE_PLAN_LIMIT_MESSAGE =
  'Le plan gratuit ne vous permet pas de créer plus de 20 disponibilités de rendez-vous par mois. Passez au plan basic ou Premium pour créer des rendez-vous illimités !';

/** Monthly availability cap of a plan, or null when unlimited. */
export function monthlyAvailabilityCap(plan: Plan): number | null {
  return plan === 'gratuit' ? FREE_PLAN_MONTHLY_AVAILABILITIES : null;
}

/** What each plan offers, as shown on the subscription screen. */
export const PLAN_DESCRIPTIONS: Record<Plan, { label: string; features: string[] }> = {
  gratuit: {
    label: 'Gratuit',
    features: [
      'Jusqu’à 20 disponibilités de rendez-vous par mois',
      'Page de profil, widget de réservation et QR code',
      'Agenda clients, personnel et prestations illimités',
    ],
  },
  basic: {
    label: 'Basic',
    features: ['Disponibilités de rendez-vous illimitées', 'Tout ce que comprend le plan gratuit'],
  },
  Premium: {
    label: 'Premium',
    features: ['Disponibilités de rendez-vous illimitées', 'Tout ce que comprend le plan basic'],
  },
};
