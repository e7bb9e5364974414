import { useEffect, useState } from "react";
import { afterPaint } from "../../utils/after-paint";

/**
 * Whether what `shown` stands for has been on screen: true from the task after the first frame
 * painted with it (at once where the page gets no frames, as a hidden tab). Work held back until
 * then does not delay that paint.
 */
export function usePainted(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    const done = () => setPainted(true);
    if (typeof requestAnimationFrame === "function" && document.visibilityState !== "hidden")
      return afterPaint(done);
    const timer = window.setTimeout(done, 0);
    return () => clearTimeout(timer);
  }, [shown, painted]);
  return painted;
}
