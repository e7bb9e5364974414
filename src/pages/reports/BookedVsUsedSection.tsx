import { useTranslate } from "@refinedev/core";
import { Button, Segmented, Table, type TableColumnsType } from "antd";
import { BOOKING_USAGE_GROUPINGS } from "#contract/limits/reports";
import type {
  BookingRow,
  BookingUsage,
  BookingUsageGrouping,
  RoomBookingsQuery,
  UsageGroup,
} from "#contract/report-rooms";
import { bookingColumns } from "./booking-columns";
import { ChartCard } from "./charts/ChartCard";
import { hours, USAGE_PARTS, usageSpec } from "./charts/chart-data";
import { DrillDrawer } from "./DrillDrawer";
import { FigureCards } from "./FigureCards";
import { NO_USAGE, usageFigures } from "./figures";
import { ReportExportButtons } from "./ReportExportButtons";
import { ReportSection } from "./ReportSection";
import { type RangeQuery, useReportCall } from "./report-query";
import { bookedVsUsed, exportRoomBookings, roomBookings } from "./report-reads";
import { bookedVsUsedQuery } from "./room-reads";

/** Which booking filter a group of each grouping is. */
const GROUP_FILTER: Record<BookingUsageGrouping, "departmentId" | "roomId" | "organiserId"> = {
  department: "departmentId",
  room: "roomId",
  organiser: "organiserId",
};

/** A drill of this section: a group (`<id>`), or one fate within it (`<id>~<USAGE>`). */
export function bookingFilter(groupBy: BookingUsageGrouping, drill: string): Partial<RoomBookingsQuery> {
  const [id, usage] = drill.split("~");
  const filter: Partial<RoomBookingsQuery> = { [GROUP_FILTER[groupBy]]: id };
  if (usage) filter.usage = usage as BookingUsage;
  return filter;
}

interface Props {
  range: RangeQuery;
  groupBy: BookingUsageGrouping;
  onGroupBy: (groupBy: BookingUsageGrouping) => void;
  /** The group (or group and fate) whose bookings are open, from the URL. */
  drill: string | undefined;
  drillPage: number;
  onDrill: (drill: string | undefined, page?: number) => void;
}

/**
 * Booked versus used: every ended booking of the range named used, partly used, no-show or ghost
 * from the calendar, the room's calls and its sensors; counted per department, room or organiser,
 * with the hours that releasing the no-shows would have freed, and its own export.
 */
export function BookedVsUsedSection({ range, groupBy, onGroupBy, drill, drillPage, onDrill }: Props) {
  const t = useTranslate();
  const answer = useReportCall(bookedVsUsed, bookedVsUsedQuery(range, groupBy));
  const data = answer.data;
  const usageLabel = (usage: BookingUsage) => t(`reports.usage.${usage}`);
  const title = t("reports.usage.title");
  const groupName = (id: string) => data?.groups.find((g) => g.id === id.split("~")[0])?.name ?? "";

  const columns: TableColumnsType<UsageGroup> = [
    { key: "name", title: t(`reports.usage.by.${groupBy}`), dataIndex: "name", width: 180, ellipsis: true },
    {
      key: "bookings",
      title: t("reports.figures.bookings"),
      width: 90,
      align: "right",
      render: (_, g) => g.counts.bookings,
    },
    ...USAGE_PARTS.map((part) => ({
      key: part.usage,
      title: usageLabel(part.usage),
      width: 100,
      align: "right" as const,
      render: (_: unknown, g: UsageGroup) => g.counts[part.count],
    })),
    {
      key: "booked",
      title: t("reports.figures.bookedHours"),
      width: 100,
      align: "right",
      render: (_, g) => hours(g.counts.bookedMinutes),
    },
    {
      key: "used",
      title: t("reports.figures.usedHours"),
      width: 100,
      align: "right",
      render: (_, g) => hours(g.counts.usedMinutes),
    },
    {
      key: "freed",
      title: t("reports.figures.freedHours"),
      width: 100,
      align: "right",
      render: (_, g) => hours(g.counts.freedMinutes),
    },
    {
      key: "drill",
      title: t("reports.drill.column"),
      width: 110,
      fixed: "right",
      render: (_, g) => (
        <Button type="link" size="small" onClick={() => onDrill(g.id)}>
          {t("reports.usage.open")}
        </Button>
      ),
    },
  ];

  return (
    <ReportSection
      title={title}
      extra={
        <ReportExportButtons
          label={title}
          fileName={t("reports.usage.fileName")}
          download={(format) => exportRoomBookings(format, { ...range, sort: "startAt,desc" })}
        />
      }
    >
      <p className="report-note">{t("reports.usage.explain")}</p>
      <FigureCards
        loading={answer.isPending}
        loaded={data !== undefined}
        figures={usageFigures(t, data?.totals ?? NO_USAGE)}
      />
      <Segmented<BookingUsageGrouping>
        aria-label={t("reports.usage.groupBy")}
        value={groupBy}
        onChange={onGroupBy}
        options={BOOKING_USAGE_GROUPINGS.map((g) => ({ value: g, label: t(`reports.usage.by.${g}`) }))}
        style={{ marginBottom: 12 }}
      />
      <div className="report-charts">
        <ChartCard
          title={t("reports.usage.chart", { by: t(`reports.usage.by.${groupBy}`) })}
          loading={answer.isPending}
          category={t(`reports.usage.by.${groupBy}`)}
          value={t("reports.figures.bookings")}
          onDrill={(key) => onDrill(key)}
          height={320}
          spec={data && usageSpec(data.groups, usageLabel)}
        />
      </div>
      <Table<UsageGroup>
        size="small"
        rowKey="id"
        aria-label={title}
        columns={columns}
        dataSource={data?.groups ?? []}
        loading={answer.isFetching}
        pagination={false}
        scroll={{ x: "max-content", y: 400 }}
        virtual={(data?.groups.length ?? 0) > 100}
      />
      <DrillDrawer<BookingRow>
        drill={drill}
        title={t("reports.usage.drillTitle", {
          name: groupName(drill ?? ""),
          usage: drill?.includes("~")
            ? usageLabel(drill.split("~")[1] as BookingUsage)
            : t("reports.usage.all"),
        })}
        page={drillPage}
        queryKey={["report", "bookings", range, groupBy]}
        fetch={(key, page, size, signal) =>
          roomBookings({ ...range, ...bookingFilter(groupBy, key), page, size, sort: "startAt,desc" }, signal)
        }
        rowKey="id"
        columns={bookingColumns(t)}
        onPage={(page) => onDrill(drill, page)}
        onClose={() => onDrill(undefined)}
      />
    </ReportSection>
  );
}
