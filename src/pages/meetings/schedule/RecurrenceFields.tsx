import { useTranslate } from "@refinedev/core";
import { Checkbox, Form, Radio, Typography } from "antd";
import type { RuleObject } from "antd/es/form";
import dayjs, { type Dayjs } from "dayjs";
import { checkRecurrence } from "#contract/rules/recurrence";
import { DatePicker } from "../../../performance/deferred-ui/lazy-pickers";
import type { RecurrenceChoice, ScheduleFormValues } from "../../../utils/schedule-form";

const CHOICES: RecurrenceChoice[] = ["NONE", "DAILY", "WEEKLY", "MONTHLY"];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

type Getter = <K extends keyof ScheduleFormValues>(name: K) => ScheduleFormValues[K];

function recurrenceCheck(get: Getter) {
  const kind = get("recurrenceKind");
  const range = get("range");
  const until = get("until");
  if (kind === "NONE" || !range || until === null || until === undefined) return null;
  return checkRecurrence({ start: range.start, end: range.end, kind, weekdays: get("weekdays"), until });
}

/** None / daily / weekly (with weekdays) / monthly until a date; the checkRecurrence warnings beside it. */
export function RecurrenceFields() {
  const t = useTranslate();
  const form = Form.useFormInstance<ScheduleFormValues>();
  const kind = Form.useWatch("recurrenceKind", form);
  Form.useWatch("range", form);
  Form.useWatch("weekdays", form);
  Form.useWatch("until", form);
  const get: Getter = (name) => form.getFieldValue(name);
  const check = recurrenceCheck(get);

  const untilRule = (): RuleObject => ({
    validator: () => {
      if (get("recurrenceKind") === "NONE") return Promise.resolve();
      if (get("until") === null || get("until") === undefined)
        return Promise.reject(new Error(t("meetings.schedule.rules.untilRequired")));
      const result = recurrenceCheck(get);
      if (!result || result.ok) return Promise.resolve();
      const texts = result.warnings
        .filter((w) => w !== "recurrenceWeekdaysRequired")
        .map((w) => t(`meetings.${w}`, result.params));
      return texts.length ? Promise.reject(new Error(texts.join(" "))) : Promise.resolve();
    },
  });
  const weekdaysRule = (): RuleObject => ({
    validator: (_, value: number[] | undefined) =>
      get("recurrenceKind") === "WEEKLY" && !value?.length
        ? Promise.reject(new Error(t("meetings.recurrenceWeekdaysRequired")))
        : Promise.resolve(),
  });

  return (
    <>
      <Form.Item name="recurrenceKind" label={t("meetings.schedule.fields.recurrenceKind")}>
        <Radio.Group
          optionType="button"
          options={CHOICES.map((choice) => ({
            value: choice,
            label: t(`meetings.schedule.recurrence.${choice}`),
          }))}
        />
      </Form.Item>
      {kind === "WEEKLY" ? (
        <Form.Item
          name="weekdays"
          label={t("meetings.schedule.fields.weekdays")}
          dependencies={["recurrenceKind"]}
          rules={[weekdaysRule]}
          required
        >
          <Checkbox.Group
            options={WEEKDAYS.map((day) => ({ value: day, label: t(`meetings.schedule.weekdays.${day}`) }))}
          />
        </Form.Item>
      ) : null}
      {kind && kind !== "NONE" ? (
        <Form.Item
          name="until"
          label={t("meetings.schedule.fields.until")}
          dependencies={["recurrenceKind", "range", "weekdays"]}
          rules={[untilRule]}
          required
          getValueProps={(value: number | null) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.endOf("day").valueOf() : null)}
          extra={
            check?.ok ? (
              <Typography.Text type="secondary" data-testid="occurrence-preview">
                {t("meetings.schedule.occurrences", {
                  count: check.occurrences.length,
                  last: dayjs(check.occurrences[check.occurrences.length - 1]?.start).format("YYYY/MM/DD"),
                })}
              </Typography.Text>
            ) : null
          }
        >
          <DatePicker
            format="YYYY/MM/DD"
            aria-label={t("meetings.schedule.fields.until")}
            disabledDate={(date) => date.isBefore(dayjs().startOf("day"))}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
