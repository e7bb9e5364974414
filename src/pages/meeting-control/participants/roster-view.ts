import type { Participant } from "#contract/participants";
import { passesStatusFilter, statusFilter } from "#contract/rules/participant-status";

/**
 * The rows the roster shows: the status filter of spec §4 (none applied when no status or all three
 * are chosen) and the filter text over name and address. Without a filter the rows themselves come
 * back, so the table sees the same array.
 */
export function visibleRows(
  rows: readonly Participant[],
  statuses: readonly string[],
  keyword: string,
): readonly Participant[] {
  const filter = statusFilter(statuses);
  const needle = keyword.trim().toLowerCase();
  if (filter === null && needle === "") return rows;
  return rows.filter(
    (row) =>
      passesStatusFilter(row.parStatus, filter) &&
      (needle === "" ||
        row.name.toLowerCase().includes(needle) ||
        row.callAddress.toLowerCase().includes(needle)),
  );
}
