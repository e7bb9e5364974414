import { Skeleton } from "antd";
import { type ComponentType, lazy, Suspense } from "react";

/**
 * A screen in a chunk of its own, fetched on first use, with a skeleton meanwhile: keeps the console
 * chunk (which every deep link downloads) free of screens that only some visits open.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function LazyScreen() {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Screen />
      </Suspense>
    );
  };
}
