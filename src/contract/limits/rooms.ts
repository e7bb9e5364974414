/**
 * Rooms and where they are: the location tree and the dictionaries rooms take their values from.
 */

/** The levels of the location tree. */
export const LOCATION_LEVELS = ["REGION", "BUILDING", "FLOOR"] as const;
/** The dictionaries administrators manage (their values are what rooms store: ROOM_TYPE, ROOM_EQUIPMENT). */
export const DICT_TYPES = ["ROOM_TYPE", "ROOM_EQUIPMENT"] as const;
export const DICT_VALUE_PATTERN = "^[A-Z][A-Z0-9_]{0,31}$";
export const DICT_LABEL_MAX = 50;
export const DICT_ITEMS_MAX = 200;
