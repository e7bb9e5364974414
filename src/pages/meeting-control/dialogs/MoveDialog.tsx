import { useTranslate } from "@refinedev/core";
import { Form, Select } from "antd";
import { useEffect, useState } from "react";
import { meetingReadsOps } from "#contract/operations/meeting-reads";
import { monitorOps } from "#contract/operations/monitor";
import { participantsOps } from "#contract/operations/participants";
import type { Participant } from "#contract/participants";
import { readsMeetingMonitor } from "../../../live/access";
import { call } from "../../../providers/http/call";
import { ControlDialogFrame, type ControlDialogProps, useDialogCalls } from "./ControlDialogFrame";
import { moveCheck } from "./dialog-rules";

interface Target {
  id: string;
  name: string;
  number: string;
}

interface Props extends ControlDialogProps {
  meetingId: string;
  participants: readonly Participant[];
  /** The participants chosen on the roster when the dialog opens. */
  initial: readonly string[];
}

const K = "meeting-control.move";
const TARGETS_MAX = 100;

/** The running meetings participants may move to: every one for a monitor, else those the user hosts. */
async function loadTargets(source: string): Promise<Target[]> {
  if (readsMeetingMonitor()) {
    const result = await call(
      monitorOps.meetings,
      { query: { status: "ONLINE", page: 1, size: TARGETS_MAX } },
      { silent: true },
    );
    if (!result.ok) return [];
    return result.data.records
      .filter((m) => m.id !== source)
      .map((m) => ({ id: m.id, name: m.name, number: m.networkNumber }));
  }
  const result = await call(
    meetingReadsOps.schedules,
    { query: { tab: "hosted", status: "ONLINE", page: 1, size: TARGETS_MAX } },
    { silent: true },
  );
  if (!result.ok) return [];
  return result.data.records
    .filter((m) => m.id !== source)
    .map((m) => ({ id: m.id, name: m.name, number: m.networkNumber ?? "" }));
}

/** Move participants to another running meeting (spec §5: a meeting and at least one participant). */
export function MoveDialog({ meetingId, participants, initial, open, onClose, run }: Props) {
  const t = useTranslate();
  const [targets, setTargets] = useState<Target[] | null>(null);
  const [target, setTarget] = useState<string | undefined>();
  const [ids, setIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { setFailure, send, submitting, frame } = useDialogCalls(K, { open, onClose, run });

  useEffect(() => {
    if (!open) return;
    setIds([...initial]);
    setTarget(undefined);
    setProblem(null);
    setFailure(null);
    setTargets(null);
    let live = true;
    void loadTargets(meetingId).then((list) => live && setTargets(list));
    return () => {
      live = false;
    };
  }, [open, initial, meetingId, setFailure]);

  async function submit() {
    const check = moveCheck(meetingId, target, ids);
    setProblem(check);
    setFailure(null);
    if (check || !target) return;
    const ok = await submitting(() =>
      send(
        "move",
        () => call(participantsOps.moveMany, { params: { target }, body: { ids } }, { silent: true }),
        `${K}.done`,
      ),
    );
    if (ok) onClose();
  }

  return (
    <ControlDialogFrame {...frame} onSubmit={() => void submit()} destroyOnHidden problem={problem}>
      <Form layout="vertical" component="div">
        <Form.Item label={t(`${K}.target`)} htmlFor="move-target" required>
          <Select
            id="move-target"
            showSearch
            optionFilterProp="label"
            loading={targets === null}
            value={target}
            onChange={setTarget}
            placeholder={t(`${K}.targetPlaceholder`)}
            notFoundContent={targets === null ? null : t(`${K}.noTargets`)}
            options={(targets ?? []).map((m) => ({
              value: m.id,
              label: m.number ? `${m.name} (${m.number})` : m.name,
            }))}
          />
        </Form.Item>
        <Form.Item label={t(`${K}.participants`)} htmlFor="move-participants" required>
          <Select
            id="move-participants"
            mode="multiple"
            optionFilterProp="label"
            value={ids}
            onChange={setIds}
            placeholder={t(`${K}.participantsPlaceholder`)}
            options={participants.map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
      </Form>
    </ControlDialogFrame>
  );
}
