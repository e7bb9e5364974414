import { useTranslate } from "@refinedev/core";
import { Alert, Modal } from "antd";
import { type ReactNode, useState } from "react";
import type { ApiResult } from "../../../providers/http/client";
import type { ControlAction } from "../use-control-action";

/** What the control page gives each of its dialogs. */
export interface ControlDialogProps {
  open: boolean;
  onClose(): void;
  run: ControlAction["run"];
}

/**
 * A dialog's calls: the server's refusal stays in the dialog (the call is silent), and the OK
 * button shows the calls under way.
 */
export function useDialogCalls(keys: string, { open, onClose, run }: ControlDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = (key: string, call: () => Promise<ApiResult<unknown>>, success?: string) =>
    run(
      key,
      async () => {
        const result = await call();
        if (!result.ok) setFailure(result.message);
        return result;
      },
      success,
    );
  /** Runs the dialog's calls, busy meanwhile; true when all went through. */
  const submitting = async (calls: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await calls();
    setBusy(false);
    return ok;
  };
  /** The frame's props but for its submit. */
  const frame = { keys, open, onClose, busy, failure };
  return { failure, setFailure, busy, send, submitting, frame };
}

interface ControlDialogFrameProps {
  /** The dialog's locale keys: `title` and `submit` below it. */
  keys: string;
  open: boolean;
  busy: boolean;
  failure: string | null;
  onSubmit(): void;
  onClose(): void;
  width?: number;
  destroyOnHidden?: boolean;
  okDisabled?: boolean;
  /** Shown above the server's refusal (a hint). */
  notice?: ReactNode;
  /** What the dialog's own check found (an i18n key), shown above the server's refusal. */
  problem?: string | null;
  children: ReactNode;
}

/** A meeting control dialog: its title, its OK button, and the server's refusal above its fields. */
export function ControlDialogFrame(props: ControlDialogFrameProps) {
  const t = useTranslate();
  const { keys: K, failure } = props;
  return (
    <Modal
      open={props.open}
      title={t(`${K}.title`)}
      width={props.width}
      maskClosable={false}
      okText={t(`${K}.submit`)}
      okButtonProps={props.okDisabled === undefined ? undefined : { disabled: props.okDisabled }}
      confirmLoading={props.busy}
      onOk={props.onSubmit}
      onCancel={props.onClose}
      destroyOnHidden={props.destroyOnHidden}
    >
      {props.notice}
      {props.problem && (
        <Alert type="warning" showIcon message={t(props.problem)} style={{ marginBottom: 12 }} />
      )}
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
      {props.children}
    </Modal>
  );
}
