import { useTranslate } from "@refinedev/core";
import { Alert, Card, Statistic } from "antd";

export interface Figure {
  key: string;
  label: string;
  value: number | string;
  /** Printed after the value (h, %, …). */
  suffix?: string;
  precision?: number;
}

/**
 * The report's figures, one card each, as a list (a screen reader hears how many there are). While
 * the figures load, their cards show their titles with the values pending: the page's frame is
 * drawn before the answer and does not move when it comes.
 */
export function FigureCards({
  figures,
  loading,
  loaded,
  error,
}: {
  /** The figures, or while loading, the same figures of no data (their titles). */
  figures: Figure[];
  loading: boolean;
  /** Whether the figures' answer is in. */
  loaded: boolean;
  /** Why the call failed (the server's message), shown under the failure. */
  error?: string;
}) {
  const t = useTranslate();
  // Done with nothing to show: the call failed (the HTTP client has said why in a toast).
  if (!loading && !loaded) {
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
    <ul className="report-figures" aria-busy={loading || undefined}>
      {figures.map((figure) => (
        <li key={figure.key}>
          <Card size="small">
            <Statistic
              title={figure.label}
              value={figure.value}
              loading={loading}
              suffix={figure.suffix}
              precision={typeof figure.value === "number" ? figure.precision : undefined}
              // A moment (the peak's) is text: smaller, so that it stays on one line.
              valueStyle={typeof figure.value === "string" ? { fontSize: 18, lineHeight: "38px" } : undefined}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
