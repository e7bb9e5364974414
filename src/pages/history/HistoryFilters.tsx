import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import Search from "antd/es/input/Search";
import { useEffect, useState } from "react";
import type { MeetingType } from "#contract/schedules";
import { DayRangePicker } from "../../components/DayRangePicker";
import { MEETING_TYPES } from "../../config/constants";
import { Select } from "../../performance/deferred-ui/lazy-pickers";
import type { HistoryState } from "./history-state";

type Filters = Pick<HistoryState, "keyword" | "type" | "start" | "end">;

/** Date range (whole days, [start of the first, start of the day after the last)), keyword and type. */
export function HistoryFilters({ state, onChange }: { state: Filters; onChange: (next: Filters) => void }) {
  const t = useTranslate();
  const [keyword, setKeyword] = useState(state.keyword);
  useEffect(() => setKeyword(state.keyword), [state.keyword]);

  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <DayRangePicker
        value={state}
        label={t("history.range")}
        placeholder={[t("history.rangeStart"), t("history.rangeEnd")]}
        onChange={(range) => onChange({ ...state, ...range })}
      />
      <Search
        allowClear
        style={{ width: 300 }}
        aria-label={t("history.searchPlaceholder")}
        placeholder={t("history.searchPlaceholder")}
        value={keyword}
        maxLength={60}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(value) => onChange({ ...state, keyword: value.trim() })}
      />
      <Select<MeetingType>
        allowClear
        style={{ width: 180 }}
        aria-label={t("history.type")}
        placeholder={t("history.type")}
        value={state.type}
        onChange={(type) => onChange({ ...state, type })}
        options={MEETING_TYPES.map((type) => ({ value: type, label: t(`meeting-list.types.${type}`) }))}
      />
    </Flex>
  );
}
