import { useEffect, useState } from "react";
import { READINESS_WINDOW_MIN } from "#contract/limits/live";
import type { MeetingRow } from "#contract/meetings";
import { liveControlOps } from "#contract/operations/live-control";
import type { Readiness } from "#contract/readiness";
import { call } from "../../../providers/http/call";

/** How often the rows' readiness is asked again (terminals register, ports free up). */
export const READINESS_REFRESH_MS = 30_000;
const WINDOW_MS = READINESS_WINDOW_MIN * 60_000;

/** The booked rows inside the readiness window (from 15 minutes before their start) at `now`. */
export function inReadinessWindow(rows: readonly MeetingRow[], now: number): string[] {
  return rows
    .filter((row) => row.status === "SCHEDULE" && row.startAt - WINDOW_MS <= now && now < row.startAt)
    .map((row) => row.id);
}

/** Readiness of the list's meetings about to start, by meeting id, asked again every half minute. */
export function useReadiness(rows: readonly MeetingRow[]): ReadonlyMap<string, Readiness> {
  const [byId, setById] = useState<ReadonlyMap<string, Readiness>>(new Map());
  const [tick, setTick] = useState(0);
  const ids = inReadinessWindow(rows, Date.now()).join(",");

  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), READINESS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks again
  useEffect(() => {
    if (!ids) {
      setById(new Map());
      return;
    }
    let live = true;
    void call(liveControlOps.readiness, { query: { ids } }, { silent: true }).then((result) => {
      if (live && result.ok) setById(new Map(result.data.map((r) => [r.meetingId, r])));
    });
    return () => {
      live = false;
    };
  }, [ids, tick]);
  return byId;
}
