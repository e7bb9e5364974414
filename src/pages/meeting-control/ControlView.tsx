import { useTranslate } from "@refinedev/core";
import { Alert, Flex, Typography } from "antd";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { liveControlOps } from "#contract/operations/live-control";
import { participantsOps } from "#contract/operations/participants";
import type { Participant, ParticipantStatus } from "#contract/participants";
import { modelCapabilities, monitorLabel } from "#contract/rules/meeting-control";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { StreamState } from "../../components/live/StreamState";
import { monitorHome } from "../../live/access";
import { usePainted } from "../../performance/deferred-ui/use-painted";
import { call } from "../../providers/http/call";
import { type ControlDialog, ControlToolbar, ROSTER_DIALOGS } from "./ControlToolbar";
import { MeetingInfo } from "./MeetingInfo";
import type { RosterCommands } from "./participants/ParticipantActions";
import { ParticipantList } from "./participants/ParticipantList";
import { useControlAction } from "./use-control-action";
import { useLiveMeeting } from "./use-live-meeting";

interface Props {
  meetingId: string;
  statuses: ParticipantStatus[];
  keyword: string;
  onFilter(patch: { statuses?: ParticipantStatus[]; keyword?: string }): void;
  /** The meeting cannot be controlled (not ONLINE on load, unknown, not allowed): forget it. */
  onDismiss(): void;
}

const K = "meeting-control";
const NONE: readonly Participant[] = [];

/** The dialogs and their forms, selects and tables load when one is first opened, not with the page. */
const ControlDialogs = lazy(() => import("./ControlDialogs").then((m) => ({ default: m.ControlDialogs })));

/**
 * One meeting under control: its info, toolbar, roster and dialogs, kept current by its stream.
 * Spec §4: a meeting that is not ONLINE when it loads is announced with its status, and the user
 * is taken to the meeting monitor, once.
 */
export function ControlView({ meetingId, statuses, keyword, onFilter, onDismiss }: Props) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { modal } = useAppApi();
  const { snapshot, preview, load, stream, apply } = useLiveMeeting(meetingId);
  const action = useControlAction(apply);
  const [dialog, setDialog] = useState<ControlDialog | null>(null);
  const dialogsWanted = useRef(false);
  if (dialog) dialogsWanted.current = true;
  const [moving, setMoving] = useState<readonly string[]>([]);
  const checked = useRef(false);
  const { meeting, rows, totals } = snapshot;

  useEffect(() => {
    // Only the state the meeting loads in: one that ends while it is watched stays, saying so.
    if (checked.current || load.state !== "ready" || !meeting) return;
    checked.current = true;
    if (meeting.meetingStatus === "ONLINE") return;
    onDismiss();
    modal.warning({
      title: t(`${K}.notOnline.title`),
      content: t(`${K}.notOnline.content`, {
        name: meeting.name,
        status: t(`live.monitorLabel.${monitorLabel(meeting.meetingStatus)}`),
      }),
      okText: t(`${K}.notOnline.ok`),
      keyboard: false,
      afterClose: () => navigate(monitorHome()),
    });
  }, [load.state, meeting, modal, navigate, onDismiss, t]);

  const ended = meeting?.meetingStatus === "OFFLINE";
  const disabled = meeting?.meetingStatus !== "ONLINE" || !meeting.rights.control;
  const { run } = action;
  const model = meeting?.server?.serverModel;
  const cannotMove = model && !modelCapabilities(model).move ? t(`${K}.toolbar.sfu.move`) : null;
  const cannotMuteSpeaker =
    model && !modelCapabilities(model).speakerMute ? t(`${K}.toolbar.sfu.speakerMute`) : null;

  const commands = useMemo<RosterCommands>(
    () => ({
      disabled,
      cannotMove,
      cannotMuteSpeaker,
      flag: (row, flag, on) =>
        void run(
          `flag:${row.id}`,
          () => call(participantsOps[flag], { params: { id: row.id, v: String(on) } }),
          `${K}.roster.flagDone.${flag}.${on}`,
        ),
      remove: (row) =>
        modal.confirm({
          title: t(`${K}.roster.confirmRemove`, { name: row.name }),
          okText: t(`${K}.roster.actions.remove`),
          cancelText: t(`${K}.toolbar.back`),
          okButtonProps: { danger: true },
          maskClosable: false,
          onOk: () =>
            run(
              `remove:${row.id}`,
              () => call(participantsOps.remove, { params: { id: row.id } }),
              `${K}.roster.removed`,
            ),
        }),
      move: (row: Participant) => {
        setMoving([row.id]);
        setDialog("move");
      },
    }),
    [disabled, cannotMove, cannotMuteSpeaker, run, modal, t],
  );

  const removeSelected = useCallback(
    (ids: string[]) =>
      modal.confirm({
        title: t(`${K}.roster.confirmRemoveSelected`, { count: ids.length }),
        okText: t(`${K}.roster.actions.remove`),
        cancelText: t(`${K}.toolbar.back`),
        okButtonProps: { danger: true },
        maskClosable: false,
        onOk: () =>
          run(
            "removeSelected",
            () => call(liveControlOps.removeParticipants, { params: { id: meetingId }, body: { ids } }),
            `${K}.roster.removed`,
          ),
      }),
    [meetingId, modal, run, t],
  );

  const moveSelected = useCallback((ids: string[]) => {
    setMoving(ids);
    setDialog("move");
  }, []);
  const closeDialog = useCallback(() => setDialog(null), []);
  // The roster's rows wait for a frame with the meeting's info: rendered in the same task, their
  // render (0.3 s at CPU x4 for a page of them) held back the info's paint.
  const infoPainted = usePainted(preview !== null);

  if (load.state === "failed")
    return <Alert type="error" showIcon message={t(`${K}.loadFailed`)} description={load.message} />;
  // While the meeting loads, its frame: the info's labels, the toolbar disabled, the roster empty
  // with its spinner. Drawn while the reads are on their way, their answers then only fill it in.
  const loading = load.state === "loading" || !meeting;

  return (
    <Flex
      vertical
      gap={16}
      className="control-view"
      data-meeting={meeting?.id}
      aria-busy={loading || undefined}
    >
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} className="section-title">
          {preview ? preview.name : t(`${K}.loading`)}
        </Typography.Title>
        {meeting && <StreamState status={stream} />}
      </Flex>
      {ended && <Alert type="warning" showIcon message={t("errors.messages.meetingEnded")} role="alert" />}
      {meeting && !meeting.rights.control && !ended && (
        <Alert type="info" showIcon message={t(`${K}.watchOnly`)} />
      )}
      <MeetingInfo meeting={preview} />
      <ControlToolbar meeting={meeting} disabled={disabled} action={action} onDialog={setDialog} />
      <ParticipantList
        rows={infoPainted ? rows : NONE}
        totals={totals}
        statuses={statuses}
        keyword={keyword}
        onFilter={onFilter}
        commands={commands}
        onMoveSelected={moveSelected}
        onRemoveSelected={removeSelected}
        loading={loading || !infoPainted}
      />
      {meeting && dialogsWanted.current && (
        <Suspense fallback={null}>
          <ControlDialogs
            meeting={meeting}
            rows={dialog && ROSTER_DIALOGS.has(dialog) ? rows : NONE}
            dialog={dialog}
            moving={moving}
            onClose={closeDialog}
            run={run}
          />
        </Suspense>
      )}
    </Flex>
  );
}
