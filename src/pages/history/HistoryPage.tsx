import { useList, useTranslate } from "@refinedev/core";
import { Button, Card, Empty, Table } from "antd";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { MeetingRow } from "../../api/meetings";
import { meetingColumns, sortFromTable } from "../meetings/list/columns";
import { type DetailSource, MeetingDetailDrawer } from "../meetings/shared/MeetingDetailDrawer";
import { HISTORY_META, HISTORY_RESOURCE } from "../meetings/shared/resources";
import { PAGE_SIZES } from "../meetings/shared/url-params";
import { ExportButtons } from "./ExportButtons";
import { HistoryFilters } from "./HistoryFilters";
import {
  DEFAULT_HISTORY_SORT,
  exportQuery,
  type HistoryState,
  historyFilters,
  isFiltered,
  readHistoryState,
  writeHistoryState,
} from "./history-state";

/** /history: the ended meetings I can see, filtered in the URL, with details and export. */
export function HistoryPage() {
  const t = useTranslate();
  const [search, setSearch] = useSearchParams();
  const state = readHistoryState(search);
  const update = (patch: Partial<HistoryState>) => setSearch(writeHistoryState({ ...state, ...patch }));
  const [detail, setDetail] = useState<DetailSource | null>(null);

  const { result, query } = useList<MeetingRow>({
    resource: HISTORY_RESOURCE,
    pagination: { currentPage: state.current, pageSize: state.pageSize, mode: "server" },
    filters: historyFilters(state),
    sorters: [state.sort],
    meta: HISTORY_META,
  });

  const columns = useMemo(
    () =>
      meetingColumns(
        t,
        state.sort,
        (row) => (
          <Button
            type="link"
            size="small"
            onClick={() => setDetail({ scheduleId: row.scheduleId, meetingId: row.id })}
          >
            {t("meeting-list.actions.detail")}
          </Button>
        ),
        { withType: true, actionsWidth: 100 },
      ),
    [t, state.sort],
  );

  return (
    <Card title={t("history.title")} extra={<ExportButtons query={exportQuery(state)} />}>
      <HistoryFilters state={state} onChange={(filters) => update({ ...filters, current: 1 })} />
      <Table<MeetingRow>
        rowKey="id"
        columns={columns}
        dataSource={result.data}
        loading={query.isFetching}
        scroll={{ x: 1100 }}
        onChange={(pagination, _filters, sorter) =>
          update({
            current: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? state.pageSize,
            sort: sortFromTable(sorter, DEFAULT_HISTORY_SORT),
          })
        }
        pagination={{
          current: state.current,
          pageSize: state.pageSize,
          total: result.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t("meeting-list.total", { count: total }),
        }}
        locale={{
          emptyText: query.isLoading ? (
            " "
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(
                query.isError
                  ? "meeting-list.loadFailed"
                  : isFiltered(state)
                    ? "history.emptyFiltered"
                    : "history.empty",
              )}
            />
          ),
        }}
      />
      <MeetingDetailDrawer source={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
