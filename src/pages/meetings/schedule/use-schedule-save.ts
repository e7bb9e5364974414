import { useTranslate } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useState } from "react";
import { schedulesOps } from "#contract/operations/schedules";
import type { Conflict } from "#contract/schedules";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import { call } from "../../../providers/http/call";
import type { ApiFailure } from "../../../providers/http/client";
import { buildScheduleBody, formFieldErrors, type ScheduleFormValues } from "../../../utils/schedule-form";
import { ADVANCED_FIELDS } from "./AdvancedSection";
import { roomBusyConflicts } from "./room-busy";
import type { Editing } from "./use-room-busy";

interface Options {
  form: FormInstance<ScheduleFormValues>;
  editing: Editing;
  /** The form's field names: a server error on another field is shown as a toast. */
  fieldNames: readonly string[];
  setConflicts: (conflicts: Conflict[]) => void;
  openAdvanced: () => void;
  onSaved: () => void;
}

/**
 * One request: create (POST) or update (PUT ?meetingId&scope). A 409 ROOM_BUSY carries the conflicts,
 * shown as they are; other server answers go beside their fields.
 */
export function useScheduleSave({ form, editing, fieldNames, setConflicts, openAdvanced, onSaved }: Options) {
  const t = useTranslate();
  const { message } = useAppApi();
  const [saving, setSaving] = useState(false);

  const showFields = (fields: { name: keyof ScheduleFormValues; errors: string[] }[]) => {
    form.setFields(fields);
    if (fields.some((f) => ADVANCED_FIELDS.includes(f.name))) openAdvanced();
    if (fields[0]) form.scrollToField(fields[0].name);
  };

  const showFailure = (result: ApiFailure) => {
    if (result.errorCode === "DUPLICATE_MEETING_NUMBER") {
      const text = result.fields?.meetingNumber ?? result.message;
      showFields([{ name: "meetingNumber", errors: [text] }]);
      return;
    }
    if (result.status === 400 && result.fields && Object.keys(result.fields).length > 0) {
      const { fields, other } = formFieldErrors(result.fields, fieldNames);
      if (fields.length) showFields(fields);
      if (other.length) void message.error(other.join(" "));
      return;
    }
    if (result.message) void message.error(result.message);
  };

  const save = async (values: ScheduleFormValues) => {
    setSaving(true);
    try {
      const body = buildScheduleBody(values);
      const result = editing.scheduleId
        ? await call(
            schedulesOps.update,
            {
              params: { scheduleId: editing.scheduleId },
              body,
              query: {
                meetingId: editing.meetingId,
                scope: editing.scope,
              },
            },
            { silent: true },
          )
        : await call(schedulesOps.create, { body }, { silent: true });
      if (result.ok) {
        void message.success(t("meetings.schedule.saved", { number: result.data.meetingNumber }));
        onSaved();
        return;
      }
      const conflicts = roomBusyConflicts(result);
      if (conflicts) {
        setConflicts(conflicts);
        void message.error(conflicts.length > 0 ? t("meetings.schedule.conflicts.blocked") : result.message);
        return;
      }
      showFailure(result);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
