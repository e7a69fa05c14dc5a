import type { PageBlock } from '@quickrdv/core';

export const publicProfileStrings = {
  notFound: 'Ce professionnel est introuvable.',
  notFoundText:
    'Le lien est peut-être incomplet, ou ce professionnel ne propose plus de rendez-vous en ligne.',
  notFoundTitle: 'Professionnel introuvable',
  backHome: 'Retour à l’accueil',
  loading: 'Chargement de la page…',
  pageTitle: (name: string, profession: string, ville: string) =>
    [name, [profession, ville].filter(Boolean).join(' à ')].filter(Boolean).join(' – '),
  metaDescription: (name: string, profession: string, ville: string) =>
    `${name}${profession ? `, ${profession.toLowerCase()}` : ''}${ville ? ` à ${ville}` : ''} : ` +
    'prestations, tarifs, horaires, avis et prise de rendez-vous en ligne.',
  addFavourite: 'Ajouter aux favoris',
  removeFavourite: 'Retirer des favoris',
  bookNow: 'Prendre RDV',
  /** Block titles, as the page editor names them to the owner. */
  blockTitles: {
    ImagesBlock: 'Société',
    PresentationBlock: 'Présentation',
    RendezvousBlock: 'Prendre rendez-vous',
    HorairesBlock: 'Horaires d’ouverture',
    EquipeBlock: 'Notre équipe',
    AccordionPrestaBlock: 'Nos prestations',
    AvisBlock: 'Avis',
    MapBlock: 'Plan d’accès',
  } satisfies Record<PageBlock, string>,
  photosLabel: (name: string) => `Photos de ${name}`,
  photoAlt: (name: string, n: number, total: number) => `${name}, photo ${n} sur ${total}`,
  openPhoto: (n: number) => `Agrandir la photo ${n}`,
  previousPhoto: 'Photo précédente',
  nextPhoto: 'Photo suivante',
  photoCounter: (n: number, total: number) => `${n} / ${total}`,
  call: 'Appeler',
  writeEmail: 'Écrire un e-mail',
  ratingOutOf: (value: string) => `${value} sur 5`,
  reviewsCount: (n: number) => (n === 0 ? 'Aucun avis' : n === 1 ? '1 avis' : `${n} avis`),
  noReviews: 'Pas encore d’avis. Soyez le premier à partager votre expérience après votre rendez-vous.',
  reviewDate: (date: string) => `le ${date}`,
  proReply: (name: string) => `Réponse de ${name}`,
  noPresentation: 'Ce professionnel n’a pas encore rédigé sa présentation.',
  frameTitle: (name: string) => `Réservation en ligne – ${name}`,
  closed: 'Fermé',
  today: 'Aujourd’hui',
  otherServices: 'Autres prestations',
  servicesCount: (n: number) => (n === 1 ? '1 prestation' : `${n} prestations`),
  noServices: 'Aucune prestation n’est proposée en ligne pour le moment.',
  noTeam: 'L’équipe n’est pas encore présentée.',
  address: 'Adresse',
  mapTitle: (address: string) => `Carte : ${address}`,
  directions: 'Itinéraire',
  poweredBy: 'Rendez-vous en ligne avec',
} as const;
