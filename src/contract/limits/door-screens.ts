/** Door screens: check-in opens this long before a meeting's start in the room, and closes at its end. */
export const CHECK_IN_EARLY_MS = 10 * 60_000;

/** What "book now" offers on a free room's board, in minutes (cut at the next booking). */
export const BOOK_NOW_MINUTES = [15, 30, 60] as const;
export type BookNowMinutes = (typeof BOOK_NOW_MINUTES)[number];
