import { useTranslate } from "@refinedev/core";
import { Button, Modal } from "antd";
import type { ResourceDef } from "../types";
import { ActionResult } from "./ActionResult";

interface Props {
  def: ResourceDef;
  title: string;
  /** The action's answer; null once the dialog is closed. */
  result: { data: unknown } | null;
  onClose: () => void;
}

/** The dialog showing what an action answered (an import's report, a record's fields). */
export function ActionResultDialog({ def, title, result, onClose }: Props) {
  const t = useTranslate();
  return (
    <Modal
      open={result !== null}
      title={title}
      maskClosable={false}
      width={720}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t("kit.close")}
        </Button>
      }
    >
      {result && <ActionResult def={def} data={result.data} />}
    </Modal>
  );
}
