import type {
  ApiErrorBody,
  BookingCreateInput,
  BookingReply,
  PublicProfile,
  SlotSearchReply,
} from '@quickrdv/core';

/** A failed call: the API's status and French message (status 0 = the network failed). */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = 'Connexion impossible. Vérifiez votre connexion internet puis réessayez.';

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  } catch {
    throw new WidgetApiError(0, NETWORK_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (body ?? {}) as Partial<ApiErrorBody>;
    throw new WidgetApiError(
      response.status,
      error.message ?? 'Une erreur est survenue. Veuillez réessayer.',
      error.fields,
    );
  }
  return body as T;
}

const pro = (slug: string) => `/api/v1/public/pros/${encodeURIComponent(slug)}`;

export const fetchProfile = (slug: string) => call<PublicProfile>(pro(slug));

export interface SlotQuery {
  from: string;
  days: number;
  staffId: string | null;
  serviceIds: readonly string[];
}

export function fetchSlots(slug: string, q: SlotQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ from: q.from, days: String(q.days) });
  if (q.staffId) params.set('staffId', q.staffId);
  if (q.serviceIds.length) params.set('serviceIds', q.serviceIds.join(','));
  return call<SlotSearchReply>(`${pro(slug)}/slots?${params.toString()}`, { signal });
}

export const createBooking = (slug: string, input: BookingCreateInput) =>
  call<BookingReply>(`${pro(slug)}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
