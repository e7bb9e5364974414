import { useTranslate } from "@refinedev/core";
import type { ParticipantConcurrentMeetings } from "#contract/report-concurrency";
import { hasPermission } from "../../access/permissions";
import { session } from "../../auth/session";
import { ChartCard } from "./charts/ChartCard";
import { barsSpec, heatSpec, peaksSpec } from "./charts/chart-data";
import { DrillDrawer } from "./DrillDrawer";
import { drillKey, parseDrill } from "./drill";
import { FigureCards } from "./FigureCards";
import { NO_CAPACITY, NO_PEAK, peakFigures } from "./figures";
import { reportMeetingColumns } from "./meeting-columns";
import { ParticipantsDrawer } from "./ParticipantsDrawer";
import { PeakMeetingsSection } from "./PeakMeetingsSection";
import { ReportExportButtons } from "./ReportExportButtons";
import { ReportFrame } from "./ReportFrame";
import { concurrencyGranularityFor, rangeQuery, useReportCall } from "./report-query";
import {
  exportParticipantConcurrency,
  exportParticipantMeetings,
  participantConcurrency,
  participantConcurrentMeetings,
} from "./report-reads";
import { useReportZone } from "./report-zone";
import { useReportState } from "./use-report-state";
import { useWeekdays } from "./use-weekdays";
import { zonedMoment } from "./zoned-time";

type Row = ParticipantConcurrentMeetings["records"][number];

/**
 * /report/participants-analysis: participants connected at once (from the call detail records), the
 * peak per hour or day against the MCU ports, per weekday × hour, and the network meetings with the
 * most participants at once. It exports the peak of each period, and the meetings of the peak.
 */
export function ParticipantsAnalysisReport() {
  const t = useTranslate();
  const zone = useReportZone();
  const weekdays = useWeekdays();
  const { state, update, setFilters, openDrill, closeDrill, setDrillPage } = useReportState();
  const range = rangeQuery(state);
  const granularity = concurrencyGranularityFor(state);
  const stat = useReportCall(participantConcurrency, { ...range, granularity });
  const data = stat.data;
  const peakAt = data?.peak.at ?? null;
  const list = useReportCall(
    participantConcurrentMeetings,
    { ...range, at: peakAt ?? 0, page: state.current, size: state.pageSize },
    peakAt !== null,
  );
  const drill = parseDrill(state.drill);
  const at = drill?.kind === "at" ? drill.value : undefined;
  // A meeting's participants are the detail report's, for holders of its permission; others see
  // the meetings connected at that meeting's peak.
  const canOpenMeeting = hasPermission("meetingDetails", session.permissions());
  const openMeeting = (id: string) => {
    if (canOpenMeeting) return openDrill(drillKey("meeting", id));
    const moment = data?.meetings.find((m) => m.meeting.id === id)?.at;
    if (moment) openDrill(drillKey("at", String(moment)));
  };
  const columns = [
    ...reportMeetingColumns<Row>(t),
    {
      key: "participantsAt",
      title: t("reports.columns.participantsAt"),
      dataIndex: "participantsAt",
      width: 110,
      align: "right" as const,
    },
  ];

  return (
    <ReportFrame
      title={t("menu.reportParticipants")}
      state={state}
      onFilters={setFilters}
      exports={
        <ReportExportButtons
          fileName={t("reports.participantsReport.fileName")}
          label={t("reports.participantsReport.peaksExport")}
          download={(format) => exportParticipantConcurrency(format, { ...range, granularity })}
        />
      }
    >
      <FigureCards
        loading={stat.isPending}
        loaded={data !== undefined}
        figures={peakFigures(
          t,
          data?.peak ?? NO_PEAK,
          t("reports.figures.peakParticipants"),
          data?.capacity ?? NO_CAPACITY,
          data?.peak.peak ?? 0,
          zone,
        )}
      />
      <div className="report-charts">
        <ChartCard
          title={t("reports.participantsReport.peaks")}
          loading={stat.isPending}
          category={t("reports.axis.period")}
          value={t("reports.axis.participants")}
          onDrill={(moment) => moment && openDrill(drillKey("at", moment))}
          spec={
            data &&
            peaksSpec(
              data.points,
              granularity,
              data.capacity.ports,
              t("reports.participantsReport.capacity", { ports: data.capacity.ports }),
            )
          }
        />
        <ChartCard
          title={t("reports.participantsReport.heat")}
          loading={stat.isPending}
          category={t("reports.axis.weekday")}
          value={t("reports.axis.participants")}
          spec={data && heatSpec(data.heatmap, weekdays)}
        />
        <ChartCard
          title={t("reports.participantsReport.byMeeting")}
          loading={stat.isPending}
          category={t("reports.axis.meeting")}
          value={t("reports.axis.participants")}
          onDrill={openMeeting}
          spec={
            data &&
            barsSpec(
              data.meetings,
              (m) => m.meeting.id,
              (m) => m.meeting.name,
              { [t("reports.series.peakParticipants")]: (m) => m.peak },
              { horizontal: true },
            )
          }
        />
      </div>
      <PeakMeetingsSection<Row>
        keys="reports.participantsReport"
        peakAt={peakAt}
        zone={zone}
        columns={columns}
        stat={stat}
        list={list}
        paging={state}
        onPaging={update}
        download={(format, at) => exportParticipantMeetings(format, { ...range, at })}
      />
      <DrillDrawer<Row>
        drill={at}
        title={t("reports.participantsReport.drillTitle", { at: zonedMoment(at ? Number(at) : null, zone) })}
        page={state.drillPage}
        queryKey={["report", "participant-concurrency", range]}
        fetch={(moment, page, size, signal) =>
          participantConcurrentMeetings({ ...range, at: Number(moment), page, size }, signal)
        }
        rowKey="id"
        columns={columns}
        onPage={setDrillPage}
        onClose={closeDrill}
      />
      <ParticipantsDrawer
        meeting={
          drill?.kind === "meeting"
            ? {
                id: drill.value,
                name: data?.meetings.find((m) => m.meeting.id === drill.value)?.meeting.name ?? "",
              }
            : undefined
        }
        page={state.drillPage}
        onPage={setDrillPage}
        onClose={closeDrill}
      />
    </ReportFrame>
  );
}
