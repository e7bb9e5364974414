import { useTranslate } from "@refinedev/core";
import { Alert, Checkbox, Flex, Radio, Select, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { CONTROL_LAYOUTS } from "#contract/limits/live";
import type { ControlLayout, LiveMeeting } from "#contract/live-meetings";
import { liveControlOps } from "#contract/operations/live-control";
import type { Participant } from "#contract/participants";
import { paneCount, supportsPanePlacement } from "#contract/rules/meeting-control";
import { call } from "../../../providers/http/call";
import { ControlDialogFrame, type ControlDialogProps, useDialogCalls } from "./ControlDialogFrame";
import { paneCheck } from "./dialog-rules";

interface Props extends ControlDialogProps {
  meeting: LiveMeeting;
  participants: readonly Participant[];
}

const K = "meeting-control.layout";

/**
 * The meeting's layout, and who sits in which pane where the layout allows it (spec §5: not for
 * full, auto, 1+N, telepresence or stacked; not without someone online; positions must be set).
 */
export function LayoutDialog({ meeting, participants, open, onClose, run }: Props) {
  const t = useTranslate();
  const [layout, setChoice] = useState<ControlLayout>(meeting.layout);
  const [placing, setPlacing] = useState(false);
  const [panes, setPanes] = useState<(string | null)[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { setFailure, send, submitting, frame } = useDialogCalls(K, { open, onClose, run });

  const online = useMemo(() => participants.filter((p) => p.parStatus === "ONLINE"), [participants]);
  const onlineIds = useMemo(() => new Set(online.map((p) => p.id)), [online]);
  const count = paneCount(layout);
  const placeable = supportsPanePlacement(layout);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset from the meeting when the dialog opens
  useEffect(() => {
    if (!open) return;
    setChoice(meeting.layout);
    setPlacing(false);
    setPanes(meeting.panes.slice(0, paneCount(meeting.layout)));
    setProblem(null);
    setFailure(null);
  }, [open]);

  const pickLayout = (next: ControlLayout) => {
    setChoice(next);
    setPanes(next === meeting.layout ? meeting.panes.slice(0, paneCount(next)) : []);
    if (!supportsPanePlacement(next)) setPlacing(false);
    setProblem(null);
  };

  async function submit() {
    setFailure(null);
    const grid = Array.from({ length: count }, (_, i) => panes[i] ?? null);
    if (placing) {
      const check = paneCheck(layout, grid, onlineIds);
      setProblem(check);
      if (check) return;
    }
    const ok = await submitting(async () => {
      let ok = true;
      if (layout !== meeting.layout)
        ok = await send(
          "layout",
          () =>
            call(liveControlOps.layout, { params: { id: meeting.id }, body: { layout } }, { silent: true }),
          placing ? undefined : `${K}.done`,
        );
      if (ok && placing)
        ok = await send(
          "layout",
          () =>
            call(
              liveControlOps.panePlacement,
              { params: { id: meeting.id }, body: { panes: grid } },
              { silent: true },
            ),
          `${K}.panesDone`,
        );
      return ok;
    });
    if (ok) onClose();
  }

  return (
    <ControlDialogFrame {...frame} onSubmit={() => void submit()} width={720} destroyOnHidden>
      <Radio.Group
        aria-label={t(`${K}.layouts`)}
        value={layout}
        onChange={(e) => pickLayout(e.target.value as ControlLayout)}
        optionType="button"
        className="layout-choices"
        options={CONTROL_LAYOUTS.map((l) => ({ value: l, label: t(`live.layout.${l}`) }))}
      />
      <div style={{ marginTop: 16 }}>
        {!placeable ? (
          <Typography.Text type="secondary">{t(`${K}.noPanes`)}</Typography.Text>
        ) : online.length === 0 ? (
          <Alert type="info" showIcon message={t("errors.messages.noOnlineParticipant")} />
        ) : (
          <Flex vertical gap={12}>
            <Checkbox checked={placing} onChange={(e) => setPlacing(e.target.checked)}>
              {t(`${K}.place`, { count })}
            </Checkbox>
            {placing && (
              <div className="pane-grid" data-panes={count}>
                {Array.from({ length: count }, (_, i) => (
                  <Select
                    // biome-ignore lint/suspicious/noArrayIndexKey: a pane is its position
                    key={i}
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    aria-label={t(`${K}.pane`, { index: i + 1 })}
                    placeholder={t(`${K}.pane`, { index: i + 1 })}
                    value={panes[i] ?? undefined}
                    onChange={(value?: string) =>
                      setPanes((list) => {
                        const next = Array.from({ length: count }, (_, j) => list[j] ?? null);
                        next[i] = value ?? null;
                        return next;
                      })
                    }
                    options={online.map((p) => ({ value: p.id, label: p.name }))}
                  />
                ))}
              </div>
            )}
            {problem && <Alert type="warning" showIcon message={t(problem)} />}
          </Flex>
        )}
      </div>
    </ControlDialogFrame>
  );
}
