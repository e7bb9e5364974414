/** Calendar feeds (docs/calendars.md): a user's and a room's secret .ics address. */
import { NOTICE_LANGUAGES } from "#contract/limits/notice";
import { Enum, Obj, type Static, Str, Type } from "#contract/schema";

/** The feed's address (its secret token inside) and when that token was drawn. */
export const CalendarFeed = Obj({
  url: Type.String(),
  rotatedAt: Type.Integer(),
});
export type CalendarFeed = Static<typeof CalendarFeed>;

/** `{token}` of the feed's address: 43 base64url characters. */
export const FeedTokenPath = Obj({ token: Str(1, 100) });

/** The language of the feed's own words (a private meeting's "busy", the calendar's name). */
export const FeedQuery = Obj({ lang: Type.Optional(Enum(NOTICE_LANGUAGES)) });
export type FeedQuery = Static<typeof FeedQuery>;
