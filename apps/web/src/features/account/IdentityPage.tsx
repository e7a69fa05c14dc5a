import './account.css';
import { accountMessages, identityChangeSchema } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { PasswordField, TextField } from '../../ui/fields';
import { usePageTitle } from '../../ui/page-title';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { useUpdateSessionPro } from '../session/use-session';
import { changeLoginEmail } from './account.api';
import { AccountSubPage, DemoUnavailableNote } from './AccountSubPage';
import { FormOutcome } from '../../ui/FormOutcome';
import { accountStrings } from './account.strings';

const t = accountStrings.identity;

/**
 * {base}/compteIdentity: the current identifier, the new one and the current password (a stolen session
 * alone cannot change the login). The server closes the other sessions and tells the old address.
 */
export function IdentityPage() {
  usePageTitle(t.pageTitle);
  const pro = useCurrentPro();
  const { isDemo } = useProBase();
  const updatePro = useUpdateSessionPro();
  const [success, setSuccess] = useState<string | null>(null);
  const form = useSchemaForm(identityChangeSchema, { email: '', password: '' });
  const save = useMutation({
    mutationFn: changeLoginEmail,
    onSuccess: (_reply, input) => {
      // Trimmed and lower-cased as the server stored it.
      updatePro({ email: input.email.trim().toLowerCase() });
      form.reset();
      setSuccess(accountMessages.identityChanged);
    },
    onError: (error) => form.showServerError(error, accountMessages.identityChangeFailed),
  });
  const onSubmit = submitHandler(() => {
    setSuccess(null);
    const input = form.validate();
    if (input) save.mutate(input);
  });

  return (
    <AccountSubPage title={t.title} edited={form.values.email !== '' || form.values.password !== ''}>
      <form className="card form-card" noValidate onSubmit={onSubmit}>
        {isDemo && <DemoUnavailableNote />}
        <FormOutcome success={success} error={form.formError} />
        <div className="current-value">
          <span className="current-value-label">{t.current}</span>
          <strong className="break-anywhere" data-testid="current-identifier">
            {isDemo ? accountStrings.demoIdentifier : pro.email}
          </strong>
        </div>
        <TextField
          id="identity-email"
          name="email"
          type="email"
          label={t.email}
          value={form.values.email}
          onChange={(value) => form.setField('email', value)}
          error={form.errors.email}
          autoComplete="email"
          disabled={isDemo}
        />
        <PasswordField
          id="identity-password"
          name="password"
          label={t.password}
          hint={t.passwordHint}
          value={form.values.password}
          onChange={(value) => form.setField('password', value)}
          error={form.errors.password}
          autoComplete="current-password"
          disabled={isDemo}
        />
        <div className="form-actions">
          <Button type="submit" label={accountStrings.submit} loading={save.isPending} disabled={isDemo} />
        </div>
      </form>
    </AccountSubPage>
  );
}
