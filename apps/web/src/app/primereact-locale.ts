import { addLocale, locale } from 'primereact/api';

// Read by the Password component's eye icon, though missing from PrimeReact's locale typings.
const passwordAria = { passwordShow: 'Afficher le mot de passe', passwordHide: 'Masquer le mot de passe' };

/** French texts PrimeReact components fall back on (dialog buttons, screen-reader labels). */
export function setPrimeReactFrench(): void {
  addLocale('fr', {
    accept: 'Oui',
    reject: 'Non',
    choose: 'Choisir',
    upload: 'Envoyer',
    cancel: 'Annuler',
    clear: 'Effacer',
    apply: 'Appliquer',
    emptyMessage: 'Aucun résultat',
    emptyFilterMessage: 'Aucun résultat',
    firstDayOfWeek: 1,
    aria: { close: 'Fermer', ...passwordAria },
  });
  locale('fr');
}
