/**
 * Messages per device: a token bucket of `burst` messages refilled at `perSecond`. A device beyond
 * it is refused (and counted) before its key is looked up, so a flood costs no query.
 */
export class FloodGuard {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst = 20,
    private readonly perSecond = 5,
    private readonly maxDevices = 50_000,
  ) {}

  allow(source: string, now: number): boolean {
    const bucket = this.buckets.get(source);
    if (!bucket) {
      if (this.buckets.size >= this.maxDevices) this.buckets.clear();
      this.buckets.set(source, { tokens: this.burst - 1, at: now });
      return true;
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
