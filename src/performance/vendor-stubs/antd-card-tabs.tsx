import type { TabsProps } from "antd";
import { lazy, Suspense } from "react";

/**
 * Replaces `antd/es/tabs` as imported by `antd/es/card/Card.js`.
 *
 * Stands in for the Tabs antd Card imports, in the browser build (./plugin.ts): a card draws tabs
 * only for its `tabList`, which no console card sets, yet antd's Tabs (rc-tabs and its styles, about
 * 12 kB gzip) came with every page showing a card. A card with a tab list gets antd's Tabs, fetched
 * when it first renders.
 *
 * Measured: rc-tabs and its styles, about 12 kB gzip off every page with a card (menus-and-pickers pass).
 */
const RealTabs = lazy(() => import("antd/es/tabs"));

export default function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <RealTabs {...props} />
    </Suspense>
  );
}
