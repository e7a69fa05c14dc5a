/** A socket's inbound frame allowance: bursts of `burst` frames, refilled at `perSecond` (a token bucket). */
export class FrameBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst = 60,
    private readonly perSecond = 20,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** Takes one frame's token; false when the socket is over its allowance. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
