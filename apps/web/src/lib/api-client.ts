import type { ApiErrorBody } from '@quickrdv/core';

const API_PREFIX = '/api/v1';

/** A failed API call: the HTTP status and the server's French message, with per-field messages when given. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const networkFailure = 'Impossible de joindre le serveur. Vérifiez votre connexion internet puis réessayez.';
const unexpectedReply = 'Une erreur inattendue est survenue. Veuillez réessayer.';

// Kept in memory only: the session cookie is httpOnly, and the token is re-read from GET /auth/session on load.
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `keepalive` lets a save started while the page is being left (pagehide) reach the server. */
export interface RequestOptions {
  keepalive?: boolean;
}

/** Calls the JSON API under /api/v1; throws ApiError on any failure so callers handle one error type. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // Fastify refuses an empty body declared as JSON, so the content type goes only with a body.
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(API_PREFIX + path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      keepalive: options.keepalive,
    });
  } catch {
    throw new ApiError(0, 'network', networkFailure);
  }
  if (response.status === 204) return undefined as T;
  const payload = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

/** POSTs a file's bytes as they are (a raw body, not JSON), with the write token; fails as apiRequest does. */
export async function apiUpload<T>(path: string, file: Blob): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': file.type };
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(API_PREFIX + path, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: file,
    });
  } catch {
    throw new ApiError(0, 'network', networkFailure);
  }
  const payload = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = payload as Partial<ApiErrorBody> | null;
  if (body && typeof body.message === 'string') {
    return new ApiError(status, body.code ?? 'error', body.message, body.fields ?? {});
  }
  return new ApiError(status, 'error', unexpectedReply);
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** The French message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : unexpectedReply;
}
