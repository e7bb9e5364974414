import { useTranslate } from "@refinedev/core";
import type { ReportMeeting } from "#contract/reports";
import { detailMeetings, detailStatistic, exportDetail } from "../../api/reports";
import { sortParam } from "../meetings/shared/url-params";
import { ChartCard } from "./charts/ChartCard";
import { barsSpec, hours, trendSpec } from "./charts/chart-data";
import { DrillDrawer } from "./DrillDrawer";
import { type Drill, drillKey, parseDrill } from "./drill";
import { FigureCards } from "./FigureCards";
import { meetingFigures, NO_MEETING_FIGURES } from "./figures";
import { reportMeetingColumns } from "./meeting-columns";
import { ParticipantsDrawer } from "./ParticipantsDrawer";
import { checkedDrill, periodTitle } from "./period-filter";
import { ReportExportButtons } from "./ReportExportButtons";
import { ReportFrame } from "./ReportFrame";
import { ReportSection } from "./ReportSection";
import { ReportTable } from "./ReportTable";
import { granularityFor, rangeQuery, useReportCall } from "./report-query";
import type { SortRule } from "./report-state";
import { useReportState } from "./use-report-state";

/** REPORT_MEETING_SORTS of #contract/reports (a schema file: the console takes only its types). */
const SORT: SortRule = {
  fields: ["startAt", "minutes", "participants", "connectedMinutes", "name"],
  fallback: { field: "startAt", order: "desc" },
};

/** /report/meeting-detail-report: every meeting of the range, with its participants and their connected time. */
export function MeetingDetailReport() {
  const t = useTranslate();
  const { state, update, setFilters } = useReportState(SORT);
  const range = rangeQuery(state);
  const granularity = granularityFor(state);
  const sort = state.sort ? sortParam(state.sort) : undefined;
  const stat = useReportCall("detail", detailStatistic, { ...range, granularity });
  const list = useReportCall("detail-meetings", detailMeetings, {
    ...range,
    page: state.current,
    size: state.pageSize,
    sort,
  });
  const drill = checkedDrill(parseDrill(state.drill), granularity, state);
  const meetingsDrill = drill?.kind === "type" || drill?.kind === "period" ? drill : undefined;
  const open = (key: string) => update({ drill: key, drillPage: 1 });
  const close = () => update({ drill: undefined, drillPage: 1 });
  const data = stat.data;
  const drillName = (d: Drill) =>
    d.kind === "period" ? periodTitle({ period: d.value, granularity }) : t(`meeting-list.types.${d.value}`);
  const meetingName = (id: string) => list.data?.records.find((m) => m.id === id)?.name ?? "";

  return (
    <ReportFrame
      title={t("menu.reportMeetingDetail")}
      state={state}
      onFilters={setFilters}
      exports={
        <ReportExportButtons
          fileName={t("reports.detail.fileName")}
          download={(format) => exportDetail(format, { ...range, sort })}
        />
      }
    >
      <FigureCards
        loading={stat.isPending}
        loaded={data !== undefined}
        figures={meetingFigures(t, data?.figures ?? NO_MEETING_FIGURES)}
      />
      <div className="report-charts">
        <ChartCard
          title={t("reports.detail.trend")}
          loading={stat.isPending}
          category={t("reports.axis.period")}
          value={t("reports.axis.meetings")}
          onDrill={(period) => open(drillKey("period", period))}
          spec={
            data &&
            trendSpec(data.trend, granularity, {
              [t("reports.series.meetings")]: (p) => p.meetings,
              [t("reports.series.hours")]: (p) => hours(p.minutes),
            })
          }
        />
        <ChartCard
          title={t("reports.detail.byType")}
          loading={stat.isPending}
          category={t("reports.axis.type")}
          value={t("reports.axis.meetings")}
          onDrill={(type) => open(drillKey("type", type))}
          spec={
            data &&
            barsSpec(
              data.byType,
              (b) => b.type,
              (b) => t(`meeting-list.types.${b.type}`),
              { [t("reports.series.meetings")]: (b) => b.meetings },
            )
          }
        />
      </div>
      <ReportSection title={t("reports.detail.table")}>
        <ReportTable<ReportMeeting>
          label={t("reports.detail.table")}
          rowKey="id"
          columns={reportMeetingColumns(t, state.sort, (row) => open(drillKey("meeting", row.id)))}
          records={list.data?.records}
          total={list.data?.total}
          loading={list.isLoading}
          fetching={list.isFetching}
          failed={list.isError}
          paging={state}
          defaultSort={SORT.fallback}
          onChange={(paging) => update(paging)}
        />
      </ReportSection>
      <DrillDrawer<ReportMeeting>
        drill={meetingsDrill ? drillKey(meetingsDrill.kind, meetingsDrill.value) : undefined}
        title={t("reports.drill.title", { name: meetingsDrill ? drillName(meetingsDrill) : "" })}
        page={state.drillPage}
        queryKey={["report", "detail", range, granularity]}
        fetch={(key, page, size, signal) => {
          const d = parseDrill(key) as Drill;
          const filter =
            d.kind === "period"
              ? { period: d.value, granularity }
              : { type: d.value as ReportMeeting["type"] };
          return detailMeetings({ ...range, ...filter, page, size }, signal);
        }}
        rowKey="id"
        columns={reportMeetingColumns(t)}
        onPage={(drillPage) => update({ drillPage })}
        onClose={close}
      />
      <ParticipantsDrawer
        meeting={drill?.kind === "meeting" ? { id: drill.value, name: meetingName(drill.value) } : undefined}
        page={state.drillPage}
        onPage={(drillPage) => update({ drillPage })}
        onClose={close}
      />
    </ReportFrame>
  );
}
