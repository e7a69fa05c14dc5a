import { signalAllowed, videoMessages as m, type CallTakenFrame } from '@quickrdv/core';
import type { FastifyInstance } from 'fastify';
import type { FrameHandler } from '../live/live-peers.js';
import { proAddress, visitorAddress } from '../live/live-peers.js';
import { CallOfferLimit } from './call-offer-limit.js';
import { refuse } from './signal-refusal.js';
import { callSignalFrameSchema, parsePayload } from './video-frames.schemas.js';

/**
 * 'call.signal': the visitor's video call. A visitor's signals go to the salon's sockets with the
 * visitor's own id (whatever the frame says, so a visitor can reach no other visitor); the professional's
 * go to the visitor they name, within their own salon. An answer or a refusal also tells the salon's other
 * tabs and devices that the call is taken ('call.taken'), so they stop ringing.
 */
export function callSignalHandler(app: FastifyInstance): FrameHandler {
  const offers = new CallOfferLimit();
  return async (peer, frame, socket) => {
    const parsed = callSignalFrameSchema.safeParse(frame);
    if (!parsed.success) return refuse(socket, frame, 'invalid', m.invalidSignal);
    const { callId, signal } = parsed.data;
    if (peer.kind === 'guest' || !signalAllowed(peer.kind, 'call', signal))
      return refuse(socket, frame, 'forbidden', m.signalNotAllowed);
    const payload = parsePayload(signal, parsed.data.payload);
    if (!payload) return refuse(socket, frame, 'invalid', m.invalidSignal);

    if (peer.kind === 'visitor') {
      if (signal === 'offer' && !offers.take(`${peer.proId}:${peer.visitorId}`))
        return refuse(socket, frame, 'rate_limited', m.callsTooOften);
      // Nobody would ring: the visitor hears it at once instead of waiting in front of a spinner.
      if (signal === 'offer' && !(await app.liveHub.isProOnline(peer.proId)))
        return refuse(socket, frame, 'pro_offline', m.proOffline);
      await app.live.send(proAddress(peer.proId), {
        type: 'call.signal',
        callId,
        visitorId: peer.visitorId,
        signal,
        payload: payload.value,
      });
      return;
    }
    const visitorId = parsed.data.visitorId;
    if (!visitorId) return refuse(socket, frame, 'invalid', m.invalidSignal);
    await app.live.send(visitorAddress(peer.proId, visitorId), {
      type: 'call.signal',
      callId,
      signal,
      payload: payload.value,
    });
    if (signal === 'answer' || signal === 'refused') {
      const taken: CallTakenFrame = {
        type: 'call.taken',
        callId,
        visitorId,
        outcome: signal === 'answer' ? 'answered' : 'refused',
      };
      await app.live.send(proAddress(peer.proId), taken);
    }
  };
}
