import { UnderConstruction } from "../UnderConstruction";

/** /home: the meeting list and the room calendar (issue 4). */
export function MeetingsPage() {
  return <UnderConstruction label="menu.meeting" />;
}
