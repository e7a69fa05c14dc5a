import type { ClientCreateInput, ClientDto } from '@quickrdv/core';
import { api } from '../../lib/api-client';

/** Every client query starts with 'clients', which the live 'clients.changed' message refreshes. */
export const clientsKey = ['clients'] as const;

export const fetchClients = () => api.get<{ clients: ClientDto[] }>('/clients');

export const createClient = (input: ClientCreateInput) => api.post<ClientDto>('/clients', input);

/** 'NOM Prénom' as the picker lists and searches clients. */
export const clientLabel = (c: Pick<ClientDto, 'nom' | 'prenom'>) => `${c.nom} ${c.prenom}`.trim();
