import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  DEFAULT_DIRECTORY,
  PEOPLE_DN,
  SERVICE_DN,
  SERVICE_PASSWORD,
  type Slapd,
  startSlapd,
} from "../server/slapd";
import { apiLogin, fillLogin, login } from "./helpers";

/**
 * The company directory end to end, against a real slapd started by this file: the administrator
 * connects it on the synchronisation tab, runs a synchronisation and watches it finish, allows LDAP
 * accounts on the authentication tab, and a directory user signs in with the directory password.
 */
let slapd: Slapd;
const alice = DEFAULT_DIRECTORY.users.find((user) => user.uid === "alice")!;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  slapd = await startSlapd();
});

test.afterAll(async ({ request }) => {
  // Leave the shared server as other files expect it: local logins only.
  const token = await apiLogin(request, "admin");
  await request.put("/api/v1/system/config/authentication", {
    headers: { token },
    data: { loginType: "LOCAL", singleSession: false, passwordPolicy: { minLength: 8, minClasses: 3 } },
  });
  await slapd?.stop();
});

test("the administrator connects the directory, synchronises it and watches the run finish", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "en-US"));
  await login(page, "admin");
  await page.goto("/system/synchronization-setting");
  await expect(page.getByRole("tab", { name: "Synchronisation" })).toHaveAttribute("aria-selected", "true");

  await page.getByLabel("Server address").fill(slapd.url);
  await page.getByLabel("Base DN").fill(PEOPLE_DN);
  await page.getByLabel("Bind DN").fill(SERVICE_DN);
  await page.getByLabel("Bind password").fill("not-the-password");
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByText("Connection test failed")).toBeVisible();
  await expect(page.getByText(/the bind DN or password is wrong/)).toBeVisible();

  await page.getByLabel("Bind password").fill(SERVICE_PASSWORD);
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByText("Connection test passed")).toBeVisible();
  await expect(page.getByText(/finds 4 user/)).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("The LDAP connection is saved")).toBeVisible();
  await expect(page.getByLabel("Bind password")).toHaveValue("");
  await expect(page.getByPlaceholder("Stored (not shown)")).toBeVisible();

  // Users of ou=Sales join the first top department.
  await page.getByRole("button", { name: "Add mapping" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("OU").fill(`ou=Sales,${PEOPLE_DN}`);
  await dialog.getByLabel("Department").click();
  const firstDept = page.locator(".ant-select-tree-title").first();
  const deptName = ((await firstDept.textContent()) ?? "").trim();
  await firstDept.click();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("The mapping is saved")).toBeVisible();
  await expect(page.getByRole("cell", { name: `ou=Sales,${PEOPLE_DN}` })).toBeVisible();

  await page.getByRole("button", { name: "Synchronise now" }).click();
  await page.getByRole("button", { name: "OK" }).click();
  const state = page.locator(".sync-run-state");
  await expect(state).toContainText("Succeeded", { timeout: 30_000 });
  await expect(state).toContainText("Done");
  await expect(page.getByText("4 (4 enabled)")).toBeVisible();
  // The tab with a finished run on it (the a11y file sees it before any run), once the toasts have gone.
  await expect(page.locator(".ant-message-notice")).toHaveCount(0, { timeout: 15_000 });
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // The synchronised user is in user management, in the mapped department.
  await page.goto("/system/user-management?keyword=alice");
  await expect(page.getByRole("cell", { name: "Alice Liu", exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /Alice Liu/ })).toContainText(deptName);
});

test("with LDAP accounts allowed, a directory user signs in with the directory password", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "en-US"));
  await login(page, "admin");
  await page.goto("/system/user-setting");
  await page.getByRole("radio", { name: /Local and LDAP accounts/ }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("The authentication settings are saved")).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto("/login");
  await expect(page.locator(".captcha-image img")).toBeVisible();
  await fillLogin(page, "alice", "Wrong-Pass-1");
  await expect(page.getByText("Account or password is incorrect")).toBeVisible();
  await fillLogin(page, "alice", alice.password);
  await expect(page.locator(".ant-layout-sider")).toBeVisible();
  await expect(page.getByRole("button", { name: /Alice Liu/ })).toBeVisible();
});
