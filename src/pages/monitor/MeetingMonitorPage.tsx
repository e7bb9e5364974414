import { useTranslate } from "@refinedev/core";
import { Button, Space, type TableColumnsType, Typography } from "antd";
import { useCallback, useMemo } from "react";
import { Link } from "react-router";
import { MONITOR_MEETING_STATUSES } from "#contract/limits/live";
import type { MonitorMeeting } from "#contract/live-monitor";
import { monitorOps } from "#contract/operations/monitor";
import { monitorLabel } from "#contract/rules/meeting-control";
import { MeetingStateTag } from "../../components/live/MeetingStateTag";
import { ReadinessTag } from "../../components/live/ReadinessTag";
import { controlPath } from "../../live/access";
import { meetingRowRules } from "../../live/monitor-rules";
import { useLiveRows } from "../../live/use-live-rows";
import { call } from "../../providers/http/call";
import { formatRange } from "../meetings/shared/meeting-time";
import { MonitorFrame } from "./MonitorFrame";
import { useMonitorState } from "./monitor-state";

const K = "monitor.meetings";
/** A booked meeting entering the readiness window is not pushed: the page reads itself again this often. */
const READINESS_POLL_MS = 60_000;
const RUNNING = new Set(["ONLINE", "CONNECTING", "ABNORMAL"]);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the presence sensors of the meeting's rooms say: "2 of 3 rooms occupied · 9 people". */
function occupancyText(t: Translate, occupancy: NonNullable<MonitorMeeting["occupancy"]>): string {
  const rooms = t(`${K}.occupancy.rooms`, {
    occupied: occupancy.roomsOccupied,
    total: occupancy.roomsReporting,
  });
  return occupancy.people === null
    ? rooms
    : `${rooms} · ${t(`${K}.occupancy.people`, { count: occupancy.people })}`;
}

function columns(t: Translate): TableColumnsType<MonitorMeeting> {
  return [
    {
      key: "name",
      title: t(`${K}.columns.name`),
      width: 200,
      render: (_, row) => <Typography.Text strong>{row.name}</Typography.Text>,
    },
    {
      key: "number",
      title: t(`${K}.columns.number`),
      width: 100,
      render: (_, row) => row.networkNumber || "-",
    },
    {
      key: "status",
      title: t(`${K}.columns.status`),
      width: 190,
      render: (_, row) => (
        <Space size={4} wrap>
          <MeetingStateTag status={row.meetingStatus} reason={row.abnormalReason} />
          {row.readiness && <ReadinessTag readiness={row.readiness} />}
        </Space>
      ),
    },
    {
      key: "time",
      title: t(`${K}.columns.time`),
      width: 190,
      render: (_, row) => formatRange(row.startAt, row.endAt),
    },
    { key: "host", title: t(`${K}.columns.host`), width: 110, render: (_, row) => row.host?.name ?? "-" },
    {
      key: "participants",
      title: t(`${K}.columns.participants`),
      width: 200,
      render: (_, row) =>
        row.meetingStatus === "SCHEDULE"
          ? "-"
          : t(`${K}.participants`, {
              connected: row.totalConnected,
              connecting: row.totalConnecting,
              disconnected: row.totalDisconnected,
            }),
    },
    {
      key: "occupancy",
      title: t(`${K}.columns.occupancy`),
      width: 130,
      render: (_, row) => (row.occupancy ? occupancyText(t, row.occupancy) : "-"),
    },
    {
      key: "server",
      title: t(`${K}.columns.server`),
      width: 150,
      render: (_, row) =>
        row.server ? `${row.server.name} · ${t(`live.cascade.${row.cascadeStatus}`)}` : "-",
    },
    { key: "mode", title: t(`${K}.columns.mode`), width: 90, render: (_, row) => t(`live.mode.${row.mode}`) },
    {
      key: "actions",
      title: t(`${K}.columns.actions`),
      width: 100,
      fixed: "right",
      render: (_, row) =>
        row.control && RUNNING.has(row.meetingStatus) ? (
          <Link to={controlPath(row.id)} aria-label={t(`${K}.controlOf`, { name: row.name })}>
            {t(`${K}.control`)}
          </Link>
        ) : null,
    },
  ];
}

/**
 * The meeting monitor (/monitor/meeting and /device/meeting-monitor): what runs, connects, is
 * abnormal, and what starts within the readiness window, with each booked meeting's readiness.
 * Live: the monitor stream's deltas update the rows in place.
 */
export function MeetingMonitorPage({ title }: { title: string }) {
  const t = useTranslate();
  const [state, update] = useMonitorState();
  const statusParam = state.statuses.join(",");
  const read = useCallback(
    () =>
      call(
        monitorOps.meetings,
        {
          query: {
            status: statusParam || undefined,
            keyword: state.keyword || undefined,
            page: state.current,
            size: state.pageSize,
          },
        },
        { silent: true },
      ),
    [statusParam, state.keyword, state.current, state.pageSize],
  );
  const queryKey = `${statusParam}|${state.keyword}|${state.current}|${state.pageSize}`;
  const rules = useMemo(
    () =>
      meetingRowRules({
        statuses: statusParam ? statusParam.split(",") : [...MONITOR_MEETING_STATUSES],
        keyword: state.keyword,
      }),
    [statusParam, state.keyword],
  );
  const live = useLiveRows({ read, rules, queryKey, pollMs: READINESS_POLL_MS });
  const cols = useMemo(() => columns(t), [t]);
  const filtered = state.keyword !== "" || state.statuses.length > 0;

  return (
    <MonitorFrame<MonitorMeeting>
      title={title}
      keys={K}
      state={state}
      update={update}
      statusFilter={{
        mode: "multiple",
        style: { minWidth: 260 },
        value: state.statuses,
        onChange: (statuses: string[]) => update({ statuses }),
        options: MONITOR_MEETING_STATUSES.map((s) => ({
          value: s,
          label: t(`live.monitorLabel.${monitorLabel(s)}`),
        })),
      }}
      filters={
        filtered && (
          <Button onClick={() => update({ keyword: "", statuses: [] })}>{t(`${K}.clearFilters`)}</Button>
        )
      }
      filtered={filtered}
      live={live}
      columns={cols}
      scrollX={1460}
    />
  );
}
