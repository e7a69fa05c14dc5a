import type { ChatMessageView } from '@quickrdv/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveFrame } from '../../../lib/live/ProLiveProvider';
import { CHAT_KEY } from './chat.api';

/**
 * Keeps every chat query in step: a new message (a visitor's, or the professional's from another device),
 * a conversation read elsewhere, or a reconnection (frames were missed) refetches them. `onMessage` hears
 * each new message.
 */
export function useChatLive(onMessage?: (message: ChatMessageView) => void): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CHAT_KEY });
  useLiveFrame('chat.message', (frame) => {
    refresh();
    onMessage?.(frame.message as ChatMessageView);
  });
  useLiveFrame('chat.changed', refresh);
  useLiveFrame('live.ready', (frame) => {
    if (frame.reconnected) refresh();
  });
}
