import { useTranslate } from "@refinedev/core";
import { Alert, Card, Skeleton, Statistic } from "antd";

export interface Figure {
  key: string;
  label: string;
  value: number | string;
  /** Printed after the value (h, %, …). */
  suffix?: string;
  precision?: number;
}

/** The report's figures, one card each, as a list (a screen reader hears how many there are). */
export function FigureCards({
  figures,
  loading,
  count,
  error,
}: {
  figures: Figure[];
  loading: boolean;
  count: number;
  /** Why the call failed (the server's message), shown under the failure. */
  error?: string;
}) {
  const t = useTranslate();
  // Loaded with nothing to show: the call failed (the HTTP client has said why in a toast).
  if (!loading && figures.length === 0) {
    return (
      <Alert
        className="report-failed"
        type="error"
        showIcon
        message={t("reports.loadFailed")}
        description={error || undefined}
      />
    );
  }
  return (
    <ul className="report-figures">
      {(loading ? Array.from({ length: count }, (_, i) => ({ key: String(i) }) as Figure) : figures).map(
        (figure) => (
          <li key={figure.key}>
            <Card size="small">
              {loading ? (
                <Skeleton active title={false} paragraph={{ rows: 2, width: ["60%", "40%"] }} />
              ) : (
                <Statistic
                  title={figure.label}
                  value={figure.value}
                  suffix={figure.suffix}
                  precision={typeof figure.value === "number" ? figure.precision : undefined}
                  // A moment (the peak's) is text: smaller, so that it stays on one line.
                  valueStyle={
                    typeof figure.value === "string" ? { fontSize: 18, lineHeight: "38px" } : undefined
                  }
                />
              )}
            </Card>
          </li>
        ),
      )}
    </ul>
  );
}
