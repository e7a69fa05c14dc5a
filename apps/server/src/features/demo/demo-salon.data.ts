/** Content of the demo salon. Times are wall-clock in Europe/Paris; dates are relative to the day of seeding. */
export const demoBusiness = {
  nomSociete: 'Salon Lumière',
  nom: 'Moreau',
  prenom: 'Camille',
  profession: 'Coiffeuse',
  adresse: '12 rue des Lilas',
  codePostal: '69003',
  ville: 'Lyon',
  tel1: '04 78 00 00 00',
  tel2: '06 12 34 56 78',
  contactEmail: 'contact@salon-lumiere.example',
  establishmentTypeId: 'coiffeur',
  presentation:
    '<p>Bienvenue au <strong>Salon Lumière</strong>, salon de coiffure mixte au cœur de Lyon. ' +
    'Notre équipe vous accueille du mardi au samedi pour des coupes, colorations et soins sur mesure.</p>',
};

/** [category, name, price in euros, duration in minutes] */
export const demoServices: [string, string, number, number][] = [
  ['Femme', 'Coupe brushing femme', 45, 60],
  ['Femme', 'Brushing', 28, 30],
  ['Femme', 'Couleur racines', 55, 90],
  ['Femme', 'Balayage', 95, 120],
  ['Homme', 'Coupe homme', 25, 30],
  ['Homme', 'Taille de barbe', 15, 15],
  ['Enfant', 'Coupe enfant (- de 12 ans)', 18, 30],
  ['Soins', 'Soin profond à la kératine', 35, 30],
];

export const demoStaff = [
  { prenom: 'Camille', nom: 'Moreau', email: 'camille@salon-lumiere.example', color: '6366f1' },
  { prenom: 'Yanis', nom: 'Benali', email: 'yanis@salon-lumiere.example', color: '10b981' },
  { prenom: 'Léa', nom: 'Girard', email: '', color: 'f59e0b' },
];

/** Opening hours per weekday (0 = Monday): closed Sunday and Monday, lunch break on weekdays. */
export const demoOpeningHours: Record<number, [string, string][]> = {
  1: [
    ['09:00', '12:30'],
    ['14:00', '19:00'],
  ],
  2: [
    ['09:00', '12:30'],
    ['14:00', '19:00'],
  ],
  3: [
    ['09:00', '12:30'],
    ['14:00', '19:00'],
  ],
  4: [['09:00', '19:00']],
  5: [['09:00', '18:00']],
};

export const demoClients = [
  { nom: 'Durand', prenom: 'Sophie', email: 'sophie.durand@example.fr', telPortable: '06 11 22 33 44' },
  { nom: 'Lefèvre', prenom: 'Thomas', email: 'thomas.lefevre@example.fr', telPortable: '06 55 66 77 88' },
  { nom: 'Petit', prenom: 'Inès', email: '', telPortable: '07 01 02 03 04' },
];

export const demoReviews = [
  {
    prenom: 'Sophie',
    rating: 5,
    message: 'Accueil chaleureux et coupe parfaite, je recommande !',
    daysAgo: 12,
  },
  {
    prenom: 'Thomas',
    rating: 4,
    message: 'Très bon barbier, un peu d’attente mais le résultat vaut le coup.',
    daysAgo: 30,
  },
  {
    prenom: 'Nadia',
    rating: 5,
    message: 'Mon balayage est magnifique, merci Léa.',
    daysAgo: 45,
    reply: 'Merci Nadia, à très bientôt !',
  },
];
