import type { WebSocket } from 'ws';

/** Who is at the other end of a live socket. */
export type LivePeer =
  | { kind: 'pro'; proId: string; sessionId: string }
  | { kind: 'visitor'; proId: string; visitorId: string }
  | { kind: 'guest'; proId: string; roomId: string };

/** An inbound frame, parsed as JSON; handlers validate the rest of it. */
export type InboundFrame = { type: string; ref?: unknown } & Record<string, unknown>;

export type FrameHandler = (peer: LivePeer, frame: InboundFrame, socket: WebSocket) => Promise<void> | void;
export type PeerHandler = (peer: LivePeer) => Promise<void> | void;

/**
 * Addresses the bus delivers to. A socket listens on every address of its peer: a professional's on
 * pro:{proId}; a visitor's on visitor:{proId}:{visitorId} and visitors:{proId} (presence); a guest's on
 * room:{roomId}.
 */
export const proAddress = (proId: string) => `pro:${proId}`;
export const visitorAddress = (proId: string, visitorId: string) => `visitor:${proId}:${visitorId}`;
export const visitorsOfAddress = (proId: string) => `visitors:${proId}`;
export const roomAddress = (roomId: string) => `room:${roomId}`;

export function addressesOf(peer: LivePeer): string[] {
  switch (peer.kind) {
    case 'pro':
      return [proAddress(peer.proId)];
    case 'visitor':
      return [visitorAddress(peer.proId, peer.visitorId), visitorsOfAddress(peer.proId)];
    case 'guest':
      return [roomAddress(peer.roomId)];
  }
}
