import { useDelete, useTranslate } from "@refinedev/core";
import { App } from "antd";
import type { ResourceDef } from "../types";

/**
 * Deleting one record after a confirmation (pessimistic: the list changes only once the server has
 * said yes). Whether the user may delete is the caller's question.
 */
export function useConfirmDelete(def: ResourceDef, id: string | undefined, onDeleted?: () => void) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const { mutateAsync } = useDelete();
  function confirmDelete() {
    if (id === undefined) return;
    modal.confirm({
      title: t("buttons.delete"),
      content: t("kit.deleteConfirm"),
      okText: t("kit.confirm"),
      cancelText: t("kit.cancel"),
      okButtonProps: { danger: true },
      maskClosable: false,
      onOk: () =>
        mutateAsync({
          resource: def.name,
          id,
          mutationMode: "pessimistic",
          meta: { endpoints: def.endpoints },
        })
          .then(() => onDeleted?.())
          .catch(() => undefined),
    });
  }

  return confirmDelete;
}
