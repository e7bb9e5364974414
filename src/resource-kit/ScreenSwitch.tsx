import { Skeleton } from "antd";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { ResourceList } from "./ResourceList";
import type { ResourceDef, ScreenLoader, ScreenName, ScreenProps } from "./types";

type Bespoke = LazyExoticComponent<ComponentType<ScreenProps>>;
const bespoke = new WeakMap<ScreenLoader, Bespoke>();

const ResourceForm = lazy(() => import("./ResourceForm").then((m) => ({ default: m.ResourceForm })));
const ResourceShow = lazy(() => import("./ResourceShow").then((m) => ({ default: m.ResourceShow })));
const fallback = <Skeleton active paragraph={{ rows: 6 }} />;

/** One lazy component per loader, so re-renders keep the loaded screen (and its state). */
function bespokeScreen(loader: ScreenLoader): Bespoke {
  let component = bespoke.get(loader);
  if (!component) {
    component = lazy(loader as () => Promise<{ default: ComponentType<ScreenProps> }>);
    bespoke.set(loader, component);
  }
  return component;
}

/** The `screens` escape hatch: a declared bespoke screen replaces the generated one. */
export function ScreenSwitch({ def, screen }: { def: ResourceDef; screen: ScreenName }) {
  const loader = def.screens?.[screen];
  if (loader) {
    const Screen = bespokeScreen(loader);
    return (
      <Suspense fallback={fallback}>
        <Screen def={def} />
      </Suspense>
    );
  }
  switch (screen) {
    case "list":
      return <ResourceList def={def} />;
    case "create":
    case "edit":
      return (
        <Suspense fallback={fallback}>
          <ResourceForm def={def} action={screen} />
        </Suspense>
      );
    case "show":
      return (
        <Suspense fallback={fallback}>
          <ResourceShow def={def} />
        </Suspense>
      );
  }
}
