import type { DropdownProps } from "antd";
import { lazy, Suspense } from "react";

/**
 * Replaces `antd/es/dropdown` as imported by `antd/es/table/hooks/useSelection.js`.
 *
 * Stands in for the Dropdown antd Table's row selection imports, in the browser build
 * (./plugin.ts): it draws the selection column's menu only for `rowSelection.selections`, which
 * no console table sets, yet antd's Dropdown and Menu (rc-menu, about 15 kB gzip) came with every
 * table. A table with selections gets antd's Dropdown, fetched when its header first renders, its
 * trigger showing meanwhile.
 *
 * Measured: with the console's own side menu and menu buttons, antd's Menu and Dropdown (rc-menu,
 * rc-overflow, about 15 kB gzip) left every table page (menus-and-pickers pass).
 */
const RealDropdown = lazy(() => import("antd/es/dropdown"));

export default function Dropdown(props: DropdownProps) {
  return (
    <Suspense fallback={props.children}>
      <RealDropdown {...props} />
    </Suspense>
  );
}
