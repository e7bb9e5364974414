import { useTranslate } from "@refinedev/core";
import { Alert } from "antd";
import type { Conflict } from "#contract/schedules";
import { conflictLines } from "../../../utils/schedule-form";

/** Which dates and rooms collide: "YYYY/MM/DD HH:mm–HH:mm room X (meeting Y)". */
export function ConflictAlert({ conflicts }: { conflicts: readonly Conflict[] }) {
  const t = useTranslate();
  if (conflicts.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={t("meetings.schedule.conflicts.title", { count: conflicts.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="conflicts">
          {conflictLines(conflicts).map((line) => (
            <li key={line.key}>
              {line.meeting === null
                ? t("meetings.schedule.conflicts.itemHidden", line)
                : t("meetings.schedule.conflicts.item", line)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
