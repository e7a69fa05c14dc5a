import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { submitHandler } from '../../lib/forms';
import { useNotify } from '../../ui/toast';

/**
 * The edit panels' two writes: Valider saves (server field messages go under the fields) and Supprimer
 * deletes (its failure in a toast); either success refreshes the calendar, says so and closes the panel.
 */
export function useEditMutations<Patch>(options: {
  form: { validate: () => Patch | null; showServerError: (error: unknown) => void };
  update: (patch: Patch) => Promise<unknown>;
  remove: () => Promise<unknown>;
  refreshKeys: QueryKey[];
  updated: string;
  deleted: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const done = (message: string, severity: 'success' | 'info') => {
    for (const queryKey of options.refreshKeys) void queryClient.invalidateQueries({ queryKey });
    notify(severity, message);
    options.onClose();
  };
  const save = useMutation({
    mutationFn: options.update,
    onSuccess: () => done(options.updated, 'success'),
    onError: (error) => options.form.showServerError(error),
  });
  const remove = useMutation({
    mutationFn: options.remove,
    onSuccess: () => done(options.deleted, 'info'),
    onError: (error) => notify('error', errorMessage(error)),
  });
  const submit = submitHandler(() => {
    const patch = options.form.validate();
    if (patch) save.mutate(patch);
  });
  return { save, remove, submit };
}
