import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';

/**
 * Deleting one row of a list screen: the row leaves the cached list at once, the other list that names
 * it (services <-> staff) is fetched again.
 */
export function useSetupRemoval<List>(options: {
  remove: (id: string) => Promise<unknown>;
  listKey: QueryKey;
  without: (list: List, id: string) => List;
  deleted: string;
  refreshKey: QueryKey;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: options.remove,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<List>(options.listKey, (list) => (list ? options.without(list, id) : list));
      notify('info', options.deleted);
      void queryClient.invalidateQueries({ queryKey: options.refreshKey });
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
}
