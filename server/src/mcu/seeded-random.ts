/**
 * Deterministic draws for the simulator: a uniform number in [0, 1) from a seed and a key, with no
 * state, so that whichever instance draws it, and however often, the answer is the same.
 */
function hash32(text: string, seed: number): number {
  // FNV-1a over the UTF-16 units, then the murmur3 finaliser to spread the bits.
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) for `parts` under `seed`. */
export function draw(seed: number, ...parts: (string | number)[]): number {
  return hash32(parts.join("\u001f"), seed) / 4_294_967_296;
}

/** One of `items` for `parts` under `seed`. */
export function pick<T>(items: readonly T[], seed: number, ...parts: (string | number)[]): T {
  return items[Math.floor(draw(seed, ...parts) * items.length)];
}
