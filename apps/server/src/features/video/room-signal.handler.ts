import { signalAllowed, videoMessages as m } from '@quickrdv/core';
import type { FastifyInstance } from 'fastify';
import type { FrameHandler, PeerHandler } from '../live/live-peers.js';
import { proAddress, roomAddress } from '../live/live-peers.js';
import { refuse } from './signal-refusal.js';
import { findOpenRoomOfPro } from './rooms.repository.js';
import { parsePayload, roomSignalFrameSchema } from './video-frames.schemas.js';

/**
 * 'room.signal': the professional's video room. The owner's signals go to the room's guests, only for an
 * open room of theirs; a guest's go to the room's owner with the room's id (the guest's socket is bound to
 * one room when it opens, so a guest can reach no other room).
 */
export function roomSignalHandler(app: FastifyInstance): FrameHandler {
  return async (peer, frame, socket) => {
    const parsed = roomSignalFrameSchema.safeParse(frame);
    if (!parsed.success) return refuse(socket, frame, 'invalid', m.invalidSignal);
    const { signal } = parsed.data;
    if (peer.kind === 'visitor' || !signalAllowed(peer.kind, 'room', signal))
      return refuse(socket, frame, 'forbidden', m.signalNotAllowed);
    const payload = parsePayload(signal, parsed.data.payload);
    if (!payload) return refuse(socket, frame, 'invalid', m.invalidSignal);

    if (peer.kind === 'guest') {
      await app.live.send(proAddress(peer.proId), {
        type: 'room.signal',
        roomId: peer.roomId,
        signal,
        payload: payload.value,
      });
      return;
    }
    const roomId = parsed.data.roomId;
    if (!roomId || !(await findOpenRoomOfPro(app.db, { proId: peer.proId, roomId })))
      return refuse(socket, frame, 'not_found', m.noOpenRoom);
    await app.live.send(roomAddress(roomId), { type: 'room.signal', signal, payload: payload.value });
  };
}

/** A guest's socket opened: the owner's room screen says 'Le client a rejoint la salle.' */
export function guestJoined(app: FastifyInstance): PeerHandler {
  return async (peer) => {
    if (peer.kind !== 'guest') return;
    await app.live.send(proAddress(peer.proId), {
      type: 'room.signal',
      roomId: peer.roomId,
      signal: 'client-joined',
      payload: null,
    });
  };
}
