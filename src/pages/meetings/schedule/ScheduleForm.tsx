import { useTranslate, useWarnAboutChange } from "@refinedev/core";
import { Alert, Button, Card, Collapse, Form, Input, Space, Typography } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import type { NamedRef } from "#contract/schema";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { MEETING_NAME_MAX, MEETING_TYPES } from "../../../config/constants";
import { Select } from "../../../performance/deferred-ui/lazy-pickers";
import type { ScheduleFormValues } from "../../../utils/schedule-form";
import type { ScheduleConfig } from "../shared/use-schedule-config";
import { ADVANCED_FIELDS, AdvancedSection } from "./AdvancedSection";
import { ConflictAlert } from "./ConflictAlert";
import { DetailsSection } from "./DetailsSection";
import { RecurrenceFields } from "./RecurrenceFields";
import { RoomSelect } from "./RoomSelect";
import type { RangeNotice } from "./schedule-page-state";
import { TimeRangeInput } from "./TimeRangeInput";
import type { Editing } from "./use-room-busy";
import { useScheduleCheck } from "./use-schedule-check";
import { useScheduleSave } from "./use-schedule-save";
import type { KnownUser } from "./use-user-labels";

const FIELD_NAMES: readonly (keyof ScheduleFormValues)[] = [
  "name",
  "type",
  "range",
  "roomIds",
  "recurrenceKind",
  "weekdays",
  "until",
  "video",
  "password",
  "fileIds",
  "agenda",
  "contact",
  "contactPhone",
  "contactEmail",
  "hostId",
  "attendeeIds",
  "isPublic",
  ...ADVANCED_FIELDS,
];

interface Props {
  title: string;
  config: ScheduleConfig;
  initial: ScheduleFormValues;
  editing: Editing;
  knownRooms: readonly NamedRef[];
  knownUsers: readonly KnownUser[];
  files: readonly { id: string; name: string }[];
  /** Why this meeting cannot be saved (no right, about to start); null when it can. */
  blocked: string | null;
  /** A warning to show once on opening (a preset time that had to be repaired). */
  warning?: RangeNotice | null;
  onDone: () => void;
}

export function ScheduleForm(props: Props) {
  const { title, config, initial, editing, knownRooms, knownUsers, files, blocked, warning, onDone } = props;
  const t = useTranslate();
  const { message } = useAppApi();
  const [form] = Form.useForm<ScheduleFormValues>();
  const { setWarnWhen } = useWarnAboutChange();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [roomNames, setRoomNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(knownRooms.map((r) => [r.id, r.name])),
  );
  const onRoomsSeen = useCallback((rooms: NamedRef[]) => {
    setRoomNames((prev) => {
      const fresh = rooms.filter((r) => prev[r.id] !== r.name);
      return fresh.length ? { ...prev, ...Object.fromEntries(fresh.map((r) => [r.id, r.name])) } : prev;
    });
  }, []);
  const range = Form.useWatch("range", form);
  const { conflicts, setConflicts, checking } = useScheduleCheck(form, editing);
  const openAdvanced = useCallback(() => setAdvancedOpen(true), []);
  const { save, saving } = useScheduleSave({
    form,
    editing,
    fieldNames: FIELD_NAMES,
    setConflicts,
    openAdvanced,
    onSaved: () => {
      setWarnWhen(false);
      setLeaving(true);
    },
  });
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  // Leave only once the unsaved-changes blocker has seen warnWhen=false, or it would stop the navigation.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(onDone, 0);
    return () => clearTimeout(timer);
  }, [leaving, onDone]);
  const warned = useRef(false);
  useEffect(() => {
    if (!warning || warned.current) return;
    warned.current = true;
    void message.warning(t(warning.key, warning.params ?? {}));
  }, [warning, message, t]);
  const label = (name: string) => t(`meetings.schedule.fields.${name}`);

  return (
    <Form<ScheduleFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={save}
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some((f) => ADVANCED_FIELDS.includes(f.name[0] as keyof ScheduleFormValues)))
          openAdvanced();
      }}
      onValuesChange={() => setWarnWhen(true)}
      scrollToFirstError
      disabled={blocked !== null}
      style={{ maxWidth: 960 }}
    >
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {blocked ? <Alert type="warning" showIcon message={blocked} /> : null}
        <Card title={t("meetings.schedule.sections.basic")}>
          <Form.Item
            name="name"
            label={label("name")}
            rules={[
              { required: true, whitespace: true, message: t("meetings.schedule.rules.nameRequired") },
              {
                max: MEETING_NAME_MAX,
                message: t("meetings.schedule.rules.nameMax", { max: MEETING_NAME_MAX }),
              },
            ]}
          >
            <Input
              showCount
              maxLength={MEETING_NAME_MAX}
              placeholder={t("meetings.schedule.placeholders.name")}
            />
          </Form.Item>
          {/* Always set (the defaults give one): no required rule, whose aria-required a Select cannot carry. */}
          <Form.Item name="type" label={label("type")}>
            <Select
              style={{ maxWidth: 360 }}
              options={MEETING_TYPES.map((type) => ({
                value: type,
                label: t(`meetings.schedule.types.${type}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="range"
            label={label("range")}
            rules={[{ required: true, message: t("meetings.schedule.rules.rangeRequired") }]}
          >
            <TimeRangeInput interval={config.interval} maxDuration={config.maxDuration} />
          </Form.Item>
          <Form.Item
            name="roomIds"
            label={label("roomIds")}
            rules={[
              { required: true, type: "array", min: 1, message: t("meetings.schedule.rules.roomsRequired") },
            ]}
          >
            <RoomSelect range={range} editing={editing} names={roomNames} onRoomsSeen={onRoomsSeen} />
          </Form.Item>
          {editing.scope === "one" ? null : <RecurrenceFields />}
          <div aria-live="polite">
            {checking ? (
              <Typography.Text type="secondary">{t("meetings.schedule.conflicts.checking")}</Typography.Text>
            ) : null}
            <ConflictAlert conflicts={conflicts} />
          </div>
        </Card>
        <Card title={t("meetings.schedule.sections.details")}>
          <DetailsSection knownUsers={knownUsers} files={files} />
        </Card>
        <Collapse
          activeKey={advancedOpen ? ["advanced"] : []}
          onChange={(keys) => setAdvancedOpen(keys.includes("advanced"))}
          items={[
            {
              key: "advanced",
              label: t("meetings.schedule.sections.advanced"),
              forceRender: true,
              children: <AdvancedSection numberDigits={config.meetingNumberDigits} roomNames={roomNames} />,
            },
          ]}
        />
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {editing.scheduleId ? t("meetings.schedule.submitEdit") : t("meetings.schedule.submitCreate")}
          </Button>
          <Button htmlType="button" disabled={false} onClick={onDone}>
            {t("meetings.schedule.back")}
          </Button>
        </Space>
      </Space>
    </Form>
  );
}
