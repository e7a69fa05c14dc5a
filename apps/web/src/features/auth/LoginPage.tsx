import { DEMO_BASE, FORGOT_PASSWORD_PATH, loginSchema, PRO_BASE, SIGNUP_PATH } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Link, useLocation, useNavigate } from 'react-router';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { PasswordField, TextField } from '../../ui/fields';
import { FormOutcome } from '../../ui/FormOutcome';
import { usePageTitle } from '../../ui/page-title';
import { useApplySession } from '../session/use-session';
import { login } from './auth.api';
import { authStrings } from './auth.strings';
import { AuthLayout } from './AuthLayout';

const t = authStrings.login;

/** Where to go after login: back to the professional page that asked for it, else the home of the space. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(`${PRO_BASE}/`) ? from : `${PRO_BASE}/accueil`;
}

export function LoginPage() {
  usePageTitle(t.pageTitle);
  const navigate = useNavigate();
  const location = useLocation();
  const applySession = useApplySession();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const signIn = useMutation({
    mutationFn: login,
    onSuccess: async (reply) => {
      applySession(reply);
      await navigate(destination(location.state), { replace: true });
    },
    // One message whatever was wrong, so the form never tells which e-mails have an account.
    onError: (error) => form.showServerError(error),
  });
  const onSubmit = submitHandler(() => {
    const input = form.validate();
    if (input) signIn.mutate(input);
  });

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          name="email"
          type="email"
          label={t.email}
          value={form.values.email}
          onChange={(value) => form.setField('email', value)}
          error={form.errors.email}
          autoComplete="username"
        />
        <PasswordField
          id="login-password"
          name="password"
          label={t.password}
          value={form.values.password}
          onChange={(value) => form.setField('password', value)}
          error={form.errors.password}
          autoComplete="current-password"
        />
        <p className="auth-forgot">
          <Link to={FORGOT_PASSWORD_PATH}>{t.forgot}</Link>
        </p>
        <FormOutcome success={null} error={form.formError} />
        <Button type="submit" label={t.submit} className="auth-submit" loading={signIn.isPending} />
      </form>
      <p className="auth-switch">
        {t.noAccount} <Link to={SIGNUP_PATH}>{t.signup}</Link>
      </p>
      <p className="auth-switch">
        <Link to={DEMO_BASE}>{t.demo}</Link>
      </p>
    </AuthLayout>
  );
}
