import { useTranslate } from "@refinedev/core";
import { Button, Card, Empty, Segmented, Skeleton, Table, type TableColumnsType } from "antd";
import { Suspense, useId, useMemo, useState } from "react";
import { chartTable, isEmptyChart, summarise } from "./chart-summary";
import type { ChartSpec } from "./chart-types";
import { preloadReportChart, ReportChart } from "./ReportChartLoader";

preloadReportChart();

interface ChartCardProps {
  title: string;
  spec: ChartSpec | undefined;
  loading: boolean;
  /** Names the first column of the table view (department, day, hour…). */
  category: string;
  /** Names the values (hours, meetings…). */
  value: string;
  /** A bar was chosen (clicked, or its button in the table view): show the meetings behind it. */
  onDrill?: (key: string) => void;
  /** The table view's button when a bar opens something other than meetings (bookings). */
  drillLabel?: string;
  height?: number;
}

/**
 * A chart with its words: a summary read by screen readers, and a table view of the same values
 * (the keyboard's way to drill into a bar).
 */
export function ChartCard({
  title,
  spec,
  loading,
  category,
  value,
  onDrill,
  drillLabel,
  height = 280,
}: ChartCardProps) {
  const t = useTranslate();
  const [view, setView] = useState<"chart" | "table">("chart");
  const summaryId = useId();
  const summary = useMemo(() => (spec ? summarise(spec) : undefined), [spec]);
  const empty = !spec || isEmptyChart(spec);
  const sentence = summary?.top
    ? t("reports.chart.summary", {
        title,
        count: summary.count,
        label: summary.top.label,
        value: summary.top.value,
      })
    : t("reports.chart.summaryEmpty", { title });

  return (
    <Card
      size="small"
      title={<h2 className="report-card-title">{title}</h2>}
      extra={
        <Segmented<"chart" | "table">
          size="small"
          aria-label={t("reports.chart.view", { title })}
          value={view}
          onChange={setView}
          options={[
            { value: "chart", label: t("reports.chart.asChart") },
            { value: "table", label: t("reports.chart.asTable") },
          ]}
        />
      }
    >
      {loading ? (
        <Skeleton.Node active style={{ width: "100%", height }}>
          <span />
        </Skeleton.Node>
      ) : empty || !spec ? (
        <Empty style={{ height, paddingTop: height / 4 }} description={t("reports.empty")} />
      ) : view === "table" ? (
        <ChartTableView
          spec={spec}
          category={category}
          value={value}
          onDrill={onDrill}
          drillLabel={drillLabel}
        />
      ) : (
        <figure className="report-chart" aria-describedby={summaryId} style={{ minHeight: height }}>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is a form's; this groups a chart's marks under its title */}
          <div role="group" aria-label={title}>
            <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height }} />}>
              <ReportChart spec={spec} height={height} onSelect={onDrill} />
            </Suspense>
          </div>
          <figcaption id={summaryId} className="visually-hidden">
            {sentence}
            {onDrill ? ` ${t("reports.chart.drillHint")}` : ""}
          </figcaption>
        </figure>
      )}
    </Card>
  );
}

function ChartTableView({
  spec,
  category,
  value,
  onDrill,
  drillLabel,
}: Pick<ChartCardProps, "category" | "value" | "onDrill" | "drillLabel"> & { spec: ChartSpec }) {
  const t = useTranslate();
  const table = useMemo(() => chartTable(spec, { category, value }), [spec, category, value]);
  type Row = (typeof table.rows)[number];
  const columns: TableColumnsType<Row> = table.columns.map((title, i) => ({
    key: String(i),
    title,
    render: (_: unknown, row: Row) => row.cells[i],
  }));
  if (onDrill && table.rows.some((row) => row.drill)) {
    columns.push({
      key: "drill",
      title: t("reports.drill.column"),
      render: (_: unknown, row) =>
        row.drill ? (
          <Button type="link" size="small" onClick={() => onDrill(row.drill as string)}>
            {drillLabel ?? t("reports.drill.open")}
          </Button>
        ) : null,
    });
  }
  return (
    <Table
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={table.rows}
      pagination={false}
      scroll={{ x: "max-content", y: 320 }}
      virtual={table.rows.length > 100}
    />
  );
}
