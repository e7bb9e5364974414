import { Checkbox } from "antd";
import { memo, useSyncExternalStore } from "react";
import type { RosterLabels } from "./roster-labels";
import type { RosterSelection } from "./roster-selection";

/** A row's selection box: re-renders when its own participant is ticked or cleared, not on updates. */
export const SelectBox = memo(function SelectBox({
  id,
  name,
  selection,
  labels,
}: {
  id: string;
  name: string;
  selection: RosterSelection;
  labels: RosterLabels;
}) {
  const checked = useSyncExternalStore(selection.subscribe, () => selection.isSelected(id));
  return (
    <Checkbox
      checked={checked}
      aria-label={labels.select(name)}
      onChange={(e) => selection.toggle(id, e.target.checked)}
    />
  );
});

/** The header's box: ticks or clears every participant shown; partly ticked when some are. */
export const SelectAllBox = memo(function SelectAllBox({
  selection,
  labels,
}: {
  selection: RosterSelection;
  labels: RosterLabels;
}) {
  const state = useSyncExternalStore(selection.subscribe, selection.getHeader);
  return (
    <Checkbox
      checked={state === "all"}
      indeterminate={state === "some"}
      aria-label={labels.selectAll}
      onChange={(e) => selection.setShown(e.target.checked)}
    />
  );
});
