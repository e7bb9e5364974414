import { lazy, Suspense, useState } from "react";
import type { DetailSource } from "./MeetingDetailDrawer";

const MeetingDetailDrawer = lazy(() =>
  import("./MeetingDetailDrawer").then((m) => ({ default: m.MeetingDetailDrawer })),
);

interface Props {
  source: DetailSource | null;
  onClose: () => void;
}

/**
 * A meeting's detail drawer (antd Drawer, Descriptions, Timeline, the attendee table), fetched when
 * a meeting is first opened rather than with the list; it then stays mounted so it closes as it opens.
 */
export function LazyMeetingDetailDrawer({ source, onClose }: Props) {
  const [opened, setOpened] = useState(false);
  if (source && !opened) setOpened(true);
  if (!opened && !source) return null;
  return (
    <Suspense fallback={null}>
      <MeetingDetailDrawer source={source} onClose={onClose} />
    </Suspense>
  );
}
