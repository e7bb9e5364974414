import { useTranslate } from "@refinedev/core";
import { Form, Input, Modal, TreeSelect } from "antd";
import { useEffect, useState } from "react";
import type { Dept } from "#contract/departments";
import { DEPT_NAME_MAX, ORG_ROOT_ID } from "#contract/limits/people";
import { departmentsOps } from "#contract/operations/departments";
import { call } from "../../providers/http/call";
import type { ApiResult } from "../../providers/http/client";

export type DeptDialogMode =
  | { kind: "add"; parentId: string }
  | { kind: "rename"; dept: Dept }
  | { kind: "move"; dept: Dept };

interface Props {
  mode: DeptDialogMode;
  onClose(): void;
  /** The department as saved, and its parent before a move. */
  onSaved(dept: Dept, parentBefore?: string): void;
}

interface Target {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
  disabled: boolean;
}

/** Where a department may go, one level per expand (never itself, so never below itself). */
function useMoveTargets(id: string | undefined) {
  const [targets, setTargets] = useState<Target[]>([]);
  const load = async (parentId: string) => {
    if (!id) return;
    const result = await call(departmentsOps.setSelf, { params: { id, parentId } });
    if (!result.ok) return;
    const next = result.data.map((d) => ({
      id: d.id,
      pId: parentId,
      value: d.id,
      title: d.name,
      isLeaf: d.leaf,
      disabled: d.disabled,
    }));
    setTargets((current) => [...current.filter((t) => !next.some((n) => n.id === t.id)), ...next]);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the top level once per department
  useEffect(() => {
    void load(ORG_ROOT_ID);
  }, [id]);
  return { targets, load };
}

/** Add a department, rename one, or move one under another (field messages from the server beside the fields). */
export function DeptDialog({ mode, onClose, onSaved }: Props) {
  const t = useTranslate();
  const [form] = Form.useForm<{ name?: string; parentId?: string }>();
  const [busy, setBusy] = useState(false);
  const moving = mode.kind === "move" ? mode.dept : undefined;
  const { targets, load } = useMoveTargets(moving?.id);

  const submit = async (values: { name?: string; parentId?: string }) => {
    setBusy(true);
    let result: ApiResult<Dept>;
    if (mode.kind === "add")
      result = await call(
        departmentsOps.create,
        { body: { name: values.name ?? "", parentId: mode.parentId } },
        { silent: true },
      );
    else if (mode.kind === "rename")
      result = await call(
        departmentsOps.update,
        { params: { id: mode.dept.id }, body: { name: values.name } },
        { silent: true },
      );
    else
      result = await call(
        departmentsOps.update,
        { params: { id: mode.dept.id }, body: { parentId: values.parentId } },
        { silent: true },
      );
    setBusy(false);
    if (result.ok) {
      onSaved(result.data, mode.kind === "move" ? mode.dept.parentId : undefined);
      return;
    }
    const fields = Object.entries(result.fields ?? {});
    if (fields.length)
      form.setFields(fields.map(([name, error]) => ({ name: name as "name", errors: [error] })));
    else form.setFields([{ name: mode.kind === "move" ? "parentId" : "name", errors: [result.message] }]);
  };

  return (
    <Modal
      open
      title={t(`org-tree.${mode.kind}Title`)}
      maskClosable={false}
      destroyOnHidden
      okText={t("kit.confirm")}
      cancelText={t("kit.cancel")}
      okButtonProps={{ loading: busy }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={mode.kind === "rename" ? { name: mode.dept.name } : undefined}
        onFinish={submit}
      >
        {mode.kind === "move" ? (
          <Form.Item
            name="parentId"
            label={t("org-tree.parent")}
            rules={[{ required: true, message: t("org-tree.parentRequired") }]}
            extra={t("org-tree.moveHint", { name: mode.dept.name })}
          >
            <TreeSelect
              treeDataSimpleMode
              treeData={targets}
              loadData={(node) => load(String(node.value))}
              placeholder={t("org-tree.parentPlaceholder")}
              showSearch
              treeNodeFilterProp="title"
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="name"
            label={t("org-tree.name")}
            rules={[
              { required: true, whitespace: true, message: t("org-tree.nameRequired") },
              { max: DEPT_NAME_MAX, message: t("org-tree.nameTooLong", { max: DEPT_NAME_MAX }) },
            ]}
          >
            <Input autoFocus maxLength={DEPT_NAME_MAX} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
