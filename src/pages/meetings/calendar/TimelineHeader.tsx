import dayjs from "dayjs";
import type { TimeRange } from "#contract/rules/time-range";
import { hourMarks } from "../../../utils/timeline";

interface Props {
  windows: readonly TimeRange[];
  roomLabel: string;
  now: number;
}

const DAY_LABEL = "ddd MM/DD";
/** Above this many hours a label on every hour no longer fits: every other hour is labelled. */
const MAX_HOUR_LABELS = 16;

/** Hour labels over a single day; the weekday and date over each day of a week. */
export function TimelineHeader({ windows, roomLabel, now }: Props) {
  const single = windows.length === 1;
  return (
    <div className="room-calendar-row room-calendar-head">
      <div className="room-calendar-room">{roomLabel}</div>
      <div className="room-calendar-tracks">
        {single
          ? hourMarks(windows[0])
              .filter((_, i, all) => all.length <= MAX_HOUR_LABELS || i % 2 === 0)
              .map((mark) => (
                <span key={mark.at} className="room-calendar-hour" style={{ left: `${mark.left}%` }}>
                  {dayjs(mark.at).format("HH:mm")}
                </span>
              ))
          : windows.map((window) => (
              <div
                key={window.start}
                className={
                  dayjs(window.start).isSame(now, "day")
                    ? "room-calendar-day room-calendar-today"
                    : "room-calendar-day"
                }
              >
                {dayjs(window.start).format(DAY_LABEL)}
              </div>
            ))}
      </div>
    </div>
  );
}
