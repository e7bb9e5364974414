import { session } from "../auth/session";
import { isPublicPath } from "../routing/guard";
import { preloadPage } from "../routing/page-chunks";
import { loadConsole } from "./load-console";

/**
 * A console address opened with a stored session: its first data, the console chunk, its locale
 * files and the page's own chunks start downloading together, before React renders, instead of one
 * after another.
 */
export function startConsoleLoads(pathname: string, search: string): void {
  if (isPublicPath(pathname) || !session.isLoggedIn()) return;
  void import("../boot/first-data")
    .then((boot) => boot.prefetchFirstData(pathname, search))
    .catch(() => undefined);
  void loadConsole().catch(() => undefined);
  preloadPage(pathname, search);
}
