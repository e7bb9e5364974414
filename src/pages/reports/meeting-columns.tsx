import type { CrudSort } from "@refinedev/core";
import { Button, type TableColumnsType } from "antd";
import type { SortOrder } from "antd/es/table/interface";
import type { ReportMeeting } from "#contract/reports";
import type { Translate } from "../meetings/shared/join-info";
import { hours } from "./charts/chart-data";
import { ReportTimeRange } from "./ReportTime";
import type { SortRule } from "./report-state";

const C = "reports.columns";

/** REPORT_MEETING_SORTS of #contract/reports (a schema file: the console takes only its types). */
export const REPORT_MEETING_SORT: SortRule = {
  fields: ["startAt", "minutes", "participants", "connectedMinutes", "name"],
  fallback: { field: "startAt", order: "desc" },
};

function orderOf(sort: CrudSort | undefined, field: string): SortOrder | undefined {
  if (!sort) return undefined;
  return sort.field === field ? (sort.order === "asc" ? "ascend" : "descend") : null;
}

/**
 * The meetings a report lists (its detail table and its drill-downs). With a sort, the sortable
 * columns show it; `onParticipants` adds the button that opens a meeting's participants.
 */
export function reportMeetingColumns<Row extends ReportMeeting = ReportMeeting>(
  t: Translate,
  sort?: CrudSort,
  onParticipants?: (row: Row) => void,
): TableColumnsType<Row> {
  const sortable = (field: string) => (sort ? { sorter: true, sortOrder: orderOf(sort, field) } : {});
  const columns: TableColumnsType<Row> = [
    {
      key: "name",
      title: t(`${C}.name`),
      dataIndex: "name",
      ellipsis: true,
      width: 200,
      ...sortable("name"),
    },
    { key: "number", title: t(`${C}.number`), dataIndex: "number", width: 110 },
    {
      key: "type",
      title: t(`${C}.type`),
      width: 130,
      render: (_, row) => t(`meeting-list.types.${row.type}`),
    },
    {
      key: "startAt",
      title: t(`${C}.time`),
      width: 200,
      render: (_, row) => <ReportTimeRange startAt={row.startAt} endAt={row.endAt} />,
      ...sortable("startAt"),
    },
    {
      key: "minutes",
      title: t(`${C}.hours`),
      width: 90,
      align: "right",
      render: (_, row) => hours(row.minutes),
      ...sortable("minutes"),
    },
    { key: "organiser", title: t(`${C}.organiser`), width: 120, render: (_, row) => row.organiser.name },
    {
      key: "department",
      title: t(`${C}.department`),
      width: 130,
      render: (_, row) => row.department?.name ?? "-",
    },
    {
      key: "rooms",
      title: t(`${C}.rooms`),
      width: 160,
      ellipsis: true,
      render: (_, row) => (row.rooms.length ? row.rooms.map((r) => r.name).join(t(`${C}.separator`)) : "-"),
    },
    {
      key: "participants",
      title: t(`${C}.participants`),
      dataIndex: "participants",
      width: 100,
      align: "right",
      ...sortable("participants"),
    },
    {
      key: "connectedMinutes",
      title: t(`${C}.connectedHours`),
      width: 110,
      align: "right",
      render: (_, row) => hours(row.connectedMinutes),
      ...sortable("connectedMinutes"),
    },
  ];
  if (onParticipants) {
    columns.push({
      key: "actions",
      title: t(`${C}.actions`),
      width: 110,
      fixed: "right",
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onParticipants(row)}>
          {t("reports.participants.open")}
        </Button>
      ),
    });
  }
  return columns;
}
