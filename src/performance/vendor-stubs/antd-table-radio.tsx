import type { Radio as AntdRadio } from "antd";
import { type ComponentProps, lazy, Suspense } from "react";

/**
 * Replaces `antd/es/radio` as imported by `antd/es/table/hooks/useSelection.js`.
 *
 * Stands in for the Radio that antd Table's row selection imports, in the browser build
 * (./plugin.ts): it draws radios only for single selection, which no console table uses (their
 * rows are chosen with checkboxes), yet its module and styles came with every table. A table with
 * single selection gets antd's Radio, fetched when its first row renders.
 *
 * Measured: part of the route-JS pass, which took the room list's deep link from 495 to 435 kB gzip with the
 * other stand-ins of that pass (no separate figure).
 */
const RealRadio = lazy(() => import("antd/es/radio"));

export default function Radio(props: ComponentProps<typeof AntdRadio>) {
  return (
    <Suspense fallback={null}>
      <RealRadio {...props} />
    </Suspense>
  );
}
