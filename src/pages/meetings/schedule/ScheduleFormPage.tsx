import { UnderConstruction } from "../../UnderConstruction";

/** /home/schedule (create) and /home/schedule/:scheduleId (edit) (issue 4). */
export function ScheduleFormPage() {
  return <UnderConstruction label="menu.meeting" />;
}
