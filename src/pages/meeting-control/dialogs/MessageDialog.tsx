import { useTranslate } from "@refinedev/core";
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { MESSAGE_COUNT_MAX, MESSAGE_DURATION_OPTIONS_S, MESSAGE_MAX } from "#contract/limits/live";
import { MESSAGE_POSITIONS } from "#contract/limits/meetings";
import type { LiveMeeting, MessagePosition } from "#contract/live-meetings";
import { liveControlOps } from "#contract/operations/live-control";
import { call } from "../../../providers/http/call";
import { ControlDialogFrame, type ControlDialogProps, useDialogCalls } from "./ControlDialogFrame";
import { messageCheck } from "./dialog-rules";

interface Props extends ControlDialogProps {
  meeting: LiveMeeting;
}

const K = "meeting-control.message";

/** "30 s", "5 min": a duration option in words. */
export function durationLabel(t: (key: string, o?: Record<string, unknown>) => string, seconds: number) {
  return seconds % 60 === 0
    ? t(`${K}.minutes`, { count: seconds / 60 })
    : t(`${K}.seconds`, { count: seconds });
}

/** The on-screen message: its text, where (top, middle, bottom, scroll), how long, how many runs. */
export function MessageDialog({ meeting, open, onClose, run }: Props) {
  const t = useTranslate();
  const [content, setContent] = useState("");
  const [position, setPosition] = useState<MessagePosition>("TOP");
  const [duration, setDuration] = useState<number>(MESSAGE_DURATION_OPTIONS_S[1]);
  const [count, setCount] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const { setFailure, send, submitting, frame } = useDialogCalls(K, { open, onClose, run });

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    setFailure(null);
  }, [open, setFailure]);

  async function submit() {
    const check = messageCheck(content);
    setProblem(check);
    setFailure(null);
    if (check) return;
    const ok = await submitting(() =>
      send(
        "message",
        () =>
          call(
            liveControlOps.showMessage,
            {
              params: { id: meeting.id },
              body: {
                content: content.trim(),
                position,
                durationSeconds: duration,
                count: position === "SCROLL" ? count : 1,
              },
            },
            { silent: true },
          ),
        `${K}.done`,
      ),
    );
    if (ok) {
      setContent("");
      onClose();
    }
  }

  const current = meeting.message;
  return (
    <ControlDialogFrame {...frame} onSubmit={() => void submit()}>
      {current && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t(`${K}.current`, {
            content: current.content,
            position: t(`live.position.${current.position}`),
          })}
          action={
            <Button
              size="small"
              onClick={() =>
                void run(
                  "clearMessage",
                  () => call(liveControlOps.clearMessage, { params: { id: meeting.id } }),
                  "errors.messages.cancelSucceeded",
                )
              }
            >
              {t(`${K}.clear`)}
            </Button>
          }
        />
      )}
      <Form layout="vertical" component="div">
        <Form.Item
          label={t(`${K}.content`)}
          htmlFor="message-content"
          required
          validateStatus={problem ? "error" : undefined}
          help={problem ? t(problem) : undefined}
        >
          <Input.TextArea
            id="message-content"
            rows={3}
            maxLength={MESSAGE_MAX}
            showCount
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t(`${K}.position`)}>
          <Radio.Group
            aria-label={t(`${K}.position`)}
            value={position}
            onChange={(e) => setPosition(e.target.value as MessagePosition)}
            options={MESSAGE_POSITIONS.map((p) => ({ value: p, label: t(`live.position.${p}`) }))}
          />
        </Form.Item>
        <Form.Item label={t(`${K}.duration`)} htmlFor="message-duration">
          <Select
            id="message-duration"
            style={{ width: 160 }}
            value={duration}
            onChange={setDuration}
            options={MESSAGE_DURATION_OPTIONS_S.map((s) => ({ value: s, label: durationLabel(t, s) }))}
          />
        </Form.Item>
        {position === "SCROLL" && (
          <Form.Item label={t(`${K}.count`)} htmlFor="message-count">
            <InputNumber
              id="message-count"
              min={1}
              max={MESSAGE_COUNT_MAX}
              precision={0}
              value={count}
              onChange={(value) => setCount(value ?? 1)}
            />
          </Form.Item>
        )}
        <Typography.Text type="secondary">{t(`${K}.hint`)}</Typography.Text>
      </Form>
    </ControlDialogFrame>
  );
}
