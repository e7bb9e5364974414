import { Input } from "antd";
import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";

/**
 * The heavier controls (date pickers, number, tree and file inputs), each fetched the first time a
 * form or filter bar shows one: a list whose filters are text and choices never downloads them.
 * Meanwhile a disabled input of the same height holds their place.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by ComponentProps
function deferred<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const Lazy = lazy(load);
  return function Deferred(props: ComponentProps<C>) {
    return (
      <Suspense fallback={<Input disabled aria-hidden="true" tabIndex={-1} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const DatePicker = deferred(() => import("antd/es/date-picker"));
export const InputNumber = deferred(() => import("antd/es/input-number"));
export const TreeInput = deferred(() => import("./TreeInput").then((m) => ({ default: m.TreeInput })));
export const FileInput = deferred(() => import("./FileInput").then((m) => ({ default: m.FileInput })));
