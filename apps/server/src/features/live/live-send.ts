import type { LiveFrame } from '@quickrdv/core';
import type { WebSocket } from 'ws';

/** Sends a frame to one socket if it is still open (a closing socket just misses it). */
export function sendFrame(
  socket: WebSocket,
  frame: LiveFrame | ({ type: string } & Record<string, unknown>),
): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}
