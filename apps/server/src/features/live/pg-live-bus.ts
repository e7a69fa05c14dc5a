import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { LIVE_EVENT_TYPES, type LiveEvent } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { Statement } from '../../db/statements.js';
import { serialiseFrame, type FrameListener, type LiveBus, type LiveListener } from './live-bus.js';
import { NotifyAssembler, toNotifyPayloads } from './notify-chunks.js';

export const LIVE_CHANNEL = 'qrdv_live';

/** On the channel: a professional's change event, or a frame for an address. */
type Envelope = { proId: string; event: LiveEvent } | { to: string; frame: object };

/**
 * LISTEN/NOTIFY fan-out: publish() and send() run pg_notify through the pool; a dedicated client LISTENs and
 * hands every notification (its own instance's included) to the local listeners. Several server instances
 * on one database thus reach every open socket. A payload over NOTIFY's 8000-byte limit (an SDP offer can
 * be) goes as chunks in one statement, hence one transaction, delivered together. The listening client
 * reconnects after a connection loss.
 */
export class PgLiveBus implements LiveBus {
  readonly kind = 'postgres' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly assembler = new NotifyAssembler();

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
    await this.notify(JSON.stringify({ proId, event } satisfies Envelope));
  }

  async send(address: string, frame: object): Promise<void> {
    await this.notify(`{"to":${JSON.stringify(address)},"frame":${serialiseFrame(frame)}}`);
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

  subscribeFrames(listener: FrameListener): () => void {
    this.emitter.on('frame', listener);
    return () => this.emitter.off('frame', listener);
  }

  private async notify(payload: string): Promise<void> {
    const calls = toNotifyPayloads(payload).map((part) => sql`pg_notify(${LIVE_CHANNEL}, ${part})`);
    await sql`select ${sql.join(calls)}`.execute(this.o.db);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.emitter.removeAllListeners();
    this.assembler.clear();
    await client?.end().catch(() => undefined);
  }

  private receive(raw: string | undefined): void {
    const whole = this.assembler.accept(raw ?? '');
    if (whole === null) return;
    try {
      const envelope = JSON.parse(whole) as Partial<{
        proId: unknown;
        event: LiveEvent;
        to: unknown;
        frame: unknown;
      }>;
      if (typeof envelope.to === 'string' && envelope.frame && typeof envelope.frame === 'object') {
        this.emitter.emit('frame', envelope.to, JSON.stringify(envelope.frame));
        return;
      }
      const { proId, event } = envelope;
      if (typeof proId !== 'string' || !LIVE_EVENT_TYPES.includes(event?.type as LiveEvent['type'])) return;
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
