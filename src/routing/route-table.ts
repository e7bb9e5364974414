import { PAGES, type PageDeclaration } from "#contract/pages";

/**
 * The console's routes: the page declarations of #contract/pages (path, menu entry, permission,
 * chunk), the fixed redirects and the paths the guard sends to. The menu, the guard and the console's
 * routes read them here.
 */
export type { Section, SectionKey } from "#contract/pages";
export { PUBLIC_PATHS, SECTIONS } from "#contract/pages";

export type PageRoute = PageDeclaration;

export const PAGE_ROUTES: readonly PageRoute[] = PAGES;

/** Fixed redirects of spec §2 ("any unmatched path" is handled by the router). */
export const REDIRECTS: Record<string, string> = {
  "/": "/login",
  "/admin": "/admin/login",
  "/sso/login": "/home",
  "/device": "/device/mcu-management",
  "/system": "/system/synchronization-setting",
};

/** Guard step 5: the order in which /report picks its first page (the declarations' order). */
export const REPORT_ORDER = PAGES.filter((page) => page.section === "report").map((page) => page.path);

export const NO_PERMISSION_PATH = "/systec/NoPermission";
export const LOGIN_PATH = "/login";
export const HOME_PATH = "/home";

/** A declared resource's screen under its page: `/<resource>/create`, `/<resource>/edit/<id>`, `/<resource>/show/<id>`. */
const SUB_SCREEN = /^\/[a-z0-9]+(?:-[a-z0-9]+)*\/(?:create|(?:edit|show)\/[^/]+)$/i;

/** The page at `pathname`, or the page hosting the resource screen at `pathname` (guarded like its page). */
export function findRoute(pathname: string): PageRoute | undefined {
  const key = pathname.toLowerCase();
  const exact = PAGE_ROUTES.find((r) => r.path.toLowerCase() === key);
  if (exact) return exact;
  return PAGE_ROUTES.find((r) => {
    const base = r.path.toLowerCase();
    if (!key.startsWith(`${base}/`)) return false;
    const rest = pathname.slice(base.length);
    return SUB_SCREEN.test(rest) || (r.subPages?.some((sub) => sub.match.test(rest)) ?? false);
  });
}
