import { useTranslate } from "@refinedev/core";
import { Popover, Tag, Typography } from "antd";
import dayjs from "dayjs";
import type { CSSProperties } from "react";
import type { Occupancy } from "#contract/meetings";
import { DATE_FORMAT } from "../../../config/constants";
import type { Bar } from "../../../utils/timeline";

const TIME_ONLY = "HH:mm";

/** "2025/03/10 09:00 – 10:00", or both dates in full when the booking spans midnight. */
export function formatRange(startAt: number, endAt: number): string {
  const start = dayjs(startAt);
  const end = dayjs(endAt);
  return `${start.format(DATE_FORMAT)} – ${end.format(end.isSame(start, "day") ? TIME_ONLY : DATE_FORMAT)}`;
}

interface Props {
  bar: Bar<Occupancy>;
  lanes: number;
}

/** One booking drawn at its place in the track; a click (or Enter) shows its name and time. */
export function BookingBar({ bar, lanes }: Props) {
  const t = useTranslate();
  const { item } = bar;
  const label = item.name ?? t("calendar.busy");
  const time = formatRange(item.startAt, item.endAt);
  const style: CSSProperties = {
    left: `${bar.left}%`,
    width: `${bar.width}%`,
    top: `${(bar.lane / lanes) * 100}%`,
    height: `${100 / lanes}%`,
  };
  const classes = ["room-calendar-bar"];
  if (item.mine) classes.push("room-calendar-bar-mine");
  if (item.name === null) classes.push("room-calendar-bar-hidden");
  if (bar.clippedStart) classes.push("room-calendar-bar-clip-start");
  if (bar.clippedEnd) classes.push("room-calendar-bar-clip-end");
  return (
    <Popover
      trigger="click"
      title={label}
      content={
        <div className="room-calendar-popover">
          <Typography.Text>{time}</Typography.Text>
          {item.mine && <Tag color="blue">{t("calendar.mine")}</Tag>}
        </div>
      }
    >
      <button
        type="button"
        className={classes.join(" ")}
        style={style}
        title={`${label} ${time}`}
        aria-label={t("calendar.barLabel", { name: label, time })}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {label}
      </button>
    </Popover>
  );
}
