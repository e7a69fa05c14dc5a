import type { ClientDto, ClientListItemDto, ClientType } from '@quickrdv/core';
import type { Selectable } from 'kysely';
import type { ClientsTable } from '../../db/schema.js';

export function presentClient(row: Selectable<ClientsTable>): ClientDto {
  return {
    id: row.id,
    type: row.type as ClientType,
    civilite: row.civilite,
    nom: row.nom,
    prenom: row.prenom,
    nomSociete: row.nomSociete,
    email: row.email,
    telPortable: row.telPortable,
    telFixe: row.telFixe,
    telTravail: row.telTravail,
    adresse: row.adresse,
    complementAdresse: row.complementAdresse,
    cpVille: row.cpVille,
    dateNaissance: row.dateNaissance,
    infoComp: row.infoComp,
    createdAt: row.createdAt,
  };
}

/** A row of the list: COMPTE is an online account ('client internet', created by booking online). */
export const presentClientListItem = (
  row: Selectable<ClientsTable> & { appointmentCount: number | string | null },
): ClientListItemDto => ({
  ...presentClient(row),
  hasAccount: row.type === 'client internet',
  appointmentCount: Number(row.appointmentCount ?? 0),
});
