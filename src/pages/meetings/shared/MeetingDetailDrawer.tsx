import { useTranslate } from "@refinedev/core";
import { Alert, Descriptions, Drawer, Flex, Skeleton, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import type { Attendee, MeetingRow, ScheduleDetail } from "#contract/meetings";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { call } from "../../../providers/http/call";
import { formatBytes } from "../../../utils/byte-size";
import { AuditTimeline } from "./AuditTimeline";
import { CheckInList } from "./CheckInList";
import { CopyJoinInfoButton } from "./CopyJoinInfoButton";
import { detailItems } from "./detail-items";
import { formatRange } from "./meeting-time";
import { StatusTag } from "./StatusTag";

/** Which schedule to show: by id (a list row) or by the host token of a host link. */
export type DetailSource = { scheduleId: string; meetingId?: string } | { hostToken: string };

interface Props {
  source: DetailSource | null;
  onClose: () => void;
}

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; detail: ScheduleDetail };

function useScheduleDetail(source: DetailSource | null): Load {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const key = source
    ? "hostToken" in source
      ? `token:${source.hostToken}`
      : `id:${source.scheduleId}`
    : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `source`.
  useEffect(() => {
    if (!source) return;
    let live = true;
    setLoad({ state: "loading" });
    const request =
      "hostToken" in source
        ? call(meetingReadsOps.hostLink, { params: { token: source.hostToken } })
        : call(meetingReadsOps.schedule, { params: { scheduleId: source.scheduleId } }, { silent: true });
    void request.then((result) => {
      if (!live) return;
      setLoad(
        result.ok ? { state: "ready", detail: result.data } : { state: "failed", message: result.message },
      );
    });
    return () => {
      live = false;
    };
  }, [key]);
  return load;
}

/** Everything about one schedule: its fields, attendees, occurrences and files. */
export function MeetingDetailDrawer({ source, onClose }: Props) {
  const t = useTranslate();
  const load = useScheduleDetail(source);
  const highlighted = source && "meetingId" in source ? source.meetingId : undefined;

  return (
    <Drawer
      open={!!source}
      onClose={onClose}
      width={720}
      title={t("meeting-list.detail.title")}
      destroyOnHidden
    >
      {load.state === "loading" && <Skeleton active paragraph={{ rows: 8 }} />}
      {load.state === "failed" && <Alert type="error" showIcon message={load.message} />}
      {load.state === "ready" && <DetailBody detail={load.detail} highlighted={highlighted} />}
    </Drawer>
  );
}

function DetailBody({ detail, highlighted }: { detail: ScheduleDetail; highlighted?: string }) {
  const t = useTranslate();
  const occurrence = detail.meetings.find((m) => m.id === highlighted) ?? detail.meetings[0];
  return (
    <Flex vertical gap={24}>
      {occurrence && (
        <Flex justify="end">
          <CopyJoinInfoButton meeting={occurrence} password={detail.password} type="default" size="middle" />
        </Flex>
      )}
      <Descriptions bordered size="small" column={2} items={detailItems(detail, t)} />
      <section>
        <Typography.Title level={5}>
          {t("meeting-list.detail.attendees", { count: detail.attendees.length })}
        </Typography.Title>
        <Table<Attendee>
          size="small"
          rowKey="id"
          dataSource={detail.attendees}
          pagination={detail.attendees.length > 10 ? { pageSize: 10, size: "small" } : false}
          locale={{ emptyText: t("meeting-list.detail.noAttendees") }}
          columns={[
            { key: "name", title: t("meeting-list.detail.attendeeName"), dataIndex: "name" },
            {
              key: "dept",
              title: t("meeting-list.detail.attendeeDept"),
              render: (_, a) => a.deptName ?? "-",
            },
          ]}
        />
      </section>
      <section>
        <Typography.Title level={5}>
          {t("meeting-list.detail.occurrences", { count: detail.meetings.length })}
        </Typography.Title>
        <Table<MeetingRow>
          size="small"
          rowKey="id"
          dataSource={detail.meetings}
          pagination={detail.meetings.length > 10 ? { pageSize: 10, size: "small" } : false}
          rowClassName={(m) => (m.id === highlighted ? "ant-table-row-selected" : "")}
          locale={{ emptyText: t("meeting-list.detail.noOccurrences") }}
          columns={[
            {
              key: "time",
              title: t("meeting-list.columns.time"),
              render: (_, m) => formatRange(m.startAt, m.endAt),
            },
            {
              key: "status",
              title: t("meeting-list.columns.status"),
              render: (_, m) => <StatusTag status={m.status} />,
            },
          ]}
        />
      </section>
      {occurrence && <CheckInList meetingId={occurrence.id} />}
      {occurrence && occurrence.status !== "SCHEDULE" && <AuditTimeline meetingId={occurrence.id} />}
      <section>
        <Typography.Title level={5}>{t("meeting-list.detail.files")}</Typography.Title>
        {detail.files.length === 0 ? (
          <Typography.Text type="secondary">{t("meeting-list.detail.noFiles")}</Typography.Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {detail.files.map((f) => (
              <li key={f.id}>
                {f.name} <Typography.Text type="secondary">({formatBytes(f.size)})</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Flex>
  );
}
