import {
  CHAT_SALON_VISITOR_MESSAGES_PER_MINUTE,
  CHAT_VISITOR_MESSAGES_PER_MINUTE,
  chatMessages as m,
} from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import { DbRateLimitStore } from '../../http/shared-rate-limit.js';
import { ChatRefusal } from './chat-content.js';

/**
 * Visitors' messages counted in the database (the shared rate-limit table), so every instance agrees: per
 * visitor, and per salon over all its visitors (a visitor id costs nothing to make, the salon's cap bounds a
 * flood). Each socket's frame allowance and the per-address socket cap come from the live infrastructure.
 */
export function visitorChatLimiter(db: Db) {
  const store = new DbRateLimitStore(db, 'chat|');
  const hit = (key: string) =>
    new Promise<number>((resolve, reject) =>
      store.incr(key, (err, res) => (err ? reject(err) : resolve(res!.current)), 60_000),
    );
  return async (proId: string, visitorId: string): Promise<void> => {
    if ((await hit(`visitor|${proId}|${visitorId}`)) > CHAT_VISITOR_MESSAGES_PER_MINUTE)
      throw new ChatRefusal('rate_limited', m.visitorRateLimited);
    if ((await hit(`salon|${proId}`)) > CHAT_SALON_VISITOR_MESSAGES_PER_MINUTE)
      throw new ChatRefusal('rate_limited', m.salonRateLimited);
  };
}
