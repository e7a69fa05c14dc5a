import {
  REVIEW_REPORT_REASONS,
  reviewReportReasonLabels,
  type ProReviewDto,
  type ReviewReportReason,
} from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { reportReview, reviewsKey } from './reviews.api';
import { reviewsStrings as t } from './reviews.strings';

/** Reporting is what a fair review site lets a salon do with a review it disputes: not delete it. */
export function ReportDialog({ review, onClose }: { review: ProReviewDto; onClose: () => void }) {
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const send = useMutation({
    mutationFn: () => reportReview(review.id, reason!, details),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
      notify('success', t.reportDialog.done);
      onClose();
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const d = t.reportDialog;
  return (
    <Dialog
      visible
      onHide={onClose}
      header={d.title}
      style={{ width: '34rem' }}
      breakpoints={{ '960px': '80vw', '640px': '94vw' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label={d.cancel} outlined severity="secondary" onClick={onClose} />
          <Button
            type="button"
            label={d.send}
            severity="danger"
            loading={send.isPending}
            disabled={!reason}
            onClick={() => send.mutate()}
          />
        </div>
      }
    >
      <div className="rv-dialog-form">
        <p>{d.intro}</p>
        <fieldset className="rv-reasons">
          <legend>{d.reason}</legend>
          {REVIEW_REPORT_REASONS.map((r) => (
            <label key={r} className="rv-reason">
              <input
                type="radio"
                name="rv-reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              {reviewReportReasonLabels[r]}
            </label>
          ))}
        </fieldset>
        <label htmlFor="rv-report-details">{d.details}</label>
        <InputTextarea
          id="rv-report-details"
          value={details}
          rows={3}
          maxLength={1000}
          onChange={(event) => setDetails(event.target.value)}
        />
        {error && (
          <small className="field-error" role="alert">
            {error}
          </small>
        )}
      </div>
    </Dialog>
  );
}
