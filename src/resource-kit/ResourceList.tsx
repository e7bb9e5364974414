import { type BaseRecord, type CrudFilter, useCan, useTranslate } from "@refinedev/core";
import { Empty, Space, Table } from "antd";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { DEFAULT_PAGE_SIZE } from "#contract/limits/wire";
import { PickersAfter } from "../components/deferred-pickers";
import { PageFrame } from "../components/PageFrame";
import { TablePlaceholder } from "../components/TablePlaceholder";
import { ActionButton } from "./actions/ActionButton";
import { NavButton } from "./crud/NavButton";
import { useConfirmDelete } from "./crud/use-confirm-delete";
import { labelKeys } from "./labels";
import { buildColumns } from "./list/columns";
import { FilterBar } from "./list/FilterBar";
import { hasActiveFilters } from "./list/filters";
import { useKitTable } from "./list/use-kit-table";
import { isWindowed, WINDOW_HEIGHT } from "./list/windowing";
import { screensOf } from "./registry";
import type { ResourceDef } from "./types";

type Row = Record<string, unknown>;

/** What applies to selected rows (its confirmation popover) comes with the first selection. */
const BulkBar = lazy(() => import("./list/BulkBar").then((m) => ({ default: m.BulkBar })));

/** A tree list's rows without empty `children`, so leaves show no expander. */
function withoutEmptyChildren(rows: readonly BaseRecord[]): Row[] {
  return rows.map((row) => {
    const children = (row as Row).children;
    if (!Array.isArray(children)) return row as Row;
    if (children.length === 0) {
      const { children: _none, ...rest } = row as Row;
      return rest;
    }
    return { ...row, children: withoutEmptyChildren(children as BaseRecord[]) };
  });
}

export interface ResourceListProps {
  def: ResourceDef;
  /** Beside the table (a bespoke list screen's navigation, e.g. the organisation tree of the users). */
  aside?: ReactNode;
  /** Filters the screen owns (kept in the URL by the screen), always sent with the bar's. */
  permanentFilters?: CrudFilter[];
}

/**
 * The generated list (DESIGN.md §4): server-side paging, sorting and filtering kept in the URL,
 * row and bulk actions, resource actions in the header. Everything unauthorised is removed.
 */
export function ResourceList({ def, aside, permanentFilters }: ResourceListProps) {
  const t = useTranslate();
  const has = screensOf(def);
  const idField = def.idField ?? "id";
  const { defaultSort, tree, pageSize } = def.list ?? {};
  const { tableProps, tableQuery, sorters, filters, setFilters, setCurrentPage } = useKitTable({
    resource: def.name,
    syncWithLocation: true,
    pagination: { pageSize: pageSize ?? DEFAULT_PAGE_SIZE },
    sorters: { initial: defaultSort ? [{ field: defaultSort.field, order: defaultSort.order }] : [] },
    filters: { defaultBehavior: "replace", permanent: permanentFilters },
    // The data provider asks for `tree=true`: roots with their nested `children`.
    meta: tree ? { tree: true } : undefined,
  });
  const [selected, setSelected] = useState<string[]>([]);
  // The screen's own filters changed (another department chosen): back to the first page.
  const owned = JSON.stringify(permanentFilters ?? []);
  const ownedBefore = useRef(owned);
  useEffect(() => {
    if (ownedBefore.current === owned) return;
    ownedBefore.current = owned;
    setCurrentPage(1);
    setSelected([]);
  }, [owned, setCurrentPage]);
  const confirmDelete = useConfirmDelete(def);
  const columns = useMemo(
    () => buildColumns(def, sorters, t, confirmDelete),
    [def, sorters, t, confirmDelete],
  );
  const rows = useMemo(
    () => (tree ? withoutEmptyChildren(tableProps.dataSource ?? []) : (tableProps.dataSource ?? [])),
    [tree, tableProps.dataSource],
  );
  const windowed = isWindowed(rows);
  const resourceActions = (def.actions ?? []).filter((a) => a.scope === "resource");
  const { data: deletable } = useCan({ resource: def.name, action: "delete" });
  const canBatchDelete = !!def.endpoints.removeMany && deletable?.can === true;
  const selectable = canBatchDelete || (def.actions ?? []).some((a) => a.scope === "selection");
  const filtered = hasActiveFilters(filters) || !!permanentFilters?.length;
  const firstLoad = tableQuery.isLoading;

  return (
    <PageFrame
      title={t(labelKeys.title(def, "list"))}
      extra={
        <Space wrap>
          {resourceActions.map((action) => (
            <ActionButton key={action.name} def={def} action={action} />
          ))}
          {has.create && <NavButton def={def} screen="create" type="primary" />}
        </Space>
      }
    >
      <div className={aside ? "list-with-aside" : undefined}>
        {aside ? <aside className="list-aside">{aside}</aside> : null}
        <div className="list-main">
          <PickersAfter ready={!firstLoad}>
            <FilterBar
              def={def}
              filters={filters}
              onSearch={(next) => {
                setFilters(next, "replace");
                setCurrentPage(1);
                setSelected([]);
              }}
            />
          </PickersAfter>
          {selected.length > 0 && (
            <Suspense fallback={null}>
              <BulkBar def={def} ids={selected} canDelete={canBatchDelete} onClear={() => setSelected([])} />
            </Suspense>
          )}
          <Table<Row>
            {...tableProps}
            dataSource={rows}
            columns={columns}
            rowKey={(row) => String(row[idField])}
            virtual={windowed}
            scroll={windowed ? { x: "max-content", y: WINDOW_HEIGHT } : undefined}
            pagination={
              tableProps.pagination && {
                ...tableProps.pagination,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                showTotal: (total: number) => t("kit.total", { count: total }),
              }
            }
            rowSelection={
              selectable
                ? {
                    selectedRowKeys: selected,
                    preserveSelectedRowKeys: true,
                    checkStrictly: true,
                    onChange: (keys) => setSelected(keys.map(String)),
                    // antd passes this on to the checkbox input; its props type omits aria attributes.
                    getCheckboxProps: (row: Row) =>
                      ({
                        "aria-label": t("kit.selectRow", { name: String(row.name ?? row[idField] ?? "") }),
                      }) as object,
                  }
                : undefined
            }
            size="middle"
            locale={{
              emptyText: firstLoad ? (
                <TablePlaceholder rows={tableProps.pagination.pageSize} />
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t(filtered ? "kit.emptyFiltered" : "kit.empty")}
                >
                  {!filtered && has.create && <NavButton def={def} screen="create" type="primary" />}
                </Empty>
              ),
            }}
          />
        </div>
      </div>
    </PageFrame>
  );
}
