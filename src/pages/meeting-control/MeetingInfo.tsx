import { CheckOutlined, LockOutlined, MinusOutlined, UnlockOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Descriptions, type DescriptionsProps, Space, Typography } from "antd";
import dayjs from "dayjs";
import { memo, type ReactNode } from "react";
import type { LiveMeeting } from "#contract/live-meetings";
import { MeetingStateTag } from "../../components/live/MeetingStateTag";
import { useLanguage } from "../../live/use-language";
import { formatRange } from "../meetings/shared/meeting-time";

const K = "meeting-control.info";

function Flag({ on, label }: { on: boolean; label: string }) {
  const t = useTranslate();
  return (
    <span data-flag={on}>
      {on ? <CheckOutlined /> : <MinusOutlined />} {label}: {t(on ? `${K}.yes` : `${K}.no`)}
    </span>
  );
}

/** The fields the info shows: a change of the totals or the stream position does not render it again. */
const SHOWN: readonly (keyof LiveMeeting)[] = [
  "meetingStatus",
  "abnormalReason",
  "meetingNumber",
  "startTimestamp",
  "endTimestamp",
  "extendedMinutes",
  "host",
  "server",
  "cascadeStatus",
  "mode",
  "mainVenueName",
  "layout",
  "locked",
  "password",
  "activeSpeakerName",
  "message",
  "capacity",
  "joinMute",
  "autoCall",
  "autoRecording",
  "autoStreaming",
];
const sameShown = (a: { meeting: LiveMeeting | null }, b: { meeting: LiveMeeting | null }) =>
  a.meeting === b.meeting ||
  (a.meeting !== null && b.meeting !== null && SHOWN.every((key) => a.meeting?.[key] === b.meeting?.[key]));

type T = (key: string, options?: Record<string, unknown>) => string;

interface InfoItem {
  key: string;
  label: string;
  span?: number;
  value(m: LiveMeeting, t: T): ReactNode;
}

/** What the info shows, by its label's key under meeting-control.info. */
const ITEMS: readonly InfoItem[] = [
  {
    key: "status",
    label: "status",
    value: (m) => <MeetingStateTag status={m.meetingStatus} reason={m.abnormalReason} />,
  },
  { key: "number", label: "number", value: (m) => m.meetingNumber || "-" },
  {
    key: "time",
    label: "time",
    value: (m, t) => (
      <>
        {formatRange(m.startTimestamp, m.endTimestamp)}
        {m.extendedMinutes > 0 && (
          <Typography.Text type="secondary">
            {" "}
            {t(`${K}.extended`, { count: m.extendedMinutes })}
          </Typography.Text>
        )}
      </>
    ),
  },
  { key: "host", label: "host", value: (m) => m.host?.name ?? "-" },
  {
    key: "server",
    label: "server",
    value: (m, t) =>
      m.server ? `${m.server.name} (${m.server.serverModel}) · ${t(`live.cascade.${m.cascadeStatus}`)}` : "-",
  },
  { key: "mode", label: "mode", value: (m, t) => t(`live.mode.${m.mode}`) },
  { key: "mainVenue", label: "mainVenue", value: (m) => m.mainVenueName ?? "-" },
  { key: "layout", label: "layout", value: (m, t) => t(`live.layout.${m.layout}`) },
  {
    key: "locked",
    label: "lock",
    value: (m, t) => (
      <span data-locked={m.locked}>
        {m.locked ? <LockOutlined /> : <UnlockOutlined />} {t(m.locked ? `${K}.locked` : `${K}.unlocked`)}
      </span>
    ),
  },
  {
    key: "password",
    label: "password",
    value: (m, t) =>
      m.password ? <Typography.Text copyable>{m.password}</Typography.Text> : t(`${K}.noPassword`),
  },
  { key: "speaker", label: "activeSpeaker", value: (m) => m.activeSpeakerName ?? "-" },
  {
    key: "message",
    label: "message",
    value: (m, t) =>
      m.message
        ? t(`${K}.messageUntil`, {
            content: m.message.content,
            position: t(`live.position.${m.message.position}`),
            until: dayjs(m.message.until).format("HH:mm:ss"),
          })
        : "-",
  },
  { key: "capacity", label: "capacity", value: (m) => m.capacity },
  {
    key: "automation",
    label: "automation",
    span: 2,
    value: (m, t) => (
      <Space size={16} wrap>
        <Flag on={m.joinMute} label={t(`${K}.joinMute`)} />
        <Flag on={m.autoCall} label={t(`${K}.autoCall`)} />
        <Flag on={m.autoRecording} label={t(`${K}.autoRecording`)} />
        <Flag on={m.autoStreaming} label={t(`${K}.autoStreaming`)} />
      </Space>
    ),
  },
];

/**
 * The meeting info of spec §3 "Current meeting (control)"; rendered again only when what it shows
 * changes. While the meeting loads (null) its labels show with empty values: the page's frame is
 * drawn, and its styles made, while the meeting's data is on its way.
 */
export const MeetingInfo = memo(function MeetingInfo({ meeting }: { meeting: LiveMeeting | null }) {
  const t = useTranslate();
  useLanguage();
  const items: DescriptionsProps["items"] = ITEMS.map((item) => ({
    key: item.key,
    label: t(`${K}.${item.label}`),
    span: item.span,
    children: meeting ? item.value(meeting, t) : null,
  }));
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      items={items}
      aria-busy={meeting ? undefined : true}
    />
  );
}, sameShown);
