import { CheckCircleOutlined, CloseCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Empty, Flex, Progress, Table, type TableColumnsType, Typography } from "antd";
import Search from "antd/es/input/Search";
import { useCallback, useEffect, useMemo, useState } from "react";
import { DEVICE_STATUSES } from "#contract/limits/devices";
import type { LiveDelta } from "#contract/live-events";
import type { MonitorMcu } from "#contract/live-monitor";
import { monitorMcus } from "../../api/live";
import { Select } from "../../components/lazy-pickers";
import { StatusLabel } from "../../components/live/StatusLabel";
import { StreamState } from "../../components/live/StreamState";
import { PageFrame } from "../../components/PageFrame";
import { TablePlaceholder } from "../../components/TablePlaceholder";
import { mcuRowRules } from "../../live/monitor-rules";
import { useLiveRows } from "../../live/use-live-rows";
import { PAGE_SIZES } from "../meetings/shared/url-params";
import { useMonitorState } from "./monitor-state";

const K = "monitor.mcus";
type Translate = (key: string, options?: Record<string, unknown>) => string;
/** A meeting starting or ending changes which meetings an MCU carries: read the page again, at most this often. */
const MEETINGS_REFRESH_MS = 3_000;

/** Ports in use against capacity: a bar with the numbers and the share in words beside it. */
export function PortsBar({ used, capacity, t }: { used: number; capacity: number; t: Translate }) {
  const percent = capacity > 0 ? Math.round((used / capacity) * 100) : 0;
  const level = percent >= 90 ? "full" : percent >= 70 ? "busy" : "free";
  return (
    <Flex vertical gap={2} data-level={level}>
      <Progress
        percent={Math.min(percent, 100)}
        showInfo={false}
        size="small"
        status={level === "full" ? "exception" : "normal"}
        aria-label={t(`${K}.portsLabel`, { used, capacity })}
      />
      <Typography.Text>
        {t(`${K}.ports`, { used, capacity, percent })} · {t(`${K}.level.${level}`)}
      </Typography.Text>
    </Flex>
  );
}

function columns(t: Translate): TableColumnsType<MonitorMcu> {
  return [
    {
      key: "name",
      title: t(`${K}.columns.name`),
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary">
            {row.model} · {row.address}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: "status",
      title: t(`${K}.columns.status`),
      width: 120,
      render: (_, row) =>
        row.status === "ONLINE" ? (
          <StatusLabel color="green" icon={<CheckCircleOutlined />} text={t(`${K}.status.ONLINE`)} />
        ) : (
          <StatusLabel color="red" icon={<CloseCircleOutlined />} text={t(`${K}.status.OFFLINE`)} />
        ),
    },
    { key: "pool", title: t(`${K}.columns.pool`), width: 140, render: (_, row) => row.poolName ?? "-" },
    {
      key: "ports",
      title: t(`${K}.columns.ports`),
      width: 240,
      render: (_, row) => <PortsBar used={row.portsInUse} capacity={row.capacity} t={t} />,
    },
    {
      key: "meetings",
      title: t(`${K}.columns.meetings`),
      width: 320,
      render: (_, row) =>
        row.meetings.length === 0 ? (
          <Typography.Text type="secondary">{t(`${K}.noMeetings`)}</Typography.Text>
        ) : (
          <ul className="mcu-meetings">
            {row.meetings.map((m) => (
              <li key={m.id}>{t(`${K}.meeting`, { name: m.name, count: m.ports })}</li>
            ))}
          </ul>
        ),
    },
  ];
}

/** Deltas that change which meetings run on the MCUs. */
const movesMeetings = (delta: LiveDelta) =>
  delta.type === "monitorRow" || (delta.type === "meeting" && delta.changes.meetingStatus !== undefined);

/** The MCU monitor: each MCU's status, ports in use against capacity, and its meetings, live. */
export function McuMonitorPage({ title }: { title: string }) {
  const t = useTranslate();
  const [state, update] = useMonitorState();
  const [text, setText] = useState(state.keyword);
  useEffect(() => setText(state.keyword), [state.keyword]);
  const read = useCallback(
    () =>
      monitorMcus({
        keyword: state.keyword || undefined,
        status: state.status as MonitorMcu["status"] | undefined,
        page: state.current,
        size: state.pageSize,
      }),
    [state.keyword, state.status, state.current, state.pageSize],
  );
  const queryKey = `${state.keyword}|${state.status}|${state.current}|${state.pageSize}`;
  const [stale, setStale] = useState(false);
  const rules = useMemo(
    () => ({
      change: (delta: LiveDelta, rows: ReadonlyMap<string, MonitorMcu>) => {
        if (movesMeetings(delta)) setStale(true);
        return mcuRowRules.change(delta, rows);
      },
    }),
    [],
  );
  const { snapshot, failed, stream, reload } = useLiveRows({ read, rules, queryKey });
  useEffect(() => {
    if (!stale) return;
    const timer = window.setTimeout(() => {
      setStale(false);
      reload();
    }, MEETINGS_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [stale, reload]);
  const cols = useMemo(() => columns(t), [t]);
  const filtered = state.keyword !== "" || state.status !== undefined;

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
          allowClear
          style={{ width: 160 }}
          aria-label={t(`${K}.statusFilter`)}
          placeholder={t(`${K}.statusFilter`)}
          value={state.status}
          onChange={(status?: string) => update({ status })}
          options={DEVICE_STATUSES.map((s) => ({ value: s, label: t(`${K}.status.${s}`) }))}
        />
      </Flex>
      <Table<MonitorMcu>
        rowKey="id"
        size="middle"
        columns={cols}
        dataSource={snapshot.rows as MonitorMcu[]}
        scroll={{ x: 1100 }}
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
