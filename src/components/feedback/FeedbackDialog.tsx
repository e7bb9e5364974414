import { useTranslate } from "@refinedev/core";
import { Form, Input, Modal, Radio } from "antd";
import { useState } from "react";
import type { FeedbackBody } from "#contract/feedback";
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX } from "#contract/limits/settings";
import { feedbackOps } from "#contract/operations/feedback";
import { call } from "../../providers/http/call";
import { useAppApi } from "../app-api/LazyAppApi";

/** antd passes a role on to the group's element; its props type leaves it out. */
const RADIO_GROUP = { role: "radiogroup" } as object;

type FeedbackForm = { category: FeedbackBody["category"]; content: string; contact?: string };

/** The user menu's "Send feedback": what kind, what happened, how to reach the sender. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { message } = useAppApi();
  const [form] = Form.useForm<FeedbackForm>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    const result = await call(
      feedbackOps.send,
      {
        body: {
          category: values.category,
          content: values.content.trim(),
          contact: values.contact?.trim() || null,
        },
      },
      { silent: true },
    );
    setSending(false);
    if (!result.ok) {
      const fields = Object.entries(result.fields ?? {});
      if (fields.length > 0)
        form.setFields(fields.map(([name, error]) => ({ name: name as "content", errors: [error] })));
      else message.error(result.message);
      return;
    }
    message.success(t("feedback.sent"));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t("feedback.title")}
      okText={t("feedback.send")}
      cancelText={t("feedback.cancel")}
      confirmLoading={sending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ category: "PROBLEM" }} requiredMark={false}>
        <Form.Item name="category" label={t("feedback.category")}>
          <Radio.Group
            {...RADIO_GROUP}
            aria-label={t("feedback.category")}
            optionType="button"
            options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`feedback.categories.${c}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label={t("feedback.content")}
          rules={[{ required: true, whitespace: true, message: t("feedback.contentRequired") }]}
        >
          <Input.TextArea
            rows={5}
            maxLength={FEEDBACK_CONTENT_MAX}
            showCount
            placeholder={t("feedback.contentHint")}
          />
        </Form.Item>
        <Form.Item name="contact" label={t("feedback.contact")} extra={t("feedback.contactHelp")}>
          <Input maxLength={128} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
