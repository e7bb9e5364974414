import { useTranslate } from "@refinedev/core";
import { Modal, Radio, Space, Typography } from "antd";
import { useState } from "react";
import type { EditScope } from "#contract/schedules";

interface Props {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  busy?: boolean;
  onOk: (scope: EditScope) => void;
  onCancel: () => void;
}

/** "This occurrence or the whole series?" for an action on a recurring meeting. */
export function ScopeChoiceModal({ open, title, okText, danger, busy, onOk, onCancel }: Props) {
  const t = useTranslate();
  const [scope, setScope] = useState<EditScope>("one");
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t("meeting-list.actions.back")}
      okButtonProps={{ danger, loading: busy }}
      maskClosable={false}
      destroyOnHidden
      onOk={() => onOk(scope)}
      onCancel={onCancel}
    >
      <Typography.Paragraph type="secondary">{t("meeting-list.scope.question")}</Typography.Paragraph>
      <Radio.Group value={scope} onChange={(e) => setScope(e.target.value as EditScope)}>
        <Space direction="vertical">
          <Radio value="one">{t("meeting-list.scope.one")}</Radio>
          <Radio value="all">{t("meeting-list.scope.all")}</Radio>
        </Space>
      </Radio.Group>
    </Modal>
  );
}
