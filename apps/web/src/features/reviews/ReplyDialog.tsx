import { REVIEW_REPLY_MAX, type ProReviewDto } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { reviewsKey, saveReply } from './reviews.api';
import { reviewsStrings as t } from './reviews.strings';

/** 'Répondre' sends and closes; 'Annuler' closes. A refused reply keeps the dialog open with the reason. */
export function ReplyDialog({ review, onClose }: { review: ProReviewDto; onClose: () => void }) {
  const [message, setMessage] = useState(review.reply?.message ?? '');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const save = useMutation({
    mutationFn: () => saveReply(review.id, message),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
      notify('success', t.replyDialog.sent);
      onClose();
    },
    onError: (e) => setError(e instanceof ApiError ? (e.fields.message ?? e.message) : errorMessage(e)),
  });
  const d = t.replyDialog;
  return (
    <Dialog
      visible
      onHide={onClose}
      header={review.reply ? d.editTitle : d.title}
      style={{ width: '34rem' }}
      breakpoints={{ '960px': '80vw', '640px': '94vw' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label={d.cancel} outlined severity="secondary" onClick={onClose} />
          <Button
            type="submit"
            form="rv-reply-form"
            label={d.send}
            loading={save.isPending}
            disabled={!message.trim()}
          />
        </div>
      }
    >
      <form
        id="rv-reply-form"
        className="rv-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          save.mutate();
        }}
      >
        <blockquote className="rv-quote">
          <strong>{review.prenom}</strong> — {review.message}
        </blockquote>
        <label htmlFor="rv-reply">{d.label}</label>
        <InputTextarea
          id="rv-reply"
          value={message}
          rows={5}
          autoResize
          maxLength={REVIEW_REPLY_MAX}
          onChange={(event) => setMessage(event.target.value)}
          invalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'rv-reply-error' : 'rv-reply-count'}
          autoFocus
        />
        <small id="rv-reply-count" className="field-hint rv-counter">
          {d.counter(message.length, REVIEW_REPLY_MAX)}
        </small>
        {error && (
          <small id="rv-reply-error" className="field-error" role="alert">
            {error}
          </small>
        )}
      </form>
    </Dialog>
  );
}
