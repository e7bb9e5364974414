import { useEffect, useState } from "react";

/**
 * Whether what `shown` stands for has been on screen: true from the task after the first frame
 * painted with it (at once where the page gets no frames, as a hidden tab). Work held back until
 * then does not delay that paint.
 */
export function usePainted(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    let timer = 0;
    const after = () => {
      timer = window.setTimeout(() => setPainted(true), 0);
    };
    const framed = typeof requestAnimationFrame === "function" && document.visibilityState !== "hidden";
    const frame = framed ? requestAnimationFrame(after) : 0;
    if (!framed) after();
    return () => {
      if (framed) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, painted]);
  return painted;
}
