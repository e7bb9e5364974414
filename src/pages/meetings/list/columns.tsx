import type { CrudSort } from "@refinedev/core";
import type { TableColumnsType } from "antd";
import { Tag } from "antd";
import type { SortOrder } from "antd/es/table/interface";
import type { ReactNode } from "react";
import type { MeetingRow } from "#contract/meetings";
import type { Readiness } from "#contract/readiness";
import { ReadinessTag } from "../../../components/live/ReadinessTag";
import type { Translate } from "../shared/join-info";
import { formatRange } from "../shared/meeting-time";
import { StatusTag } from "../shared/StatusTag";

const C = "meeting-list.columns";

function orderOf(sort: CrudSort, field: string): SortOrder {
  if (sort.field !== field) return null;
  return sort.order === "asc" ? "ascend" : "descend";
}

/**
 * The meeting table's columns (the /home list and /history). `actions` renders the last column;
 * sortable columns show the URL's sort.
 */
export function meetingColumns(
  t: Translate,
  sort: CrudSort,
  actions: (row: MeetingRow) => ReactNode,
  options: { withType?: boolean; actionsWidth?: number; readiness?: ReadonlyMap<string, Readiness> } = {},
): TableColumnsType<MeetingRow> {
  const columns: TableColumnsType<MeetingRow> = [
    {
      key: "name",
      title: t(`${C}.name`),
      sorter: true,
      sortOrder: orderOf(sort, "name"),
      // One line per row: a long name ends in an ellipsis, its whole text in the cell's title.
      ellipsis: true,
      render: (_, row) => (
        <span className="one-line" title={row.name}>
          <strong className="strong-text">{row.name}</strong>
          {row.recurring && <Tag color="purple">{t("meeting-list.tags.recurring")}</Tag>}
          {row.isPublic && <Tag color="cyan">{t("meeting-list.tags.public")}</Tag>}
        </span>
      ),
    },
    { key: "networkNumber", title: t(`${C}.number`), dataIndex: "networkNumber", width: 90 },
  ];
  if (options.withType) {
    columns.push({
      key: "type",
      title: t(`${C}.type`),
      width: 140,
      render: (_, row) => t(`meeting-list.types.${row.type}`),
    });
  }
  columns.push(
    {
      key: "startAt",
      title: t(`${C}.time`),
      sorter: true,
      sortOrder: orderOf(sort, "startAt"),
      width: 195,
      render: (_, row) => formatRange(row.startAt, row.endAt),
    },
    {
      key: "rooms",
      title: t(`${C}.rooms`),
      width: 140,
      ellipsis: true,
      render: (_, row) => (row.rooms.length ? row.rooms.map((r) => r.name).join(t(`${C}.separator`)) : "-"),
    },
    {
      key: "host",
      title: t(`${C}.host`),
      width: 100,
      ellipsis: true,
      render: (_, row) => row.host?.name ?? row.creator.name,
    },
    {
      key: "status",
      title: t(`${C}.status`),
      width: options.readiness ? 185 : 100,
      render: (_, row) => {
        const readiness = options.readiness?.get(row.id);
        return (
          <span className="one-line">
            <StatusTag status={row.status} />
            {readiness && <ReadinessTag readiness={readiness} />}
          </span>
        );
      },
    },
    {
      key: "actions",
      title: t(`${C}.actions`),
      width: options.actionsWidth ?? 275,
      // Always in view: the table scrolls sideways on narrow screens, the row's actions do not.
      fixed: "right",
      render: (_, row) => actions(row),
    },
  );
  return columns;
}
