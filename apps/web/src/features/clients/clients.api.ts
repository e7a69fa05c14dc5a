import type {
  ClientCreateInput,
  ClientDetailDto,
  ClientDto,
  ClientListDto,
  ClientUpdateInput,
  SmsSendInput,
} from '@quickrdv/core';
import { api, ApiError, errorMessage } from '../../lib/api-client';

/** Every query starts with 'clients': the live 'clients.changed' message and each write refresh them. */
export const clientsKey = ['clients'] as const;
export const CLIENTS_PAGE_SIZE = 50;

export interface ListFilter {
  q: string;
  letter: string | null;
}

export const clientListKey = (filter: ListFilter) => ['clients', 'book', filter] as const;
export const clientDetailKey = (id: string) => ['clients', 'detail', id] as const;

export function fetchClientPage(filter: ListFilter, offset: number) {
  const query = new URLSearchParams({ offset: String(offset), limit: String(CLIENTS_PAGE_SIZE) });
  if (filter.q) query.set('q', filter.q);
  if (filter.letter) query.set('letter', filter.letter);
  return api.get<ClientListDto>(`/clients?${query.toString()}`);
}

const clientPath = (id: string) => `/clients/${encodeURIComponent(id)}`;

export const fetchClient = (id: string) => api.get<ClientDetailDto>(clientPath(id));
export const createClient = (input: ClientCreateInput) => api.post<ClientDto>('/clients', input);
export const updateClient = (id: string, input: ClientUpdateInput) =>
  api.patch<ClientDto>(clientPath(id), input);
export const deleteClient = (id: string) => api.delete<void>(clientPath(id));
export const eraseClient = (id: string) => api.post<void>(`${clientPath(id)}/erase`);
export const sendClientSms = (id: string, input: SmsSendInput) =>
  api.post<{ id: string }>(`${clientPath(id)}/sms`, input);

/** Addresses the browser downloads itself (session cookie, attachment replies). */
export const clientExportUrl = (id: string) => `/api/v1${clientPath(id)}/export`;
export const CLIENTS_CSV_URL = '/api/v1/clients/export.csv';

/** Starts a download of an attachment the API serves (GET, same origin, with the session cookie). */
export function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export type Duplicates = 'merge' | 'skip';
export interface ImportPreview {
  fatal: string | null;
  rows: number;
  valid: number;
  invalid: number;
  duplicates: number;
}
export interface ImportResult {
  added: number;
  merged: number;
  skipped: number;
  invalid: number;
}

/**
 * POSTs the file's bytes as they are (the server decodes and parses them again: the browser's preview is
 * only a preview). JSON-only `apiRequest` cannot send a raw body, hence this fetch with the write token.
 */
export async function uploadClientsCsv<T extends ImportPreview | ImportResult>(
  bytes: Uint8Array,
  options: { duplicates: Duplicates; dryRun: boolean; csrfToken: string | null },
): Promise<T> {
  const query = new URLSearchParams({ duplicates: options.duplicates, dryRun: String(options.dryRun) });
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'text/csv' };
  if (options.csrfToken) headers['x-csrf-token'] = options.csrfToken;
  let response: Response;
  try {
    response = await fetch(`/api/v1/clients/import?${query.toString()}`, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: new Blob([bytes as BlobPart], { type: 'text/csv' }),
    });
  } catch (error) {
    throw new ApiError(0, 'network', errorMessage(error));
  }
  const payload = (await response.json().catch(() => null)) as
    (T & { message?: string; code?: string; fields?: Record<string, string> }) | null;
  if (!response.ok) {
    if (payload && typeof payload.message === 'string')
      throw new ApiError(response.status, payload.code ?? 'error', payload.message, payload.fields ?? {});
    throw new ApiError(response.status, 'error', errorMessage(null));
  }
  return payload as T;
}
