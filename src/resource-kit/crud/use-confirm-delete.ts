import { useDelete, useTranslate } from "@refinedev/core";
import { App } from "antd";
import { mayOnResource } from "../../providers/access-control";
import type { ResourceDef } from "../types";

/**
 * Deleting one record after a confirmation: `allowed` says whether the user may, `confirmDelete`
 * asks and then deletes (pessimistic: the list changes only once the server has said yes).
 */
export function useConfirmDelete(def: ResourceDef, id: string | undefined, onDeleted?: () => void) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const { mutateAsync } = useDelete();
  const allowed = !!def.endpoints.remove && id !== undefined && mayOnResource(def, "delete");

  function confirmDelete() {
    if (!allowed) return;
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

  return { allowed, confirmDelete };
}
