/** Texts of the rich-text editor's toolbar. */
export const richTextStrings = {
  toolbar: 'Mise en forme',
  bold: 'Gras',
  italic: 'Italique',
  underline: 'Souligné',
  bulletList: 'Liste à puces',
  orderedList: 'Liste numérotée',
  link: 'Lien',
  linkUrl: 'Adresse du lien',
  linkPlaceholder: 'https://www.exemple.fr',
  linkApply: 'Appliquer',
  linkRemove: 'Retirer le lien',
  linkCancel: 'Annuler',
} as const;
