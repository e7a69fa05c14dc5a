import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { LoadError, Loader } from '../../ui/Loader';
import { fetchOnboarding, onboardingKey } from './onboarding.api';
import { resumeStep } from './wizard';

/** {base}/demarrage: reopens the wizard at the first step still to do. */
export function WizardResume() {
  const status = useQuery({ queryKey: onboardingKey, queryFn: fetchOnboarding });
  if (status.isPending) return <Loader />;
  if (status.isError) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  return <Navigate to={resumeStep(status.data)} replace />;
}
