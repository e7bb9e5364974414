import type { DatePickerProps } from "antd";
import type { RangePickerProps } from "antd/es/date-picker";
import Input from "antd/es/input/Input";
import type { DefaultOptionType, SelectProps } from "antd/es/select";
import type { TreeSelectProps } from "antd/es/tree-select";
import { type ComponentProps, lazy, type ReactElement, Suspense } from "react";
import { usePickersHeld } from "./deferred-pickers";

/**
 * antd's select, date pickers and tree select for a page's toolbar or a form, fetched after the page's first paint
 * (the date picker's module alone is about 35 kB gzip; the select's, with its virtual list, 25 kB). Meanwhile a disabled box of the control's
 * width and height holds its place, as the resource kit's lazy inputs do; also while a PickersAfter
 * around them holds them back.
 */
const LazyDatePicker = lazy(() => import("antd/es/date-picker"));
const LazyRangePicker = lazy(() =>
  import("antd/es/date-picker").then((m) => ({ default: m.default.RangePicker })),
);
const LazyTreeSelect = lazy(() => import("antd/es/tree-select"));
const LazySelect = lazy(() => import("antd/es/select"));

/** The controls' widths as antd draws them at the console's size (the same in both languages). */
const WIDTH = { date: 151, range: 292, treeSelect: 200 };

const hold = (width: number | string | undefined) => (
  <Input disabled aria-hidden="true" tabIndex={-1} style={{ width }} />
);

export function DatePicker(props: DatePickerProps) {
  if (usePickersHeld()) return hold(props.style?.width ?? WIDTH.date);
  return (
    <Suspense fallback={hold(props.style?.width ?? WIDTH.date)}>
      <LazyDatePicker {...(props as ComponentProps<typeof LazyDatePicker>)} />
    </Suspense>
  );
}

export function RangePicker(props: RangePickerProps) {
  if (usePickersHeld()) return hold(props.style?.width ?? WIDTH.range);
  return (
    <Suspense fallback={hold(props.style?.width ?? WIDTH.range)}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}

function TreeSelectBox(props: TreeSelectProps) {
  const width = props.style?.width ?? props.style?.minWidth ?? WIDTH.treeSelect;
  if (usePickersHeld()) return hold(width);
  return (
    <Suspense fallback={hold(width)}>
      <LazyTreeSelect {...(props as ComponentProps<typeof LazyTreeSelect>)} />
    </Suspense>
  );
}

/** antd's TreeSelect, typed by its value as antd's is. */
export const TreeSelect = TreeSelectBox as <V = string>(props: TreeSelectProps<V>) => ReactElement;

function SelectBox(props: SelectProps) {
  if (usePickersHeld()) return hold(props.style?.width ?? props.style?.minWidth);
  return (
    <Suspense fallback={hold(props.style?.width ?? props.style?.minWidth)}>
      <LazySelect {...props} />
    </Suspense>
  );
}

/** antd's Select, typed by its value and options as antd's is. */
export const Select = SelectBox as <V = unknown, O extends DefaultOptionType = DefaultOptionType>(
  props: SelectProps<V, O>,
) => ReactElement;
