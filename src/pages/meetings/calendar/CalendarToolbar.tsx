import { LeftOutlined, ReloadOutlined, RightOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Checkbox, Segmented, Space } from "antd";
import Search from "antd/es/input/Search";
import dayjs from "dayjs";
import type { LocationNode } from "#contract/locations";
import { DatePicker, TreeSelect } from "../../../performance/deferred-ui/lazy-pickers";
import type { CalendarQuery, Span } from "./calendar-query";
import { canFilterByLocation, useLocationTree } from "./use-calendar-data";

interface Props {
  query: CalendarQuery;
  onChange: (patch: Partial<CalendarQuery>) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

interface TreeNode {
  value: string;
  title: string;
  children?: TreeNode[];
}

const toTree = (nodes: readonly LocationNode[]): TreeNode[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: n.children ? toTree(n.children) : undefined }));

/** Date, previous / today / next, day or week, working hours or the full day, room search and location. */
export function CalendarToolbar({ query, onChange, onRefresh, refreshing }: Props) {
  const t = useTranslate();
  const locationsAllowed = canFilterByLocation();
  const locations = useLocationTree(locationsAllowed);
  const step = query.span === "week" ? 7 : 1;
  const shift = (days: number) => onChange({ day: dayjs(query.day).add(days, "day").valueOf() });

  return (
    <Space wrap className="room-calendar-toolbar">
      <Space.Compact>
        <Button
          icon={<LeftOutlined />}
          aria-label={t(query.span === "week" ? "calendar.previousWeek" : "calendar.previousDay")}
          onClick={() => shift(-step)}
        />
        <Button onClick={() => onChange({ day: dayjs().startOf("day").valueOf() })}>
          {t("calendar.today")}
        </Button>
        <Button
          icon={<RightOutlined />}
          aria-label={t(query.span === "week" ? "calendar.nextWeek" : "calendar.nextDay")}
          onClick={() => shift(step)}
        />
      </Space.Compact>
      <DatePicker
        allowClear={false}
        value={dayjs(query.day)}
        picker={query.span === "week" ? "week" : "date"}
        aria-label={t("calendar.date")}
        onChange={(value) => value && onChange({ day: value.startOf("day").valueOf() })}
      />
      <Segmented<Span>
        value={query.span}
        options={[
          { value: "day", label: t("calendar.day") },
          { value: "week", label: t("calendar.week") },
        ]}
        onChange={(span) => onChange({ span })}
      />
      <Checkbox checked={query.fullDay} onChange={(event) => onChange({ fullDay: event.target.checked })}>
        {t("calendar.fullDay")}
      </Checkbox>
      <Search
        key={query.roomKeyword}
        allowClear
        defaultValue={query.roomKeyword}
        placeholder={t("calendar.searchRooms")}
        aria-label={t("calendar.searchRooms")}
        maxLength={100}
        style={{ width: 220 }}
        onSearch={(value) => onChange({ roomKeyword: value.trim(), roomPage: 1 })}
      />
      {locationsAllowed && (
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          style={{ minWidth: 200 }}
          placeholder={t("calendar.location")}
          aria-label={t("calendar.location")}
          loading={locations.isLoading}
          treeData={toTree(locations.data ?? [])}
          value={query.locationId ?? undefined}
          onChange={(value) => onChange({ locationId: value ?? null, roomPage: 1 })}
        />
      )}
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
        {t("calendar.refresh")}
      </Button>
    </Space>
  );
}
