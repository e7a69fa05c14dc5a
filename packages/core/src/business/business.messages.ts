/**
 * French texts of the business details form ({base}/coordonnees). The twelve 'empty field' messages are the
 * specification's, verbatim except 'Veillez saisir votre adresse', a typo of the old system.
 */
export const businessMessages = {
  presentationRequired: 'Veuillez présenter votre établissement',
  imageRequired: 'Veuillez insérer une photo',
  nomSocieteRequired: 'Veuillez saisir le nom de votre établissement',
  nomRequired: 'Veuillez saisir votre nom',
  prenomRequired: 'Veuillez saisir votre prénom',
  professionRequired: 'Veuillez saisir votre profession',
  adresseRequired: 'Veuillez saisir votre adresse',
  emailRequired: 'Veuillez saisir votre email',
  codePostalRequired: 'Veuillez saisir un code postal',
  villeRequired: 'Veuillez renseigner votre ville',
  tel1Required: 'Veuillez saisir le téléphone de votre établissement',
  establishmentTypeRequired: "Veuillez sélectionner un type d'établissement",
  // The spec tests the mobile phone as required but gives no message; this one follows the others.
  tel2Required: 'Veuillez saisir votre téléphone portable',

  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  codePostalInvalid: 'Le code postal doit comporter 5 chiffres.',
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide.',
  tooLong: (label: string) => `${label} ne doit pas dépasser 255 caractères.`,
  presentationTooLong: 'La présentation ne doit pas dépasser 20 000 caractères.',
  establishmentTypeUnknown: "Ce type d'établissement n’existe pas.",
  nomSocieteLockedInDemo: 'Le nom de l’établissement ne peut pas être modifié en mode démo.',
  saved: 'Vos coordonnées ont bien été enregistrées',
} as const;
