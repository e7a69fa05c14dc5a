import { FORGOT_PASSWORD_PATH } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { FormOutcome } from '../../ui/FormOutcome';
import { usePageTitle } from '../../ui/page-title';
import { undoEmailChange } from './auth.api';
import { authStrings } from './auth.strings';
import { AuthLayout } from './AuthLayout';
import { useLinkToken } from './link-token';

const t = authStrings.emailUndo;

/**
 * Opened from the notice sent to the old address after an e-mail change. It asks for a click rather than
 * acting on load: mail scanners open links, and this one closes every session.
 */
export function EmailUndoPage() {
  usePageTitle(t.pageTitle);
  const token = useLinkToken();
  const undo = useMutation({ mutationFn: undoEmailChange });

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <FormOutcome
        success={undo.data?.message ?? null}
        error={undo.isError ? errorMessage(undo.error) : null}
      />
      {undo.isSuccess ? (
        <Link to={FORGOT_PASSWORD_PATH} className="p-button auth-submit auth-link-button">
          {t.forgot}
        </Link>
      ) : (
        <Button
          type="button"
          label={t.submit}
          className="auth-submit"
          loading={undo.isPending}
          onClick={() => undo.mutate({ token })}
        />
      )}
    </AuthLayout>
  );
}
