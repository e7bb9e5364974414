/** Pure position rules of the floor-map editor: fractions of the image, so markers survive resizing. */
import type { PlacementsBody } from "#contract/floor-maps";
import type { Placement, Point } from "./types";

/** One arrow-key press moves a marker by 1% of the image. */
export const NUDGE_STEP = 0.01;

/** Fractions are kept to 4 decimals (0.01% of the image) so repeated nudges do not drift. */
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function clamp(value: number, min = 0, max = 1): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A pointer position (client pixels) as a fraction of the rectangle; null when it has no size yet. */
export function toFraction(clientX: number, clientY: number, rect: Rect): Point | null {
  if (!(rect.width > 0) || !(rect.height > 0)) return null;
  return {
    x: round(clamp((clientX - rect.left) / rect.width)),
    y: round(clamp((clientY - rect.top) / rect.height)),
  };
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The point moved one step in the arrow key's direction, or null for any other key. */
export function nudge(point: Point, key: string, step = NUDGE_STEP): Point | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  return {
    x: round(clamp(point.x + direction.x * step)),
    y: round(clamp(point.y + direction.y * step)),
  };
}

/** CSS percentage of a fraction, for `left`/`top` (2 decimals, the precision fractions are kept at). */
export function toPercent(fraction: number): string {
  return `${Math.round(clamp(fraction) * 10_000) / 100}%`;
}

/** Places a room (a room appears once: placing it again moves it). */
export function placeRoom(list: readonly Placement[], placement: Placement): Placement[] {
  const point = { x: round(clamp(placement.x)), y: round(clamp(placement.y)) };
  const next = { ...placement, ...point };
  return list.some((p) => p.roomId === placement.roomId)
    ? list.map((p) => (p.roomId === placement.roomId ? next : p))
    : [...list, next];
}

export function moveRoom(list: readonly Placement[], roomId: string, point: Point): Placement[] {
  return list.map((p) =>
    p.roomId === roomId ? { ...p, x: round(clamp(point.x)), y: round(clamp(point.y)) } : p,
  );
}

export function removeRoom(list: readonly Placement[], roomId: string): Placement[] {
  return list.filter((p) => p.roomId !== roomId);
}

/** Same rooms at the same places, whatever the order. */
export function samePlacements(a: readonly Placement[], b: readonly Placement[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((p) => [p.roomId, p]));
  return a.every((p) => {
    const other = byId.get(p.roomId);
    return other !== undefined && other.x === p.x && other.y === p.y;
  });
}

export function toAssociationBody(list: readonly Placement[]): PlacementsBody {
  return { rooms: list.map(({ roomId, x, y }) => ({ roomId, x, y })) };
}
