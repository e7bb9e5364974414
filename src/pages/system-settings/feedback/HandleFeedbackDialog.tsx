import { useTranslate } from "@refinedev/core";
import { Form, Input, Modal, Typography } from "antd";
import type { Feedback } from "#contract/feedback";

/** Marks one item handled, with an optional note for the other administrators. */
export function HandleFeedbackDialog({
  item,
  busy,
  onCancel,
  onConfirm,
}: {
  item: Feedback | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string | null) => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<{ note?: string }>();
  return (
    <Modal
      open={item !== null}
      title={t("feedback.list.handleTitle")}
      okText={t("feedback.list.markHandled")}
      cancelText={t("feedback.cancel")}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => onConfirm(form.getFieldValue("note")?.trim() || null)}
    >
      {item ? (
        <Typography.Paragraph ellipsis={{ rows: 3 }} type="secondary">
          {item.content}
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="note" label={t("feedback.list.noteLabel")}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t("feedback.list.noteHint")} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
