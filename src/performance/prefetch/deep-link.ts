import { authOps } from "#contract/operations/auth";
import { session } from "../../auth/session";
import { prefetchControlPage } from "../../pages/meeting-control/first-reads";
import { prefetch } from "../../providers/http/call";
import { isPublicPath } from "../../routing/guard";
import { loadConsole } from "../../shell/load-console";

/**
 * A console address opened with a stored session: the signed-in user, the console chunk and its
 * locale files start downloading together, before React renders, instead of one after another. The
 * page's own chunks are named in the server's page as modulepreload links, so they download meanwhile
 * too; as soon as the console runs it asks for the page's first data and imports the page's chunks.
 * Meeting control's reads start with the user's: its page renders until its answers are in anyway, and
 * with them there its first render shows the meeting (at C 0.1-0.2 s sooner than asked by the console).
 */
export function startConsoleLoads(pathname: string, search: string): void {
  if (isPublicPath(pathname) || !session.isLoggedIn()) return;
  prefetch(authOps.currentUser);
  if (/^\/device\/meeting-control\/?$/i.test(pathname)) prefetchControlPage(search);
  void loadConsole()
    .then((console) => {
      console.prefetchFirstData(pathname, search);
      console.preloadPage(pathname, search);
    })
    .catch(() => undefined);
}
