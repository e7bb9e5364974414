import { useDelete, useTranslate } from "@refinedev/core";
import { useCallback } from "react";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import type { ResourceDef } from "../types";

/**
 * Deleting records after a confirmation (pessimistic: the list changes only once the server has
 * said yes): one hook per screen, called with the record's id. Whether the user may delete is the
 * caller's question.
 */
export function useConfirmDelete(def: ResourceDef, onDeleted?: () => void) {
  const t = useTranslate();
  const { modal } = useAppApi();
  const { mutateAsync } = useDelete();

  return useCallback(
    (id: string | undefined) => {
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
    },
    [def, modal, mutateAsync, onDeleted, t],
  );
}
