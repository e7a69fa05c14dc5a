import type { OnboardingStatus } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const onboardingKey = ['onboarding'] as const;

export const fetchOnboarding = () => api.get<OnboardingStatus>('/onboarding');

/** Refused (400, one message per missing step in `fields`) until services, hours and staff are set. */
export const completeOnboarding = () => api.post<OnboardingStatus>('/onboarding/complete');
