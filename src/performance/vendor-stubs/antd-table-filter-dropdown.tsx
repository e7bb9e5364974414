import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";

/**
 * Replaces `antd/es/table/hooks/useFilter/FilterDropdown` as imported by
 * `antd/es/table/hooks/useFilter/index.js`.
 *
 * Stands in for antd Table's column filter dropdown in the browser build (./plugin.ts): no console
 * table declares column filters (lists filter in their filter bar), yet the dropdown's module, with
 * antd's Tree, Menu and Input, came with every table. A column that does declare filters gets the
 * real dropdown, fetched when such a column first renders, its title showing meanwhile.
 *
 * Measured: part of the route-JS pass, which took the room list's deep link from 495 to 435 kB gzip with the
 * other stand-ins of that pass (no separate figure).
 */
const RealFilterDropdown = lazy(() => import("antd/es/table/hooks/useFilter/FilterDropdown"));

type Props = ComponentProps<typeof RealFilterDropdown> & { children?: ReactNode };

export default function FilterDropdown(props: Props) {
  return (
    <Suspense fallback={props.children}>
      <RealFilterDropdown {...props} />
    </Suspense>
  );
}

interface FilterOption {
  value: unknown;
  children?: FilterOption[];
}

/** Every value of a column's filter options, nested ones included (antd's useFilter reads it). */
export function flattenKeys(filters: readonly FilterOption[] | undefined): unknown[] {
  return (filters ?? []).flatMap((option) => [option.value, ...flattenKeys(option.children)]);
}
