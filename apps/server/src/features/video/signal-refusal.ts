import type { WebSocket } from 'ws';
import type { InboundFrame } from '../live/live-peers.js';
import { sendFrame } from '../live/live-send.js';

/** Answers a refused frame on its own socket only; nothing is forwarded. */
export function refuse(socket: WebSocket, frame: InboundFrame, code: string, message: string): void {
  const ref = typeof frame.ref === 'string' ? frame.ref.slice(0, 100) : undefined;
  sendFrame(socket, { type: 'live.error', code, message, ref });
}
