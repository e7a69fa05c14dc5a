import type { CallSignal, RoomSignal } from '../live/live-frames.js';

/**
 * Who may send which signal (no zod: the widget reads these). A visitor calls (offer) and the professional
 * answers; in a room the professional offers when the guest joins. 'client-joined' is the server's own.
 */
export const VISITOR_CALL_SIGNALS: readonly CallSignal[] = ['offer', 'ice-candidate', 'call-ended'];
export const PRO_CALL_SIGNALS: readonly CallSignal[] = ['answer', 'ice-candidate', 'refused', 'call-ended'];
export const PRO_ROOM_SIGNALS: readonly RoomSignal[] = ['offer', 'candidate', 'call-ended'];
export const GUEST_ROOM_SIGNALS: readonly RoomSignal[] = ['join', 'answer', 'candidate', 'call-ended'];

/** Whether that kind of peer may send that signal on that channel. */
export function signalAllowed(
  peer: 'pro' | 'visitor' | 'guest',
  channel: 'call' | 'room',
  signal: string,
): boolean {
  const allowed: readonly string[] =
    channel === 'call'
      ? peer === 'visitor'
        ? VISITOR_CALL_SIGNALS
        : peer === 'pro'
          ? PRO_CALL_SIGNALS
          : []
      : peer === 'pro'
        ? PRO_ROOM_SIGNALS
        : peer === 'guest'
          ? GUEST_ROOM_SIGNALS
          : [];
  return allowed.includes(signal);
}

/** A call id: chosen by the visitor's browser, short and random, only to tell one call from the next. */
export const CALL_ID_PATTERN = /^[A-Za-z0-9_-]{8,40}$/;

/** Longest SDP text accepted (characters); a Chromium offer with its candidates is about 6 KB. */
export const SDP_MAX_CHARS = 60_000;
/** Longest ICE candidate line accepted (characters). */
export const CANDIDATE_MAX_CHARS = 2_000;

/**
 * Server -> the professional's sockets, once one of them answered or refused a visitor's call: the other
 * tabs and devices still ringing for that call close their panel. The tab that acted ignores it (it is no
 * longer ringing).
 */
export interface CallTakenFrame {
  type: 'call.taken';
  callId: string;
  visitorId: string;
  outcome: 'answered' | 'refused';
}
