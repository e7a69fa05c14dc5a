/**
 * The professional space's navigation, in display order. Each screen added later (Calendrier, Mes prestations,
 * Mon personnel, Mes horaires, Mes photos, Mes clients, Avis...) adds one entry here.
 */
export interface NavItem {
  /** Path relative to the space's base; the entry is also active on paths starting with it. */
  path: string;
  label: string;
  /** PrimeIcons class. */
  icon: string;
}

export const navItems: NavItem[] = [
  { path: 'accueil', label: 'Accueil', icon: 'pi pi-home' },
  { path: 'compte', label: 'Mon compte', icon: 'pi pi-user' },
];
