import { useTranslate } from "@refinedev/core";
import { Alert, Skeleton, Timeline, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import type { AuditEntry, AuditValue, AuditValues } from "#contract/meeting-audit";
import { liveControlOps } from "#contract/operations/live-control";
import { call } from "../../../providers/http/call";

type Translate = (key: string, options?: Record<string, unknown>, fallback?: string) => string;
const K = "meeting-list.audit";
const AUDIT_PAGE = 100;

/** A recorded value in words: a flag as yes/no, a time (`…At`) as a date, nothing as "-", a list joined. */
export function valueText(t: Translate, value: AuditValue | undefined, field = ""): string {
  if (value === undefined || value === null) return "-";
  if (typeof value === "boolean") return t(value ? `${K}.yes` : `${K}.no`);
  if (typeof value === "number" && field.endsWith("At")) return dayjs(value).format("YYYY/MM/DD HH:mm");
  if (Array.isArray(value)) return value.length ? value.map((v) => v ?? "-").join(", ") : "-";
  return String(value);
}

/** "locked: no → yes; layout: AUTO → FULL": what an entry changed, field by field. */
export function changeText(t: Translate, before: AuditValues, after: AuditValues): string {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => {
      const label = t(`${K}.field.${field}`, undefined, field);
      return `${label}: ${valueText(t, before[field], field)} → ${valueText(t, after[field], field)}`;
    })
    .join("; ");
}

type Load =
  | { state: "loading" }
  | { state: "hidden" }
  | { state: "failed"; message: string }
  | { state: "ready"; entries: AuditEntry[] };

/**
 * The meeting's audit trail as a timeline, newest first: who, what, which target, before and after,
 * when. It is shown to those the server lets read it (meetingControl, meetingMonitor, the host);
 * for anyone else the section is left out.
 */
export function AuditTimeline({ meetingId }: { meetingId: string }) {
  const t = useTranslate() as Translate;
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    void call(
      liveControlOps.audit,
      { params: { id: meetingId }, query: { page: 1, size: AUDIT_PAGE, sort: "at,desc" } },
      { silent: true },
    ).then((result) => {
      if (!live) return;
      if (result.ok) setLoad({ state: "ready", entries: result.data.records });
      else if (result.status === 403 || result.status === 404) setLoad({ state: "hidden" });
      else setLoad({ state: "failed", message: result.message });
    });
    return () => {
      live = false;
    };
  }, [meetingId]);

  if (load.state === "hidden") return null;
  return (
    <section aria-labelledby="audit-title">
      <Typography.Title level={5} id="audit-title">
        {t(`${K}.title`)}
      </Typography.Title>
      {load.state === "loading" && <Skeleton active paragraph={{ rows: 3 }} />}
      {load.state === "failed" && <Alert type="error" showIcon message={load.message} />}
      {load.state === "ready" &&
        (load.entries.length === 0 ? (
          <Typography.Text type="secondary">{t(`${K}.empty`)}</Typography.Text>
        ) : (
          <Timeline
            className="audit-timeline"
            items={load.entries.map((entry) => ({
              key: entry.id,
              children: (
                <div data-audit={entry.action}>
                  <Typography.Text strong>
                    {t(`${K}.action.${entry.action}`, undefined, entry.action)}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {" · "}
                    {dayjs(entry.at).format("YYYY/MM/DD HH:mm:ss")}
                  </Typography.Text>
                  <div>
                    {t(`${K}.who`, { name: entry.actor?.name ?? t(`${K}.system`) })}
                    {" · "}
                    {t(`${K}.target.${entry.target.type}`, { name: entry.target.name })}
                  </div>
                  {(Object.keys(entry.before).length > 0 || Object.keys(entry.after).length > 0) && (
                    <Typography.Text type="secondary">
                      {changeText(t, entry.before, entry.after)}
                    </Typography.Text>
                  )}
                </div>
              ),
            }))}
          />
        ))}
    </section>
  );
}
