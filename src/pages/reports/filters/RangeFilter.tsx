import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Segmented, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { DatePicker, RangePicker } from "../../../performance/deferred-ui/lazy-pickers";
import {
  DAY_FORMAT,
  MAX_RANGE_DAYS,
  RANGE_KINDS,
  type RangeKind,
  type ReportState,
  rangeAround,
  shiftRange,
} from "../report-state";

type Range = Pick<ReportState, "range" | "from" | "to">;

const PICKER = { day: "date", week: "week", month: "month" } as const;

/**
 * A week as its days (the report's weeks start on Monday in both languages, where antd's week
 * numbers follow the language's first day), which the picker's stand-in can show without dayjs's
 * week plugins.
 */
const weekText = (monday: Dayjs) => `${monday.format(DAY_FORMAT)} ~ ${monday.add(6, "day").format("MM-DD")}`;
const WEEK_WIDTH = 200;

/** Day, week, month or custom days; the arrows step to the range before or after. */
export function RangeFilter({ value, onChange }: { value: Range; onChange: (next: Range) => void }) {
  const t = useTranslate();
  const choose = (kind: RangeKind) => {
    if (kind === "custom") onChange({ range: "custom", from: value.from, to: value.to });
    else onChange({ range: kind, ...rangeAround(kind, dayjs(value.from)) });
  };

  return (
    <Space wrap size={8}>
      <Segmented<RangeKind>
        aria-label={t("reports.range.kind")}
        value={value.range}
        onChange={choose}
        options={RANGE_KINDS.map((kind) => ({ value: kind, label: t(`reports.range.${kind}`) }))}
      />
      <Space.Compact>
        <Button
          icon={<LeftOutlined />}
          aria-label={t("reports.range.previous")}
          title={t("reports.range.previous")}
          onClick={() => onChange({ range: value.range, ...shiftRange(value, -1) })}
        />
        {value.range === "custom" ? (
          <RangePicker
            allowClear={false}
            aria-label={t("reports.range.custom")}
            placeholder={[t("reports.range.from"), t("reports.range.to")]}
            value={[dayjs(value.from), dayjs(value.to)]}
            disabledDate={(day, info) => tooFar(day, info?.from)}
            onChange={(dates) => {
              const [from, to] = dates ?? [];
              if (from && to) {
                onChange({ range: "custom", from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT) });
              }
            }}
          />
        ) : (
          <DatePicker
            allowClear={false}
            picker={PICKER[value.range]}
            {...(value.range === "week" ? { format: weekText, style: { width: WEEK_WIDTH } } : {})}
            aria-label={t(`reports.range.${value.range}`)}
            value={dayjs(value.from)}
            onChange={(day) => {
              if (day && value.range !== "custom")
                onChange({ range: value.range, ...rangeAround(value.range, day) });
            }}
          />
        )}
        <Button
          icon={<RightOutlined />}
          aria-label={t("reports.range.next")}
          title={t("reports.range.next")}
          onClick={() => onChange({ range: value.range, ...shiftRange(value, 1) })}
        />
      </Space.Compact>
    </Space>
  );
}

/** While the first day of a custom range is chosen, days a year or more away are not offered. */
function tooFar(day: Dayjs, from: Dayjs | undefined): boolean {
  return from !== undefined && Math.abs(day.diff(from, "day")) >= MAX_RANGE_DAYS;
}
