import { useTranslate } from "@refinedev/core";
import { Form, type FormInstance } from "antd";
import { useEffect, useState } from "react";
import { schedulesOps } from "#contract/operations/schedules";
import type { Conflict } from "#contract/schedules";
import { call } from "../../../providers/http/call";
import { probeBody, type ScheduleFormValues } from "../../../utils/schedule-form";
import type { Editing } from "./use-room-busy";

const DEBOUNCE_MS = 600;

function checkTarget(editing: Editing) {
  return editing.scheduleId
    ? { excludeScheduleId: editing.scheduleId, meetingId: editing.meetingId, scope: editing.scope }
    : {};
}

/**
 * Asks the server for conflicts whenever the time, the rooms or the recurrence change (debounced),
 * while the form is being written; a save never waits for it.
 */
export function useScheduleCheck(form: FormInstance<ScheduleFormValues>, editing: Editing) {
  const t = useTranslate();
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [checking, setChecking] = useState(false);
  const watched = [
    Form.useWatch("range", form),
    Form.useWatch("roomIds", form),
    Form.useWatch("recurrenceKind", form),
    Form.useWatch("weekdays", form),
    Form.useWatch("until", form),
  ];
  const key = JSON.stringify(watched);
  const { scheduleId, meetingId, scope } = editing;

  useEffect(() => {
    const [range, roomIds] = JSON.parse(key) as [
      ScheduleFormValues["range"] | undefined,
      string[] | undefined,
    ];
    if (!range || !roomIds?.length) {
      setConflicts([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      setChecking(true);
      const values = form.getFieldsValue(true) as ScheduleFormValues;
      const body = probeBody(values, t("meetings.schedule.probeName"));
      const result = await call(
        schedulesOps.check,
        { body, query: checkTarget({ scheduleId, meetingId, scope }) },
        {
          silent: true,
          ...{
            signal: abort.signal,
          },
        },
      );
      if (abort.signal.aborted) return;
      setChecking(false);
      if (result.ok) setConflicts(result.data.conflicts);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
      setChecking(false);
    };
  }, [key, form, t, scheduleId, meetingId, scope]);

  return { conflicts, setConflicts, checking };
}
