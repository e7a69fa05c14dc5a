import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { useApplySession } from './use-session';

/**
 * Ends the session, then leaves for `to`. The page change is committed (flushSync) before the session is
 * cleared: otherwise the professional space, still on screen, would see an empty session and react to it
 * (redirect to login with itself as the page to come back to, or open a new demo).
 */
export function useLogout(to: string) {
  const navigate = useNavigate();
  const applySession = useApplySession();
  return useMutation({
    mutationFn: () => api.post<void>('/auth/logout'),
    onSuccess: async () => {
      await navigate(to, { replace: true, flushSync: true });
      applySession({ pro: null, csrfToken: null });
    },
  });
}
