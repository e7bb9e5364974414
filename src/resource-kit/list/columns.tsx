import type { CrudSort } from "@refinedev/core";
import type { TableColumnType } from "antd";
import { FieldDisplay } from "../fields/FieldDisplay";
import { fieldLabel } from "../labels";
import type { ResourceDef } from "../types";
import { RowActions } from "./RowActions";
import { sortOrderOf } from "./use-kit-table";
import { listColumns } from "./view-fields";

type Row = Record<string, unknown>;

/** The list's columns: one per shown field (cells by FieldDisplay), then the row actions. */
export function buildColumns(
  def: ResourceDef,
  sorters: CrudSort[],
  t: (key: string, options?: Record<string, unknown>) => string,
  confirmDelete: (id: string) => void,
): TableColumnType<Row>[] {
  const fields: TableColumnType<Row>[] = listColumns(def).map((field) => ({
    key: field.name,
    dataIndex: field.name,
    title: fieldLabel(t, def, field),
    width: field.width,
    sorter: field.sortable ? true : undefined,
    sortOrder: field.sortable ? sortOrderOf(field.name, sorters) : undefined,
    ellipsis: true,
    render: (_value: unknown, record: Row) => (
      <FieldDisplay def={def} field={field} record={record} compact />
    ),
  }));
  const actions: TableColumnType<Row> = {
    key: "__actions",
    title: t("kit.rowActions"),
    fixed: "right",
    width: 200,
    render: (_value: unknown, record: Row) => (
      <RowActions def={def} record={record} confirmDelete={confirmDelete} />
    ),
  };
  return [...fields, actions];
}
