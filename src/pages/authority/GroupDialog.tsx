import { useTranslate } from "@refinedev/core";
import { Form, Input, Modal, Select } from "antd";
import { useState } from "react";
import { ORG_ROOT_ID, ROLE_NAME_MAX } from "#contract/limits/people";
import { rolesOps } from "#contract/operations/roles";
import type { RoleTreeNode } from "#contract/roles";
import { call } from "../../providers/http/call";
import { groupsOf } from "./role-tree-nodes";
import { showFailure } from "./show-failure";

interface Props {
  nodes: RoleTreeNode[];
  /** The group to edit; none for a new one. */
  group?: RoleTreeNode;
  parentId: string;
  onClose(): void;
  onSaved(): void;
}

interface Values {
  name: string;
  parentId: string;
}

/** A role group's name and place (the top, or under another group). */
export function GroupDialog({ nodes, group, parentId, onClose, onSaved }: Props) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const parents = [
    { value: ORG_ROOT_ID, label: t("authority.topLevel") },
    ...groupsOf(nodes)
      .filter(({ node }) => node.id !== group?.id)
      .map(({ node, depth }) => ({ value: node.id, label: `${"　".repeat(depth)}${node.name}` })),
  ];

  const submit = async (values: Values) => {
    setBusy(true);
    const result = group
      ? await call(rolesOps.updateGroup, { params: { id: group.id }, body: values }, { silent: true })
      : await call(rolesOps.createGroup, { body: values }, { silent: true });
    setBusy(false);
    if (result.ok) onSaved();
    else showFailure(form, result, "name");
  };

  return (
    <Modal
      open
      title={t(group ? "authority.editGroup" : "authority.newGroup")}
      maskClosable={false}
      destroyOnHidden
      okText={t("kit.confirm")}
      cancelText={t("kit.cancel")}
      okButtonProps={{ loading: busy }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" initialValues={{ name: group?.name, parentId }} onFinish={submit}>
        <Form.Item
          name="name"
          label={t("authority.groupName")}
          rules={[{ required: true, whitespace: true, message: t("authority.nameRequired") }]}
        >
          <Input autoFocus maxLength={ROLE_NAME_MAX} />
        </Form.Item>
        <Form.Item name="parentId" label={t("authority.parentGroup")}>
          <Select options={parents} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
