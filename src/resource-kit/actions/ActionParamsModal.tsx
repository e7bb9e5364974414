import { useTranslate } from "@refinedev/core";
import { Form, type FormInstance, Modal } from "antd";
import { FormFields } from "../fields/FormFields";
import { labelKeys } from "../labels";
import type { ActionDef, ResourceDef } from "../types";

interface Props {
  def: ResourceDef;
  action: ActionDef;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Receives the validated values and the form, so server field messages can be set beside the fields. */
  onSubmit: (values: Record<string, unknown>, form: FormInstance) => void;
}

/** The parameter form of an action; it closes only through its buttons (no outside click). */
export function ActionParamsModal({ def, action, open, busy, onCancel, onSubmit }: Props) {
  const t = useTranslate();
  const [form] = Form.useForm();
  return (
    <Modal
      open={open}
      title={t(labelKeys.action(def, action))}
      maskClosable={false}
      destroyOnHidden
      okText={t("kit.confirm")}
      cancelText={t("kit.cancel")}
      okButtonProps={{ loading: busy }}
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values: Record<string, unknown>) => onSubmit(values, form)}
      >
        <FormFields def={def} fields={action.params ?? []} mode="params" />
      </Form>
    </Modal>
  );
}
