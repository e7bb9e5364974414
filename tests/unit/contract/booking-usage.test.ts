import { describe, expect, it } from "vitest";
import { type BookingTimeline, classifyBooking, coveredMillis } from "#contract/rules/booking-usage";

/**
 * Timelines in minutes from the booking's start (a booking of 10:00–11:00 is [0, 60)); each row
 * names the rule of docs/reports.md (booked versus used) it holds.
 */
const M = 60_000;
const span = (from: number, to: number) => ({ startAt: from * M, endAt: to * M });
const booking = (
  minutes: number,
  joins: [number, number][],
  presence: [number, number][] | null,
  meetingHeld: boolean,
): BookingTimeline => ({
  ...span(0, minutes),
  joins: joins.map(([a, b]) => span(a, b)),
  presence: presence ? presence.map(([a, b]) => span(a, b)) : null,
  meetingHeld,
});

describe("classifyBooking", () => {
  type Row = [
    rule: string,
    timeline: BookingTimeline,
    usage: string,
    used: number,
    joined: number,
    present: number | null,
  ];
  const rows: Row[] = [
    [
      "used: the terminal joined for the whole booking",
      booking(60, [[0, 60]], null, true),
      "USED",
      60,
      60,
      null,
    ],
    ["used: exactly half of the time is used", booking(60, [[10, 40]], null, true), "USED", 30, 30, null],
    ["partly used: under half of the time", booking(60, [[0, 29]], null, true), "PARTLY_USED", 29, 29, null],
    [
      "partly used: a minute is enough to count as used",
      booking(60, [[59, 60]], null, true),
      "PARTLY_USED",
      1,
      1,
      null,
    ],
    [
      "joins outside the booking are clipped to it",
      booking(
        60,
        [
          [-30, 10],
          [50, 90],
        ],
        null,
        true,
      ),
      "PARTLY_USED",
      20,
      20,
      null,
    ],
    [
      "redials that overlap count once (union)",
      booking(
        60,
        [
          [0, 20],
          [10, 30],
        ],
        null,
        true,
      ),
      "USED",
      30,
      30,
      null,
    ],
    ["presence alone makes a local meeting used", booking(60, [], [[0, 45]], false), "USED", 45, 0, 45],
    [
      "used minutes are joined and present together (overlap once)",
      booking(60, [[0, 10]], [[0, 25]], true),
      "PARTLY_USED",
      25,
      10,
      25,
    ],
    [
      "used minutes are joined and present together (apart)",
      booking(60, [[0, 10]], [[20, 40]], true),
      "USED",
      30,
      10,
      20,
    ],
    [
      "overlapping sensor readings count once",
      booking(
        60,
        [],
        [
          [0, 20],
          [5, 35],
        ],
        true,
      ),
      "USED",
      35,
      0,
      35,
    ],
    [
      "no-show: the meeting took place elsewhere, the room neither joined nor was occupied",
      booking(60, [], [], true),
      "NO_SHOW",
      0,
      0,
      0,
    ],
    [
      "no-show: a room without sensors that never joined a meeting held elsewhere",
      booking(60, [], null, true),
      "NO_SHOW",
      0,
      0,
      null,
    ],
    [
      "ghost: booked, never joined, no one present, nobody connected at all",
      booking(60, [], [], false),
      "GHOST",
      0,
      0,
      0,
    ],
    [
      "ghost: a room without sensors and a meeting nobody joined",
      booking(60, [], null, false),
      "GHOST",
      0,
      0,
      null,
    ],
    ["presence outside the booking does not count", booking(60, [], [[60, 120]], false), "GHOST", 0, 0, 0],
    [
      "a meeting crossing midnight is one booking (23:30–00:30)",
      booking(60, [[0, 60]], null, true),
      "USED",
      60,
      60,
      null,
    ],
  ];
  it.each(rows)("%s", (_rule, timeline, usage, used, joined, present) => {
    const result = classifyBooking(timeline);
    expect(result.usage).toBe(usage);
    expect(result.usedMinutes).toBe(used);
    expect(result.joinedMinutes).toBe(joined);
    expect(result.presentMinutes).toBe(present);
    expect(result.bookedMinutes).toBe(60);
  });
});

describe("coveredMillis", () => {
  it("merges touching and nested intervals", () => {
    expect(coveredMillis([span(0, 10), span(10, 20), span(2, 5)], 0, 60 * M)).toBe(20 * M);
  });
  it("is zero for an empty booking", () => {
    expect(coveredMillis([span(0, 10)], 5 * M, 5 * M)).toBe(0);
  });
});
