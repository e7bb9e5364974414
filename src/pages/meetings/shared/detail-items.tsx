import type { DescriptionsProps } from "antd";
import { Tag, Typography } from "antd";
import dayjs from "dayjs";
import type { ScheduleDetail } from "#contract/meetings";
import type { Translate } from "./join-info";
import { formatRange } from "./meeting-time";

const D = "meeting-list.detail";

/** The path a host opens to take over the meeting (contract: /home?hostToken=…). */
export function hostLinkOf(token: string, origin = window.location.origin): string {
  return `${origin}/home?hostToken=${encodeURIComponent(token)}`;
}

export function recurrenceText(detail: Pick<ScheduleDetail, "recurrence">, t: Translate): string {
  const rule = detail.recurrence;
  if (!rule) return t(`${D}.once`);
  const until = dayjs(rule.until).format("YYYY/MM/DD");
  const days = (rule.weekdays ?? []).map((d) => t(`${D}.weekdays.${d}`)).join(t(`${D}.listSeparator`));
  return t(`${D}.recurrence.${rule.kind}`, { until, days });
}

function yesNo(value: boolean, t: Translate): string {
  return t(value ? `${D}.yes` : `${D}.no`);
}

function text(value: string | null | undefined): string {
  return value ? value : "-";
}

/** Every field of a schedule as Descriptions items (attendees, occurrences and files are tables). */
export function detailItems(detail: ScheduleDetail, t: Translate): DescriptionsProps["items"] {
  const mainVenue = detail.rooms.find((r) => r.id === detail.mainVenueRoomId)?.name ?? null;
  const joinWays = [
    detail.joinByApp && t(`${D}.joinByApp`),
    detail.joinByTerminal && t(`${D}.joinByTerminal`),
  ]
    .filter(Boolean)
    .join(t(`${D}.listSeparator`));
  const items: NonNullable<DescriptionsProps["items"]> = [
    { key: "name", label: t(`${D}.name`), children: detail.name, span: 2 },
    { key: "type", label: t(`${D}.type`), children: t(`meeting-list.types.${detail.type}`) },
    { key: "number", label: t(`${D}.number`), children: text(detail.meetingNumber) },
    { key: "time", label: t(`${D}.time`), children: formatRange(detail.startAt, detail.endAt), span: 2 },
    { key: "recurrence", label: t(`${D}.recurrenceLabel`), children: recurrenceText(detail, t), span: 2 },
    { key: "host", label: t(`${D}.host`), children: text(detail.host?.name ?? detail.creator.name) },
    { key: "creator", label: t(`${D}.creator`), children: detail.creator.name },
    {
      key: "rooms",
      label: t(`${D}.rooms`),
      span: 2,
      children: detail.rooms.length ? detail.rooms.map((r) => <Tag key={r.id}>{r.name}</Tag>) : "-",
    },
    { key: "public", label: t(`${D}.isPublic`), children: yesNo(detail.isPublic, t) },
    { key: "video", label: t(`${D}.video`), children: yesNo(detail.video, t) },
    { key: "joinBy", label: t(`${D}.joinBy`), children: text(joinWays) },
    { key: "capacity", label: t(`${D}.capacity`), children: detail.capacity },
    { key: "mode", label: t(`${D}.mode`), children: t(`${D}.modes.${detail.mode}`) },
    { key: "mainVenue", label: t(`${D}.mainVenue`), children: text(mainVenue) },
    { key: "layout", label: t(`${D}.layout`), children: t(`${D}.layouts.${detail.layout}`) },
    {
      key: "bandwidth",
      label: t(`${D}.bandwidth`),
      children: detail.bandwidth ? t(`${D}.kbps`, { value: detail.bandwidth }) : t(`${D}.auto`),
    },
    { key: "live", label: t(`${D}.live`), children: yesNo(detail.live, t) },
    { key: "waitingRoom", label: t(`${D}.waitingRoom`), children: yesNo(detail.waitingRoom, t) },
    { key: "joinMute", label: t(`${D}.joinMute`), children: yesNo(detail.joinMute, t) },
    { key: "autoCall", label: t(`${D}.autoCall`), children: yesNo(detail.autoCall, t) },
    { key: "contact", label: t(`${D}.contact`), children: text(detail.contact) },
    { key: "contactPhone", label: t(`${D}.contactPhone`), children: text(detail.contactPhone) },
    { key: "contactEmail", label: t(`${D}.contactEmail`), children: text(detail.contactEmail), span: 2 },
  ];
  if (detail.password) {
    items.push({ key: "password", label: t(`${D}.password`), children: detail.password });
  }
  items.push({
    key: "agenda",
    label: t(`${D}.agenda`),
    span: 2,
    children: detail.agenda ? (
      <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>
        {detail.agenda}
      </Typography.Paragraph>
    ) : (
      "-"
    ),
  });
  if (detail.hostToken) {
    items.push({
      key: "hostLink",
      label: t(`${D}.hostLink`),
      span: 2,
      children: <Typography.Text copyable>{hostLinkOf(detail.hostToken)}</Typography.Text>,
    });
  }
  return items;
}
