import type { LoginInput, SignupInput } from '@quickrdv/core';
import { api } from '../../lib/api-client';
import type { SessionReply } from '../session/session.api';

export const signup = (input: SignupInput) => api.post<SessionReply>('/auth/signup', input);

export const login = (input: LoginInput) => api.post<SessionReply>('/auth/login', input);
