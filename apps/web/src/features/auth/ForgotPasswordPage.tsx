import { LOGIN_PATH, passwordResetRequestSchema } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { TextField } from '../../ui/fields';
import { FormOutcome } from '../../ui/FormOutcome';
import { usePageTitle } from '../../ui/page-title';
import { requestPasswordReset } from './auth.api';
import { authStrings } from './auth.strings';
import { AuthLayout } from './AuthLayout';

const t = authStrings.forgot;

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  usePageTitle(t.pageTitle);
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(passwordResetRequestSchema, { email: '' });
  const ask = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (reply) => setSent(reply.message),
    onError: (error) => form.showServerError(error),
  });
  const onSubmit = submitHandler(() => {
    setSent(null);
    const input = form.validate();
    if (input) ask.mutate(input);
  });

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          label={t.email}
          value={form.values.email}
          onChange={(value) => form.setField('email', value)}
          error={form.errors.email}
          autoComplete="username"
        />
        <FormOutcome success={sent} error={form.formError} />
        <Button type="submit" label={t.submit} className="auth-submit" loading={ask.isPending} />
      </form>
      <p className="auth-switch">
        <Link to={LOGIN_PATH}>{t.back}</Link>
      </p>
    </AuthLayout>
  );
}
