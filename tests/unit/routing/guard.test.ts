import { describe, expect, it } from "vitest";
import { OPERATOR_PERMISSIONS } from "#contract/permissions";
import { decideNavigation, type GuardInput, safeRedirect } from "../../../src/routing/guard";

const TOKEN = "abcdefghijklmnop.QRST-uv_w~x+y/z=";
const Q = encodeURIComponent(TOKEN);

const anon: GuardInput = {
  pathname: "/home",
  search: "",
  isMobile: false,
  storedUserAgent: null,
  loggedIn: false,
  permissions: [],
  userType: null,
  loginType: { type: "LOCAL", loginUrl: null },
};
const normal: GuardInput = {
  ...anon,
  loggedIn: true,
  userType: "NORMAL",
  permissions: [...OPERATOR_PERMISSIONS],
};
const system: GuardInput = { ...normal, userType: "SYSTEM", permissions: ["system", "user"] };

const at = (base: GuardInput, url: string, extra: Partial<GuardInput> = {}): GuardInput => {
  const [pathname, query] = url.split("?");
  return { ...base, pathname: pathname!, search: query ? `?${query}` : "", ...extra };
};
const redirect = (to: string, effects: unknown[] = []) => ({ type: "redirect", to, effects });
const allow = (effects: unknown[] = []) => ({ type: "allow", effects });
const external = (url: string, effects: unknown[] = []) => ({ type: "external", url, effects });

type Row = [step: string, input: GuardInput, expected: unknown];

const rows: Row[] = [
  [
    "step 1: phone asks for the mobile domain",
    at(normal, "/home", { isMobile: true }),
    { type: "need", need: "mobileDomain" },
  ],
  [
    "step 1: phone goes to MOBILE_DOMAIN",
    at(normal, "/home", { isMobile: true, mobileDomain: "https://m.example.com" }),
    external("https://m.example.com"),
  ],
  [
    "step 1: bare host keeps the page's scheme",
    at(anon, "/home", { isMobile: true, mobileDomain: "m.example.com" }),
    external("//m.example.com"),
  ],
  [
    "step 1: failed read → /h5/",
    at(anon, "/home", { isMobile: true, mobileDomain: "failed" }),
    external("/h5/"),
  ],
  ["step 1: empty domain → /h5/", at(anon, "/home", { isMobile: true, mobileDomain: "" }), external("/h5/")],
  [
    "step 1: unsafe domain → /h5/",
    at(anon, "/home", { isMobile: true, mobileDomain: "javascript:alert(1)" }),
    external("/h5/"),
  ],
  [
    "step 1: phone beats the login page",
    at(anon, "/login", { isMobile: true, mobileDomain: null }),
    external("/h5/"),
  ],
  [
    "step 1: phone beats token adoption",
    at(anon, `/home?token=${Q}`, { isMobile: true, mobileDomain: null }),
    external("/h5/"),
  ],
  ["step 1: /download is exempt", at(anon, "/download", { isMobile: true }), allow()],
  [
    "step 1: phone on the /h5 fallback is not bounced again",
    at(anon, "/h5/index", { isMobile: true }),
    redirect("/not-support-mobile"),
  ],
  ["step 1: /not-support-mobile is exempt", at(anon, "/not-support-mobile", { isMobile: true }), allow()],
  [
    "step 2: desktop client cleared at /login",
    at(normal, "/login", { storedUserAgent: "WINDOWS_ACME" }),
    allow(["clearStorage"]),
  ],
  [
    "step 2: desktop client cleared at / then sent to /login",
    at(normal, "/", { storedUserAgent: "MAC_WEB" }),
    redirect("/login", ["clearStorage"]),
  ],
  [
    "step 2: desktop client not cleared elsewhere",
    at(normal, "/home", { storedUserAgent: "WINDOWS_WEB" }),
    allow(),
  ],
  ["step 2: web browser not cleared", at(normal, "/login", { storedUserAgent: "WEB" }), allow()],
  [
    "step 2: code from the query wins",
    at(anon, "/login?userAgent=MAC_ACME", { storedUserAgent: "WEB" }),
    redirect("/login", ["clearStorage", { adopt: { userAgent: "MAC_ACME" } }]),
  ],
  [
    "step 3: login type asked at /login",
    at(anon, "/login", { loginType: undefined }),
    { type: "need", need: "loginType" },
  ],
  [
    "step 3: login type asked at /admin/login",
    at(anon, "/admin/login", { loginType: undefined }),
    { type: "need", need: "loginType" },
  ],
  [
    "step 3: CAS goes to the external login",
    at(anon, "/login", { loginType: { type: "CAS", loginUrl: "https://cas.example.com/login" } }),
    external("https://cas.example.com/login"),
  ],
  [
    "step 3: OAUTH2 goes to the external login",
    at(anon, "/login", { loginType: { type: "OAUTH2", loginUrl: "/api/v1/oauth2/authorize" } }),
    external("/api/v1/oauth2/authorize"),
  ],
  [
    "step 3: SAML with storage cleared first",
    at(anon, "/login", {
      storedUserAgent: "WINDOWS_WEB",
      loginType: { type: "SAML", loginUrl: "https://idp/saml" },
    }),
    external("https://idp/saml", ["clearStorage"]),
  ],
  [
    "step 3: the console's SSO page gets the login page's redirect",
    at(anon, "/login", {
      search: "?redirect=%2Frooms%3Fpage%3D2",
      loginType: { type: "OAUTH2", loginUrl: "/singleLogin" },
    }),
    external("/singleLogin?redirect=%2Frooms%3Fpage%3D2"),
  ],
  [
    "step 3: an off-origin redirect is not passed on to the SSO page",
    at(anon, "/login", {
      search: "?redirect=%2F%2Fevil.example.com",
      loginType: { type: "SAML", loginUrl: "/singleLogin" },
    }),
    external("/singleLogin"),
  ],
  [
    "step 3: ?local shows the password form whatever the login type",
    at(anon, "/admin/login", { search: "?local", loginType: { type: "CAS", loginUrl: "/singleLogin" } }),
    allow(),
  ],
  [
    "step 3: unsafe external URL shows the page",
    at(anon, "/login", { loginType: { type: "CAS", loginUrl: "javascript:alert(1)" } }),
    allow(),
  ],
  ["step 3: LOCAL shows the login page", at(anon, "/login"), allow()],
  ["step 3: failed lookup shows the login page", at(anon, "/login", { loginType: "failed" }), allow()],
  ["step 3: logged-in user may see /login", at(normal, "/login"), allow()],
  [
    "step 4: token asks for the current user",
    at(anon, `/home?token=${Q}`),
    { type: "need", need: "currentUser", token: TOKEN },
  ],
  [
    "step 4: token adopted before the login check",
    at(anon, `/device/mcu-management?token=${Q}&x=1`, { currentUserResult: "ok" }),
    redirect("/device/mcu-management?x=1", [{ adopt: { token: TOKEN } }]),
  ],
  [
    "step 4: user fetch failed → /login",
    at(anon, `/home?token=${Q}`, { currentUserResult: "failed" }),
    redirect("/login"),
  ],
  ["step 4: malformed token dropped", at(anon, "/home?token=short"), redirect("/login")],
  ["step 4: token with bad characters dropped", at(anon, `/home?token=${Q}<script>`), redirect("/login")],
  [
    "step 4: all three adopted and removed",
    at(normal, `/history?language=en-US&userAgent=WINDOWS_WEB&token=${Q}`, { currentUserResult: "ok" }),
    redirect("/history", [{ adopt: { token: TOKEN, userAgent: "WINDOWS_WEB", language: "en-US" } }]),
  ],
  [
    "step 4: unknown language removed, not adopted",
    at(normal, "/home?language=fr", {}),
    redirect("/home", [{ adopt: {} }]),
  ],
  [
    "step 4: bad userAgent removed, not adopted",
    at(normal, "/home?userAgent=web<1>"),
    redirect("/home", [{ adopt: {} }]),
  ],
  [
    "step 4: hash kept",
    at(normal, "/home?language=zh-CN", { hash: "#x" }),
    redirect("/home#x", [{ adopt: { language: "zh-CN" } }]),
  ],
  [
    "step 4: SSO return keeps its query through the fixed redirect",
    at(anon, `/sso/login?token=${Q}`),
    redirect(`/home?token=${Q}`),
  ],
  [
    "step 5: /report → first visible report",
    at(normal, "/report", { permissions: ["deptReport", "personalReport"] }),
    redirect("/report/department-analysis"),
  ],
  ["step 5: /report with no report → no permission", at(normal, "/report"), redirect("/systec/NoPermission")],
  ["step 5: anonymous /report logs in first", at(anon, "/report"), redirect("/login?redirect=%2Freport")],
  ["step 6: /monitor with meetingControl", at(normal, "/monitor"), redirect("/monitor/meeting")],
  [
    "step 6: /monitor with mcuMonitor",
    at(normal, "/monitor", { permissions: ["mcuMonitor"] }),
    redirect("/monitor/mcu"),
  ],
  [
    "step 6: /monitor otherwise terminal",
    at(normal, "/monitor", { permissions: [] }),
    redirect("/monitor/terminal"),
  ],
  [
    "step 7: anonymous → /login with redirect query",
    at(anon, "/operation/location-management?page=2&q=a b"),
    redirect("/login?redirect=%2Foperation%2Flocation-management%3Fpage%3D2%26q%3Da%20b"),
  ],
  ["step 7: home needs login", at(anon, "/home"), redirect("/login?redirect=%2Fhome")],
  ["step 7: public page needs no login", at(anon, "/singleLogin"), allow()],
  ["step 7: no-permission page is public", at(anon, "/systec/NoPermission"), allow()],
  [
    "step 8: missing permission → no-permission page",
    at(normal, "/monitor/mcu"),
    redirect("/systec/NoPermission"),
  ],
  [
    "step 8: alias accepted by the guard",
    at(normal, "/report/meeting-detail-report", { permissions: ["meetingDetail"] }),
    allow(),
  ],
  ["step 8: held permission allowed", at(normal, "/device/meeting-control"), allow()],
  ["step 8: path match is case-insensitive", at(normal, "/Device/MCU-Management/"), allow()],
  [
    "step 9: system page without permission refused to NORMAL",
    at(normal, "/system/license-setting", { permissions: ["system"] }),
    redirect("/systec/NoPermission"),
  ],
  ["step 9: system page allowed to SYSTEM", at(system, "/system/license-setting"), allow()],
  [
    "step 9: named system permission is enough for NORMAL",
    at(normal, "/system/user-management", { permissions: ["user"] }),
    allow(),
  ],
  ["redirects: /admin → /admin/login", at(anon, "/admin"), redirect("/admin/login")],
  ["redirects: /device → /device/mcu-management", at(normal, "/device"), redirect("/device/mcu-management")],
  [
    "redirects: /system → /system/synchronization-setting",
    at(normal, "/system"),
    redirect("/system/synchronization-setting"),
  ],
  ["redirects: /sso/login → /home", at(normal, "/sso/login"), redirect("/home")],
  ["redirects: unmatched path → /login", at(anon, "/nowhere"), redirect("/login")],
  ["redirects: unmatched path → /login when logged in too", at(normal, "/nowhere"), redirect("/login")],
  [
    "step 7: protocol-relative path never becomes a redirect query",
    at(anon, "//evil.com"),
    redirect("/login"),
  ],
];

describe("decideNavigation (spec §2 guard)", () => {
  it.each(rows)("%s", (_step, input, expected) => {
    expect(decideNavigation(input)).toEqual(expected);
  });
});

describe("safeRedirect (step 7 redirect targets)", () => {
  it.each([
    [
      "same-origin path kept",
      "/operation/location-management?page=2",
      "/operation/location-management?page=2",
    ],
    ["null → home", null, "/home"],
    ["empty → home", "", "/home"],
    ["protocol-relative rejected", "//evil.com", "/home"],
    ["absolute URL rejected", "https://evil.com", "/home"],
    ["backslash trick rejected", "/\\evil.com", "/home"],
    ["javascript: rejected", "javascript:alert(1)", "/home"],
    ["control character rejected", "/home\n//evil.com", "/home"],
    ["relative without slash rejected", "home", "/home"],
    ["public page rejected (no login loop)", "/login?redirect=/home", "/home"],
    ["public page rejected, case-insensitive", "/Admin/Login", "/home"],
  ] as const)("%s", (_rule, target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
