import { type CrudSort, useTranslate } from "@refinedev/core";
import { Empty, Table, type TableColumnsType } from "antd";
import type { MeetingRow } from "#contract/meetings";
import { TablePlaceholder } from "../../../components/TablePlaceholder";
import { PAGE_SIZES, sortFromTable } from "./url-params";

/** The paging and sorting a meeting list keeps in its URL. */
export interface MeetingTablePage {
  current: number;
  pageSize: number;
  sort: CrudSort;
}

interface MeetingTableProps {
  columns: TableColumnsType<MeetingRow>;
  /** What useList answered. */
  result: { data: MeetingRow[]; total: number | undefined };
  query: { isFetching: boolean; isLoading: boolean; isError: boolean };
  page: MeetingTablePage;
  defaultSort: CrudSort;
  scrollX: number;
  /** The locale key shown when the list loaded with no rows. */
  emptyKey: string;
  onChange: (page: MeetingTablePage) => void;
}

/** A server-paged, server-sorted table of meetings with its loading, empty and error states. */
export function MeetingTable(props: MeetingTableProps) {
  const { columns, result, query, page, defaultSort, scrollX, emptyKey, onChange } = props;
  const t = useTranslate();
  return (
    <Table<MeetingRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={result.data}
      loading={query.isFetching}
      scroll={{ x: scrollX }}
      onChange={(pagination, _filters, sorter) =>
        onChange({
          current: pagination.current ?? 1,
          pageSize: pagination.pageSize ?? page.pageSize,
          sort: sortFromTable(sorter, defaultSort),
        })
      }
      pagination={{
        current: page.current,
        pageSize: page.pageSize,
        total: result.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [...PAGE_SIZES],
        showTotal: (total) => t("meeting-list.total", { count: total }),
      }}
      locale={{
        emptyText: query.isLoading ? (
          <TablePlaceholder rows={page.pageSize} />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(query.isError ? "meeting-list.loadFailed" : emptyKey)}
          />
        ),
      }}
    />
  );
}
