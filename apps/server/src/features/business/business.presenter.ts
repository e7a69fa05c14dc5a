import { profileImagePath, type BusinessDetailsView } from '@quickrdv/core';
import type { ProRow } from '../../db/schema.js';

/** The business details form's data. An empty contact e-mail is offered as the login e-mail. */
export function presentBusinessDetails(pro: ProRow): BusinessDetailsView {
  return {
    establishmentTypeId: pro.establishmentTypeId,
    nomSociete: pro.nomSociete,
    nom: pro.nom,
    prenom: pro.prenom,
    profession: pro.profession,
    adresse: pro.adresse,
    codePostal: pro.codePostal,
    ville: pro.ville,
    tel1: pro.tel1,
    tel2: pro.tel2,
    email: pro.contactEmail || pro.email,
    presentation: pro.presentation,
    imageUrl: pro.image ? profileImagePath(pro.image) : null,
    nomSocieteLocked: pro.isDemo === 1,
  };
}
