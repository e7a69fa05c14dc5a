import { LOGIN_PATH, PRO_BASE, SIGNUP_PATH } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useApplySession } from '../session/use-session';
import { confirmSignup } from './auth.api';
import { authStrings } from './auth.strings';
import { AuthLayout } from './AuthLayout';
import { useLinkToken } from './link-token';

const t = authStrings.signupConfirm;

/** Opened from the activation e-mail: creates the account, logs it in and opens the professional space. */
export function SignupConfirmPage() {
  usePageTitle(t.pageTitle);
  const token = useLinkToken();
  const navigate = useNavigate();
  const applySession = useApplySession();
  const confirm = useMutation({
    mutationFn: confirmSignup,
    onSuccess: async (reply) => {
      applySession(reply);
      await navigate(`${PRO_BASE}/accueil`, { replace: true });
    },
  });
  const { mutate } = confirm;
  // Once per page: the link is single use (React's development double effect must not spend it twice).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token]);

  const failed = confirm.isError;
  return (
    <AuthLayout title={t.title} subtitle={failed ? t.failedSubtitle : t.subtitle}>
      {failed ? (
        <>
          <FormOutcome success={null} error={errorMessage(confirm.error)} />
          <p className="auth-switch">
            <Link to={SIGNUP_PATH}>{t.signupAgain}</Link> · <Link to={LOGIN_PATH}>{t.login}</Link>
          </p>
        </>
      ) : (
        <Loader />
      )}
    </AuthLayout>
  );
}
