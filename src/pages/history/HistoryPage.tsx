import { UnderConstruction } from "../UnderConstruction";

/** /history: ended meetings, filters, detail and export (issue 4). */
export function HistoryPage() {
  return <UnderConstruction label="menu.history" />;
}
