import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { FrameHandler, InboundFrame, LivePeer, PeerHandler } from './live-peers.js';
import { sendFrame } from './live-send.js';

/**
 * What the sockets' inbound frames do: each feature (chat, video) registers the frame types it handles
 * and may hear of sockets opening and closing. A frame nobody handles is refused; a handler that throws is
 * logged and answered, and the socket lives on.
 */
export class LiveFrames {
  private readonly handlers = new Map<string, FrameHandler>();
  private readonly openHandlers: PeerHandler[] = [];
  private readonly closeHandlers: PeerHandler[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  on(type: string, handler: FrameHandler): void {
    if (this.handlers.has(type)) throw new Error(`live frame type '${type}' already handled`);
    this.handlers.set(type, handler);
  }

  onOpen(handler: PeerHandler): void {
    this.openHandlers.push(handler);
  }

  onClose(handler: PeerHandler): void {
    this.closeHandlers.push(handler);
  }

  async dispatch(peer: LivePeer, frame: InboundFrame, socket: WebSocket): Promise<void> {
    const ref = typeof frame.ref === 'string' ? frame.ref.slice(0, 100) : undefined;
    const handler = this.handlers.get(frame.type);
    if (!handler) {
      sendFrame(socket, { type: 'live.error', code: 'invalid', message: 'Message non reconnu.', ref });
      return;
    }
    try {
      await handler(peer, frame, socket);
    } catch (err) {
      this.log.error({ err, frameType: frame.type, peer: peer.kind }, 'live frame handler failed');
      sendFrame(socket, {
        type: 'live.error',
        code: 'internal',
        message: 'Une erreur est survenue, veuillez réessayer.',
        ref,
      });
    }
  }

  async opened(peer: LivePeer): Promise<void> {
    await this.each(this.openHandlers, peer, 'open');
  }

  async closed(peer: LivePeer): Promise<void> {
    await this.each(this.closeHandlers, peer, 'close');
  }

  private async each(handlers: PeerHandler[], peer: LivePeer, what: string): Promise<void> {
    for (const handler of handlers) {
      try {
        await handler(peer);
      } catch (err) {
        this.log.error({ err, peer: peer.kind }, `live ${what} handler failed`);
      }
    }
  }
}
