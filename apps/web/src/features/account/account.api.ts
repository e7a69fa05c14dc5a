import type { IdentityChangeInput, PasswordChangeInput, Plan } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export interface PlanOverview {
  plan: Plan;
  /** Availabilities published this calendar month, and the plan's cap (null: unlimited). */
  usage: { used: number; cap: number | null };
  plans: { id: Plan; label: string; features: string[] }[];
}

export const planKey = ['account', 'plan'] as const;

export const fetchPlan = () => api.get<PlanOverview>('/account/plan');

/** The server revokes every other session and gives this browser a new one, hence the new token. */
export const changePassword = (input: PasswordChangeInput) =>
  api.put<{ message: string; csrfToken: string }>('/account/password', input);

export const changeLoginEmail = (input: IdentityChangeInput) =>
  api.put<{ message: string }>('/account/email', input);

export const requestDeletion = () =>
  api.post<{ message: string; requestedAt: string }>('/account/deletion-request');

export const withdrawDeletion = () => api.delete<{ message: string }>('/account/deletion-request');
