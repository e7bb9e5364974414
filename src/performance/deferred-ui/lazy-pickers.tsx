import { CalendarOutlined, DownOutlined } from "@ant-design/icons";
import type { DatePickerProps } from "antd";
import type { RangePickerProps } from "antd/es/date-picker";
import Input from "antd/es/input/Input";
import type { DefaultOptionType, SelectProps } from "antd/es/select";
import type { TreeSelectProps } from "antd/es/tree-select";
import { type ComponentType, type ReactElement, type ReactNode, useEffect, useState } from "react";
import { usePickerMode } from "./deferred-pickers";
import { type Screen, screen } from "./LazyPage";
import { type Intent, PickerStandin } from "./picker-standin";
import { choiceText, dateText, rangeText } from "./picker-text";

/**
 * antd's select, date pickers and tree select for a page's toolbar or a form, fetched after the
 * page's first paint (the date picker's module alone is about 35 kB gzip; the select's, with its
 * virtual list, 25 kB), or when a person reaches for one where PickersOnIntent says so. Meanwhile a
 * box of the control's width and height holds its place: disabled, or under PickersOnIntent a
 * stand-in showing the value.
 */
const datePicker = screen<DatePickerProps>(() => import("antd/es/date-picker").then((m) => m.default));
const rangePicker = screen<RangePickerProps>(() =>
  import("antd/es/date-picker").then((m) => m.default.RangePicker),
);
const treeSelect = screen<TreeSelectProps>(
  () => import("antd/es/tree-select").then((m) => m.default) as Promise<ComponentType<TreeSelectProps>>,
);
const select = screen<SelectProps>(
  () => import("antd/es/select").then((m) => m.default) as Promise<ComponentType<SelectProps>>,
);

/** The controls' widths as antd draws them at the console's size (the same in both languages). */
const WIDTH = { date: 151, range: 292, treeSelect: 200 };

const hold = (width: number | string | undefined) => (
  <Input disabled aria-hidden="true" tabIndex={-1} style={{ width }} />
);

/** What a picker's stand-in shows of it. */
interface Look {
  width?: number | string;
  text?: string;
  placeholder?: string;
  label?: string;
  icon: ReactNode;
  disabled?: boolean;
}

const RANK: Record<Intent, number> = { hover: 1, focus: 2, open: 3 };
const stronger = (held: Intent | null, next: Intent): Intent =>
  held && RANK[held] >= RANK[next] ? held : next;

/** The picker's mount props for how far the person had reached for it before it arrived. */
const reached = (intent: Intent | null) =>
  intent === "open" ? { autoFocus: true, defaultOpen: true } : intent === "focus" ? { autoFocus: true } : {};

interface LazyPickerProps<P extends object> {
  picker: Screen<P>;
  look: Look;
  props: P;
}

function LazyPicker<P extends object>({ picker, look, props }: LazyPickerProps<P>) {
  const mode = usePickerMode();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, arrived] = useState(0);
  const wanted = mode === "free" || intent !== null;
  useEffect(() => {
    if (!wanted || picker.loaded) return;
    let live = true;
    picker.load().then(
      () => live && arrived((n) => n + 1),
      (error: unknown) => {
        if (!live) return;
        // Reached for again, a stand-in asks again; elsewhere the console's error boundary does.
        if (mode === "intent") setIntent(null);
        else setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [picker, wanted, mode]);
  if (failure) throw failure.error;
  const Real = picker.loaded;
  if (mode === "held") return hold(look.width);
  if (Real) return <Real {...props} {...reached(intent)} />;
  if (mode === "free") return hold(look.width);
  return (
    <PickerStandin
      {...look}
      onIntent={(next) => setIntent((held) => stronger(held, next))}
      onLeave={() => setIntent((held) => held && "hover")}
    />
  );
}

const widthOf = (style: SelectProps["style"], fallback?: number) =>
  style?.width ?? style?.minWidth ?? fallback;

/** What every stand-in takes from its picker's props as they are: label, placeholder, disabled. */
const boxOf = (props: { "aria-label"?: string; placeholder?: unknown; disabled?: unknown }) => ({
  label: props["aria-label"],
  placeholder: typeof props.placeholder === "string" ? props.placeholder : undefined,
  disabled: props.disabled === true,
});

const dateLook = (props: DatePickerProps): Look => ({
  ...boxOf(props),
  width: widthOf(props.style, WIDTH.date),
  text: dateText(props.value, props.picker, props.format as Parameters<typeof dateText>[2]),
  icon: <CalendarOutlined />,
});

const rangeLook = (props: RangePickerProps): Look => ({
  ...boxOf(props),
  width: widthOf(props.style, WIDTH.range),
  text: rangeText(props.value, props.picker, props.format as Parameters<typeof rangeText>[2]),
  placeholder: Array.isArray(props.placeholder) ? props.placeholder.join(" → ") : undefined,
  icon: <CalendarOutlined />,
});

const treeLook = (props: TreeSelectProps): Look => ({
  ...boxOf(props),
  width: widthOf(props.style, WIDTH.treeSelect),
  text: choiceText(props.value, props.treeData as Parameters<typeof choiceText>[1]),
  icon: <DownOutlined />,
});

export const DatePicker = (props: DatePickerProps) => (
  <LazyPicker picker={datePicker} look={dateLook(props)} props={props} />
);

export const RangePicker = (props: RangePickerProps) => (
  <LazyPicker picker={rangePicker} look={rangeLook(props)} props={props} />
);

const TreeSelectBox = (props: TreeSelectProps) => (
  <LazyPicker picker={treeSelect} look={treeLook(props)} props={props} />
);

/** antd's TreeSelect, typed by its value as antd's is. */
export const TreeSelect = TreeSelectBox as <V = string>(props: TreeSelectProps<V>) => ReactElement;

const selectLook = (props: SelectProps): Look => ({
  ...boxOf(props),
  width: widthOf(props.style),
  text: choiceText(props.value, props.options as Parameters<typeof choiceText>[1]),
  icon: <DownOutlined />,
});

const SelectBox = (props: SelectProps) => (
  <LazyPicker picker={select} look={selectLook(props)} props={props} />
);

/** antd's Select, typed by its value and options as antd's is. */
export const Select = SelectBox as <V = unknown, O extends DefaultOptionType = DefaultOptionType>(
  props: SelectProps<V, O>,
) => ReactElement;
