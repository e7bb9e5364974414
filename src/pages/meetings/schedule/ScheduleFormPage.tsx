import { useGetIdentity, useTranslate } from "@refinedev/core";
import { Button, Skeleton } from "antd";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import type { CurrentUser } from "#contract/auth";
import type { ScheduleDetail } from "#contract/meetings";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import type { EditScope } from "#contract/schedules";
import { call } from "../../../providers/http/call";
import type { ApiFailure } from "../../../providers/http/client";
import { useScheduleConfig } from "../shared/use-schedule-config";
import { ScheduleForm } from "./ScheduleForm";
import { createValues, editBlock, knownUsersOf } from "./schedule-page-state";

/** antd's Result (with its three drawings, ~10 kB gzip) shows only when the schedule cannot be read. */
const Result = lazy(() => import("antd/es/result"));

const LIST_PATH = "/home";

/** Where to go back to: the list as it was (its URL travels in the navigation state). */
function backTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith(LIST_PATH) ? from : LIST_PATH;
}

/** /home/schedule (create, preset by ?roomId&start&end) and /home/schedule/:scheduleId (?meetingId&scope). */
export function ScheduleFormPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { scheduleId } = useParams();
  const [search] = useSearchParams();
  const meetingId = search.get("meetingId") ?? undefined;
  const scope: EditScope = search.get("scope") === "one" && meetingId ? "one" : "all";
  const config = useScheduleConfig();
  const { data: me, isLoading: identityLoading } = useGetIdentity<CurrentUser>();
  const [detail, setDetail] = useState<ScheduleDetail | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  useEffect(() => {
    if (!scheduleId) return;
    let live = true;
    setDetail(null);
    setFailure(null);
    void call(meetingReadsOps.schedule, { params: { scheduleId } }, { silent: true }).then((result) => {
      if (!live) return;
      if (result.ok) setDetail(result.data);
      else setFailure(result);
    });
    return () => {
      live = false;
    };
  }, [scheduleId]);

  const back = () => navigate(backTarget(location.state));
  // The create form's values are computed once (a preset start in the past is repaired and warned once).
  const created = useRef<ReturnType<typeof createValues> | null>(null);
  const ready = config !== null && !identityLoading && (!scheduleId || detail !== null);
  if (ready && !scheduleId && !created.current) created.current = createValues(search, config, me ?? null);
  const editing = useMemo(() => ({ scheduleId, meetingId, scope }), [scheduleId, meetingId, scope]);

  if (failure)
    return (
      <Suspense fallback={null}>
        <Result
          status={failure.status === 404 ? "404" : failure.status === 403 ? "403" : "error"}
          title={failure.message || t("meetings.schedule.loadFailed")}
          extra={<Button onClick={back}>{t("meetings.schedule.back")}</Button>}
        />
      </Suspense>
    );
  if (!ready) return <Skeleton active paragraph={{ rows: 8 }} />;

  if (scheduleId && detail) {
    const { values, blocked } = editBlock(detail, meetingId ?? null);
    return (
      <ScheduleForm
        title={t(scope === "one" ? "meetings.schedule.editOneTitle" : "meetings.schedule.editTitle")}
        config={config}
        initial={values}
        editing={editing}
        knownRooms={detail.rooms}
        knownUsers={knownUsersOf(detail, me ?? null)}
        files={detail.files}
        blocked={blocked ? t(`meetings.schedule.${blocked}`) : null}
        onDone={back}
      />
    );
  }
  const initial = created.current!;
  return (
    <ScheduleForm
      title={t("meetings.schedule.createTitle")}
      config={config}
      initial={initial.values}
      editing={editing}
      knownRooms={[]}
      knownUsers={knownUsersOf(null, me ?? null)}
      files={[]}
      blocked={null}
      warning={initial.warning}
      onDone={back}
    />
  );
}
