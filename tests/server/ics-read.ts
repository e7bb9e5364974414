import ICAL from "ical.js";

/** Reads an .ics text back for tests: unfolds continuation lines and splits the properties. */
export interface IcsLine {
  name: string;
  params: string;
  value: string;
}

export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}

export function icsLines(text: string): IcsLine[] {
  return unfold(text).map((line) => {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const head = line.slice(0, colon);
    const [name, ...params] = head.split(";");
    return { name, params: params.join(";"), value: line.slice(colon + 1) };
  });
}

/** The properties inside the VEVENTs (a VTIMEZONE's own DTSTART and RRULE left out). */
export function eventLines(text: string): IcsLine[] {
  let inside = false;
  return icsLines(text).filter((line) => {
    if (line.name === "BEGIN" && line.value === "VEVENT") inside = true;
    if (line.name === "END" && line.value === "VEVENT") inside = false;
    return inside;
  });
}

/** The values of a property of the VEVENTs. */
export function eventValues(text: string, name: string): string[] {
  return eventLines(text)
    .filter((line) => line.name === name)
    .map((line) => line.value);
}

/** The value of the first property of that name (inside the first VEVENT for event properties). */
export function icsValue(text: string, name: string): string | undefined {
  return icsLines(text).find((line) => line.name === name)?.value;
}

export function icsValues(text: string, name: string): string[] {
  return icsLines(text)
    .filter((line) => line.name === name)
    .map((line) => line.value);
}

export interface ReadOccurrence {
  startAt: number;
  endAt: number;
}

export interface ReadCalendar {
  method: string | null;
  /** Per UID: its VEVENTs (the series first), as ical.js reads them. */
  uids: string[];
  /** Every occurrence of that UID: the RRULE expanded, EXDATEs left out, overrides applied. */
  occurrences(uid?: string): ReadOccurrence[];
  events: ICAL.Event[];
  calendar: ICAL.Component;
}

/**
 * Reads an .ics with ical.js, as a calendar client would: its VTIMEZONEs are registered, its series
 * expanded by ical.js' own iterator (RRULE, EXDATE, RECURRENCE-ID overrides).
 */
export function readCalendar(text: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const tzid = String(zone.getFirstPropertyValue("tzid"));
    if (ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.remove(tzid);
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
  const uids = [...new Set(events.map((e) => e.uid))];
  const occurrences = (uid = uids[0]): ReadOccurrence[] => {
    const own = events.filter((e) => e.uid === uid);
    const master = own.find((e) => !e.isRecurrenceException());
    if (!master) return own.map((e) => ({ startAt: ms(e.startDate), endAt: ms(e.endDate) }));
    for (const exception of own.filter((e) => e.isRecurrenceException())) master.relateException(exception);
    if (!master.isRecurring()) return [{ startAt: ms(master.startDate), endAt: ms(master.endDate) }];
    const found: ReadOccurrence[] = [];
    const iterator = master.iterator();
    for (let next = iterator.next(); next && found.length < 2000; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      found.push({ startAt: ms(details.startDate), endAt: ms(details.endDate) });
    }
    return found;
  };
  const method = calendar.getFirstPropertyValue("method");
  return { method: method === null ? null : String(method), uids, occurrences, events, calendar };
}

const ms = (time: ICAL.Time): number => time.toJSDate().getTime();
