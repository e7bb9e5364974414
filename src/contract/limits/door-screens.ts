/** Door screens: check-in opens this long before a meeting's start in the room, and closes at its end. */
export const CHECK_IN_EARLY_MS = 10 * 60_000;
