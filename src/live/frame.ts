/** Runs work at the next animation frame: one React commit per frame however many batches arrived. */
export type FrameScheduler = (run: () => void) => void;

/** A hidden tab gets no animation frames: there the work runs on a timer instead. */
const HIDDEN_DELAY_MS = 250;

export const nextFrame: FrameScheduler = (run) => {
  if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") {
    setTimeout(run, HIDDEN_DELAY_MS);
    return;
  }
  requestAnimationFrame(() => run());
};
