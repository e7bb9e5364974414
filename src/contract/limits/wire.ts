/**
 * The limits of the wire (DESIGN.md §2) every feature shares: ids, times, pages, filters and batches.
 * Free of TypeBox and of build-time settings, like every file of this folder, so that the console
 * takes only the numbers.
 */

/** Minutes east of UTC a day count or an export is written in: UTC-12 to UTC+14, China by default. */
export const MIN_UTC_OFFSET = -720;
export const MAX_UTC_OFFSET = 840;
export const DEFAULT_UTC_OFFSET = 480;
/** The most ids one `ids=a,b,c` (or `roomIds`) filter may carry. */
export const MAX_FILTER_IDS = 200;
/** Ids are strings of at most this many characters (DESIGN.md §2). */
export const ID_MAX = 64;
/** 9999-12-31T23:59:59.999Z, the latest epoch millisecond a time may carry. */
export const EPOCH_MAX = 253_402_300_799_999;
/** Lists (DESIGN.md §2): `size` defaults to 20 and is at most 500. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
export const MAX_PAGE = 1_000_000;
export const KEYWORD_MAX = 100;
/** A batch body `{ ids }` carries 1..500 ids. */
export const MAX_BATCH_IDS = 500;
/** An IANA time zone name (the organisation's, a setting). */
export const TIME_ZONE_MAX = 64;
