import { constants, publicEncrypt, randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const CAPTCHA = "e2e1";

export const ACCOUNTS = {
  admin: { account: "admin", password: "Admin@123" },
  operator: { account: "operator", password: "Operator@123" },
  user: { account: "user", password: "User@123" },
  /** An ordinary seeded user whose password the change-password test may change and restore. */
  luoxia: { account: "luoxia", password: "User@123" },
} as const;

export async function fillLogin(page: Page, account: string, password: string, captcha = CAPTCHA) {
  await page.locator("#login-account").fill(account);
  await page.locator("#login-password").fill(password);
  await page.locator("#login-captcha").fill(captcha);
  await page.locator("form.login-card button[type=submit]").click();
}

/** Logs in through the real login form and waits for the console to show. */
export async function login(page: Page, who: keyof typeof ACCOUNTS, path = "/login") {
  await page.goto(path);
  await expect(page.locator(".captcha-image img")).toBeVisible();
  await fillLogin(page, ACCOUNTS[who].account, ACCOUNTS[who].password);
  await expect(page.locator(".ant-layout-sider")).toBeVisible();
}

/** Texts of the top-level entries of the side menu. */
export async function topMenu(page: Page): Promise<string[]> {
  const sider = page.locator(".ant-layout-sider .side-nav");
  await expect(sider).toBeVisible();
  await page.waitForTimeout(300);
  const items = sider.locator(":scope > li");
  const texts = await items.allInnerTexts();
  return texts.map((t) => t.trim()).filter((t) => t.length > 0);
}

/** A password as the login form sends it: RSA-OAEP (SHA-256) with a fresh nonce, under the server's key. */
export async function encryptedPassword(request: APIRequestContext, password: string): Promise<string> {
  const face = await (await request.get("/api/v1/login/interface")).json();
  const plain = JSON.stringify({ password, nonce: randomBytes(16).toString("hex") });
  return publicEncrypt(
    { key: face.data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(plain, "utf8"),
  ).toString("base64");
}

/** Logs in through the API (as a second device would), returning the token. */
export async function apiLogin(request: APIRequestContext, who: keyof typeof ACCOUNTS): Promise<string> {
  const password = await encryptedPassword(request, ACCOUNTS[who].password);
  const captcha = await (await request.get("/api/v1/login/captcha")).json();
  const response = await request.post("/api/v1/login", {
    data: { account: ACCOUNTS[who].account, password, captchaKey: captcha.data.key, captcha: CAPTCHA },
  });
  const body = await response.json();
  expect(body.status, JSON.stringify(body)).toBe(200);
  return body.data.token as string;
}

/** antd puts a space between the two characters of a two-character Chinese button label. */
export const spaced = (text: string): RegExp => new RegExp(`^\\s*${[...text].join("\\s*")}\\s*$`);

/** axe's serious and critical WCAG 2.1 A/AA violations on the page, each with up to three places. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const examples = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")} ${n.any[0]?.message ?? ""}`.trim());
      return `${v.id} (${v.nodes.length}): ${examples.join(" | ")}`;
    });
}
