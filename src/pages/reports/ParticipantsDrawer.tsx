import { useTranslate } from "@refinedev/core";
import type { TableColumnsType } from "antd";
import type { ReportParticipant } from "#contract/reports";
import { hours } from "./charts/chart-data";
import { DrillDrawer } from "./DrillDrawer";
import { ReportMoment } from "./ReportTime";
import { meetingParticipants } from "./report-reads";

const C = "reports.participants";

/** One meeting's participants: their dials, how many connected, and their connected time. */
export function ParticipantsDrawer(props: {
  meeting: { id: string; name: string } | undefined;
  page: number;
  onPage: (page: number) => void;
  onClose: () => void;
}) {
  const t = useTranslate();
  const columns: TableColumnsType<ReportParticipant> = [
    { key: "name", title: t(`${C}.name`), dataIndex: "name", width: 140, ellipsis: true },
    { key: "callAddress", title: t(`${C}.address`), dataIndex: "callAddress", width: 180, ellipsis: true },
    { key: "protocol", title: t(`${C}.protocol`), dataIndex: "protocol", width: 80 },
    { key: "room", title: t(`${C}.room`), width: 130, render: (_, row) => row.room?.name ?? "-" },
    {
      key: "calls",
      title: t(`${C}.calls`),
      width: 100,
      align: "right",
      render: (_, row) => `${row.connectedCalls} / ${row.calls}`,
    },
    {
      key: "connected",
      title: t(`${C}.connectedHours`),
      width: 100,
      align: "right",
      render: (_, row) => hours(row.connectedMinutes),
    },
    {
      key: "first",
      title: t(`${C}.first`),
      width: 150,
      render: (_, row) => <ReportMoment at={row.firstConnectedAt} />,
    },
    {
      key: "last",
      title: t(`${C}.last`),
      width: 150,
      render: (_, row) => <ReportMoment at={row.lastDisconnectedAt} />,
    },
  ];
  return (
    <DrillDrawer<ReportParticipant>
      drill={props.meeting?.id}
      title={t(`${C}.title`, { name: props.meeting?.name ?? "" })}
      page={props.page}
      queryKey={["report", "participants"]}
      fetch={(meetingId, page, size, signal) => meetingParticipants({ meetingId, page, size }, signal)}
      rowKey="id"
      columns={columns}
      onPage={props.onPage}
      onClose={props.onClose}
    />
  );
}
