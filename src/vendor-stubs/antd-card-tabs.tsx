import type { TabsProps } from "antd";
import { lazy, Suspense } from "react";

/**
 * Stands in for the Tabs antd Card imports, in the browser build (vite.config.ts): a card draws tabs
 * only for its `tabList`, which no console card sets, yet antd's Tabs (rc-tabs and its styles, about
 * 12 kB gzip) came with every page showing a card. A card with a tab list gets antd's Tabs, fetched
 * when it first renders.
 */
const RealTabs = lazy(() => import("antd/es/tabs"));

export default function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <RealTabs {...props} />
    </Suspense>
  );
}
