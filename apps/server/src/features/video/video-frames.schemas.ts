import {
  CALL_ID_PATTERN,
  CALL_SIGNALS,
  CANDIDATE_MAX_CHARS,
  ROOM_SIGNALS,
  SDP_MAX_CHARS,
  VISITOR_ID_PATTERN,
} from '@quickrdv/core';
import { z } from 'zod';

/** An RTCSessionDescriptionInit of the given type; the SDP is text of a bounded size. */
const description = (type: 'offer' | 'answer') =>
  z.object({ type: z.literal(type), sdp: z.string().min(1).max(SDP_MAX_CHARS) });

/** An RTCIceCandidateInit; an empty `candidate` is the end-of-candidates marker. */
const candidate = z.object({
  candidate: z.string().max(CANDIDATE_MAX_CHARS),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

const nothing = z.null().optional();

/** What each signal carries, whichever channel: only these shapes are ever forwarded. */
export const signalPayloads: Record<string, z.ZodType> = {
  offer: description('offer'),
  answer: description('answer'),
  'ice-candidate': candidate,
  candidate,
  refused: nothing,
  'call-ended': nothing,
  join: nothing,
};

export const callSignalFrameSchema = z.object({
  type: z.literal('call.signal'),
  callId: z.string().regex(CALL_ID_PATTERN),
  /** Read from the professional only: a visitor's frame is always from the visitor's own id. */
  visitorId: z.string().regex(VISITOR_ID_PATTERN).optional(),
  signal: z.enum(CALL_SIGNALS),
  payload: z.unknown(),
});

export const roomSignalFrameSchema = z.object({
  type: z.literal('room.signal'),
  /** Read from the professional only: a guest's frame is always for the guest's own room. */
  roomId: z.string().max(64).optional(),
  signal: z.enum(ROOM_SIGNALS),
  payload: z.unknown(),
});

/** The payload checked against its signal's shape; null when it does not fit. */
export function parsePayload(signal: string, payload: unknown): { value: unknown } | null {
  const schema = signalPayloads[signal];
  const parsed = schema?.safeParse(payload);
  return parsed?.success ? { value: parsed.data ?? null } : null;
}
