import { setFlagsFromString } from "node:v8";

/**
 * Caps how far V8 lets the old generation grow past what the last major collection kept. Left to
 * itself, V8 picks a factor of up to 4 for a busy server: after a burst of list calls the heap held
 * two to three times its live data in garbage, and the process kept that memory while idle.
 * V8 reads the factor at every major collection, so setting it after start-up takes effect.
 */
export function applyHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
