import type { SessionPro } from '@quickrdv/core';
import { useSession } from '../session/use-session';

/** The logged-in professional (or demo copy); ProSpace only renders its screens once there is one. */
export function useCurrentPro(): SessionPro {
  const { pro } = useSession();
  if (!pro) throw new Error('useCurrentPro must be used inside the professional space');
  return pro;
}
