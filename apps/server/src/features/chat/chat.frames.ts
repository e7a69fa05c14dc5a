import {
  CONTROL_CHARS_MESSAGE,
  chatMessages as m,
  chatSendFrameSchema,
  hasForbiddenChars,
} from '@quickrdv/core';
import type { FastifyInstance } from 'fastify';
import { sendFrame } from '../live/live-send.js';
import { ChatRefusal } from './chat-content.js';
import { visitorChatLimiter } from './chat-rate-limit.js';
import { sendVisitorMessage } from './chat.service.js';

/**
 * 'chat.send' {ref, content} from a visitor's socket. The professional sends through REST (session and
 * CSRF like every professional write), so a professional's frame is refused.
 */
export function registerChatFrames(app: FastifyInstance): void {
  const limit = visitorChatLimiter(app.db);
  app.liveFrames.on('chat.send', async (peer, frame, socket) => {
    const ref = typeof frame.ref === 'string' ? frame.ref.slice(0, 100) : undefined;
    const refuse = (code: string, message: string) =>
      sendFrame(socket, { type: 'live.error', code, message, ref });
    if (peer.kind !== 'visitor') return refuse('invalid', m.proOnly);
    const parsed = chatSendFrameSchema.safeParse(frame);
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((i) => i.code === 'too_big');
      return refuse(tooLong ? 'too_large' : 'invalid', tooLong ? m.tooLong : m.empty);
    }
    // What the HTTP hook refuses on every route (a NUL fails on PostgreSQL): frames get the same rule.
    if (hasForbiddenChars(parsed.data.content)) return refuse('invalid', CONTROL_CHARS_MESSAGE);
    try {
      await sendVisitorMessage(
        { db: app.db, live: app.live, limit },
        { proId: peer.proId, visitorId: peer.visitorId, content: parsed.data.content, ref },
      );
    } catch (e) {
      if (e instanceof ChatRefusal) return refuse(e.code, e.message);
      throw e;
    }
  });
}
