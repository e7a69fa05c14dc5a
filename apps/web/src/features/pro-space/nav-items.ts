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
  // MA PAGE PERSO: the public page as clients see it, and its QR code and widget to share it.
  { path: 'pageperso', label: 'Ma page', icon: 'pi pi-globe' },
  // The page editor: blocks, theme, colours, logo and background of the public page.
  { path: 'montage', label: 'Montage', icon: 'pi pi-palette' },
  { path: 'calendrierclient', label: 'Calendrier', icon: 'pi pi-calendar' },
  { path: 'mesclients', label: 'Mes clients', icon: 'pi pi-address-book' },
  // Visitors' and clients' conversations ('Chat direct' opens the same threads).
  { path: 'chat', label: 'Chat', icon: 'pi pi-comments' },
  { path: 'avis', label: 'Les avis', icon: 'pi pi-star' },
  // The video room: a link the client opens without an account.
  { path: 'visioconference', label: 'Visio', icon: 'pi pi-video' },
  { path: 'prestations', label: 'Mes prestations', icon: 'pi pi-tags' },
  // Questions the widget asks after a slot is chosen, per service.
  { path: 'questionnaires', label: 'Questionnaires', icon: 'pi pi-list-check' },
  // The salon's default reminders (online bookings, and offered for its own appointments).
  { path: 'rappels', label: 'Rappels', icon: 'pi pi-bell' },
  { path: 'monpersonnel', label: 'Mon personnel', icon: 'pi pi-users' },
  { path: 'horaires', label: 'Mes horaires', icon: 'pi pi-clock' },
  { path: 'photos', label: 'Mes photos', icon: 'pi pi-images' },
  { path: 'coordonnees', label: 'Mes coordonnées', icon: 'pi pi-building' },
  { path: 'messages', label: 'Messages envoyés', icon: 'pi pi-send' },
  { path: 'compte', label: 'Mon compte', icon: 'pi pi-user' },
];
