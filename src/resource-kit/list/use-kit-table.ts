import {
  type BaseRecord,
  type CrudSort,
  type HttpError,
  useTable,
  type useTableProps,
} from "@refinedev/core";
import type { TablePaginationConfig, TableProps } from "antd";
import type { SorterResult } from "antd/es/table/interface";

type Row = Record<string, unknown>;

/** antd's sort order of `field` under Refine's sorters. */
export function sortOrderOf(field: string, sorters: readonly CrudSort[]): "ascend" | "descend" | null {
  const sorter = sorters.find((s) => s.field === field);
  if (!sorter) return null;
  return sorter.order === "desc" ? "descend" : "ascend";
}

function sortersFrom(sorter: SorterResult<Row> | SorterResult<Row>[]): CrudSort[] {
  return (Array.isArray(sorter) ? sorter : [sorter])
    .filter((s) => s.order)
    .map((s) => ({ field: String(s.columnKey ?? s.field), order: s.order === "descend" ? "desc" : "asc" }));
}

/**
 * Refine's useTable as the props of an antd Table: the page, its size, the total and the sort,
 * kept in the URL by Refine (syncWithLocation).
 */
export function useKitTable(props: useTableProps<BaseRecord, HttpError, BaseRecord>) {
  const table = useTable<BaseRecord>(props);
  const { tableQuery, result, currentPage, pageSize, setCurrentPage, setPageSize, setSorters } = table;

  const onChange: TableProps<Row>["onChange"] = (
    pagination: TablePaginationConfig,
    _filters,
    sorter,
    extra,
  ) => {
    if (extra.action === "sort") {
      setSorters(sortersFrom(sorter));
      setCurrentPage(1);
      return;
    }
    if (extra.action === "paginate") {
      if (pagination.pageSize && pagination.pageSize !== pageSize) {
        setPageSize(pagination.pageSize);
        setCurrentPage(1);
      } else setCurrentPage(pagination.current ?? 1);
    }
  };

  return {
    ...table,
    tableProps: {
      dataSource: result.data as Row[],
      loading: tableQuery.isFetching,
      pagination: { current: currentPage, pageSize, total: result.total ?? 0 },
      onChange,
    },
  };
}
