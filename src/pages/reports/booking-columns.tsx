import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  StopOutlined,
} from "@ant-design/icons";
import { type TableColumnsType, Tag } from "antd";
import type { ReactNode } from "react";
import type { BookingRow, BookingUsage } from "#contract/report-rooms";
import type { Translate } from "../meetings/shared/join-info";
import { hours } from "./charts/chart-data";
import { ReportTimeRange } from "./ReportTime";

const C = "reports.bookings";

/** Each fate with an icon and a word beside its colour (never colour alone). */
const USAGE_LOOK: Record<BookingUsage, { color: string; icon: ReactNode }> = {
  USED: { color: "green", icon: <CheckCircleOutlined /> },
  PARTLY_USED: { color: "gold", icon: <ClockCircleOutlined /> },
  NO_SHOW: { color: "red", icon: <CloseCircleOutlined /> },
  GHOST: { color: "default", icon: <StopOutlined /> },
};

export function UsageTag({ usage, t }: { usage: BookingUsage; t: Translate }) {
  const look = USAGE_LOOK[usage];
  return (
    <Tag color={look.color} icon={look.icon}>
      {t(`reports.usage.${usage}`)}
    </Tag>
  );
}

/** The bookings behind booked versus used: what each source said, and the booking's fate. */
export function bookingColumns(t: Translate): TableColumnsType<BookingRow> {
  return [
    {
      key: "meeting",
      title: t(`${C}.meeting`),
      width: 180,
      ellipsis: true,
      render: (_, row) => row.meeting.name,
    },
    { key: "room", title: t(`${C}.room`), width: 140, ellipsis: true, render: (_, row) => row.room.name },
    { key: "organiser", title: t(`${C}.organiser`), width: 110, render: (_, row) => row.organiser.name },
    {
      key: "department",
      title: t(`${C}.department`),
      width: 120,
      render: (_, row) => row.department?.name ?? "-",
    },
    {
      key: "time",
      title: t(`${C}.time`),
      width: 200,
      render: (_, row) => <ReportTimeRange startAt={row.startAt} endAt={row.endAt} />,
    },
    {
      key: "booked",
      title: t(`${C}.bookedHours`),
      width: 90,
      align: "right",
      render: (_, row) => hours(row.bookedMinutes),
    },
    {
      key: "joined",
      title: t(`${C}.joinedHours`),
      width: 90,
      align: "right",
      render: (_, row) => hours(row.joinedMinutes),
    },
    {
      key: "present",
      title: t(`${C}.presentHours`),
      width: 100,
      align: "right",
      render: (_, row) => (row.presentMinutes === null ? t(`${C}.noSensor`) : hours(row.presentMinutes)),
    },
    {
      key: "held",
      title: t(`${C}.held`),
      width: 90,
      render: (_, row) => t(row.meetingHeld ? `${C}.yes` : `${C}.no`),
    },
    {
      key: "used",
      title: t(`${C}.usedHours`),
      width: 90,
      align: "right",
      render: (_, row) => hours(row.usedMinutes),
    },
    {
      key: "usage",
      title: t(`${C}.usage`),
      width: 130,
      fixed: "right",
      render: (_, row) => <UsageTag usage={row.usage} t={t} />,
    },
  ];
}
