import dayjs, { type Dayjs } from "dayjs";
import { RangePicker } from "../performance/deferred-ui/lazy-pickers";

/** A range of whole days: [start of the first, start of the day after the last), in epoch ms. */
export interface DayRange {
  start?: number;
  end?: number;
}

/** Picks whole days; clearing it gives no range. */
export function DayRangePicker({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  label: string;
  placeholder: [string, string];
}) {
  const range: [Dayjs, Dayjs] | null =
    value.start !== undefined && value.end !== undefined ? [dayjs(value.start), dayjs(value.end - 1)] : null;
  return (
    <RangePicker
      value={range}
      aria-label={label}
      placeholder={placeholder}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        onChange(
          from && to
            ? { start: from.startOf("day").valueOf(), end: to.add(1, "day").startOf("day").valueOf() }
            : { start: undefined, end: undefined },
        );
      }}
    />
  );
}
