import { Skeleton } from "antd";
import { type ComponentType, type LazyExoticComponent, Suspense } from "react";

interface LazyPageProps<P extends object> {
  screen: LazyExoticComponent<ComponentType<P>>;
  props?: P;
}

/**
 * A screen in a chunk of its own (`lazy(...)`, made once at module level), fetched on first use, with
 * a skeleton meanwhile: keeps the console chunk, which every deep link downloads, free of screens
 * that only some visits open.
 */
export function LazyPage<P extends object>({ screen: Screen, props }: LazyPageProps<P>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Screen {...(props ?? ({} as P))} />
    </Suspense>
  );
}
