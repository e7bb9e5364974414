import type { DropdownProps } from "antd";
import { lazy, Suspense } from "react";

/**
 * Stands in for the Dropdown antd Table's row selection imports, in the browser build
 * (vite.config.ts): it draws the selection column's menu only for `rowSelection.selections`, which
 * no console table sets, yet antd's Dropdown and Menu (rc-menu, about 15 kB gzip) came with every
 * table. A table with selections gets antd's Dropdown, fetched when its header first renders, its
 * trigger showing meanwhile.
 */
const RealDropdown = lazy(() => import("antd/es/dropdown"));

export default function Dropdown(props: DropdownProps) {
  return (
    <Suspense fallback={props.children}>
      <RealDropdown {...props} />
    </Suspense>
  );
}
