import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@quickrdv/core';
import type { Statement } from '../../db/statements.js';

export type LiveListener = (proId: string, event: LiveEvent) => void;
/** A frame for the sockets listening on `address`, already serialised (JSON). */
export type FrameListener = (address: string, frame: string) => void;

/** Largest frame the bus carries (bytes of JSON): an SDP offer with its candidates is about 6 KB. */
export const LIVE_MAX_FRAME_BYTES = 256 * 1024;

/**
 * Fan-out to open sockets. `publish` carries a professional's "your data changed" events; `send` carries a
 * frame to an address (a professional, a visitor, a room: see live-peers.ts). The in-process bus serves one
 * instance; the PostgreSQL one (LISTEN/NOTIFY) reaches every instance sharing the database.
 */
export interface LiveBus {
  readonly kind: 'memory' | 'postgres';
  publish(proId: string, event: LiveEvent): Promise<void>;
  send(address: string, frame: object): Promise<void>;
  /**
   * A SELECT that publishes these events when the transaction running it commits (and never if it rolls
   * back), for a write to carry its events without a round trip of its own; absent when the bus only
   * publishes in process (call publish after the commit).
   */
  publishOnCommit?(proId: string, events: readonly LiveEvent[]): Statement;
  /** Returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
  subscribeFrames(listener: FrameListener): () => void;
  close(): Promise<void>;
}

/** Serialises a frame for the bus, refusing what no socket should carry. */
export function serialiseFrame(frame: object): string {
  const json = JSON.stringify(frame);
  if (Buffer.byteLength(json) > LIVE_MAX_FRAME_BYTES) throw new Error('live frame too large');
  return json;
}

export class MemoryLiveBus implements LiveBus {
  readonly kind = 'memory' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(proId: string, event: LiveEvent): Promise<void> {
    this.emitter.emit('event', proId, event);
  }

  async send(address: string, frame: object): Promise<void> {
    this.emitter.emit('frame', address, serialiseFrame(frame));
  }

  subscribe(listener: LiveListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  subscribeFrames(listener: FrameListener): () => void {
    this.emitter.on('frame', listener);
    return () => this.emitter.off('frame', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
