import { CheckOutlined, LockOutlined, MinusOutlined, UnlockOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Descriptions, type DescriptionsProps, Space, Typography } from "antd";
import dayjs from "dayjs";
import { memo } from "react";
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
const sameShown = (a: { meeting: LiveMeeting }, b: { meeting: LiveMeeting }) =>
  SHOWN.every((key) => a.meeting[key] === b.meeting[key]);

/** The meeting info of spec §3 "Current meeting (control)"; rendered again only when what it shows changes. */
export const MeetingInfo = memo(function MeetingInfo({ meeting }: { meeting: LiveMeeting }) {
  const t = useTranslate();
  useLanguage();
  const m = meeting;
  const items: DescriptionsProps["items"] = [
    {
      key: "status",
      label: t(`${K}.status`),
      children: <MeetingStateTag status={m.meetingStatus} reason={m.abnormalReason} />,
    },
    { key: "number", label: t(`${K}.number`), children: m.meetingNumber || "-" },
    {
      key: "time",
      label: t(`${K}.time`),
      children: (
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
    { key: "host", label: t(`${K}.host`), children: m.host?.name ?? "-" },
    {
      key: "server",
      label: t(`${K}.server`),
      children: m.server
        ? `${m.server.name} (${m.server.serverModel}) · ${t(`live.cascade.${m.cascadeStatus}`)}`
        : "-",
    },
    { key: "mode", label: t(`${K}.mode`), children: t(`live.mode.${m.mode}`) },
    { key: "mainVenue", label: t(`${K}.mainVenue`), children: m.mainVenueName ?? "-" },
    { key: "layout", label: t(`${K}.layout`), children: t(`live.layout.${m.layout}`) },
    {
      key: "locked",
      label: t(`${K}.lock`),
      children: (
        <span data-locked={m.locked}>
          {m.locked ? <LockOutlined /> : <UnlockOutlined />} {t(m.locked ? `${K}.locked` : `${K}.unlocked`)}
        </span>
      ),
    },
    {
      key: "password",
      label: t(`${K}.password`),
      children: m.password ? <Typography.Text copyable>{m.password}</Typography.Text> : t(`${K}.noPassword`),
    },
    { key: "speaker", label: t(`${K}.activeSpeaker`), children: m.activeSpeakerName ?? "-" },
    {
      key: "message",
      label: t(`${K}.message`),
      children: m.message
        ? t(`${K}.messageUntil`, {
            content: m.message.content,
            position: t(`live.position.${m.message.position}`),
            until: dayjs(m.message.until).format("HH:mm:ss"),
          })
        : "-",
    },
    { key: "capacity", label: t(`${K}.capacity`), children: m.capacity },
    {
      key: "automation",
      label: t(`${K}.automation`),
      span: 2,
      children: (
        <Space size={16} wrap>
          <Flag on={m.joinMute} label={t(`${K}.joinMute`)} />
          <Flag on={m.autoCall} label={t(`${K}.autoCall`)} />
          <Flag on={m.autoRecording} label={t(`${K}.autoRecording`)} />
          <Flag on={m.autoStreaming} label={t(`${K}.autoStreaming`)} />
        </Space>
      ),
    },
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} items={items} />;
}, sameShown);
