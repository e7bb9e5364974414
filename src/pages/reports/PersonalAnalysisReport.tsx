import { useTranslate } from "@refinedev/core";
import type { ReportMeeting, UserFigures } from "#contract/reports";
import { session } from "../../auth/session";
import type { Translate } from "../meetings/shared/join-info";
import { sortParam } from "../meetings/shared/url-params";
import { ChartCard } from "./charts/ChartCard";
import { barsSpec, hours } from "./charts/chart-data";
import { DrillDrawer } from "./DrillDrawer";
import { type Drill, drillKey, parseDrill } from "./drill";
import { type Figure, FigureCards } from "./FigureCards";
import { UserPicker, useMayPickUsers } from "./filters/UserPicker";
import { MeetingTrendChart, MeetingTypeChart } from "./meeting-charts";
import { REPORT_MEETING_SORT, reportMeetingColumns } from "./meeting-columns";
import { checkedDrill, periodTitle } from "./period-filter";
import { ReportExportButtons } from "./ReportExportButtons";
import { ReportFrame } from "./ReportFrame";
import { listShown, ReportTableSection } from "./ReportTableSection";
import { granularityFor, useReportCall } from "./report-query";
import { exportUserMeetings, userMeetings, userStatistic } from "./report-reads";
import { useReportState } from "./use-report-state";

/** The cards' input of no data: their titles while the answer is on its way. */
const NO_USER_FIGURES: UserFigures = {
  meetings: 0,
  minutes: 0,
  organised: 0,
  hosted: 0,
  attended: 0,
  rooms: 0,
};

/** The cards; of another user's report, without "my". */
function userFigures(t: Translate, f: UserFigures, other: boolean): Figure[] {
  const F = "reports.figures";
  const whose = other ? "Other" : "";
  return [
    { key: "meetings", label: t(`${F}.meetings`), value: f.meetings },
    { key: "hours", label: t(`${F}.hours`), value: hours(f.minutes), precision: 1 },
    { key: "organised", label: t(`${F}.organised${whose}`), value: f.organised },
    { key: "hosted", label: t(`${F}.hosted${whose}`), value: f.hosted },
    { key: "attended", label: t(`${F}.attended`), value: f.attended },
    { key: "rooms", label: t(`${F}.rooms`), value: f.rooms },
  ];
}

/**
 * /report/personal-analysis: my meetings (organised, hosted or invited to), hours, rooms, types, over
 * time. A manager picks whose (a user of their data authority, `?user=`); everyone else sees their own.
 */
export function PersonalAnalysisReport() {
  const t = useTranslate();
  const { state, update, setFilters, openDrill, closeDrill, setDrillPage } =
    useReportState(REPORT_MEETING_SORT);
  const me = session.user();
  const self = { id: me?.id ?? "", name: me?.name ?? "" };
  const mayPick = useMayPickUsers();
  const userId = state.user;
  // The range, and whose report (none: the caller's own).
  const scope = { from: state.from, to: state.to, ...(userId ? { userId } : {}) };
  const granularity = granularityFor(state);
  const sort = state.sort ? sortParam(state.sort) : undefined;
  const stat = useReportCall(userStatistic, { ...scope, granularity });
  const list = useReportCall(userMeetings, {
    ...scope,
    page: state.current,
    size: state.pageSize,
    sort,
  });
  const drill = checkedDrill(parseDrill(state.drill), granularity, state);
  const data = stat.data;
  // Another user's report names them in its titles; one's own says "my".
  const other = userId !== undefined && userId !== self.id;
  const shown = other ? (data?.user.id === userId ? data.user : undefined) : self;
  const title = (key: string) =>
    other ? t(`reports.personal.${key}Of`, { name: shown?.name ?? "" }) : t(`reports.personal.${key}`);
  const drillName = (d: Drill) =>
    d.kind === "type"
      ? t(`meeting-list.types.${d.value}`)
      : d.kind === "period"
        ? periodTitle({ period: d.value, granularity })
        : (data?.byRoom.find((r) => r.id === d.value)?.name ?? "");

  return (
    <ReportFrame
      title={t("menu.reportPersonal")}
      state={state}
      onFilters={(patch) => setFilters({ ...patch, dept: undefined })}
      withDept={false}
      extraFilters={
        mayPick ? (
          <UserPicker value={userId} self={self} shown={shown} onChange={(user) => setFilters({ user })} />
        ) : null
      }
      exports={
        <ReportExportButtons
          fileName={t("reports.personal.fileName")}
          download={(format) => exportUserMeetings(format, { ...scope, sort })}
        />
      }
    >
      <FigureCards
        loading={stat.isPending}
        loaded={data !== undefined}
        figures={userFigures(t, data?.figures ?? NO_USER_FIGURES, other)}
        error={stat.error?.message}
      />
      <div className="report-charts">
        <MeetingTrendChart
          title={title("trend")}
          loading={stat.isPending}
          data={data?.trend}
          granularity={granularity}
          onDrill={openDrill}
        />
        <MeetingTypeChart
          title={title("byType")}
          loading={stat.isPending}
          data={data?.byType}
          onDrill={openDrill}
        />
        <ChartCard
          title={title("byRoom")}
          loading={stat.isPending}
          category={t("reports.axis.room")}
          value={t("reports.axis.hours")}
          onDrill={(id) => openDrill(drillKey("room", id))}
          spec={
            data &&
            barsSpec(
              data.byRoom,
              (r) => r.id,
              (r) => r.name,
              { [t("reports.series.hours")]: (r) => hours(r.minutes) },
              { horizontal: true },
            )
          }
        />
      </div>
      <ReportTableSection<ReportMeeting>
        title={title("table")}
        rowKey="id"
        columns={reportMeetingColumns(t, state.sort)}
        {...listShown(list)}
        paging={state}
        defaultSort={REPORT_MEETING_SORT.fallback}
        onChange={update}
      />
      <DrillDrawer<ReportMeeting>
        drill={drill ? drillKey(drill.kind, drill.value) : undefined}
        title={t("reports.drill.title", { name: drill ? drillName(drill) : "" })}
        page={state.drillPage}
        queryKey={["report", "personal", scope, granularity]}
        fetch={(key, page, size, signal) => {
          const d = parseDrill(key) as Drill;
          const filter =
            d.kind === "room"
              ? { roomId: d.value }
              : d.kind === "period"
                ? { period: d.value, granularity }
                : { type: d.value as ReportMeeting["type"] };
          return userMeetings({ ...scope, ...filter, page, size }, signal);
        }}
        rowKey="id"
        columns={reportMeetingColumns(t)}
        onPage={setDrillPage}
        onClose={closeDrill}
      />
    </ReportFrame>
  );
}
