import { CheckCircleOutlined, DisconnectOutlined, SyncOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Checkbox, Empty, Flex, Space, Table, type TableColumnsType, Typography } from "antd";
import Search from "antd/es/input/Search";
import { useCallback, useEffect, useMemo, useState } from "react";
import { TERMINAL_STATUSES } from "#contract/limits/devices";
import type { MonitorTerminal } from "#contract/live-monitor";
import { monitorTerminals } from "../../api/live";
import { Select } from "../../components/lazy-pickers";
import { ParticipantStatusTag } from "../../components/live/ParticipantStatusTag";
import { QualityTag } from "../../components/live/QualityTag";
import { StatusLabel } from "../../components/live/StatusLabel";
import { StreamState } from "../../components/live/StreamState";
import { PageFrame } from "../../components/PageFrame";
import { TablePlaceholder } from "../../components/TablePlaceholder";
import { terminalRowRules } from "../../live/monitor-rules";
import { useLiveRows } from "../../live/use-live-rows";
import { PAGE_SIZES } from "../meetings/shared/url-params";
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
  const [text, setText] = useState(state.keyword);
  useEffect(() => setText(state.keyword), [state.keyword]);
  const read = useCallback(
    () =>
      monitorTerminals({
        keyword: state.keyword || undefined,
        status: state.status as MonitorTerminal["status"] | undefined,
        inMeeting: state.inMeeting || undefined,
        page: state.current,
        size: state.pageSize,
      }),
    [state.keyword, state.status, state.inMeeting, state.current, state.pageSize],
  );
  const queryKey = `${state.keyword}|${state.status}|${state.inMeeting}|${state.current}|${state.pageSize}`;
  const { snapshot, failed, stream } = useLiveRows({ read, rules: terminalRowRules, queryKey });
  const cols = useMemo(() => columns(t), [t]);
  const filtered = state.keyword !== "" || state.status !== undefined || state.inMeeting;

  return (
    <PageFrame title={title} extra={<StreamState status={stream} />}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
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
          style={{ width: 180 }}
          aria-label={t(`${K}.statusFilter`)}
          placeholder={t(`${K}.statusFilter`)}
          value={state.status}
          onChange={(status?: string) => update({ status })}
          options={TERMINAL_STATUSES.map((s) => ({ value: s, label: t(`live.terminalStatus.${s}`) }))}
        />
        <Checkbox checked={state.inMeeting} onChange={(e) => update({ inMeeting: e.target.checked })}>
          {t(`${K}.inMeetingOnly`)}
        </Checkbox>
      </Flex>
      <Table<MonitorTerminal>
        rowKey="id"
        size="middle"
        columns={cols}
        dataSource={snapshot.rows as MonitorTerminal[]}
        scroll={{ x: 1200 }}
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
