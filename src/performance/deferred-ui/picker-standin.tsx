import Input from "antd/es/input/Input";
import type { KeyboardEvent, ReactNode } from "react";

/** How far a person has reached for a picker: pointed at it, focused it, or opened it. */
export type Intent = "hover" | "focus" | "open";

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

interface StandinProps {
  label?: string;
  /** The picker's value as it shows it; none: the placeholder. */
  text?: string;
  placeholder?: string;
  width?: number | string;
  icon: ReactNode;
  disabled?: boolean;
  onIntent: (intent: Intent) => void;
  /** Focus has left it before the picker arrived. */
  onLeave: () => void;
}

/**
 * What a lazy picker shows until its chunk is fetched: a read-only combobox of its size with its
 * value, which asks for the picker as a person points at it, focuses it or opens it (click, Enter,
 * space or an arrow key).
 */
export function PickerStandin({
  label,
  text,
  placeholder,
  width,
  icon,
  disabled,
  onIntent,
  onLeave,
}: StandinProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onIntent("open");
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the box, its padding and its icon around the combobox inside are what a person reaches for
    <span
      className="picker-standin"
      onPointerEnter={() => onIntent("hover")}
      onPointerDown={() => onIntent("open")}
      onFocus={() => onIntent("focus")}
      onBlur={onLeave}
      onKeyDown={onKeyDown}
    >
      <Input
        readOnly
        role="combobox"
        aria-label={label}
        aria-expanded={false}
        aria-haspopup="listbox"
        disabled={disabled}
        value={text ?? ""}
        placeholder={placeholder}
        style={{ width }}
        suffix={icon}
      />
    </span>
  );
}
