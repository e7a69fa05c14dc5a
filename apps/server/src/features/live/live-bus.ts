import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@quickrdv/core';
import type { Statement } from '../../db/statements.js';

export type LiveListener = (proId: string, event: LiveEvent) => void;

/**
 * Fan-out of "your data changed" events to the sockets of a professional. The in-process bus serves one
 * instance; the PostgreSQL one (LISTEN/NOTIFY) reaches every instance sharing the database.
 */
export interface LiveBus {
  readonly kind: 'memory' | 'postgres';
  publish(proId: string, event: LiveEvent): Promise<void>;
  /**
   * A SELECT that publishes these events when the transaction running it commits (and never if it rolls
   * back), for a write to carry its events without a round trip of its own; absent when the bus only
   * publishes in process (call publish after the commit).
   */
  publishOnCommit?(proId: string, events: readonly LiveEvent[]): Statement;
  /** Returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

export class MemoryLiveBus implements LiveBus {
  readonly kind = 'memory' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(proId: string, event: LiveEvent): Promise<void> {
    this.emitter.emit('event', proId, event);
  }

  subscribe(listener: LiveListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
