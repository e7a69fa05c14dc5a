import type { LiveEvent } from '@quickrdv/core';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { FrameBudget } from './frame-budget.js';
import type { LiveBus } from './live-bus.js';
import type { LiveFrames } from './live-frames.registry.js';
import {
  addressesOf,
  proAddress,
  visitorsOfAddress,
  type InboundFrame,
  type LivePeer,
} from './live-peers.js';
import { localPresence, type PresenceStore } from './live-presence.js';
import { sendFrame } from './live-send.js';

/** Of these session ids, the ones still valid (not logged out, revoked or expired). */
export type LiveSessionCheck = (sessionIds: string[]) => Promise<Set<string>>;

/** Close code sent when the session a socket was opened with has ended (4000-4999: application codes). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface HubOptions {
  bus: LiveBus;
  liveSessions: LiveSessionCheck;
  frames: LiveFrames;
  log: FastifyBaseLogger;
  presence?: PresenceStore;
  heartbeatMs?: number;
  /** A professional whose last socket closed is said offline only after this, so a reload does not flicker. */
  offlineGraceMs: number;
}

/**
 * Open sockets by address (live-peers.ts): one bus subscription serves them all. A socket's inbound frames
 * go to the feature that handles their type, within a per-socket allowance. Dead sockets are dropped by
 * ping, and a professional's socket whose session ended (logout, password change, expiry) is closed: it must
 * not keep receiving the professional's events. The hub also tells visitors whether the salon is online.
 */
export class LiveHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly peerOf = new WeakMap<WebSocket, LivePeer>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly offlineTimers = new Map<string, NodeJS.Timeout>();
  private readonly unsubscribe: (() => void)[];
  private readonly heartbeat: NodeJS.Timeout;
  private readonly presence: PresenceStore;

  constructor(private readonly o: HubOptions) {
    this.presence = o.presence ?? localPresence;
    this.unsubscribe = [
      o.bus.subscribe((proId, event) => this.onEvent(proId, event)),
      o.bus.subscribeFrames((address, frame) => this.deliver(address, frame)),
    ];
    this.heartbeat = setInterval(() => {
      this.ping();
      // Expired sessions end without any event.
      for (const address of this.sockets.keys())
        if (address.startsWith('pro:')) void this.closeEnded(address.slice(4));
      this.presence.refresh().catch((err) => o.log.warn({ err }, 'live presence refresh failed'));
    }, o.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
  }

  /**
   * Registers a socket for its peer: it listens on the peer's addresses, gets 'live.ready' (with whether
   * the salon is online, for visitors and guests), and its frames are dispatched. It leaves when it closes.
   */
  attach(socket: WebSocket, peer: LivePeer): void {
    this.peerOf.set(socket, peer);
    this.alive.add(socket);
    const addresses = addressesOf(peer);
    for (const address of addresses) {
      let set = this.sockets.get(address);
      if (!set) this.sockets.set(address, (set = new Set()));
      set.add(socket);
    }
    const firstOfPro = peer.kind === 'pro' && this.count(peer.proId) === 1;
    const budget = new FrameBudget();
    socket.on('pong', () => this.alive.add(socket));
    socket.on('message', (data, isBinary) => this.receive(socket, peer, budget, data, isBinary));
    socket.on('close', () => {
      for (const address of addresses) {
        const set = this.sockets.get(address);
        set?.delete(socket);
        if (set && !set.size) this.sockets.delete(address);
      }
      if (peer.kind === 'pro' && this.count(peer.proId) === 0) this.scheduleOffline(peer.proId);
      void this.o.frames.closed(peer);
    });

    void (async () => {
      if (firstOfPro) await this.proCameOnline(peer.proId);
      const proOnline =
        peer.kind === 'pro' ? undefined : await this.isProOnline(peer.proId).catch(() => false);
      sendFrame(socket, { type: 'live.ready', at: new Date().toISOString(), proOnline });
      await this.o.frames.opened(peer);
    })();
  }

  /** The professional's open sockets on this instance. */
  count(proId: string): number {
    return this.sockets.get(proAddress(proId))?.size ?? 0;
  }

  /** Every open socket of this instance (the metrics' WebSocket gauge). */
  total(): number {
    const all = new Set<WebSocket>();
    for (const set of this.sockets.values()) for (const socket of set) all.add(socket);
    return all.size;
  }

  /** Whether the professional has an open socket on any instance. */
  async isProOnline(proId: string): Promise<boolean> {
    return this.count(proId) > 0 || this.offlineTimers.has(proId) || (await this.presence.elsewhere(proId));
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const timer of this.offlineTimers.values()) clearTimeout(timer);
    this.offlineTimers.clear();
    for (const off of this.unsubscribe) off();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'Serveur arrêté');
    this.sockets.clear();
    await this.presence.close().catch((err) => this.o.log.warn({ err }, 'live presence cleanup failed'));
  }

  /** Closes the professional's sockets whose session is no longer valid. */
  async closeEnded(proId: string): Promise<void> {
    const set = this.sockets.get(proAddress(proId));
    if (!set?.size) return;
    const sessionOf = (socket: WebSocket) => {
      const peer = this.peerOf.get(socket);
      return peer?.kind === 'pro' ? peer.sessionId : '';
    };
    const ids = [...new Set([...set].map(sessionOf))];
    let valid: Set<string>;
    try {
      valid = await this.o.liveSessions(ids);
    } catch {
      return; // the database is unreachable: try again at the next heartbeat rather than drop everyone
    }
    for (const socket of set)
      if (!valid.has(sessionOf(socket))) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session terminée');
  }

  private onEvent(proId: string, event: LiveEvent): void {
    if (event.type === 'jobs.due') return; // for the job workers, not the screens
    if (event.type === 'sessions.changed') void this.closeEnded(proId);
    else this.deliver(proAddress(proId), JSON.stringify(event));
  }

  private deliver(address: string, message: string): void {
    for (const socket of this.sockets.get(address) ?? [])
      if (socket.readyState === socket.OPEN) socket.send(message);
  }

  private receive(socket: WebSocket, peer: LivePeer, budget: FrameBudget, data: RawData, isBinary: boolean) {
    if (!budget.take()) {
      sendFrame(socket, {
        type: 'live.error',
        code: 'rate_limited',
        message: 'Trop de messages, patientez un instant.',
      });
      return;
    }
    let frame: unknown;
    try {
      frame = isBinary ? null : JSON.parse(String(data));
    } catch {
      frame = null;
    }
    if (!frame || typeof frame !== 'object' || typeof (frame as InboundFrame).type !== 'string') {
      sendFrame(socket, { type: 'live.error', code: 'invalid', message: 'Message non reconnu.' });
      return;
    }
    void this.o.frames.dispatch(peer, frame as InboundFrame, socket);
  }

  private async proCameOnline(proId: string): Promise<void> {
    const pending = this.offlineTimers.get(proId);
    if (pending) {
      // Back within the grace period: visitors were never told otherwise.
      clearTimeout(pending);
      this.offlineTimers.delete(proId);
      return;
    }
    try {
      await this.presence.up(proId);
      await this.o.bus.send(visitorsOfAddress(proId), { type: 'pro.presence', online: true });
    } catch (err) {
      this.o.log.warn({ err }, 'live presence update failed');
    }
  }

  private scheduleOffline(proId: string): void {
    if (this.offlineTimers.has(proId)) return;
    const timer = setTimeout(() => {
      this.offlineTimers.delete(proId);
      if (this.count(proId) > 0) return;
      void (async () => {
        try {
          await this.presence.down(proId);
          if (!(await this.presence.elsewhere(proId)))
            await this.o.bus.send(visitorsOfAddress(proId), { type: 'pro.presence', online: false });
        } catch (err) {
          this.o.log.warn({ err }, 'live presence update failed');
        }
      })();
    }, this.o.offlineGraceMs);
    timer.unref();
    this.offlineTimers.set(proId, timer);
  }

  private ping(): void {
    const seen = new Set<WebSocket>();
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (seen.has(socket)) continue;
        seen.add(socket);
        if (!this.alive.has(socket)) {
          socket.terminate();
          continue;
        }
        this.alive.delete(socket);
        socket.ping();
      }
    }
  }
}
