import { useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Checkbox, Form, Input, Modal, Select, Skeleton } from "antd";
import { useState } from "react";
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX } from "#contract/limits/people";
import { rolesOps } from "#contract/operations/roles";
import type { RoleBody, RoleTreeNode } from "#contract/roles";
import { call, queryKeyOf } from "../../providers/http/call";
import { unwrap } from "../../providers/http/client";
import { groupsOf } from "./role-tree-nodes";
import { showFailure } from "./show-failure";

interface Props {
  nodes: RoleTreeNode[];
  /** The role to edit; none for a new one. */
  roleId?: string;
  groupId: string;
  onClose(): void;
  onSaved(id: string): void;
}

type Values = Required<Pick<RoleBody, "name" | "groupId">> & {
  description?: string | null;
  manager?: boolean;
  system?: boolean;
};

/** A role's name, group, description, and whether it manages its group's chain or makes SYSTEM users. */
export function RoleDialog({ nodes, roleId, groupId, onClose, onSaved }: Props) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const role = useQuery({
    queryKey: queryKeyOf(rolesOps.one, { params: { id: roleId } }),
    queryFn: async () => unwrap(await call(rolesOps.one, { params: { id: roleId ?? "" } })),
    enabled: !!roleId,
  });
  const groups = groupsOf(nodes).map(({ node, depth }) => ({
    value: node.id,
    label: `${"　".repeat(depth)}${node.name}`,
  }));

  const submit = async (values: Values) => {
    setBusy(true);
    const result = roleId
      ? await call(rolesOps.update, { params: { id: roleId }, body: values }, { silent: true })
      : await call(rolesOps.create, { body: values }, { silent: true });
    setBusy(false);
    if (result.ok) onSaved(result.data.id);
    else showFailure(form, result, "name");
  };

  const initial: Partial<Values> = role.data
    ? {
        name: role.data.name,
        groupId: role.data.groupId ?? groupId,
        description: role.data.description,
        manager: role.data.manager,
        system: role.data.system,
      }
    : { groupId, manager: false, system: false };

  return (
    <Modal
      open
      title={t(roleId ? "authority.editRole" : "authority.newRole")}
      maskClosable={false}
      destroyOnHidden
      okText={t("kit.confirm")}
      cancelText={t("kit.cancel")}
      okButtonProps={{ loading: busy, disabled: !!roleId && !role.data }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {roleId && !role.data ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
          <Form.Item
            name="name"
            label={t("authority.roleName")}
            rules={[{ required: true, whitespace: true, message: t("authority.nameRequired") }]}
          >
            <Input autoFocus maxLength={ROLE_NAME_MAX} />
          </Form.Item>
          <Form.Item name="groupId" label={t("authority.group")} rules={[{ required: true }]}>
            <Select options={groups} />
          </Form.Item>
          <Form.Item name="description" label={t("authority.description")}>
            <Input.TextArea maxLength={ROLE_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item name="manager" valuePropName="checked" extra={t("authority.managerHint")}>
            <Checkbox>{t("authority.managerRole")}</Checkbox>
          </Form.Item>
          <Form.Item name="system" valuePropName="checked" extra={t("authority.systemHint")}>
            <Checkbox>{t("authority.systemRole")}</Checkbox>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
