import { CHUNK_LOAD_TIMEOUT_MS } from "../config/constants";
import { wantConsoleLocale } from "../i18n";
import { afterPaint } from "../utils/after-paint";

type ConsoleModule = typeof import("../App");
let pending: Promise<ConsoleModule> | null = null;

/**
 * Loads the Refine console chunk and the console's locale files of the current language once; gives up
 * after the chunk-load timeout of spec §9.
 */
export function loadConsole(): Promise<ConsoleModule> {
  if (!pending) {
    pending = new Promise<ConsoleModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("chunk-timeout")), CHUNK_LOAD_TIMEOUT_MS);
      Promise.all([import("../App"), wantConsoleLocale()]).then(
        ([mod]) => {
          clearTimeout(timer);
          resolve(mod);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Warms the console chunk once the current page has painted, without competing with it. */
export function prefetchConsoleAfterPaint(): () => void {
  return afterPaint(() => void loadConsole().catch(() => undefined));
}
