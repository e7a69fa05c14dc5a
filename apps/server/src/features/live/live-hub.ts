import type { LiveEvent } from '@quickrdv/core';
import type { WebSocket } from 'ws';
import type { LiveBus } from './live-bus.js';

/** Open sockets by professional: one bus subscription serves them all. Dead sockets are dropped by ping. */
export class LiveHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(bus: LiveBus, heartbeatMs = 30_000) {
    this.unsubscribe = bus.subscribe((proId, event) => this.deliver(proId, event));
    this.heartbeat = setInterval(() => this.ping(), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Registers a socket of a professional; it leaves the hub when it closes. */
  add(proId: string, socket: WebSocket): void {
    let set = this.sockets.get(proId);
    if (!set) this.sockets.set(proId, (set = new Set()));
    set.add(socket);
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

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'Serveur arrêté');
    this.sockets.clear();
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
