import type { SessionPro } from '@quickrdv/core';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '../../lib/api-client';
import { fetchSession, sessionKey, type SessionReply } from './session.api';

/** The current session, loaded once and shared by every screen. */
export function useSession() {
  const query = useQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 5 * 60_000 });
  return {
    pro: query.data?.pro ?? null,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

const isSessionQuery = (key: readonly unknown[]) => key[0] === sessionKey[0];

/** Installs the session an auth reply carries and drops every cached answer that belonged to the previous one. */
export function applySession(queryClient: QueryClient, reply: SessionReply): void {
  setCsrfToken(reply.csrfToken);
  queryClient.setQueryData(sessionKey, reply);
  void queryClient.resetQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}

export function useApplySession() {
  const queryClient = useQueryClient();
  return (reply: SessionReply) => applySession(queryClient, reply);
}

/** Patches the cached professional after a change the server confirmed (e-mail, deletion request...). */
export function useUpdateSessionPro() {
  const queryClient = useQueryClient();
  return (patch: Partial<SessionPro>) =>
    queryClient.setQueryData<SessionReply>(sessionKey, (current) =>
      current?.pro ? { ...current, pro: { ...current.pro, ...patch } } : current,
    );
}

/** Replaces the write token (the password change opens a new session for this browser). */
export function useUpdateCsrfToken() {
  const queryClient = useQueryClient();
  return (csrfToken: string) => {
    setCsrfToken(csrfToken);
    queryClient.setQueryData<SessionReply>(sessionKey, (current) =>
      current ? { ...current, csrfToken } : current,
    );
  };
}
