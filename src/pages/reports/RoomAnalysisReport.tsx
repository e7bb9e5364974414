import { useTranslate } from "@refinedev/core";
import type { BookingRow } from "#contract/report-rooms";
import { BookedVsUsedSection } from "./BookedVsUsedSection";
import { bookingColumns } from "./booking-columns";
import { ChartCard } from "./charts/ChartCard";
import { barsSpec, heatSpec, hours, inHours, percent, trendSpec } from "./charts/chart-data";
import { DrillDrawer } from "./DrillDrawer";
import { drillKey, parseDrill } from "./drill";
import { FigureCards } from "./FigureCards";
import { NO_USAGE, usageFigures } from "./figures";
import { checkedDrill, periodTitle } from "./period-filter";
import { ReportExportButtons } from "./ReportExportButtons";
import { ReportFrame } from "./ReportFrame";
import { listShown, ReportTableSection } from "./ReportTableSection";
import { useReportCall } from "./report-query";
import { exportRoomBookings, roomBookings, roomUsage, roomUsageTotal, roomUsageTrend } from "./report-reads";
import { DEFAULT_USAGE_GROUPING, ROOM_BOOKING_SORT, roomReads } from "./room-reads";
import { useReportState } from "./use-report-state";
import { useWeekdays } from "./use-weekdays";

/**
 * /report/meeting-room-analysis: per room booked hours, used hours and usage rate, in total and
 * over time, the weekday × hour heat maps, every ended booking, and booked versus used.
 */
export function RoomAnalysisReport() {
  const t = useTranslate();
  const weekdays = useWeekdays();
  const { state, update, setFilters, openDrill, closeDrill, setDrillPage } =
    useReportState(ROOM_BOOKING_SORT);
  const reads = roomReads(state);
  const { range, granularity, sort } = reads;
  const rooms = useReportCall(roomUsage, reads.usage);
  const total = useReportCall(roomUsageTotal, reads.usage);
  const trend = useReportCall(roomUsageTrend, reads.usage);
  const list = useReportCall(roomBookings, reads.bookings);
  const drill = checkedDrill(parseDrill(state.drill), granularity, state);
  const bookingsDrill = drill?.kind === "room" || drill?.kind === "period" ? drill : undefined;
  const drillName = (d: NonNullable<typeof bookingsDrill>) =>
    d.kind === "period"
      ? periodTitle({ period: d.value, granularity })
      : (rooms.data?.rooms.find((r) => r.id === d.value)?.name ?? "");
  const booked = t("reports.series.bookedHours");
  const used = t("reports.series.usedHours");

  return (
    <ReportFrame
      title={t("menu.reportRoom")}
      state={state}
      onFilters={setFilters}
      exports={
        <ReportExportButtons
          fileName={t("reports.rooms.fileName")}
          download={(format) => exportRoomBookings(format, { ...range, sort })}
        />
      }
    >
      <FigureCards
        loading={total.isPending}
        loaded={total.data !== undefined}
        figures={usageFigures(
          t,
          total.data?.counts ?? NO_USAGE,
          total.data ? total.data.rooms : 0,
          total.data ? total.data.usageRate : 0,
        )}
      />
      <div className="report-charts">
        <ChartCard
          title={t("reports.rooms.byRoom")}
          loading={rooms.isPending}
          category={t("reports.axis.room")}
          value={t("reports.axis.hours")}
          onDrill={(id) => openDrill(drillKey("room", id))}
          drillLabel={t("reports.usage.open")}
          height={360}
          spec={
            rooms.data &&
            barsSpec(
              rooms.data.rooms,
              (r) => r.id,
              (r) => `${r.name} (${percent(r.usageRate)}%)`,
              { [booked]: (r) => hours(r.bookedMinutes), [used]: (r) => hours(r.usedMinutes) },
              { horizontal: true, grouped: true },
            )
          }
        />
        <ChartCard
          title={t("reports.rooms.trend")}
          loading={trend.isPending}
          category={t("reports.axis.period")}
          value={t("reports.axis.hours")}
          onDrill={(period) => openDrill(drillKey("period", period))}
          drillLabel={t("reports.usage.open")}
          spec={
            trend.data &&
            trendSpec(trend.data.points, granularity, {
              [booked]: (p) => hours(p.bookedMinutes),
              [used]: (p) => hours(p.usedMinutes),
            })
          }
        />
        <ChartCard
          title={t("reports.rooms.bookedHeat")}
          loading={total.isPending}
          category={t("reports.axis.weekday")}
          value={t("reports.axis.hours")}
          spec={total.data && heatSpec(inHours(total.data.bookedHeatmap), weekdays)}
        />
        <ChartCard
          title={t("reports.rooms.usedHeat")}
          loading={total.isPending}
          category={t("reports.axis.weekday")}
          value={t("reports.axis.hours")}
          spec={total.data && heatSpec(inHours(total.data.usedHeatmap), weekdays)}
        />
      </div>
      <ReportTableSection<BookingRow>
        title={t("reports.rooms.table")}
        rowKey="id"
        columns={bookingColumns(t)}
        {...listShown(list)}
        paging={state}
        defaultSort={ROOM_BOOKING_SORT.fallback}
        onChange={update}
      />
      <BookedVsUsedSection
        range={range}
        groupBy={state.groupBy ?? DEFAULT_USAGE_GROUPING}
        onGroupBy={(groupBy) => update({ groupBy, drill: undefined, drillPage: 1 })}
        drill={drill?.kind === "group" ? drill.value : undefined}
        drillPage={state.drillPage}
        onDrill={(key, page = 1) => openDrill(key ? drillKey("group", key) : undefined, page)}
      />
      <DrillDrawer<BookingRow>
        drill={bookingsDrill ? drillKey(bookingsDrill.kind, bookingsDrill.value) : undefined}
        title={t("reports.rooms.drillTitle", { name: bookingsDrill ? drillName(bookingsDrill) : "" })}
        page={state.drillPage}
        queryKey={["report", "room-drill", range, granularity]}
        fetch={(key, page, size, signal) => {
          const d = parseDrill(key);
          const filter = d?.kind === "period" ? { period: d.value, granularity } : { roomId: d?.value };
          return roomBookings({ ...range, ...filter, page, size, sort: "startAt,desc" }, signal);
        }}
        rowKey="id"
        columns={bookingColumns(t)}
        onPage={setDrillPage}
        onClose={closeDrill}
      />
    </ReportFrame>
  );
}
