import { Navigate, Outlet } from 'react-router';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { WIZARD_PATH } from './wizard';

/**
 * Screens behind the setup: until the wizard is completed they send the professional to it. The account
 * screens are mounted outside this gate and stay reachable.
 */
export function OnboardingGate() {
  const pro = useCurrentPro();
  const { path } = useProBase();
  if (!pro.onboardingDone) return <Navigate to={path(WIZARD_PATH)} replace />;
  return <Outlet />;
}
