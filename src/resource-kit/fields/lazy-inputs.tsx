import Input from "antd/es/input/Input";
import { type ComponentProps, lazy, Suspense } from "react";
import { usePickersHeld } from "../../performance/deferred-ui/deferred-pickers";
import type { ChoiceProps } from "./ChoiceInput";

export { Select } from "../../performance/deferred-ui/lazy-pickers";

/**
 * The heavier controls (selects, date pickers, number, tree and file inputs), each fetched the first time a
 * form or filter bar shows one: a list whose filters are text and choices never downloads them.
 * Meanwhile, and while a PickersAfter holds them back, a disabled input of the same height holds their place.
 */
const LazyDatePicker = lazy(() => import("antd/es/date-picker"));
const LazyInputNumber = lazy(() => import("antd/es/input-number"));
const LazyTreeInput = lazy(() => import("./TreeInput").then((m) => ({ default: m.TreeInput })));
const LazyFileInput = lazy(() => import("./FileInput").then((m) => ({ default: m.FileInput })));

const placeholder = <Input disabled aria-hidden="true" tabIndex={-1} />;

export function DatePicker(props: ComponentProps<typeof LazyDatePicker>) {
  if (usePickersHeld()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

export function InputNumber(props: ComponentProps<typeof LazyInputNumber>) {
  return (
    <Suspense fallback={placeholder}>
      <LazyInputNumber {...props} />
    </Suspense>
  );
}

export function TreeInput(props: ChoiceProps) {
  if (usePickersHeld()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyTreeInput {...props} />
    </Suspense>
  );
}

export function FileInput(props: ComponentProps<typeof LazyFileInput>) {
  return (
    <Suspense fallback={placeholder}>
      <LazyFileInput {...props} />
    </Suspense>
  );
}
