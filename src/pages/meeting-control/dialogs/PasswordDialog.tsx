import { useTranslate } from "@refinedev/core";
import { Alert, Form, Input, Modal, Typography } from "antd";
import { useEffect, useState } from "react";
import { MEETING_PASSWORD_DIGITS } from "#contract/limits/meetings";
import type { LiveMeeting } from "#contract/live-meetings";
import { setPassword } from "../../../api/live";
import type { ApiResult } from "../../../providers/http/client";
import { passwordCheck } from "./dialog-rules";

interface Props {
  meeting: LiveMeeting;
  open: boolean;
  onClose(): void;
  run(key: string, call: () => Promise<ApiResult<unknown>>, success?: string): Promise<boolean>;
}

const K = "meeting-control.password";

/** The meeting password: six digits (non-digits are dropped as typed), or empty to remove it. */
export function PasswordDialog({ meeting, open, onClose, run }: Props) {
  const t = useTranslate();
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    const ok = await run(
      "password",
      async () => {
        const result = await setPassword(meeting.id, value, { silent: true });
        if (!result.ok) setFailure(result.message);
        return result;
      },
      value === "" ? `${K}.removed` : `${K}.done`,
    );
    setBusy(false);
    if (ok) onClose();
  }

  return (
    <Modal
      open={open}
      title={t(`${K}.title`)}
      maskClosable={false}
      okText={t(`${K}.submit`)}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
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
    </Modal>
  );
}
