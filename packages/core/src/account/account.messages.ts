/** French texts of the account screens, verbatim from the specification where it gives them. */
export const accountMessages = {
  passwordChanged: 'La modification de votre mot de passe a bien été prise en compte',
  passwordChangeFailed: 'Erreur dans la modification de votre mot de passe. Veuillez recommencer',
  identityChanged: 'La modification de votre identifiant a bien été prise en compte',
  identityChangeFailed: 'Erreur dans la modification de votre identifiant. Veuillez recommencer',
  // Verbatim, typo included: the specification's texts are the product's (DEVELOPERS.md).
  deletionRequested: 'Votre compte sera être supprimé dans les meilleurs délais',
  deletionCancelled: 'Suppression de compte rejetée',
  editCancelled: 'Modification annulée',
  badCredentials: 'Identifiant ou mot de passe incorrect.',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  wrongOldPassword: 'L’ancien mot de passe est incorrect.',
} as const;
