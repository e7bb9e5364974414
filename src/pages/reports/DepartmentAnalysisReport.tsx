import { useTranslate } from "@refinedev/core";
import type { ReportGranularity, ReportMeeting } from "#contract/reports";
import { hasPermission } from "../../access/permissions";
import { session } from "../../auth/session";
import { sortParam } from "../meetings/shared/url-params";
import { BookedVsUsedSection } from "./BookedVsUsedSection";
import { ChartCard } from "./charts/ChartCard";
import { barsSpec, hours, seriesTrendSpec } from "./charts/chart-data";
import { DrillDrawer } from "./DrillDrawer";
import { type Drill, drillKey, parseDrill } from "./drill";
import { FigureCards } from "./FigureCards";
import { meetingFigures, NO_MEETING_FIGURES } from "./figures";
import { MeetingTypeChart } from "./meeting-charts";
import { REPORT_MEETING_SORT, reportMeetingColumns } from "./meeting-columns";
import { ParticipantsDrawer } from "./ParticipantsDrawer";
import { checkedDrill, periodTitle } from "./period-filter";
import { ReportExportButtons } from "./ReportExportButtons";
import { ReportFrame } from "./ReportFrame";
import { listShown, ReportTableSection } from "./ReportTableSection";
import { granularityFor, rangeQuery, useReportCall } from "./report-query";
import { deptMeetings, deptStatistic, deptTrend, exportDetail } from "./report-reads";
import { useReportState } from "./use-report-state";

/** The meetings of a drill-down of this report: a department's subtree, an organiser, a type, a period. */
function drillFilter(drill: Drill, granularity: ReportGranularity) {
  if (drill.kind === "dept") return { departmentId: drill.value };
  if (drill.kind === "user") return { organiserId: drill.value };
  if (drill.kind === "period") return { period: drill.value, granularity };
  return { type: drill.value as ReportMeeting["type"] };
}

/**
 * /report/department-analysis: meetings and hours per department (each bar its whole subtree),
 * the trend per department, the busiest organisers, the meetings themselves, and booked versus used.
 */
export function DepartmentAnalysisReport() {
  const t = useTranslate();
  const { state, update, setFilters, openDrill, closeDrill, setDrillPage } =
    useReportState(REPORT_MEETING_SORT);
  const range = rangeQuery(state);
  const granularity = granularityFor(state);
  const sort = state.sort ? sortParam(state.sort) : undefined;
  const stat = useReportCall(deptStatistic, { ...range, granularity });
  const trend = useReportCall(deptTrend, { ...range, granularity });
  const list = useReportCall(deptMeetings, {
    ...range,
    page: state.current,
    size: state.pageSize,
    sort,
  });
  const drill = checkedDrill(parseDrill(state.drill), granularity, state);
  const meetingsDrill = drill && drill.kind !== "meeting" && drill.kind !== "group" ? drill : undefined;
  const data = stat.data;
  // The export and the participants are the detail report's, for holders of its permission.
  const canExport = hasPermission("meetingDetails", session.permissions());
  const drillName = (d: Drill): string => {
    if (d.kind === "type") return t(`meeting-list.types.${d.value}`);
    if (d.kind === "period") return periodTitle({ period: d.value, granularity });
    const list = d.kind === "dept" ? data?.departments : data?.users;
    return list?.find((item) => item.id === d.value)?.name ?? "";
  };

  return (
    <ReportFrame
      title={t("menu.reportDepartment")}
      state={state}
      onFilters={setFilters}
      exports={
        canExport ? (
          <ReportExportButtons
            fileName={t("reports.dept.fileName")}
            download={(format) => exportDetail(format, { ...range, sort })}
          />
        ) : undefined
      }
    >
      <FigureCards
        loading={stat.isPending}
        loaded={data !== undefined}
        figures={meetingFigures(t, data?.figures ?? NO_MEETING_FIGURES)}
      />
      <div className="report-charts">
        <ChartCard
          title={t("reports.dept.byDept")}
          loading={stat.isPending}
          category={t("reports.axis.department")}
          value={t("reports.axis.hours")}
          onDrill={(id) => openDrill(drillKey("dept", id))}
          spec={
            data &&
            barsSpec(
              data.departments,
              (d) => d.id,
              (d) => d.name,
              {
                [t("reports.series.hours")]: (d) => hours(d.minutes),
              },
            )
          }
        />
        <ChartCard
          title={t("reports.dept.byUser")}
          loading={stat.isPending}
          category={t("reports.axis.organiser")}
          value={t("reports.axis.meetings")}
          onDrill={(id) => openDrill(drillKey("user", id))}
          spec={
            data &&
            barsSpec(
              data.users,
              (u) => u.id,
              (u) => u.name,
              { [t("reports.series.meetings")]: (u) => u.meetings },
              { horizontal: true },
            )
          }
        />
        <ChartCard
          title={t("reports.dept.trend")}
          loading={trend.isPending}
          category={t("reports.axis.period")}
          value={t("reports.axis.hours")}
          onDrill={(period) => openDrill(drillKey("period", period))}
          spec={trend.data && seriesTrendSpec(trend.data.series, granularity, (p) => hours(p.minutes))}
        />
        <MeetingTypeChart
          title={t("reports.dept.byType")}
          loading={stat.isPending}
          data={data?.byType}
          onDrill={openDrill}
        />
      </div>
      <ReportTableSection<ReportMeeting>
        title={t("reports.dept.table")}
        rowKey="id"
        columns={reportMeetingColumns(
          t,
          state.sort,
          canExport ? (row) => openDrill(drillKey("meeting", row.id)) : undefined,
        )}
        {...listShown(list)}
        paging={state}
        defaultSort={REPORT_MEETING_SORT.fallback}
        onChange={update}
      />
      <BookedVsUsedSection
        range={range}
        groupBy={state.groupBy ?? "department"}
        onGroupBy={(groupBy) => update({ groupBy, drill: undefined, drillPage: 1 })}
        drill={drill?.kind === "group" ? drill.value : undefined}
        drillPage={state.drillPage}
        onDrill={(key, page = 1) => openDrill(key ? drillKey("group", key) : undefined, page)}
      />
      <DrillDrawer<ReportMeeting>
        drill={meetingsDrill ? drillKey(meetingsDrill.kind, meetingsDrill.value) : undefined}
        title={t("reports.drill.title", { name: meetingsDrill ? drillName(meetingsDrill) : "" })}
        page={state.drillPage}
        queryKey={["report", "dept", range, granularity]}
        fetch={(key, page, size, signal) => {
          const filter = drillFilter(parseDrill(key) as Drill, granularity);
          return deptMeetings({ ...range, ...filter, page, size }, signal);
        }}
        rowKey="id"
        columns={reportMeetingColumns(t)}
        onPage={setDrillPage}
        onClose={closeDrill}
      />
      <ParticipantsDrawer
        meeting={
          drill?.kind === "meeting"
            ? { id: drill.value, name: list.data?.records.find((m) => m.id === drill.value)?.name ?? "" }
            : undefined
        }
        page={state.drillPage}
        onPage={setDrillPage}
        onClose={closeDrill}
      />
    </ReportFrame>
  );
}
