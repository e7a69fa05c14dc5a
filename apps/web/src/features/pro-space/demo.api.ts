import { api } from '../../lib/api-client';
import type { SessionReply } from '../session/session.api';

/** Opens this browser's private copy of the demo salon and logs it in. */
export const startDemo = () => api.post<SessionReply>('/demo/start');

/** Throws this browser's demo copy away and opens a fresh one. */
export const resetDemo = () => api.post<SessionReply>('/demo/reset');
