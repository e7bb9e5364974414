import { CheckCircleOutlined, CloseCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Flex, Progress, type TableColumnsType, Typography } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { DEVICE_STATUSES } from "#contract/limits/devices";
import type { LiveDelta } from "#contract/live-events";
import type { MonitorMcu } from "#contract/live-monitor";
import { monitorOps } from "#contract/operations/monitor";
import { StatusLabel } from "../../components/live/StatusLabel";
import { mcuRowRules } from "../../live/monitor-rules";
import { useLiveRows } from "../../live/use-live-rows";
import { call } from "../../providers/http/call";
import { MonitorFrame } from "./MonitorFrame";
import { useMonitorState } from "./monitor-state";

const K = "monitor.mcus";
type Translate = (key: string, options?: Record<string, unknown>) => string;
/** A meeting starting or ending changes which meetings an MCU carries: read the page again, at most this often. */
const MEETINGS_REFRESH_MS = 3_000;
/** A probed MCU's (JANUS) status changes without a stream event: read the page again this often. */
const STATUS_REFRESH_MS = 5_000;

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
      width: 160,
      render: (_, row) =>
        row.status === "ONLINE" ? (
          <StatusLabel color="green" icon={<CheckCircleOutlined />} text={t(`${K}.status.ONLINE`)} />
        ) : (
          <Flex vertical>
            <StatusLabel color="red" icon={<CloseCircleOutlined />} text={t(`${K}.status.OFFLINE`)} />
            {row.statusReason && (
              <Typography.Text type="secondary">{t(`${K}.reason.${row.statusReason}`)}</Typography.Text>
            )}
          </Flex>
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
  const read = useCallback(
    () =>
      call(
        monitorOps.mcus,
        {
          query: {
            keyword: state.keyword || undefined,
            status: state.status as MonitorMcu["status"] | undefined,
            page: state.current,
            size: state.pageSize,
          },
        },
        { silent: true },
      ),
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
  const live = useLiveRows({ read, rules, queryKey, pollMs: STATUS_REFRESH_MS });
  useEffect(() => {
    if (!stale) return;
    const timer = window.setTimeout(() => {
      setStale(false);
      live.reload();
    }, MEETINGS_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [stale, live.reload]);
  const cols = useMemo(() => columns(t), [t]);
  const filtered = state.keyword !== "" || state.status !== undefined;

  return (
    <MonitorFrame<MonitorMcu>
      title={title}
      keys={K}
      state={state}
      update={update}
      statusFilter={{
        style: { width: 160 },
        value: state.status,
        onChange: (status?: string) => update({ status }),
        options: DEVICE_STATUSES.map((s) => ({ value: s, label: t(`${K}.status.${s}`) })),
      }}
      filtered={filtered}
      live={live}
      columns={cols}
      scrollX={1100}
    />
  );
}
