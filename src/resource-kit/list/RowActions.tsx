import { DownOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Dropdown, Space } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ActionButton } from "../actions/ActionButton";
import { recordId } from "../actions/endpoint";
import { NavButton } from "../crud/NavButton";
import { useAllowed } from "../crud/use-allowed";
import { useConfirmDelete } from "../crud/use-confirm-delete";
import { screensOf } from "../registry";
import type { ActionDef, ResourceDef } from "../types";

/** At most this many actions stand in a row; the rest are under "More" (one line per row at 1440 px). */
export const INLINE_ACTIONS = 2;

type Row = Record<string, unknown>;

interface Entry {
  key: string;
  render: (inMenu: boolean) => ReactNode;
}

/**
 * A row's actions: show, edit, the record actions and delete, each only when permitted (and, for an
 * action, when it applies to the record); the first two as links, the others in a "More" menu.
 */
export function RowActions({ def, record }: { def: ResourceDef; record: Row }) {
  const t = useTranslate();
  const id = recordId(def, record);
  const has = screensOf(def);
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const confirmDelete = useConfirmDelete(def, id);
  const candidates = [
    ...(["show", "edit"] as const).filter((screen) => has[screen]),
    ...(def.actions ?? []).filter((a) => a.scope === "record").map((a) => a.name),
    ...(def.endpoints.remove ? ["delete"] : []),
  ];
  const allowed = useAllowed(def, candidates, id);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      menu.current?.querySelector<HTMLButtonElement>("button")?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);
  if (id === undefined || !allowed) return null;

  const size = "small" as const;
  const entries: Entry[] = [];
  for (const screen of ["show", "edit"] as const) {
    if (allowed.has(screen))
      entries.push({
        key: screen,
        render: (inMenu) => (
          <NavButton def={def} screen={screen} id={id} size={size} type={inMenu ? "text" : "link"} allowed />
        ),
      });
  }
  for (const action of recordActions(def, record, allowed)) {
    entries.push({
      key: action.name,
      render: (inMenu) => (
        <ActionButton
          def={def}
          action={action}
          record={record}
          size={size}
          type={inMenu ? "text" : "link"}
          onStart={() => setOpen(false)}
        />
      ),
    });
  }
  if (allowed.has("delete"))
    entries.push({
      key: "delete",
      render: (inMenu) => (
        <Button
          size={size}
          type={inMenu ? "text" : "link"}
          danger
          onClick={() => {
            setOpen(false);
            confirmDelete();
          }}
        >
          {t("buttons.delete")}
        </Button>
      ),
    });

  const inline = entries.slice(0, INLINE_ACTIONS);
  const rest = entries.slice(INLINE_ACTIONS);
  return (
    <Space size={0} className="row-actions">
      {inline.map((entry) => (
        <span key={entry.key}>{entry.render(false)}</span>
      ))}
      {rest.length > 0 && (
        <Dropdown
          open={open}
          onOpenChange={setOpen}
          trigger={["click"]}
          popupRender={() => (
            // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset; Escape closes it
            <div
              ref={menu}
              className="row-actions-menu"
              role="group"
              aria-label={t("kit.more")}
              onKeyDown={(event) => {
                if (event.key === "Escape") setOpen(false);
              }}
            >
              {rest.map((entry) => (
                <div key={entry.key}>{entry.render(true)}</div>
              ))}
            </div>
          )}
        >
          <Button size={size} type="link" aria-haspopup="true" aria-expanded={open}>
            {t("kit.more")} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

/** The record actions the user may run on this record. */
function recordActions(def: ResourceDef, record: Row, allowed: ReadonlySet<string>): ActionDef[] {
  return (def.actions ?? []).filter(
    (action) =>
      action.scope === "record" && allowed.has(action.name) && (!action.visible || action.visible(record)),
  );
}
