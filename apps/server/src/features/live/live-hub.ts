import type { LiveEvent } from '@quickrdv/core';
import type { WebSocket } from 'ws';
import type { LiveBus } from './live-bus.js';

/** Of these session ids, the ones still valid (not logged out, revoked or expired). */
export type LiveSessionCheck = (sessionIds: string[]) => Promise<Set<string>>;

/** Close code sent when the session a socket was opened with has ended (4000-4999: application codes). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * Open sockets by professional: one bus subscription serves them all. Dead sockets are dropped by ping, and
 * a socket whose session ended (logout, password change, expiry) is closed: it must not keep receiving the
 * professional's events.
 */
export class LiveHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly sessionOf = new WeakMap<WebSocket, string>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    bus: LiveBus,
    private readonly liveSessions: LiveSessionCheck,
    heartbeatMs = 30_000,
  ) {
    this.unsubscribe = bus.subscribe((proId, event) => {
      if (event.type === 'jobs.due') return; // for the job workers, not the screens
      if (event.type === 'sessions.changed') void this.closeEnded(proId);
      else this.deliver(proId, event);
    });
    this.heartbeat = setInterval(() => {
      this.ping();
      // Expired sessions end without any event.
      for (const proId of this.sockets.keys()) void this.closeEnded(proId);
    }, heartbeatMs);
    this.heartbeat.unref();
  }

  /** Registers a socket opened with a session of a professional; it leaves the hub when it closes. */
  add(proId: string, sessionId: string, socket: WebSocket): void {
    let set = this.sockets.get(proId);
    if (!set) this.sockets.set(proId, (set = new Set()));
    set.add(socket);
    this.sessionOf.set(socket, sessionId);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('close', () => {
      set.delete(socket);
      if (!set.size && this.sockets.get(proId) === set) this.sockets.delete(proId);
    });
  }

  count(proId: string): number {
    return this.sockets.get(proId)?.size ?? 0;
  }

  /** Every open socket of this instance (the metrics' WebSocket gauge). */
  total(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'Serveur arrêté');
    this.sockets.clear();
  }

  /** Closes the professional's sockets whose session is no longer valid. */
  async closeEnded(proId: string): Promise<void> {
    const set = this.sockets.get(proId);
    if (!set?.size) return;
    const ids = [...new Set([...set].map((socket) => this.sessionOf.get(socket)!))];
    let valid: Set<string>;
    try {
      valid = await this.liveSessions(ids);
    } catch {
      return; // the database is unreachable: try again at the next heartbeat rather than drop everyone
    }
    for (const socket of set)
      if (!valid.has(this.sessionOf.get(socket)!)) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session terminée');
  }

  private deliver(proId: string, event: LiveEvent): void {
    const message = JSON.stringify(event);
    for (const socket of this.sockets.get(proId) ?? [])
      if (socket.readyState === socket.OPEN) socket.send(message);
  }

  private ping(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
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
