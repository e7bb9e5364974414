import { useTranslate } from "@refinedev/core";
import { type MouseEvent, memo, useMemo, useState } from "react";
import type { Occupancy } from "#contract/meetings";
import type { TimeRange } from "#contract/rules/time-range";
import { layoutBars, percentOf, pickSlot, timeAtRatio } from "../../../utils/timeline";
import { BookingBar, formatRange } from "./BookingBar";
import type { SlotSettings } from "./use-calendar-data";

interface Props {
  window: TimeRange;
  bookings: readonly Occupancy[];
  now: number;
  settings: SlotSettings;
  /** Day view: hour lines and the current-time line. */
  showNowLine: boolean;
  onBook: (slot: TimeRange) => void;
}

const clampPercent = (value: number) => Math.min(Math.max(value, 0), 100);
const HOUR_MS = 3_600_000;

/**
 * One room over one window (a day): the bookings as absolutely placed bars over a plain background
 * (hour lines are a CSS gradient), the past shaded, and a click anywhere free booking the slot under it.
 */
export const DayTrack = memo(function DayTrack({
  window,
  bookings,
  now,
  settings,
  showNowLine,
  onBook,
}: Props) {
  const t = useTranslate();
  const [hover, setHover] = useState<TimeRange | null>(null);
  const { bars, lanes } = useMemo(() => layoutBars(bookings, window), [bookings, window]);

  const slotAt = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const ratio = rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0;
    return pickSlot({
      at: timeAtRatio(ratio, window),
      window,
      now,
      bookings,
      intervalMinutes: settings.intervalMinutes,
      durationMinutes: settings.durationMinutes,
    });
  };

  const past = clampPercent(percentOf(now, window));
  const nowInside = now >= window.start && now < window.end;
  const ghost = hover && {
    left: clampPercent(percentOf(hover.start, window)),
    right: clampPercent(percentOf(hover.end, window)),
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut; the row's Enter key books too
    // biome-ignore lint/a11y/useKeyWithClickEvents: the row (RoomRow) handles the keyboard for its tracks
    <div
      className={showNowLine ? "room-calendar-track room-calendar-track-hours" : "room-calendar-track"}
      style={
        showNowLine ? { backgroundSize: `${(HOUR_MS / (window.end - window.start)) * 100}% 100%` } : undefined
      }
      data-testid="room-calendar-track"
      onClick={(event) => {
        const slot = slotAt(event);
        if (slot) onBook(slot);
      }}
      onMouseMove={(event) => {
        const overBar = (event.target as HTMLElement).closest(".room-calendar-bar");
        setHover(overBar ? null : slotAt(event));
      }}
      onMouseLeave={() => setHover(null)}
    >
      {past > 0 && <div className="room-calendar-past" style={{ width: `${past}%` }} />}
      {ghost && ghost.right > ghost.left && (
        <div
          className="room-calendar-ghost"
          style={{ left: `${ghost.left}%`, width: `${ghost.right - ghost.left}%` }}
          title={hover ? t("calendar.bookSlot", { time: formatRange(hover.start, hover.end) }) : undefined}
        />
      )}
      <div className="room-calendar-bars">
        {bars.map((bar) => (
          // A room is never booked twice at once, and a hidden booking has no meeting id.
          <BookingBar key={bar.item.startAt} bar={bar} lanes={lanes} />
        ))}
      </div>
      {showNowLine && nowInside && (
        <div className="room-calendar-now" style={{ left: `${percentOf(now, window)}%` }} />
      )}
    </div>
  );
});
