import { ApiError } from "../errors.ts";

/**
 * A fixed-window request counter per client address, held in memory by one server instance (enough
 * to slow down guessing of 6-digit bind codes; the code's 10-minute life bounds the rest).
 */
export interface RateLimit {
  /** Counts one request from `address`; throws 429 with Retry-After once over the limit. */
  hit(address: string): void;
}

export function ipRateLimit(limit: number, windowMs: number, now: () => number): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (at: number) => {
    for (const [address, window] of windows) if (at - window.start >= windowMs) windows.delete(address);
  };
  return {
    hit(address) {
      const at = now();
      if (windows.size > 10_000) prune(at);
      let window = windows.get(address);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(address, window);
      }
      window.count++;
      if (window.count > limit) {
        const seconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
        throw new ApiError(429, "error.tooManyRequests", {
          errorCode: "TOO_MANY_REQUESTS",
          headers: { "Retry-After": String(seconds) },
        });
      }
    },
  };
}
