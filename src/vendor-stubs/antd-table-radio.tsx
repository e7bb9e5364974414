import type { Radio as AntdRadio } from "antd";
import { type ComponentProps, lazy, Suspense } from "react";

/**
 * Stands in for the Radio that antd Table's row selection imports, in the browser build
 * (vite.config.ts): it draws radios only for single selection, which no console table uses (their
 * rows are chosen with checkboxes), yet its module and styles came with every table. A table with
 * single selection gets antd's Radio, fetched when its first row renders.
 */
const RealRadio = lazy(() => import("antd/es/radio"));

export default function Radio(props: ComponentProps<typeof AntdRadio>) {
  return (
    <Suspense fallback={null}>
      <RealRadio {...props} />
    </Suspense>
  );
}
