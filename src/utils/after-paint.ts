/**
 * Runs `run` in the task after the next frame is painted: a frame's callback runs before its paint,
 * a timer set there after it. Returns a cancel.
 */
export function afterPaint(run: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
