import { type ComponentProps, lazy, Suspense } from "react";

/**
 * Stands in for antd Typography's in-place editor in the browser build (vite.config.ts): it shows only
 * while an `editable` text is being edited, which no console text is, yet its module brought antd's
 * TextArea to every page with a Typography text. An editable text gets the real editor, fetched when
 * editing first starts.
 */
const RealEditable = lazy(() => import("antd/es/typography/Editable"));

export default function Editable(props: ComponentProps<typeof RealEditable>) {
  return (
    <Suspense fallback={null}>
      <RealEditable {...props} />
    </Suspense>
  );
}
