import type { PublicProfile } from '@quickrdv/core';

/** The Informations tab: accordion 'Heures d'ouverture', 'Itinéraire', 'Contact', 'Equipe'. */
export function InformationsPanel(_props: { profile: PublicProfile }) {
  return null;
}
