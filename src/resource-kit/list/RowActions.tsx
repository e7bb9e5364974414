import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { type RowAction, RowActionBar } from "../../components/RowActionBar";
import { ActionButton } from "../actions/ActionButton";
import { recordId } from "../actions/endpoint";
import { NavLinkButton } from "../crud/NavButton";
import { useAllowed } from "../crud/use-allowed";
import { screensOf } from "../registry";
import type { ActionDef, ResourceDef } from "../types";

type Row = Record<string, unknown>;

/**
 * A row's actions: show, edit, the record actions and delete, each only when permitted (and, for an
 * action, when it applies to the record); the first two in the row, the others under "More".
 */
export function RowActions({
  def,
  record,
  confirmDelete,
}: {
  def: ResourceDef;
  record: Row;
  /** The list's one delete-after-confirmation. */
  confirmDelete: (id: string) => void;
}) {
  const t = useTranslate();
  const id = recordId(def, record);
  const has = screensOf(def);
  const candidates = [
    ...(["show", "edit"] as const).filter((screen) => has[screen]),
    ...(def.actions ?? []).filter((a) => a.scope === "record").map((a) => a.name),
    ...(def.endpoints.remove ? ["delete"] : []),
  ];
  const allowed = useAllowed(def, candidates, id);
  if (id === undefined || !allowed) return null;

  const size = "small" as const;
  const kind = (inMenu: boolean) => (inMenu ? "text" : "link");
  const actions: RowAction[] = [];
  for (const screen of ["show", "edit"] as const) {
    if (allowed.has(screen))
      actions.push({
        key: screen,
        render: ({ inMenu }) => (
          <NavLinkButton def={def} screen={screen} id={id} size={size} type={kind(inMenu)} />
        ),
      });
  }
  for (const action of recordActions(def, record, allowed)) {
    actions.push({
      key: action.name,
      render: ({ inMenu, close }) => (
        <ActionButton
          def={def}
          action={action}
          record={record}
          size={size}
          type={kind(inMenu)}
          onStart={close}
        />
      ),
    });
  }
  if (allowed.has("delete"))
    actions.push({
      key: "delete",
      render: ({ inMenu, close }) => (
        <Button
          size={size}
          type={kind(inMenu)}
          danger
          onClick={() => {
            close();
            confirmDelete(id);
          }}
        >
          {t("buttons.delete")}
        </Button>
      ),
    });
  return <RowActionBar actions={actions} />;
}

/** The record actions the user may run on this record. */
function recordActions(def: ResourceDef, record: Row, allowed: ReadonlySet<string>): ActionDef[] {
  return (def.actions ?? []).filter(
    (action) =>
      action.scope === "record" && allowed.has(action.name) && (!action.visible || action.visible(record)),
  );
}
