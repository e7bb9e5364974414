import { useTranslate } from "@refinedev/core";
import type { ReportMeeting } from "#contract/reports";
import { sortParam } from "../meetings/shared/url-params";
import { DrillDrawer } from "./DrillDrawer";
import { type Drill, drillKey, parseDrill } from "./drill";
import { FigureCards } from "./FigureCards";
import { meetingFigures, NO_MEETING_FIGURES } from "./figures";
import { MeetingTrendChart, MeetingTypeChart } from "./meeting-charts";
import { REPORT_MEETING_SORT, reportMeetingColumns } from "./meeting-columns";
import { ParticipantsDrawer } from "./ParticipantsDrawer";
import { checkedDrill, periodTitle } from "./period-filter";
import { ReportExportButtons } from "./ReportExportButtons";
import { ReportFrame } from "./ReportFrame";
import { listShown, ReportTableSection } from "./ReportTableSection";
import { granularityFor, rangeQuery, useReportCall } from "./report-query";
import { detailMeetings, detailStatistic, exportDetail } from "./report-reads";
import { useReportState } from "./use-report-state";

/** /report/meeting-detail-report: every meeting of the range, with its participants and their connected time. */
export function MeetingDetailReport() {
  const t = useTranslate();
  const { state, update, setFilters, openDrill, closeDrill, setDrillPage } =
    useReportState(REPORT_MEETING_SORT);
  const range = rangeQuery(state);
  const granularity = granularityFor(state);
  const sort = state.sort ? sortParam(state.sort) : undefined;
  const stat = useReportCall(detailStatistic, { ...range, granularity });
  const list = useReportCall(detailMeetings, {
    ...range,
    page: state.current,
    size: state.pageSize,
    sort,
  });
  const drill = checkedDrill(parseDrill(state.drill), granularity, state);
  const meetingsDrill = drill?.kind === "type" || drill?.kind === "period" ? drill : undefined;
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
        <MeetingTrendChart
          title={t("reports.detail.trend")}
          loading={stat.isPending}
          data={data?.trend}
          granularity={granularity}
          onDrill={openDrill}
        />
        <MeetingTypeChart
          title={t("reports.detail.byType")}
          loading={stat.isPending}
          data={data?.byType}
          onDrill={openDrill}
        />
      </div>
      <ReportTableSection<ReportMeeting>
        title={t("reports.detail.table")}
        rowKey="id"
        columns={reportMeetingColumns(t, state.sort, (row) => openDrill(drillKey("meeting", row.id)))}
        {...listShown(list)}
        paging={state}
        defaultSort={REPORT_MEETING_SORT.fallback}
        onChange={update}
      />
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
        onPage={setDrillPage}
        onClose={closeDrill}
      />
      <ParticipantsDrawer
        meeting={drill?.kind === "meeting" ? { id: drill.value, name: meetingName(drill.value) } : undefined}
        page={state.drillPage}
        onPage={setDrillPage}
        onClose={closeDrill}
      />
    </ReportFrame>
  );
}
