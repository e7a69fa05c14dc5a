/** Texts of the account screens; the messages the specification fixes come from core's accountMessages. */
export const accountStrings = {
  title: 'MON COMPTE',
  pageTitle: 'Mon compte',
  close: 'Fermer et revenir à mon compte',
  submit: 'Valider',
  demoUnavailable:
    'Mode démo : le changement d’identifiant ou de mot de passe et la suppression du compte ne sont pas disponibles. Créez votre compte pour les utiliser.',
  demoIdentifier: 'Compte de démonstration, sans identifiant',
  rows: {
    subscription: 'Abonnement',
    subscriptionValue: (label: string) => `Formule ${label}`,
    subscriptionAction: 'Voir mon abonnement',
    identifier: 'Identifiant',
    identifierHint: 'L’adresse e-mail avec laquelle vous vous connectez.',
    password: 'Mot de passe',
    passwordMask: '••••••••',
    edit: 'Modifier',
    editIdentifier: 'Modifier mon identifiant',
    editPassword: 'Modifier mon mot de passe',
    deletion: 'Suppression du compte',
    deletionHint: 'Votre compte, votre page et vos données seront supprimés, après confirmation.',
  },
  deletion: {
    button: 'Supprimer mon compte',
    confirmHeader: 'Supprimer mon compte',
    confirmMessage:
      'Voulez-vous vraiment supprimer votre compte ? Votre page, vos disponibilités, vos rendez-vous et vos clients seront supprimés.',
    accept: 'Oui, supprimer',
    reject: 'Non, conserver',
    requested: (date: string) => `Demande de suppression envoyée le ${date}.`,
    requestedHint: 'Vous pouvez l’annuler tant que votre compte n’a pas été supprimé.',
    withdraw: 'Annuler la demande de suppression',
  },
  password: {
    pageTitle: 'Modifier mon mot de passe',
    title: 'Modifier mon mot de passe',
    oldPassword: 'Ancien mot de passe',
    newPassword: 'Nouveau mot de passe',
    newPasswordHint: 'Au moins 8 caractères.',
    confirmation: 'Confirmation du nouveau mot de passe',
  },
  identity: {
    pageTitle: 'Modifier mon identifiant',
    title: 'Modifier mon identifiant',
    current: 'Identifiant actuel',
    email: 'Nouvel identifiant (adresse e-mail)',
    password: 'Mot de passe actuel',
    passwordHint:
      'Vos autres sessions seront fermées, et votre adresse actuelle recevra un lien pour annuler ce changement pendant 7 jours.',
  },
  subscription: {
    pageTitle: 'Mon abonnement',
    title: 'MON ABONNEMENT',
    current: 'Votre formule actuelle',
    usageTitle: 'Disponibilités publiées ce mois-ci',
    usageCapped: (used: number, cap: number) => `${used} / ${cap} disponibilités ce mois-ci`,
    usageUnlimited: (used: number) => `${used} disponibilités ce mois-ci · illimitées`,
    plansTitle: 'Les formules',
    currentPlan: 'Votre formule',
    change:
      'Le changement de formule se fait pour l’instant avec notre équipe : contactez-nous pour passer au plan basic ou Premium. Le paiement en ligne n’est pas encore proposé.',
  },
} as const;
