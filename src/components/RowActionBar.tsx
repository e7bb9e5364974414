import { DownOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Popover, Space } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";

/** At most this many actions stand in a row; the rest are under "More" (one line per row at 1440 px). */
export const INLINE_ACTIONS = 2;

export interface RowAction {
  key: string;
  /** The action's control: a link-style button in the row, a text button in the menu. */
  render: (place: { inMenu: boolean; close: () => void }) => ReactNode;
}

/**
 * A row's actions: the first two in the row, the others in a "More" menu that the keyboard reaches
 * (Enter opens it and focuses its first action, Escape closes it). The menu is a popover: antd's
 * Dropdown would bring its Menu to every table.
 */
export function RowActionBar({ actions }: { actions: readonly RowAction[] }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => menu.current?.querySelector<HTMLElement>("button, a")?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const close = () => setOpen(false);
  const inline = actions.slice(0, INLINE_ACTIONS);
  const rest = actions.slice(INLINE_ACTIONS);
  return (
    <Space size={0} className="row-actions">
      {inline.map((action) => (
        <span key={action.key}>{action.render({ inMenu: false, close })}</span>
      ))}
      {rest.length > 0 && (
        <Popover
          open={open}
          onOpenChange={setOpen}
          trigger="click"
          placement="bottomRight"
          arrow={false}
          // The menu draws its own box (console.css): none of the popover's around it.
          styles={{ body: { padding: 0, background: "none", boxShadow: "none" } }}
          content={
            // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset; Escape closes it
            <div
              ref={menu}
              className="row-actions-menu"
              role="group"
              aria-label={t("kit.more")}
              onKeyDown={(event) => {
                if (event.key === "Escape") close();
              }}
            >
              {rest.map((action) => (
                <div key={action.key}>{action.render({ inMenu: true, close })}</div>
              ))}
            </div>
          }
        >
          <Button size="small" type="link" aria-haspopup="true" aria-expanded={open}>
            {t("kit.more")} <DownOutlined />
          </Button>
        </Popover>
      )}
    </Space>
  );
}
