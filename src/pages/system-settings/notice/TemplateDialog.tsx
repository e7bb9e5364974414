import { useTranslate } from "@refinedev/core";
import { Card, Col, Form, Input, Modal, Row, Switch, Tabs, Typography } from "antd";
import { useEffect, useState } from "react";
import { NOTICE_BODY_MAX, NOTICE_PLACEHOLDERS, NOTICE_SUBJECT_MAX } from "#contract/limits/notice";
import type { NoticeTemplate, NoticeTemplateBody } from "#contract/notice";
import { noticeOps } from "#contract/operations/notice";
import { type NoticeValues, renderTemplate, unknownPlaceholders } from "#contract/rules/notice-template";
import { useAppApi } from "../../../components/app-api/LazyAppApi";
import type { Language } from "../../../config/constants";
import { call } from "../../../providers/http/call";
import { showFieldErrors } from "../form-errors";
import { useSampleValues } from "./use-sample-values";

const SUFFIX: Record<Language, "Zh" | "En"> = { "zh-CN": "Zh", "en-US": "En" };

/** The template as a sample meeting would receive it, in one language. */
function Preview({
  values,
  language,
  sample,
  withSubject,
}: {
  values: NoticeTemplateBody;
  language: Language;
  sample: NoticeValues;
  withSubject: boolean;
}) {
  const t = useTranslate();
  const suffix = SUFFIX[language];
  return (
    <Card size="small" lang={language}>
      {withSubject && (
        <Typography.Paragraph strong>
          {renderTemplate(values[`subject${suffix}`] ?? "", sample) ||
            t("notice-settings.templates.noSubject")}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>
        {renderTemplate(values[`body${suffix}`] ?? "", sample)}
      </Typography.Paragraph>
    </Card>
  );
}

/** Edits one template in both languages, with the placeholders it may use and a live preview of each language. */
export function TemplateDialog({
  template,
  onClose,
  onSaved,
}: {
  template: NoticeTemplate | null;
  onClose: () => void;
  onSaved: (saved: NoticeTemplate) => void;
}) {
  const t = useTranslate();
  const { message, modal } = useAppApi();
  const [form] = Form.useForm<NoticeTemplateBody>();
  const [saving, setSaving] = useState(false);
  const values = Form.useWatch([], form) as NoticeTemplateBody | undefined;
  const withSubject = template?.channel === "EMAIL";
  const samples = useSampleValues();

  useEffect(() => {
    if (template) form.setFieldsValue(template);
  }, [template, form]);

  const known = {
    validator: async (_rule: unknown, value: string | undefined) => {
      const unknown = unknownPlaceholders(value ?? "");
      if (unknown.length > 0)
        throw new Error(t("notice-settings.templates.unknownPlaceholder", { names: unknown.join(", ") }));
    },
  };

  const save = async (body: NoticeTemplateBody) => {
    if (!template) return;
    setSaving(true);
    const result = await call(
      noticeOps.updateTemplate,
      {
        params: { templateId: template.id },
        body: {
          ...body,
          subjectZh: body.subjectZh ?? "",
          subjectEn: body.subjectEn ?? "",
        },
      },
      { silent: true },
    );
    setSaving(false);
    if (!result.ok) {
      if (!showFieldErrors(form, result)) message.error(result.message);
      return;
    }
    message.success(t("notice-settings.templates.saved"));
    onSaved(result.data);
  };

  const field = (name: keyof NoticeTemplateBody, label: string, body: boolean) => (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { required: body || withSubject, whitespace: true, message: t("notice-settings.templates.required") },
        known,
      ]}
    >
      {body ? (
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} maxLength={NOTICE_BODY_MAX} showCount />
      ) : (
        <Input maxLength={NOTICE_SUBJECT_MAX} />
      )}
    </Form.Item>
  );

  return (
    <Modal
      open={template !== null}
      title={
        template
          ? t("notice-settings.templates.editTitle", {
              name: t(`notice-settings.templates.names.${template.id}`),
            })
          : ""
      }
      width={960}
      onCancel={() => {
        if (!form.isFieldsTouched()) return onClose();
        modal.confirm({
          title: t("notice-settings.templates.discardTitle"),
          content: t("notice-settings.templates.discardContent"),
          okText: t("notice-settings.templates.discard"),
          cancelText: t("notice-settings.templates.keepEditing"),
          okButtonProps: { danger: true },
          onOk: onClose,
        });
      }}
      onOk={() => form.submit()}
      okText={t("notice-settings.templates.save")}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={save} preserve={false}>
        <Form.Item name="enabled" label={t("notice-settings.templates.enabled")} valuePropName="checked">
          <Switch
            checkedChildren={t("notice-settings.templates.on")}
            unCheckedChildren={t("notice-settings.templates.off")}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          {t("notice-settings.templates.placeholdersIntro")}{" "}
          {NOTICE_PLACEHOLDERS.map((name) => (
            <span key={name} style={{ marginInlineEnd: 12, display: "inline-block" }}>
              <Typography.Text code>{`{{${name}}}`}</Typography.Text>{" "}
              {t(`notice-settings.placeholders.${name}`)}
            </span>
          ))}
        </Typography.Paragraph>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Typography.Title level={5}>{t("notice-settings.languages.zh-CN")}</Typography.Title>
            {withSubject && field("subjectZh", t("notice-settings.templates.subjectZh"), false)}
            {field("bodyZh", t("notice-settings.templates.bodyZh"), true)}
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Title level={5}>{t("notice-settings.languages.en-US")}</Typography.Title>
            {withSubject && field("subjectEn", t("notice-settings.templates.subjectEn"), false)}
            {field("bodyEn", t("notice-settings.templates.bodyEn"), true)}
          </Col>
        </Row>
      </Form>
      <Typography.Title level={5}>{t("notice-settings.templates.preview")}</Typography.Title>
      {values && samples && (
        <Tabs
          items={(["zh-CN", "en-US"] as const).map((language) => ({
            key: language,
            label: t(`notice-settings.languages.${language}`),
            children: (
              <Preview
                values={values}
                language={language}
                sample={samples[language]}
                withSubject={withSubject}
              />
            ),
          }))}
        />
      )}
    </Modal>
  );
}
