import { useTranslate } from "@refinedev/core";
import { Button, Empty, Flex, Space, Table, type TableColumnsType, Typography } from "antd";
import Search from "antd/es/input/Search";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { MONITOR_MEETING_STATUSES } from "#contract/limits/live";
import type { MonitorMeeting } from "#contract/live-monitor";
import { monitorLabel } from "#contract/rules/meeting-control";
import { monitorMeetings } from "../../api/live";
import { Select } from "../../components/lazy-pickers";
import { MeetingStateTag } from "../../components/live/MeetingStateTag";
import { ReadinessTag } from "../../components/live/ReadinessTag";
import { StreamState } from "../../components/live/StreamState";
import { PageFrame } from "../../components/PageFrame";
import { TablePlaceholder } from "../../components/TablePlaceholder";
import { controlPath } from "../../live/access";
import { meetingRowRules } from "../../live/monitor-rules";
import { useLiveRows } from "../../live/use-live-rows";
import { formatRange } from "../meetings/shared/meeting-time";
import { PAGE_SIZES } from "../meetings/shared/url-params";
import { useMonitorState } from "./monitor-state";

const K = "monitor.meetings";
/** A booked meeting entering the readiness window is not pushed: the page reads itself again this often. */
const READINESS_POLL_MS = 60_000;
const RUNNING = new Set(["ONLINE", "CONNECTING", "ABNORMAL"]);

type Translate = (key: string, options?: Record<string, unknown>) => string;

function columns(t: Translate): TableColumnsType<MonitorMeeting> {
  return [
    {
      key: "name",
      title: t(`${K}.columns.name`),
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
  const [text, setText] = useState(state.keyword);
  useEffect(() => setText(state.keyword), [state.keyword]);
  const statusParam = state.statuses.join(",");
  const read = useCallback(
    () =>
      monitorMeetings({
        status: statusParam || undefined,
        keyword: state.keyword || undefined,
        page: state.current,
        size: state.pageSize,
      }),
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
  const { snapshot, failed, stream } = useLiveRows({ read, rules, queryKey, pollMs: READINESS_POLL_MS });
  const cols = useMemo(() => columns(t), [t]);
  const filtered = state.keyword !== "" || state.statuses.length > 0;

  return (
    <PageFrame title={title} extra={<StreamState status={stream} />}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Search
          allowClear
          style={{ width: 300 }}
          maxLength={60}
          aria-label={t(`${K}.search`)}
          placeholder={t(`${K}.search`)}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(keyword) => update({ keyword: keyword.trim() })}
        />
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 260 }}
          aria-label={t(`${K}.statusFilter`)}
          placeholder={t(`${K}.statusFilter`)}
          value={state.statuses}
          onChange={(statuses: string[]) => update({ statuses })}
          options={MONITOR_MEETING_STATUSES.map((s) => ({
            value: s,
            label: t(`live.monitorLabel.${monitorLabel(s)}`),
          }))}
        />
        {filtered && (
          <Button onClick={() => update({ keyword: "", statuses: [] })}>{t(`${K}.clearFilters`)}</Button>
        )}
      </Flex>
      <Table<MonitorMeeting>
        rowKey="id"
        size="middle"
        columns={cols}
        dataSource={snapshot.rows as MonitorMeeting[]}
        scroll={{ x: 1250 }}
        pagination={{
          current: state.current,
          pageSize: state.pageSize,
          total: snapshot.total,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t(`${K}.total`, { count: total }),
          onChange: (current, pageSize) => update({ current, pageSize }),
        }}
        locale={{
          emptyText: !snapshot.ready ? (
            <TablePlaceholder rows={state.pageSize} />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={failed ?? t(filtered ? `${K}.emptyFiltered` : `${K}.empty`)}
            />
          ),
        }}
      />
    </PageFrame>
  );
}
