/** The room timeline of /home?view=calendar (issue 4). */
export function RoomCalendar() {
  return null;
}
