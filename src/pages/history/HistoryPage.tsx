import { useList, useTranslate } from "@refinedev/core";
import { Button, Card } from "antd";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { MeetingRow } from "#contract/meetings";
import { meetingColumns } from "../meetings/list/columns";
import { LazyMeetingDetailDrawer } from "../meetings/shared/LazyMeetingDetailDrawer";
import type { DetailSource } from "../meetings/shared/MeetingDetailDrawer";
import { MeetingTable } from "../meetings/shared/MeetingTable";
import { HISTORY_META, HISTORY_RESOURCE } from "../meetings/shared/resources";
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
      <MeetingTable
        columns={columns}
        result={result}
        query={query}
        page={state}
        defaultSort={DEFAULT_HISTORY_SORT}
        scrollX={1100}
        emptyKey={isFiltered(state) ? "history.emptyFiltered" : "history.empty"}
        onChange={update}
      />
      <LazyMeetingDetailDrawer source={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
