import { LoadingOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Space } from "antd";

interface Props {
  busy: boolean;
  changed: boolean;
  disabled: boolean;
  onSave: () => void;
  onUndo: () => void;
}

/**
 * Save and undo under a tab's tree. The busy spinner is a plain icon, not antd's `loading`: the
 * latter's leave animation can stay on screen when the button turns disabled as the save ends.
 */
export function SaveChangesBar({ busy, changed, disabled, onSave, onUndo }: Props) {
  const t = useTranslate();
  return (
    <Space style={{ marginTop: 16 }}>
      <Button
        type="primary"
        icon={busy ? <LoadingOutlined /> : undefined}
        aria-busy={busy}
        disabled={disabled || busy || !changed}
        onClick={onSave}
      >
        {t("authority.save")}
      </Button>
      <Button disabled={busy || !changed} onClick={onUndo}>
        {t("authority.undo")}
      </Button>
    </Space>
  );
}
