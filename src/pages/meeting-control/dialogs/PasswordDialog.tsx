import { useTranslate } from "@refinedev/core";
import { Form, Input, Typography } from "antd";
import { useEffect, useState } from "react";
import { MEETING_PASSWORD_DIGITS } from "#contract/limits/meetings";
import type { LiveMeeting } from "#contract/live-meetings";
import { liveControlOps } from "#contract/operations/live-control";
import { call } from "../../../providers/http/call";
import { ControlDialogFrame, type ControlDialogProps, useDialogCalls } from "./ControlDialogFrame";
import { passwordCheck } from "./dialog-rules";

interface Props extends ControlDialogProps {
  meeting: LiveMeeting;
}

const K = "meeting-control.password";

/** The meeting password: six digits (non-digits are dropped as typed), or empty to remove it. */
export function PasswordDialog({ meeting, open, onClose, run }: Props) {
  const t = useTranslate();
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { setFailure, send, submitting, frame } = useDialogCalls(K, { open, onClose, run });

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts from the meeting's password on open
  useEffect(() => {
    if (!open) return;
    setValue(meeting.password ?? "");
    setProblem(null);
    setFailure(null);
  }, [open]);

  async function submit() {
    const check = passwordCheck(value);
    setProblem(check);
    setFailure(null);
    if (check) return;
    const ok = await submitting(() =>
      send(
        "password",
        () =>
          call(
            liveControlOps.password,
            { params: { id: meeting.id }, query: { password: value } },
            { silent: true },
          ),
        value === "" ? `${K}.removed` : `${K}.done`,
      ),
    );
    if (ok) onClose();
  }

  return (
    <ControlDialogFrame {...frame} onSubmit={() => void submit()}>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t(`${K}.label`)}
          htmlFor="meeting-password"
          validateStatus={problem ? "error" : undefined}
          help={problem ? t(problem) : undefined}
        >
          <Input
            id="meeting-password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={MEETING_PASSWORD_DIGITS}
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, ""))}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
        <Typography.Text type="secondary">{t(`${K}.hint`)}</Typography.Text>
      </Form>
    </ControlDialogFrame>
  );
}
