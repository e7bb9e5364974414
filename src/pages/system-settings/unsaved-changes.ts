import { useWarnAboutChange } from "@refinedev/core";
import { useCallback, useEffect } from "react";

/**
 * A settings tab's unsaved edits, kept in Refine's "warn when unsaved changes" flag: leaving the
 * page asks first (Refine's notifier) and so does switching tab (the settings page). Call
 * `markDirty` on a change (e.g. a form's onValuesChange) and `markClean` after a save or a reset.
 * The flag is cleared when the tab unmounts.
 */
export function useUnsavedChanges() {
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const markDirty = useCallback(() => setWarnWhen(true), [setWarnWhen]);
  const markClean = useCallback(() => setWarnWhen(false), [setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  return { dirty: warnWhen, markDirty, markClean };
}
