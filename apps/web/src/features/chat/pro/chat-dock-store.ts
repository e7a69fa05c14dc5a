import { useSyncExternalStore } from 'react';
import type { ThreadTarget } from './chat.api';

/** What the 'Chat direct' dialog shows: a conversation or a client's thread (with a title), or nothing. */
export type DockTarget = (ThreadTarget & { title?: string }) | { list: true };
let current: DockTarget | null = null;
const listeners = new Set<() => void>();

const set = (next: DockTarget | null) => {
  current = next;
  for (const l of listeners) l();
};

/** Opens 'Chat direct' from anywhere in the space (a new visitor message, the assistant, MES CLIENTS). */
export const openChatDock = (target: DockTarget) => set(target);
export const closeChatDock = () => set(null);

export function useChatDock(): DockTarget | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
