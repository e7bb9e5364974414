import { type ComponentProps, lazy, Suspense } from "react";

/**
 * Replaces `antd/es/typography/Editable` as imported by `antd/es/typography/Base/index.js`.
 *
 * Stands in for antd Typography's in-place editor in the browser build (./plugin.ts): it shows only
 * while an `editable` text is being edited, which no console text is, yet its module brought antd's
 * TextArea to every page with a Typography text. An editable text gets the real editor, fetched when
 * editing first starts.
 *
 * Measured: part of the route-JS pass, which took the room list's deep link from 495 to 435 kB gzip with the
 * other stand-ins of that pass (no separate figure).
 */
const RealEditable = lazy(() => import("antd/es/typography/Editable"));

export default function Editable(props: ComponentProps<typeof RealEditable>) {
  return (
    <Suspense fallback={null}>
      <RealEditable {...props} />
    </Suspense>
  );
}
