import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { LIVE_EVENT_TYPES, type LiveEvent } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { Statement } from '../../db/statements.js';
import type { LiveBus, LiveListener } from './live-bus.js';

export const LIVE_CHANNEL = 'qrdv_live';

interface Envelope {
  proId: string;
  event: LiveEvent;
}

/**
 * LISTEN/NOTIFY fan-out: publish() sends pg_notify through the pool; a dedicated client LISTENs and hands
 * every notification (its own instance's included) to the local listeners. Several server instances on
 * one database thus reach every open socket. The listening client reconnects after a connection loss.
 */
export class PgLiveBus implements LiveBus {
  readonly kind = 'postgres' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly o: { db: Db; url: string; log: FastifyBaseLogger; reconnectMs?: number }) {}

  /** Connects the listening client; resolves once LISTEN is in place. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.o.url });
    client.on('notification', (n) => this.receive(n.payload));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  async publish(proId: string, event: LiveEvent): Promise<void> {
    const payload = JSON.stringify({ proId, event } satisfies Envelope);
    await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(this.o.db);
  }

  // NOTIFY is transactional: queued by the statement, delivered at COMMIT, dropped on ROLLBACK.
  publishOnCommit(proId: string, events: readonly LiveEvent[]): Statement {
    const payloads = events.map((event) => JSON.stringify({ proId, event } satisfies Envelope));
    return {
      sql: `SELECT ${payloads.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ')}`,
      parameters: [LIVE_CHANNEL, ...payloads],
    };
  }

  subscribe(listener: LiveListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.emitter.removeAllListeners();
    await client?.end().catch(() => undefined);
  }

  private receive(raw: string | undefined): void {
    try {
      const { proId, event } = JSON.parse(raw ?? '') as Envelope;
      if (typeof proId !== 'string' || !LIVE_EVENT_TYPES.includes(event?.type)) return;
      this.emitter.emit('event', proId, event);
    } catch {
      this.o.log.warn('live bus: malformed notification ignored');
    }
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (this.closed || this.client !== client) return;
    this.o.log.error({ err }, 'live bus: listening connection lost, reconnecting');
    this.client = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.start().catch((err) => {
        this.o.log.error({ err }, 'live bus: reconnection failed, retrying');
        this.scheduleReconnect();
      });
    }, this.o.reconnectMs ?? 1000);
    this.retry.unref();
  }
}
