import { FORGOT_PASSWORD_PATH, LOGIN_PATH, passwordResetSchema } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { PasswordField } from '../../ui/fields';
import { FormOutcome } from '../../ui/FormOutcome';
import { usePageTitle } from '../../ui/page-title';
import { resetPassword } from './auth.api';
import { authStrings } from './auth.strings';
import { AuthLayout } from './AuthLayout';
import { useLinkToken } from './link-token';

const t = authStrings.reset;

/** Opened from the reset e-mail: sets the new password; every session is then closed, so the user logs in. */
export function ResetPasswordPage() {
  usePageTitle(t.pageTitle);
  const token = useLinkToken();
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm(passwordResetSchema, { token, password: '', passwordConfirmation: '' });
  const save = useMutation({
    mutationFn: resetPassword,
    onSuccess: (reply) => setDone(reply.message),
    onError: (error) => form.showServerError(error),
  });
  const onSubmit = submitHandler(() => {
    const input = form.validate();
    if (input) save.mutate(input);
  });

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      {done ? (
        <>
          <FormOutcome success={done} error={null} />
          <Link to={LOGIN_PATH} className="p-button auth-submit auth-link-button">
            {t.login}
          </Link>
        </>
      ) : (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <PasswordField
            id="reset-password"
            name="password"
            label={t.password}
            hint={t.passwordHint}
            value={form.values.password}
            onChange={(value) => form.setField('password', value)}
            error={form.errors.password}
            autoComplete="new-password"
          />
          <PasswordField
            id="reset-passwordConfirmation"
            name="passwordConfirmation"
            label={t.passwordConfirmation}
            value={form.values.passwordConfirmation}
            onChange={(value) => form.setField('passwordConfirmation', value)}
            error={form.errors.passwordConfirmation}
            autoComplete="new-password"
          />
          {/* A spent, expired or missing link is reported under 'token', which has no field of its own. */}
          <FormOutcome success={null} error={form.errors.token ?? form.formError} />
          <Button type="submit" label={t.submit} className="auth-submit" loading={save.isPending} />
        </form>
      )}
      {!done && (
        <p className="auth-switch">
          <Link to={FORGOT_PASSWORD_PATH}>{t.askAgain}</Link>
        </p>
      )}
    </AuthLayout>
  );
}
