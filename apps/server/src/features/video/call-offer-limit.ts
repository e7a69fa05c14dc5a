/** Calls one visitor may start per minute: each one rings the salon's screens. */
export const CALL_OFFERS_PER_VISITOR_PER_MINUTE = 6;

/**
 * A sliding window of the offers each visitor sent, on this instance (a visitor's socket lives on one).
 * A visitor changing ids gets a new window, as a new visitor would; the infra's per-socket frame budget
 * still bounds what one socket sends.
 */
export class CallOfferLimit {
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly max = CALL_OFFERS_PER_VISITOR_PER_MINUTE) {}

  /** Counts an offer; false when the visitor has used up the minute's allowance. */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.sent.get(key) ?? []).filter((at) => at > now - 60_000);
    if (recent.length >= this.max) {
      this.sent.set(key, recent);
      return false;
    }
    recent.push(now);
    this.sent.set(key, recent);
    // Forget the visitors of past minutes, so the map does not grow with every visitor ever seen.
    if (this.sent.size > 10_000)
      for (const [k, times] of this.sent) if (times.every((at) => at <= now - 60_000)) this.sent.delete(k);
    return true;
  }
}
