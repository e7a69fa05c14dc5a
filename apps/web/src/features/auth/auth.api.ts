import type {
  AccountTokenInput,
  LoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  SignupInput,
} from '@quickrdv/core';
import { api } from '../../lib/api-client';
import type { SessionReply } from '../session/session.api';

/** The account is created when the link e-mailed to the address is opened (confirmSignup). */
export const signup = (input: SignupInput) => api.post<{ message: string }>('/auth/signup', input);

export const confirmSignup = (input: AccountTokenInput) =>
  api.post<SessionReply>('/auth/signup/confirm', input);

export const requestPasswordReset = (input: PasswordResetRequestInput) =>
  api.post<{ message: string }>('/auth/password-reset/request', input);

export const resetPassword = (input: PasswordResetInput) =>
  api.post<{ message: string }>('/auth/password-reset', input);

export const undoEmailChange = (input: AccountTokenInput) =>
  api.post<{ message: string }>('/auth/email-undo', input);

export const login = (input: LoginInput) => api.post<SessionReply>('/auth/login', input);
