import { useTranslate } from "@refinedev/core";
import type { ReportGranularity, ReportMeeting } from "#contract/reports";
import { ChartCard } from "./charts/ChartCard";
import { barsSpec, hours, trendSpec } from "./charts/chart-data";
import { drillKey } from "./drill";

interface MeetingChartProps<Data> {
  title: string;
  loading: boolean;
  data: Data | undefined;
  onDrill: (drill: string) => void;
}

/** Meetings and their hours over the range, a point a period; a point drills into its meetings. */
export function MeetingTrendChart({
  granularity,
  ...props
}: MeetingChartProps<readonly { period: string; meetings: number; minutes: number }[]> & {
  granularity: ReportGranularity;
}) {
  const t = useTranslate();
  return (
    <ChartCard
      title={props.title}
      loading={props.loading}
      category={t("reports.axis.period")}
      value={t("reports.axis.meetings")}
      onDrill={(period) => props.onDrill(drillKey("period", period))}
      spec={
        props.data &&
        trendSpec(props.data, granularity, {
          [t("reports.series.meetings")]: (p) => p.meetings,
          [t("reports.series.hours")]: (p) => hours(p.minutes),
        })
      }
    />
  );
}

/** Meetings per meeting type; a bar drills into that type's meetings. */
export function MeetingTypeChart(
  props: MeetingChartProps<readonly { type: ReportMeeting["type"]; meetings: number }[]>,
) {
  const t = useTranslate();
  return (
    <ChartCard
      title={props.title}
      loading={props.loading}
      category={t("reports.axis.type")}
      value={t("reports.axis.meetings")}
      onDrill={(type) => props.onDrill(drillKey("type", type))}
      spec={
        props.data &&
        barsSpec(
          props.data,
          (b) => b.type,
          (b) => t(`meeting-list.types.${b.type}`),
          { [t("reports.series.meetings")]: (b) => b.meetings },
        )
      }
    />
  );
}
