import { useTranslate } from "@refinedev/core";
import { REPORT_TYPE_SEGMENTS } from "#contract/limits/reports";
import type { ReportMeeting, ReportTypeSegment } from "#contract/reports";
import { Select } from "../../performance/deferred-ui/lazy-pickers";
import { ChartCard } from "./charts/ChartCard";
import { heatSpec, peaksSpec } from "./charts/chart-data";
import { DrillDrawer } from "./DrillDrawer";
import { drillKey, parseDrill } from "./drill";
import { FigureCards } from "./FigureCards";
import { NO_CAPACITY, NO_PEAK, peakFigures } from "./figures";
import { reportMeetingColumns } from "./meeting-columns";
import { PeakMeetingsSection } from "./PeakMeetingsSection";
import { ReportExportButtons } from "./ReportExportButtons";
import { ReportFrame } from "./ReportFrame";
import { concurrencyGranularityFor, rangeQuery, useReportCall } from "./report-query";
import {
  concurrencyStatistic,
  concurrentMeetings,
  exportConcurrency,
  exportConcurrentMeetings,
} from "./report-reads";
import { useReportZone } from "./report-zone";
import { useReportState } from "./use-report-state";
import { useWeekdays } from "./use-weekdays";
import { zonedMoment } from "./zoned-time";

/**
 * /report/concurrent-analysis: meetings running at once (of one type, or all), the peak per hour or
 * day, per weekday × hour, with the participants at the peak against the MCU ports; each peak lists
 * the meetings that made it. It exports the peak of each period, and the meetings of the peak.
 */
export function ConcurrentAnalysisReport() {
  const t = useTranslate();
  const zone = useReportZone();
  const weekdays = useWeekdays();
  const { state, update, setFilters, openDrill, closeDrill, setDrillPage } = useReportState();
  const x: ReportTypeSegment = state.x ?? "all";
  const range = rangeQuery(state);
  const granularity = concurrencyGranularityFor(state);
  const stat = useReportCall(concurrencyStatistic(x), { ...range, granularity });
  const data = stat.data;
  const peakAt = data?.peak.at ?? null;
  const list = useReportCall(
    concurrentMeetings(x),
    { ...range, at: peakAt ?? 0, page: state.current, size: state.pageSize },
    peakAt !== null,
  );
  const drill = parseDrill(state.drill);
  const at = drill?.kind === "at" ? drill.value : undefined;

  return (
    <ReportFrame
      title={t("menu.reportConcurrent")}
      state={state}
      onFilters={setFilters}
      extraFilters={
        <Select<ReportTypeSegment>
          style={{ width: 180 }}
          aria-label={t("reports.concurrent.type")}
          value={x}
          onChange={(next) => setFilters({ x: next })}
          options={REPORT_TYPE_SEGMENTS.map((segment) => ({
            value: segment,
            label: t(`reports.segment.${segment}`),
          }))}
        />
      }
      exports={
        <ReportExportButtons
          fileName={t("reports.concurrent.fileName")}
          label={t("reports.concurrent.peaksExport")}
          download={(format) => exportConcurrency(x)(format, { ...range, granularity })}
        />
      }
    >
      <FigureCards
        loading={stat.isPending}
        loaded={data !== undefined}
        figures={[
          ...peakFigures(
            t,
            data?.peak ?? NO_PEAK,
            t("reports.figures.peakMeetings"),
            data?.capacity ?? NO_CAPACITY,
            data?.participantsAtPeak ?? 0,
            zone,
          ),
          {
            key: "participantsAtPeak",
            label: t("reports.figures.participantsAtPeak"),
            value: data?.participantsAtPeak ?? 0,
          },
        ]}
      />
      <div className="report-charts">
        <ChartCard
          title={t("reports.concurrent.peaks")}
          loading={stat.isPending}
          category={t("reports.axis.period")}
          value={t("reports.axis.meetings")}
          onDrill={(moment) => moment && openDrill(drillKey("at", moment))}
          spec={data && peaksSpec(data.points, granularity, undefined, "")}
        />
        <ChartCard
          title={t("reports.concurrent.heat")}
          loading={stat.isPending}
          category={t("reports.axis.weekday")}
          value={t("reports.axis.meetings")}
          spec={data && heatSpec(data.heatmap, weekdays)}
        />
      </div>
      <PeakMeetingsSection<ReportMeeting>
        keys="reports.concurrent"
        peakAt={peakAt}
        zone={zone}
        columns={reportMeetingColumns(t)}
        stat={stat}
        list={list}
        paging={state}
        onPaging={update}
        download={(format, at) => exportConcurrentMeetings(x)(format, { ...range, at })}
      />
      <DrillDrawer<ReportMeeting>
        drill={at}
        title={t("reports.concurrent.drillTitle", { at: zonedMoment(at ? Number(at) : null, zone) })}
        page={state.drillPage}
        queryKey={["report", "concurrent", x, range]}
        fetch={(moment, page, size, signal) =>
          concurrentMeetings(x)({ ...range, at: Number(moment), page, size }, signal)
        }
        rowKey="id"
        columns={reportMeetingColumns(t)}
        onPage={setDrillPage}
        onClose={closeDrill}
      />
    </ReportFrame>
  );
}
