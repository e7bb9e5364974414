import type { SelectProps } from "antd/es/select";
import { lazy, Suspense } from "react";

/**
 * Replaces `antd/es/select` as imported by `antd/es/pagination/Pagination.js`.
 *
 * antd Pagination's page-size changer, in the browser build (./plugin.ts): antd's Select (with
 * rc-select and its virtual list, about 25 kB gzip) is fetched when a table first shows the changer,
 * instead of coming with every table's first paint. A box of the changer's size holds its place.
 *
 * Measured: rc-select and its virtual list, about 25 kB gzip, with the lazy pickers' Select (shell pass).
 */
const Select = lazy(() => import("antd/es/select"));

export default function PageSizeChanger(props: SelectProps) {
  const height = props.size === "small" ? 24 : 32;
  return (
    <Suspense
      fallback={
        <span
          className={props.className}
          style={{ display: "inline-block", width: 104, height }}
          aria-hidden="true"
        />
      }
    >
      <Select {...props} />
    </Suspense>
  );
}
