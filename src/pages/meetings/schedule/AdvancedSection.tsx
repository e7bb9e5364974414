import { useTranslate } from "@refinedev/core";
import { Checkbox, Form, Input, Radio, Switch } from "antd";
import type { RuleObject } from "antd/es/form";
import { BANDWIDTH_OPTIONS_KBPS, CAPACITY_OPTIONS, LAYOUTS } from "../../../config/constants";
import { Select } from "../../../performance/deferred-ui/lazy-pickers";
import {
  digitsOnly,
  joinWayRule,
  mainVenueRule,
  meetingNumberRule,
  type RuleKey,
  type ScheduleFormValues,
} from "../../../utils/schedule-form";

/** The form fields of this section (a server error on one of them opens the section). */
export const ADVANCED_FIELDS: readonly (keyof ScheduleFormValues)[] = [
  "capacity",
  "live",
  "waitingRoom",
  "joinByApp",
  "joinByTerminal",
  "mode",
  "mainVenueRoomId",
  "customNumber",
  "meetingNumber",
  "layout",
  "bandwidth",
  "joinMute",
  "autoCall",
];

interface Props {
  numberDigits: number;
  roomNames: Readonly<Record<string, string>>;
}

/** Capacity, live, waiting room, join ways, mode and main venue, meeting number, layout, bandwidth, automation. */
export function AdvancedSection({ numberDigits, roomNames }: Props) {
  const t = useTranslate();
  const form = Form.useFormInstance<ScheduleFormValues>();
  const roomIds = Form.useWatch("roomIds", form) ?? [];
  const mode = Form.useWatch("mode", form);
  const custom = Form.useWatch("customNumber", form);
  const label = (name: string) => t(`meetings.schedule.fields.${name}`);
  const get = <K extends keyof ScheduleFormValues>(name: K): ScheduleFormValues[K] =>
    form.getFieldValue(name);
  const reject = (key: RuleKey | null, values?: Record<string, unknown>) =>
    key ? Promise.reject(new Error(t(`meetings.schedule.rules.${key}`, values))) : Promise.resolve();

  const joinRule = (): RuleObject => ({
    validator: () => reject(joinWayRule(!!get("joinByApp"), !!get("joinByTerminal"))),
  });
  const venueRule = (): RuleObject => ({
    validator: () => reject(mainVenueRule(get("mode"), get("mainVenueRoomId"), get("roomIds") ?? [])),
  });
  const numberRule = (): RuleObject => ({
    validator: () =>
      reject(meetingNumberRule(!!get("customNumber"), get("meetingNumber"), numberDigits), {
        digits: numberDigits,
      }),
  });

  return (
    <>
      <Form.Item name="capacity" label={label("capacity")}>
        <Radio.Group
          optionType="button"
          options={CAPACITY_OPTIONS.map((count) => ({
            value: count,
            label: t("meetings.schedule.capacityOption", { count }),
          }))}
        />
      </Form.Item>
      <Form.Item name="live" label={label("live")} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="waitingRoom" label={label("waitingRoom")} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={label("joinWays")} required>
        {/* The rule sits on one noStyle item; its message shows on this outer item. */}
        <Form.Item
          name="joinByApp"
          valuePropName="checked"
          dependencies={["joinByTerminal"]}
          rules={[joinRule]}
          noStyle
        >
          <Checkbox>{label("joinByApp")}</Checkbox>
        </Form.Item>
        <Form.Item name="joinByTerminal" valuePropName="checked" noStyle>
          <Checkbox>{label("joinByTerminal")}</Checkbox>
        </Form.Item>
      </Form.Item>
      <Form.Item name="mode" label={label("mode")}>
        <Radio.Group
          optionType="button"
          options={(["DISCUSSION", "SPEECH"] as const).map((value) => ({
            value,
            label: t(`meetings.schedule.modes.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="mainVenueRoomId"
        label={label("mainVenueRoomId")}
        dependencies={["mode", "roomIds"]}
        rules={[venueRule]}
        required={mode === "SPEECH"}
      >
        <Select
          allowClear
          style={{ maxWidth: 360 }}
          placeholder={t("meetings.schedule.placeholders.mainVenue")}
          options={roomIds.map((roomId) => ({ value: roomId, label: roomNames[roomId] ?? roomId }))}
          notFoundContent={t("meetings.schedule.placeholders.roomsFirst")}
        />
      </Form.Item>
      <Form.Item name="customNumber" label={label("customNumber")} valuePropName="checked">
        <Switch />
      </Form.Item>
      {custom ? (
        <Form.Item
          name="meetingNumber"
          label={label("meetingNumber")}
          normalize={digitsOnly}
          dependencies={["customNumber"]}
          rules={[numberRule]}
          required
          extra={t("meetings.schedule.hints.meetingNumber", { digits: numberDigits })}
        >
          <Input inputMode="numeric" maxLength={numberDigits} style={{ maxWidth: 240 }} />
        </Form.Item>
      ) : null}
      <Form.Item name="layout" label={label("layout")}>
        <Select
          style={{ maxWidth: 360 }}
          options={LAYOUTS.map((layout) => ({
            value: layout,
            label: t(`meetings.schedule.layouts.${layout}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="bandwidth" label={label("bandwidth")}>
        <Select
          style={{ maxWidth: 360 }}
          options={BANDWIDTH_OPTIONS_KBPS.map((kbps) => ({
            value: kbps,
            label:
              kbps === 0
                ? t("meetings.schedule.bandwidthAuto")
                : t("meetings.schedule.kbps", { value: kbps }),
          }))}
        />
      </Form.Item>
      <Form.Item name="joinMute" label={label("joinMute")} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="autoCall" label={label("autoCall")} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
