/** The figure cards of the reports, from the server's counts (minutes shown as hours). */
import type { PortCapacity } from "#contract/report-concurrency";
import type { UsageCounts } from "#contract/report-rooms";
import type { MeetingFigures } from "#contract/reports";
import type { Translate } from "../meetings/shared/join-info";
import { hours, percent } from "./charts/chart-data";
import type { Figure } from "./FigureCards";
import { zonedMoment } from "./zoned-time";

const F = "reports.figures";

/** The inputs of no data: the figures' titles while their answer is on its way. */
export const NO_MEETING_FIGURES: MeetingFigures = {
  meetings: 0,
  minutes: 0,
  participants: 0,
  connectedMinutes: 0,
  averageMinutes: 0,
};
export const NO_USAGE: UsageCounts = {
  bookings: 0,
  used: 0,
  partlyUsed: 0,
  noShow: 0,
  ghost: 0,
  bookedMinutes: 0,
  usedMinutes: 0,
  freedMinutes: 0,
};
export const NO_CAPACITY: PortCapacity = { mcus: 0, ports: 0 };
export const NO_PEAK = { peak: 0, at: null };

export function meetingFigures(t: Translate, f: MeetingFigures): Figure[] {
  return [
    { key: "meetings", label: t(`${F}.meetings`), value: f.meetings },
    { key: "hours", label: t(`${F}.hours`), value: hours(f.minutes), precision: 1 },
    { key: "participants", label: t(`${F}.participants`), value: f.participants },
    {
      key: "connectedHours",
      label: t(`${F}.connectedHours`),
      value: hours(f.connectedMinutes),
      precision: 1,
    },
    { key: "averageMinutes", label: t(`${F}.averageMinutes`), value: f.averageMinutes },
  ];
}

export function usageFigures(t: Translate, c: UsageCounts, rooms?: number, usageRate?: number): Figure[] {
  const figures: Figure[] = [];
  if (rooms !== undefined) figures.push({ key: "rooms", label: t(`${F}.rooms`), value: rooms });
  figures.push(
    { key: "bookings", label: t(`${F}.bookings`), value: c.bookings },
    { key: "bookedHours", label: t(`${F}.bookedHours`), value: hours(c.bookedMinutes), precision: 1 },
    { key: "usedHours", label: t(`${F}.usedHours`), value: hours(c.usedMinutes), precision: 1 },
  );
  if (usageRate !== undefined) {
    figures.push({
      key: "usageRate",
      label: t(`${F}.usageRate`),
      value: percent(usageRate),
      suffix: "%",
      precision: 1,
    });
  }
  figures.push({
    key: "freedHours",
    label: t(`${F}.freedHours`),
    value: hours(c.freedMinutes),
    precision: 1,
  });
  return figures;
}

export function capacityFigures(t: Translate, capacity: PortCapacity): Figure[] {
  return [
    { key: "ports", label: t(`${F}.ports`), value: capacity.ports },
    { key: "mcus", label: t(`${F}.mcus`), value: capacity.mcus },
  ];
}

/** A peak, when it was first reached, and the MCU ports it is set against. */
export function peakFigures(
  t: Translate,
  peak: { peak: number; at: number | null },
  peakLabel: string,
  capacity: PortCapacity,
  portsInUse: number | undefined,
  zone: string | null,
): Figure[] {
  const figures: Figure[] = [
    { key: "peak", label: peakLabel, value: peak.peak },
    {
      key: "peakAt",
      label: t(`${F}.peakAt`),
      value: zonedMoment(peak.at, zone),
    },
    ...capacityFigures(t, capacity),
  ];
  if (portsInUse !== undefined) {
    figures.push({
      key: "portUse",
      label: t(`${F}.portUse`),
      value: capacity.ports > 0 ? percent(portsInUse / capacity.ports) : "-",
      suffix: capacity.ports > 0 ? "%" : undefined,
      precision: 1,
    });
  }
  return figures;
}
