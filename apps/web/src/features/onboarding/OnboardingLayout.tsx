import './wizard.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { fetchSession, sessionKey } from '../session/session.api';
import { completeOnboarding, fetchOnboarding, onboardingKey } from './onboarding.api';
import { onboardingStrings as t } from './onboarding.strings';
import { WIZARD_PATH, WIZARD_STEPS, WizardContext, type Wizard } from './wizard';
import { WizardStepper } from './WizardStepper';

/**
 * {base}/demarrage/...: the setup wizard. Each step is the screen of the professional space in 'onboarding'
 * mode (it reads the wizard from WizardContext and shows 'Suivant'). Once the setup is done, the wizard is
 * closed for good.
 */
export function OnboardingLayout() {
  usePageTitle(t.pageTitle);
  const pro = useCurrentPro();
  const { path } = useProBase();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const status = useQuery({ queryKey: onboardingKey, queryFn: fetchOnboarding });
  const segment = pathname.split('/').pop() ?? '';
  const index = WIZARD_STEPS.findIndex((step) => step.path === segment);

  const wizard = useMemo<Wizard>(() => {
    const stepPath = (i: number) => path(`${WIZARD_PATH}/${WIZARD_STEPS[i]!.path}`);
    const isLast = index === WIZARD_STEPS.length - 1;
    return {
      index,
      isLast,
      previousPath: index > 0 ? stepPath(index - 1) : null,
      next: async () => {
        if (!isLast) {
          await queryClient.invalidateQueries({ queryKey: onboardingKey });
          await navigate(stepPath(index + 1));
          return;
        }
        await completeOnboarding();
        // The new session says onboardingDone: the space stops sending the professional here.
        await queryClient.fetchQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 0 });
        await queryClient.invalidateQueries({ queryKey: onboardingKey });
        notify('success', t.done);
        // The salon is set up but nothing is bookable yet: the setup ends on publishing the coming weeks.
        await navigate(`${path('horaires')}?publier=1`, { replace: true });
      },
    };
  }, [index, navigate, path, queryClient, notify]);

  if (pro.onboardingDone) return <Navigate to={path('accueil')} replace />;
  return (
    <section className="wizard">
      <header className="wizard-header">
        <h1 className="wizard-title">{t.title}</h1>
        <p className="wizard-intro">{t.intro}</p>
        <WizardStepper current={index} status={status.data} />
      </header>
      <WizardContext.Provider value={index >= 0 ? wizard : null}>
        {/* Here rather than the layout's: the stepper stays while a step's screen loads. */}
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </WizardContext.Provider>
    </section>
  );
}
