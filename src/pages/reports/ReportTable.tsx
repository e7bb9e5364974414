import { type CrudSort, useTranslate } from "@refinedev/core";
import { Empty, Table, type TableColumnsType } from "antd";
import { TablePlaceholder } from "../../components/TablePlaceholder";
import { PAGE_SIZES, sortFromTable } from "../meetings/shared/url-params";

export interface ReportPaging {
  current: number;
  pageSize: number;
  sort?: CrudSort;
}

export interface ReportTableProps<Row> {
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  records: Row[] | undefined;
  total: number | undefined;
  loading: boolean;
  fetching: boolean;
  failed: boolean;
  paging: ReportPaging;
  defaultSort?: CrudSort;
  scrollX?: number;
  onChange: (paging: ReportPaging) => void;
  /** Names the table for screen readers. */
  label: string;
}

/** A report's detail table, paged (and sorted) by the server, with its loading, empty and error states. */
export function ReportTable<Row extends object>(props: ReportTableProps<Row>) {
  const { rowKey, columns, records, total, loading, fetching, failed, paging, defaultSort, scrollX } = props;
  const t = useTranslate();
  return (
    <Table<Row>
      rowKey={rowKey}
      size="middle"
      aria-label={props.label}
      columns={columns}
      dataSource={records ?? []}
      loading={fetching && !loading}
      scroll={{ x: scrollX ?? "max-content" }}
      onChange={(pagination, _filters, sorter) =>
        props.onChange({
          current: pagination.current ?? 1,
          pageSize: pagination.pageSize ?? paging.pageSize,
          sort: defaultSort ? sortFromTable(sorter, defaultSort) : undefined,
        })
      }
      pagination={{
        current: paging.current,
        pageSize: paging.pageSize,
        total: total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [...PAGE_SIZES],
        showTotal: (count) => t("reports.total", { count }),
      }}
      locale={{
        emptyText: loading ? (
          <TablePlaceholder rows={Math.min(paging.pageSize, 10)} />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(failed ? "reports.loadFailed" : "reports.empty")}
          />
        ),
      }}
    />
  );
}
