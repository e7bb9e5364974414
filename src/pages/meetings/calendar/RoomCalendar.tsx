import { useTranslate } from "@refinedev/core";
import { Alert, Empty, Pagination, Spin, Typography } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { Occupancy } from "#contract/meetings";
import type { TimeRange } from "#contract/rules/time-range";
import { dayWindow, FULL_DAY, groupByKey, WORKING_HOURS, weekDays } from "../../../utils/timeline";
import { SCHEDULE_CREATE_PATH } from "../routes";
import { CalendarToolbar } from "./CalendarToolbar";
import { type CalendarQuery, readCalendarQuery, writeCalendarQuery } from "./calendar-query";
import { RoomRow } from "./RoomRow";
import type { BookableRoom } from "./rooms-query";
import { ROOM_PAGE_SIZE } from "./rooms-query";
import { TimelineHeader } from "./TimelineHeader";
import { useCalendarRooms, useOccupancy, useSlotSettings } from "./use-calendar-data";
import "./room-calendar.css";
import { useAppApi } from "../../../components/app-api/LazyAppApi";

const NOW_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const NO_BOOKINGS: Occupancy[] = [];

/** The room timeline of /home?view=calendar: a page of rooms against a day or a week, free time bookable. */
export function RoomCalendar() {
  const t = useTranslate();
  const { message } = useAppApi();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const query = readCalendarQuery(params, now);
  const { day, span, fullDay } = query;

  const windows = useMemo(() => {
    const hours = fullDay ? FULL_DAY : WORKING_HOURS;
    return (span === "week" ? weekDays(day) : [day]).map((d) => dayWindow(d, hours));
  }, [day, span, fullDay]);
  const range: TimeRange = { start: windows[0].start, end: windows[windows.length - 1].end };

  const rooms = useCalendarRooms(query);
  const records = rooms.data?.records ?? [];
  const roomIds = useMemo(() => (rooms.data?.records ?? []).map((r) => r.id), [rooms.data]);
  const occupancy = useOccupancy(range, roomIds);
  const byRoom = useMemo(() => groupByKey(occupancy.data ?? [], (o) => o.roomId), [occupancy.data]);
  const { intervalMinutes, durationMinutes } = useSlotSettings();
  const settings = useMemo(() => ({ intervalMinutes, durationMinutes }), [intervalMinutes, durationMinutes]);

  const change = (patch: Partial<CalendarQuery>) =>
    setParams(writeCalendarQuery(params, { ...query, ...patch }));

  const onBook = useCallback(
    (roomId: string, slot: TimeRange) => {
      const preset = new URLSearchParams({ roomId, start: String(slot.start), end: String(slot.end) });
      // The form goes back to `from` (this calendar as it is) on cancel or after saving.
      navigate(`${SCHEDULE_CREATE_PATH}?${preset}`, { state: { from: `${pathname}${search}` } });
    },
    [navigate, pathname, search],
  );
  const onNoFreeSlot = useCallback(
    (room: BookableRoom) => void message.info(t("calendar.noFreeSlot", { room: room.name })),
    [message, t],
  );

  const failed = rooms.error ?? occupancy.error;
  const firstLoad = rooms.isPending || (roomIds.length > 0 && occupancy.isPending);

  return (
    <div className="room-calendar">
      <CalendarToolbar
        query={query}
        onChange={change}
        refreshing={rooms.isFetching || occupancy.isFetching}
        onRefresh={() => {
          void rooms.refetch();
          void occupancy.refetch();
        }}
      />
      <Typography.Paragraph type="secondary" className="room-calendar-hint">
        <span className="room-calendar-legend room-calendar-legend-busy" />
        {t("calendar.legendBusy")}
        <span className="room-calendar-legend room-calendar-legend-mine" />
        {t("calendar.legendMine")}
        <span className="room-calendar-legend room-calendar-legend-past" />
        {t("calendar.legendPast")}
        <span className="room-calendar-hint-text">{t("calendar.hint")}</span>
      </Typography.Paragraph>
      {failed && (
        <Alert type="error" showIcon message={t("calendar.loadFailed")} description={failed.message} />
      )}
      <Spin spinning={firstLoad || rooms.isPlaceholderData}>
        <div className="room-calendar-grid" aria-busy={firstLoad}>
          <TimelineHeader windows={windows} roomLabel={t("calendar.room")} now={now} />
          {records.map((room) => (
            <RoomRow
              key={room.id}
              room={room}
              windows={windows}
              bookings={byRoom.get(room.id) ?? NO_BOOKINGS}
              now={now}
              settings={settings}
              showNowLine={span === "day"}
              onBook={onBook}
              onNoFreeSlot={onNoFreeSlot}
            />
          ))}
          {!rooms.isPending && records.length === 0 && (
            <Empty
              className="room-calendar-empty"
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(query.roomKeyword || query.locationId ? "calendar.noMatch" : "calendar.noRooms")}
            />
          )}
          {rooms.isPending && <div className="room-calendar-loading" />}
        </div>
      </Spin>
      {((rooms.data?.total ?? 0) > ROOM_PAGE_SIZE || query.roomPage > 1) && (
        <Pagination
          className="room-calendar-pagination"
          current={query.roomPage}
          pageSize={ROOM_PAGE_SIZE}
          total={rooms.data?.total ?? 0}
          showSizeChanger={false}
          showTotal={(total) => t("calendar.total", { total })}
          onChange={(roomPage) => change({ roomPage })}
        />
      )}
    </div>
  );
}
