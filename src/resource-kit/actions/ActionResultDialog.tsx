import { useTranslate } from "@refinedev/core";
import { Button, Modal } from "antd";
import type { ResourceDef } from "../types";
import { ActionResult } from "./ActionResult";
import { SecretResult } from "./SecretResult";

interface Props {
  def: ResourceDef;
  title: string;
  /** The action's answer; null once the dialog is closed. */
  result: { data: unknown } | null;
  /** The answer is a secret shown this once: its `key`. */
  secret?: boolean;
  onClose: () => void;
}

const secretOf = (data: unknown): string => {
  const key = typeof data === "object" && data !== null ? (data as { key?: unknown }).key : undefined;
  return typeof key === "string" ? key : "";
};

/** The dialog showing what an action answered (an import's report, a record's fields). */
export function ActionResultDialog({ def, title, result, secret, onClose }: Props) {
  const t = useTranslate();
  return (
    <Modal
      open={result !== null}
      title={title}
      maskClosable={false}
      // A secret leaves the page with its dialog.
      destroyOnHidden
      width={720}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t("kit.close")}
        </Button>
      }
    >
      {result &&
        (secret ? (
          <SecretResult value={secretOf(result.data)} />
        ) : (
          <ActionResult def={def} data={result.data} />
        ))}
    </Modal>
  );
}
