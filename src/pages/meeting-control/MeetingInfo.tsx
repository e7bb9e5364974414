import { CheckOutlined, LockOutlined, MinusOutlined, UnlockOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Descriptions, type DescriptionsProps, Space, Typography } from "antd";
import dayjs from "dayjs";
import { memo, type ReactNode, useMemo } from "react";
import type { LiveMeeting } from "#contract/live-meetings";
import { MeetingStateTag } from "../../components/live/MeetingStateTag";
import { sameFields } from "../../live/merge";
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

type T = (key: string, options?: Record<string, unknown>) => string;

interface InfoItem {
  key: string;
  label: string;
  span?: number;
  /** The fields `value` reads: the cell is rendered again only when one of them changes. */
  reads: readonly (keyof LiveMeeting)[];
  value(m: LiveMeeting, t: T): ReactNode;
}

/** An item whose `value` can read only the fields it names. */
function item<K extends keyof LiveMeeting>(spec: {
  key: string;
  label: string;
  span?: number;
  reads: readonly K[];
  value(m: Pick<LiveMeeting, K>, t: T): ReactNode;
}): InfoItem {
  return spec;
}

/** What the info shows, by its label's key under meeting-control.info. */
const ITEMS: readonly InfoItem[] = [
  item({
    key: "status",
    label: "status",
    reads: ["meetingStatus", "abnormalReason"],
    value: (m) => <MeetingStateTag status={m.meetingStatus} reason={m.abnormalReason} />,
  }),
  item({ key: "number", label: "number", reads: ["meetingNumber"], value: (m) => m.meetingNumber || "-" }),
  item({
    key: "time",
    label: "time",
    reads: ["startTimestamp", "endTimestamp", "extendedMinutes"],
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
  }),
  item({ key: "host", label: "host", reads: ["host"], value: (m) => m.host?.name ?? "-" }),
  item({
    key: "server",
    label: "server",
    reads: ["server", "cascadeStatus"],
    value: (m, t) =>
      m.server ? `${m.server.name} (${m.server.serverModel}) · ${t(`live.cascade.${m.cascadeStatus}`)}` : "-",
  }),
  item({ key: "mode", label: "mode", reads: ["mode"], value: (m, t) => t(`live.mode.${m.mode}`) }),
  item({
    key: "mainVenue",
    label: "mainVenue",
    reads: ["mainVenueName"],
    value: (m) => m.mainVenueName ?? "-",
  }),
  item({ key: "layout", label: "layout", reads: ["layout"], value: (m, t) => t(`live.layout.${m.layout}`) }),
  item({
    key: "locked",
    label: "lock",
    reads: ["locked"],
    value: (m, t) => (
      <span data-locked={m.locked}>
        {m.locked ? <LockOutlined /> : <UnlockOutlined />} {t(m.locked ? `${K}.locked` : `${K}.unlocked`)}
      </span>
    ),
  }),
  item({
    key: "password",
    label: "password",
    reads: ["password"],
    value: (m, t) =>
      m.password ? <Typography.Text copyable>{m.password}</Typography.Text> : t(`${K}.noPassword`),
  }),
  item({
    key: "speaker",
    label: "activeSpeaker",
    reads: ["activeSpeakerName"],
    value: (m) => m.activeSpeakerName ?? "-",
  }),
  item({
    key: "message",
    label: "message",
    reads: ["message"],
    value: (m, t) =>
      m.message
        ? t(`${K}.messageUntil`, {
            content: m.message.content,
            position: t(`live.position.${m.message.position}`),
            until: dayjs(m.message.until).format("HH:mm:ss"),
          })
        : "-",
  }),
  item({ key: "capacity", label: "capacity", reads: ["capacity"], value: (m) => m.capacity }),
  item({
    key: "automation",
    label: "automation",
    reads: ["joinMute", "autoCall", "autoRecording", "autoStreaming"],
    span: 2,
    value: (m, t) => (
      <Space size={16} wrap>
        <Flag on={m.joinMute} label={t(`${K}.joinMute`)} />
        <Flag on={m.autoCall} label={t(`${K}.autoCall`)} />
        <Flag on={m.autoRecording} label={t(`${K}.autoRecording`)} />
        <Flag on={m.autoStreaming} label={t(`${K}.autoStreaming`)} />
      </Space>
    ),
  }),
];

/** The fields the info shows: a change of the totals or the stream position does not render it again. */
const SHOWN: readonly (keyof LiveMeeting)[] = ITEMS.flatMap((each) => each.reads);
const sameShown = (a: { meeting: LiveMeeting | null }, b: { meeting: LiveMeeting | null }) =>
  sameFields(a.meeting, b.meeting, SHOWN);

/** One item's value, rendered again when a field it reads changes (or the language). */
const InfoValue = memo(
  function InfoValue({ item, meeting }: { item: InfoItem; meeting: LiveMeeting }) {
    const t = useTranslate();
    useLanguage();
    return item.value(meeting, t);
  },
  (a, b) => a.item === b.item && sameFields(a.meeting, b.meeting, a.item.reads),
);

/**
 * The meeting info of spec §3 "Current meeting (control)"; rendered again only when what it shows
 * changes, and then only the values that changed. While the meeting loads (null) its labels show
 * with empty values: the page's frame is drawn, and its styles made, while the meeting's data is on
 * its way.
 */
export const MeetingInfo = memo(function MeetingInfo({ meeting }: { meeting: LiveMeeting | null }) {
  const t = useTranslate();
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same `t` speaks the new language
  const labels = useMemo(() => ITEMS.map((each) => t(`${K}.${each.label}`)), [t, language]);
  const items: DescriptionsProps["items"] = ITEMS.map((each, i) => ({
    key: each.key,
    label: labels[i],
    span: each.span,
    children: meeting ? <InfoValue item={each} meeting={meeting} /> : null,
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
