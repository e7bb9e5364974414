import { CheckCircleOutlined, DisconnectOutlined, SyncOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Checkbox, Space, type TableColumnsType, Typography } from "antd";
import { useCallback, useMemo } from "react";
import { TERMINAL_STATUSES } from "#contract/limits/devices";
import type { MonitorTerminal } from "#contract/live-monitor";
import { monitorOps } from "#contract/operations/monitor";
import { ParticipantStatusTag } from "../../components/live/ParticipantStatusTag";
import { QualityTag } from "../../components/live/QualityTag";
import { StatusLabel } from "../../components/live/StatusLabel";
import { terminalRowRules } from "../../live/monitor-rules";
import { useLiveRows } from "../../live/use-live-rows";
import { call } from "../../providers/http/call";
import { MonitorFrame } from "./MonitorFrame";
import { useMonitorState } from "./monitor-state";

const K = "monitor.terminals";
type Translate = (key: string, options?: Record<string, unknown>) => string;

const LOOK: Record<string, { color: string; icon: React.ReactNode }> = {
  CONNECTED: { color: "green", icon: <CheckCircleOutlined /> },
  CONNECTING: { color: "blue", icon: <SyncOutlined /> },
  DISCONNECT: { color: "default", icon: <DisconnectOutlined /> },
};

function columns(t: Translate): TableColumnsType<MonitorTerminal> {
  return [
    {
      key: "name",
      title: t(`${K}.columns.name`),
      render: (_, row) => <Typography.Text strong>{row.name}</Typography.Text>,
    },
    {
      key: "status",
      title: t(`${K}.columns.status`),
      width: 140,
      render: (_, row) => (
        <StatusLabel
          {...(LOOK[row.status] ?? LOOK.DISCONNECT!)}
          text={t(`live.terminalStatus.${row.status}`)}
        />
      ),
    },
    {
      key: "address",
      title: t(`${K}.columns.address`),
      width: 230,
      ellipsis: true,
      render: (_, row) => `${row.dialAddress} (${t(`live.protocol.${row.protocol}`)})`,
    },
    { key: "model", title: t(`${K}.columns.model`), width: 150, ellipsis: true, dataIndex: "productDevice" },
    { key: "room", title: t(`${K}.columns.room`), width: 140, render: (_, row) => row.roomName ?? "-" },
    {
      key: "meeting",
      title: t(`${K}.columns.meeting`),
      width: 340,
      render: (_, row) =>
        row.call ? (
          <Space size={4} wrap>
            <span>{row.call.meeting.name}</span>
            <ParticipantStatusTag status={row.call.parStatus} />
            <QualityTag quality={row.call.quality} />
          </Space>
        ) : (
          <Typography.Text type="secondary">{t(`${K}.idle`)}</Typography.Text>
        ),
    },
  ];
}

/** The terminal monitor: each terminal's registration and the meeting it is in, live. */
export function TerminalMonitorPage({ title }: { title: string }) {
  const t = useTranslate();
  const [state, update] = useMonitorState();
  const read = useCallback(
    () =>
      call(
        monitorOps.terminals,
        {
          query: {
            keyword: state.keyword || undefined,
            status: state.status as MonitorTerminal["status"] | undefined,
            inMeeting: state.inMeeting || undefined,
            page: state.current,
            size: state.pageSize,
          },
        },
        { silent: true },
      ),
    [state.keyword, state.status, state.inMeeting, state.current, state.pageSize],
  );
  const queryKey = `${state.keyword}|${state.status}|${state.inMeeting}|${state.current}|${state.pageSize}`;
  const live = useLiveRows({ read, rules: terminalRowRules, queryKey });
  const cols = useMemo(() => columns(t), [t]);
  const filtered = state.keyword !== "" || state.status !== undefined || state.inMeeting;

  return (
    <MonitorFrame<MonitorTerminal>
      title={title}
      keys={K}
      state={state}
      update={update}
      statusFilter={{
        style: { width: 180 },
        value: state.status,
        onChange: (status?: string) => update({ status }),
        options: TERMINAL_STATUSES.map((s) => ({ value: s, label: t(`live.terminalStatus.${s}`) })),
      }}
      filters={
        <Checkbox checked={state.inMeeting} onChange={(e) => update({ inMeeting: e.target.checked })}>
          {t(`${K}.inMeetingOnly`)}
        </Checkbox>
      }
      filtersAlign="center"
      filtered={filtered}
      live={live}
      columns={cols}
      scrollX={1200}
    />
  );
}
