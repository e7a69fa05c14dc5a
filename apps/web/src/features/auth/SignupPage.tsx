import { LOGIN_PATH, signupSchema } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { Link } from 'react-router';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { PasswordField, TextField } from '../../ui/fields';
import { FormOutcome } from '../../ui/FormOutcome';
import { usePageTitle } from '../../ui/page-title';
import { signup } from './auth.api';
import { TERMS_PATH } from './auth.paths';
import { authStrings } from './auth.strings';
import { AuthLayout } from './AuthLayout';

const t = authStrings.signup;
const emptySignup = {
  nomSociete: '',
  prenom: '',
  nom: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  acceptTerms: false,
};
type TextName = Exclude<keyof typeof emptySignup, 'acceptTerms'>;

/** Sign-up: validated with core's signupSchema, then the server's own field errors shown the same way. */
export function SignupPage() {
  usePageTitle(t.pageTitle);
  const form = useSchemaForm(signupSchema, emptySignup);
  // The same answer whether or not the address has an account: the e-mail says which (link or notice).
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const create = useMutation({
    mutationFn: signup,
    onSuccess: (reply, input) => setSentTo({ email: input.email.trim(), message: reply.message }),
    onError: (error) => form.showServerError(error),
  });
  const onSubmit = submitHandler(() => {
    const input = form.validate();
    if (input) create.mutate(input);
  });
  const field = (name: TextName, label: string, autoComplete: string) => ({
    id: `signup-${name}`,
    name,
    label,
    value: form.values[name],
    onChange: (value: string) => form.setField(name, value),
    error: form.errors[name],
    autoComplete,
  });

  if (sentTo) {
    return (
      <AuthLayout title={authStrings.signupSent.title} subtitle={authStrings.signupSent.subtitle}>
        <FormOutcome success={sentTo.message} error={null} />
        <p className="auth-note">{authStrings.signupSent.detail(sentTo.email)}</p>
        <p className="auth-switch">
          <Button
            type="button"
            link
            label={authStrings.signupSent.again}
            onClick={() => {
              create.reset();
              setSentTo(null);
            }}
          />
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField {...field('nomSociete', t.nomSociete, 'organization')} />
        <div className="field-row">
          <TextField {...field('prenom', t.prenom, 'given-name')} />
          <TextField {...field('nom', t.nom, 'family-name')} />
        </div>
        <TextField {...field('email', t.email, 'email')} type="email" hint={t.emailHint} />
        <PasswordField {...field('password', t.password, 'new-password')} hint={t.passwordHint} />
        <PasswordField {...field('passwordConfirmation', t.passwordConfirmation, 'new-password')} />
        <div className="field field-checkbox">
          <div className="checkbox-line">
            <Checkbox
              inputId="signup-acceptTerms"
              name="acceptTerms"
              checked={form.values.acceptTerms}
              onChange={(event) => form.setField('acceptTerms', event.checked === true)}
              invalid={Boolean(form.errors.acceptTerms)}
              aria-invalid={Boolean(form.errors.acceptTerms)}
            />
            <label htmlFor="signup-acceptTerms">
              {t.acceptTermsBefore}
              <Link to={TERMS_PATH} target="_blank" rel="noopener">
                {t.acceptTermsLink}
              </Link>
            </label>
          </div>
          {form.errors.acceptTerms && <small className="field-error">{form.errors.acceptTerms}</small>}
        </div>
        <FormOutcome success={null} error={form.formError} />
        <Button type="submit" label={t.submit} className="auth-submit" loading={create.isPending} />
      </form>
      <p className="auth-switch">
        {t.hasAccount} <Link to={LOGIN_PATH}>{t.login}</Link>
      </p>
    </AuthLayout>
  );
}
