import type { ProReviewDto } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { deleteReply, reviewsKey } from './reviews.api';
import { reviewsStrings as t } from './reviews.strings';

export function DeleteReplyDialog({ review, onClose }: { review: ProReviewDto; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = useMutation({
    mutationFn: () => deleteReply(review.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
      notify('success', t.deleteDialog.done);
      onClose();
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const d = t.deleteDialog;
  return (
    <Dialog
      visible
      onHide={onClose}
      header={d.title}
      style={{ width: '28rem' }}
      breakpoints={{ '640px': '94vw' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label={d.cancel} outlined severity="secondary" onClick={onClose} autoFocus />
          <Button
            type="button"
            label={d.confirm}
            severity="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          />
        </div>
      }
    >
      <p>{d.body}</p>
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </Dialog>
  );
}
