import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { sessionKey } from '../features/session/session.api';

/**
 * The app's query client. A 401 anywhere means the session ended (expired, or revoked by a password change
 * elsewhere): the session is reloaded, and the professional space then sends the user to the login page.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401)
      void client.invalidateQueries({ queryKey: sessionKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // A 4xx will not change on retry; only a lost connection is worth a second try.
      queries: {
        retry: (failures, error) => error instanceof ApiError && error.status === 0 && failures < 2,
      },
      mutations: { retry: 0 },
    },
  });
  return client;
}
