import type { SessionPro } from '@quickrdv/core';
import { api, setCsrfToken } from '../../lib/api-client';

/** What every auth endpoint answers: the logged-in professional (or null) and the token for writes. */
export interface SessionReply {
  pro: SessionPro | null;
  csrfToken: string | null;
}

export const sessionKey = ['session'] as const;

export async function fetchSession(): Promise<SessionReply> {
  const reply = await api.get<SessionReply>('/auth/session');
  setCsrfToken(reply.csrfToken);
  return reply;
}
