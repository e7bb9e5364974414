import { Button, type ButtonProps } from "antd";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

export type MenuButtonItem = { key: string; label: ReactNode; icon?: ReactNode } | { type: "divider" };

interface MenuButtonProps extends Omit<ButtonProps, "onSelect"> {
  items: readonly MenuButtonItem[];
  onSelect: (key: string) => void;
  /** The item shown as the current choice (a language). */
  selectedKey?: string;
  /** Which edge of the button the menu lines up with: the start (default) or the end. */
  align?: "start" | "end";
}

const menuItems = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * A button that opens a menu of choices (the WAI-ARIA menu button): the header's language and user
 * menus, the meeting's extension. Enter, Space or Arrow Down open it on its first item, the arrows,
 * Home and End move, Enter picks, Escape closes it back to the button, Tab and a click elsewhere
 * close it. Drawn as antd's dropdown menu (console.css), without antd's Dropdown, whose Menu came
 * with every page.
 */
export function MenuButton({ items, onSelect, selectedKey, align = "start", ...button }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    if (focusFirst) menuItems(list.current)[0]?.focus();
    const away = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open, focusFirst]);

  const show = (withFocus: boolean) => {
    setFocusFirst(withFocus);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = menuItems(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(all.length - 1);
    else if (event.key === "Escape") close();
    else if (event.key === "Tab") setOpen(false);
  };

  return (
    <span ref={wrapper} className="menu-button">
      <Button
        {...button}
        ref={trigger}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        // A click from the keyboard (Enter, Space) has no pointer detail: it opens on the first item.
        onClick={(event) => (open ? setOpen(false) : show(event.detail === 0))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            show(true);
          }
        }}
      />
      {open && (
        <div
          ref={list}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={`menu-button-list menu-button-${align}`}
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) =>
            "type" in item ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: dividers have no key of their own
              <hr key={`divider-${index}`} className="menu-button-divider" />
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item.key === selectedKey ? "menu-button-selected" : undefined}
                aria-current={item.key === selectedKey ? "true" : undefined}
                onClick={() => {
                  close();
                  onSelect(item.key);
                }}
              >
                {item.icon}
                <span>{item.label}</span>
              </button>
            ),
          )}
        </div>
      )}
    </span>
  );
}
