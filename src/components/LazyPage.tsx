import { Skeleton } from "antd";
import { type ComponentType, type LazyExoticComponent, Suspense } from "react";

/**
 * A screen in a chunk of its own (`lazy(...)`, made once at module level), fetched on first use, with
 * a skeleton meanwhile: keeps the console chunk, which every deep link downloads, free of screens
 * that only some visits open.
 */
export function LazyPage({ screen: Screen }: { screen: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Screen />
    </Suspense>
  );
}
