import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, AutoComplete, Form, Modal } from "antd";
import { useState } from "react";
import type { LdapOu } from "#contract/ldap";
import { LDAP_DN_MAX } from "#contract/limits/auth";
import { ldapOps, ldapOuOps } from "#contract/operations/ldap";
import { call, queryKeyOf } from "../../../providers/http/call";
import { showFieldErrors } from "../form-errors";
import { DeptTreeSelect } from "./DeptTreeSelect";

interface Props {
  /** The mapping to change, or null to add one. */
  mapping: LdapOu | null;
  onClose(): void;
  onSaved(): void;
}

interface Values {
  ouDn: string;
  deptId: string;
}

/** Adds or changes one OU → department mapping; the OU is picked from the directory or typed. */
export function OuMappingDialog({ mapping, onClose, onSaved }: Props) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const ous = useQuery({
    queryKey: queryKeyOf(ldapOps.directoryOus),
    queryFn: () => call(ldapOps.directoryOus, {}, { silent: true }),
    staleTime: 60_000,
  });
  const options = ous.data?.ok ? ous.data.data.map((ou) => ({ value: ou.dn, label: ou.dn })) : [];

  const save = async (values: Values) => {
    setSaving(true);
    const body = { ouDn: values.ouDn.trim(), deptId: values.deptId };
    const result = mapping
      ? await call(ldapOuOps.update, { params: { id: mapping.id }, body }, { silent: true })
      : await call(ldapOuOps.create, { body }, { silent: true });
    setSaving(false);
    if (result.ok) onSaved();
    else if (!showFieldErrors(form, result)) form.setFields([{ name: "ouDn", errors: [result.message] }]);
  };

  return (
    <Modal
      open
      title={t(mapping ? "sync-settings.ous.editTitle" : "sync-settings.ous.addTitle")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      maskClosable={false}
      destroyOnHidden
      width={640}
    >
      {ous.data && !ous.data.ok && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("sync-settings.ous.ouListFailed", { reason: ous.data.message })}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ ouDn: mapping?.ouDn ?? "", deptId: mapping?.deptId }}
        requiredMark
      >
        <Form.Item
          name="ouDn"
          label={t("sync-settings.ous.ou")}
          extra={t("sync-settings.ous.ouHelp")}
          rules={[{ required: true, whitespace: true, message: t("sync-settings.ous.ouRequired") }]}
        >
          <AutoComplete
            style={{ width: "100%" }}
            popupMatchSelectWidth
            options={options}
            maxLength={LDAP_DN_MAX}
            placeholder={t("sync-settings.ous.ouPlaceholder")}
            filterOption={(input, option) =>
              String(option?.value ?? "")
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <Form.Item
          name="deptId"
          label={t("sync-settings.ous.dept")}
          rules={[{ required: true, message: t("sync-settings.ous.deptRequired") }]}
        >
          <DeptTreeSelect
            knownName={mapping?.deptName}
            placeholder={t("sync-settings.ous.deptPlaceholder")}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
