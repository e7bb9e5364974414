import type { ReactNode } from "react";

/** A titled part of a report (the detail table, booked versus used), with its own buttons. */
export function ReportSection({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="report-section" aria-label={title}>
      <header className="report-section-header">
        <h2 className="report-section-title">{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  );
}
