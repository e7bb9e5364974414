import { useTranslate } from "@refinedev/core";
import { type DatePickerProps, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { checkRange, type TimeRange } from "#contract/rules/time-range";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { DATE_FORMAT } from "../../../config/constants";
import { DatePicker } from "../../../performance/deferred-ui/lazy-pickers";

interface Props {
  id?: string;
  value?: TimeRange;
  onChange?: (value: TimeRange) => void;
  interval: number;
  maxDuration: number;
  disabled?: boolean;
}

type MinuteStep = DatePickerProps["minuteStep"];

const beforeToday = (date: Dayjs) => date.isBefore(dayjs().startOf("day"));

/**
 * Start and end pickers (spec §4 "Time-range selection"): every change goes through checkRange; a
 * warning is shown and its fix applied, or the change is refused when there is no fix (max duration).
 */
export function TimeRangeInput({ id, value, onChange, interval, maxDuration, disabled }: Props) {
  const t = useTranslate();
  const { message } = useAppApi();

  const change = (changed: "start" | "end", picked: Dayjs | null) => {
    if (!picked || !value) return;
    const next = { ...value, [changed]: picked.startOf("minute").valueOf() };
    const check = checkRange({
      ...next,
      now: Date.now(),
      intervalMinutes: interval,
      maxDurationMinutes: maxDuration,
      changed,
    });
    if (check.ok) {
      onChange?.(next);
      return;
    }
    void message.warning(t(`meetings.${check.warning}`, check.params ?? {}));
    if (check.fixed) onChange?.(check.fixed);
  };

  const common = {
    showTime: { format: "HH:mm", minuteStep: interval as MinuteStep },
    format: DATE_FORMAT,
    allowClear: false,
    disabled,
    disabledDate: beforeToday,
    needConfirm: false,
  };

  return (
    <Space wrap id={id}>
      <DatePicker
        {...common}
        aria-label={t("meetings.schedule.fields.start")}
        placeholder={t("meetings.schedule.fields.start")}
        value={value ? dayjs(value.start) : null}
        onChange={(picked) => change("start", picked)}
      />
      <span aria-hidden>–</span>
      <DatePicker
        {...common}
        aria-label={t("meetings.schedule.fields.end")}
        placeholder={t("meetings.schedule.fields.end")}
        value={value ? dayjs(value.end) : null}
        onChange={(picked) => change("end", picked)}
      />
    </Space>
  );
}
