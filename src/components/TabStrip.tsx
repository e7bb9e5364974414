import { type KeyboardEvent, useRef } from "react";

export interface TabStripItem<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  /** Names the tabs' and the panel's ids (tabPanelProps). */
  id: string;
  items: readonly TabStripItem<K>[];
  active: K;
  onChange: (key: K) => void;
}

const tabId = (id: string, key: string) => `${id}-tab-${key}`;
const panelId = (id: string) => `${id}-panel`;

/** The props of the element a strip switches: its panel, labelled by the active tab. */
export function tabPanelProps(id: string, active: string) {
  return { role: "tabpanel", id: panelId(id), "aria-labelledby": tabId(id, active) } as const;
}

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * A row of tabs over one panel whose content the page swaps itself (a list's views): the WAI-ARIA
 * tabs pattern with automatic activation, one tab stop, arrows, Home and End. antd's Tabs measures
 * its tabs and their overflow on every render; this strip has nothing to measure.
 */
export function TabStrip<K extends string>({ id, items, active, onChange }: Props<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(
      items.findIndex((item) => item.key === active),
      items.length,
    );
    buttons.current[next]?.focus();
    onChange(items[next]!.key);
  };
  return (
    <div role="tablist" className="tab-strip" onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(id, item.key)}
            aria-selected={selected}
            aria-controls={panelId(id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
