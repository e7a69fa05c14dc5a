import './account.css';
import { accountMessages, passwordChangeSchema } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { PasswordField } from '../../ui/fields';
import { usePageTitle } from '../../ui/page-title';
import { useProBase } from '../pro-space/base-context';
import { useUpdateCsrfToken } from '../session/use-session';
import { changePassword } from './account.api';
import { AccountSubPage, DemoUnavailableNote } from './AccountSubPage';
import { FormOutcome } from '../../ui/FormOutcome';
import { accountStrings } from './account.strings';

const t = accountStrings.password;

/** {base}/compteMdp: old, new and confirmation, all required. */
export function PasswordPage() {
  usePageTitle(t.pageTitle);
  const { isDemo } = useProBase();
  const updateCsrfToken = useUpdateCsrfToken();
  const [success, setSuccess] = useState<string | null>(null);
  const form = useSchemaForm(passwordChangeSchema, { oldPassword: '', newPassword: '', confirmation: '' });
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: (reply) => {
      updateCsrfToken(reply.csrfToken);
      form.reset();
      setSuccess(accountMessages.passwordChanged);
    },
    onError: (error) => form.showServerError(error, accountMessages.passwordChangeFailed),
  });
  const onSubmit = submitHandler(() => {
    setSuccess(null);
    const input = form.validate();
    if (input) save.mutate(input);
  });
  const field = (name: 'oldPassword' | 'newPassword' | 'confirmation', autoComplete: string) => ({
    id: `password-${name}`,
    name,
    value: form.values[name],
    onChange: (value: string) => form.setField(name, value),
    error: form.errors[name],
    autoComplete,
    disabled: isDemo,
  });

  return (
    <AccountSubPage title={t.title} edited={Object.values(form.values).some((v) => v !== '')}>
      <form className="card form-card" noValidate onSubmit={onSubmit}>
        {isDemo && <DemoUnavailableNote />}
        <FormOutcome success={success} error={form.formError} />
        <PasswordField label={t.oldPassword} {...field('oldPassword', 'current-password')} />
        <PasswordField
          label={t.newPassword}
          hint={t.newPasswordHint}
          {...field('newPassword', 'new-password')}
        />
        <PasswordField label={t.confirmation} {...field('confirmation', 'new-password')} />
        <div className="form-actions">
          <Button type="submit" label={accountStrings.submit} loading={save.isPending} disabled={isDemo} />
        </div>
      </form>
    </AccountSubPage>
  );
}
