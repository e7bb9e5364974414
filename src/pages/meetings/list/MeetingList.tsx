import { useInvalidate, useList, useTranslate } from "@refinedev/core";
import { Flex } from "antd";
// antd's search box alone: the Input index brings the text area, password and OTP inputs with it.
import Search from "antd/es/input/Search";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { MEETING_TABS } from "#contract/limits/meetings";
import type { MeetingRow, MeetingStatus, MeetingTab } from "#contract/meetings";
import { PickersAfter } from "../../../components/deferred-pickers";
import { Select } from "../../../components/lazy-pickers";
import { TabStrip, tabPanelProps } from "../../../components/TabStrip";
import { LazyMeetingDetailDrawer } from "../shared/LazyMeetingDetailDrawer";
import type { DetailSource } from "../shared/MeetingDetailDrawer";
import { MeetingTable } from "../shared/MeetingTable";
import { MEETING_LIST_META, MEETING_LIST_RESOURCE } from "../shared/resources";
import { OPEN_STATUSES, statusLabelKey } from "../shared/status";
import { meetingColumns } from "./columns";
import { DEFAULT_LIST_SORT, type ListState, listFilters, readListState, writeListState } from "./list-state";
import { RowActions } from "./RowActions";
import { useReadiness } from "./use-readiness";

/** Reloads the /home list (after an action, an instant meeting…). */
export function useRefreshMeetings() {
  const invalidate = useInvalidate();
  return useCallback(
    () => invalidate({ resource: MEETING_LIST_RESOURCE, invalidates: ["list"] }),
    [invalidate],
  );
}

/** The /home meeting list: tabs, search, status filter and server-side paging, all in the URL. */
export function MeetingList() {
  const t = useTranslate();
  const [search, setSearch] = useSearchParams();
  const state = readListState(search);
  const update = (patch: Partial<ListState>) => setSearch(writeListState({ ...state, ...patch }, search));
  const refresh = useRefreshMeetings();
  const [detail, setDetail] = useState<DetailSource | null>(null);
  const [keyword, setKeyword] = useState(state.keyword);
  const tabsId = useId();
  useEffect(() => setKeyword(state.keyword), [state.keyword]);

  const { result, query } = useList<MeetingRow>({
    resource: MEETING_LIST_RESOURCE,
    pagination: { currentPage: state.current, pageSize: state.pageSize, mode: "server" },
    filters: listFilters(state),
    sorters: [state.sort],
    meta: MEETING_LIST_META,
  });

  const readiness = useReadiness(result.data);
  const columns = useMemo(
    () =>
      meetingColumns(
        t,
        state.sort,
        (row) => (
          <RowActions
            row={row}
            onDetail={(r) => setDetail({ scheduleId: r.scheduleId, meetingId: r.id })}
            onChanged={() => void refresh()}
          />
        ),
        { readiness },
      ),
    [t, state.sort, refresh, readiness],
  );
  const filtered = state.keyword !== "" || state.status !== undefined;

  return (
    <>
      <TabStrip<MeetingTab>
        id={tabsId}
        active={state.tab}
        onChange={(tab) => update({ tab, current: 1 })}
        items={MEETING_TABS.map((tab) => ({ key: tab, label: t(`meeting-list.tabs.${tab}`) }))}
      />
      <div {...tabPanelProps(tabsId, state.tab)}>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Search
            allowClear
            style={{ width: 320 }}
            aria-label={t("meeting-list.searchPlaceholder")}
            placeholder={t("meeting-list.searchPlaceholder")}
            value={keyword}
            maxLength={60}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(value) => update({ keyword: value.trim(), current: 1 })}
          />
          <PickersAfter ready={!query.isLoading}>
            <Select<MeetingStatus>
              allowClear
              style={{ width: 180 }}
              aria-label={t("meeting-list.statusFilter")}
              placeholder={t("meeting-list.statusFilter")}
              value={state.status}
              onChange={(status) => update({ status, current: 1 })}
              options={OPEN_STATUSES.map((s) => ({ value: s, label: t(statusLabelKey(s)) }))}
            />
          </PickersAfter>
        </Flex>
        <MeetingTable
          columns={columns}
          result={result}
          query={query}
          page={state}
          defaultSort={DEFAULT_LIST_SORT}
          scrollX={1150}
          emptyKey={filtered ? "meeting-list.emptyFiltered" : "meeting-list.empty"}
          onChange={update}
        />
      </div>
      <LazyMeetingDetailDrawer source={detail} onClose={() => setDetail(null)} />
    </>
  );
}
