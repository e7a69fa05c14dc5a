import type { ClientCreateInput, ClientDetailDto, ClientDto, ClientListDto } from '@quickrdv/core';
import { api } from '../../lib/api-client';

/** Every client query starts with 'clients', which the live 'clients.changed' message refreshes. */
export const clientsKey = ['clients'] as const;

/** How many matches the picker lists: enough to choose from; typing more narrows them. */
export const PICKER_LIMIT = 50;

/** The server's search (name, first name, phone or e-mail; accents and case ignored), sorted by nom. */
export const searchClients = (q: string) => {
  const query = new URLSearchParams({ limit: String(PICKER_LIMIT) });
  if (q) query.set('q', q);
  return api.get<ClientListDto>(`/clients?${query.toString()}`);
};

export const fetchClient = (id: string) => api.get<ClientDetailDto>(`/clients/${encodeURIComponent(id)}`);

export const createClient = (input: ClientCreateInput) => api.post<ClientDto>('/clients', input);

/** 'NOM Prénom' as the picker lists and searches clients. */
export const clientLabel = (c: Pick<ClientDto, 'nom' | 'prenom'>) => `${c.nom} ${c.prenom}`.trim();
