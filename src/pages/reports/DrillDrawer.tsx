import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Drawer, type TableColumnsType } from "antd";
import type { ApiResult } from "../../providers/http/client";
import { unwrap } from "../../providers/http/client";
import { ReportTable } from "./ReportTable";

export interface PageOf<Row> {
  records: Row[];
  total: number;
}

interface DrillDrawerProps<Row> {
  /** What was drilled into (a department, a user, a day…); the drawer is closed without it. */
  drill: string | undefined;
  title: string;
  page: number;
  pageSize?: number;
  queryKey: readonly unknown[];
  fetch: (drill: string, page: number, size: number, signal: AbortSignal) => Promise<ApiResult<PageOf<Row>>>;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  onPage: (page: number) => void;
  onClose: () => void;
}

/** The meetings behind a bar: a drawer with its own server-paged table (its page in the URL too). */
export function DrillDrawer<Row extends object>(props: DrillDrawerProps<Row>) {
  const { drill, page, pageSize = 10 } = props;
  const t = useTranslate();
  const query = useQuery({
    queryKey: [...props.queryKey, "drill", drill, page, pageSize],
    queryFn: async ({ signal }) => unwrap(await props.fetch(drill as string, page, pageSize, signal)),
    enabled: drill !== undefined,
    placeholderData: (previous) => previous,
  });
  return (
    <Drawer
      open={drill !== undefined}
      title={props.title}
      width={960}
      destroyOnHidden
      onClose={props.onClose}
      aria-label={props.title}
    >
      <ReportTable<Row>
        label={props.title}
        rowKey={props.rowKey}
        columns={props.columns}
        records={query.data?.records}
        total={query.data?.total}
        loading={query.isLoading}
        fetching={query.isFetching}
        failed={query.isError}
        paging={{ current: page, pageSize }}
        onChange={(paging) => props.onPage(paging.current)}
      />
      <p className="visually-hidden" aria-live="polite">
        {query.data ? t("reports.total", { count: query.data.total }) : ""}
      </p>
    </Drawer>
  );
}
