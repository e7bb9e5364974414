import { tzlib_get_ical_block } from "timezones-ical-library";

/**
 * The VTIMEZONE of a zone, from timezones-ical-library: IANA data kept current by its maintainers,
 * written the way Outlook reads a zone (one STANDARD and one DAYLIGHT with a yearly RRULE) rather
 * than one observance per transition. An unknown zone falls back to UTC.
 */
export interface IcsTimezone {
  tzid: string;
  generator: (tzid: string) => string | null;
}

function block(zone: string): [string, string] | null {
  try {
    const found = tzlib_get_ical_block(zone);
    return Array.isArray(found) && found.length === 2 ? [found[0], found[1]] : null;
  } catch {
    return null;
  }
}

export function vtimezoneOf(zone: string): IcsTimezone {
  const found = block(zone) ?? block("Etc/UTC");
  if (!found) throw new Error("no VTIMEZONE for UTC");
  const [vtimezone, tzidParam] = found;
  return { tzid: tzidParam.replace(/^TZID=/, ""), generator: () => vtimezone };
}

/** The zone the schedule form's wall-clock times are in: the server's. */
export const organisationZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
