import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signLicence } from "../../server/src/settings/licences/licence-file";
import { TEST_LICENCE_SIGNING_KEY as SIGNING_KEY } from "../fixtures/licence/test-key";
import { apiLogin, login, spaced } from "./helpers";

/** Running the system: client packages offered on /download, licences and their limit, the open-API secret. */

const dialogOk = (page: Page) => page.locator(".ant-modal-footer .ant-btn-primary");

test("upload a client package and download it from /download", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/system/upload-system-management");
  await expect(page.getByRole("heading", { name: "系统升级" })).toBeVisible();

  const open = async (version: string, name: string, buffer: Buffer) => {
    await page.getByRole("button", { name: "上传安装包" }).click();
    const dialog = page.locator(".ant-modal").filter({ hasText: "上传桌面客户端安装包" });
    await dialog.locator("#version").fill(version);
    await dialog.locator("#releaseNotes").fill("修复了若干问题");
    await dialog
      .locator("input[type=file]")
      .setInputFiles({ name, mimeType: "application/octet-stream", buffer });
    await dialogOk(page).click();
    return dialog;
  };

  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, 1),
  ]);
  const refused = await open("2.3.0", "MeetingSetup.exe", png);
  await expect(refused.locator("#file_help")).toContainText("文件内容不是该平台的安装包");
  await refused.getByRole("button", { name: spaced("取消") }).click();

  const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300_000, 7)]);
  await open("2.3.0", "MeetingSetup.exe", exe);
  await expect(page.locator(".ant-table-row").filter({ hasText: "2.3.0" })).toContainText("MeetingSetup.exe");

  await page.goto("/download");
  await page.getByRole("tab", { name: "Windows" }).click();
  await expect(page.getByText("最新版本：2.3.0")).toBeVisible();
  await expect(page.getByText(/SHA-256：[0-9a-f]{64}/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: spaced("下载") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("MeetingSetup.exe");
  expect(readFileSync((await download.path())!).equals(exe)).toBe(true);
});

test("upload a licence: a forged one refused, a valid one in force, its room limit said plainly", async ({
  page,
  request,
}) => {
  await login(page, "admin");
  await page.goto("/system/license-setting");
  await expect(page.getByText(/没有上传许可证|尚未上传许可证：系统以试用方式运行/).first()).toBeVisible();
  const serial = (await page.locator(".ant-descriptions code").first().textContent())?.trim() ?? "";
  expect(serial).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
  const token = await apiLogin(request, "admin");
  const status = await (await request.get("/api/v1/system/license", { headers: { token } })).json();
  const used = status.data.rooms.used as number;

  const upload = async (content: string, name = "site.lic") =>
    page
      .locator("input[type=file]")
      .setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(content) });
  const terms = { serial, licensee: "示例公司", ports: 32, issued: "2026-01-01", expires: "2099-12-31" };

  const other = (await import("node:crypto")).generateKeyPairSync("ed25519").privateKey;
  await upload(
    signLicence(
      { ...terms, id: "E2E-FORGED", rooms: used + 10 },
      other.export({ type: "pkcs8", format: "pem" }).toString(),
    ),
  );
  await expect(page.getByRole("alert").filter({ hasText: "许可证签名无效" })).toBeVisible();

  await upload(signLicence({ ...terms, id: "E2E-FULL", rooms: used }, SIGNING_KEY));
  await expect(page.locator(".ant-table-row").filter({ hasText: "E2E-FULL" })).toContainText("生效中");
  await expect(page.getByText(`会议室数量已达上限：已有 ${used} 个，许可 ${used} 个。`)).toBeVisible();

  const refused = await request.post("/api/v1/device/room", {
    headers: { token, language: "en-US" },
    data: { name: "Over the licence", capacity: 4 },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(
    `All ${used} rooms the licence allows are in use; upload a licence with more rooms`,
  );

  // The room form says the same in the console, and keeps what was typed.
  await page.goto("/operation/meeting-room-management/rooms/create");
  await page.locator("form").last().locator("#name").fill("超出许可的会议室");
  await page.locator("form").last().locator("#capacity").fill("6");
  await page.getByRole("button", { name: /保\s*存/ }).click();
  await expect(page.getByText(`许可证允许的 ${used} 个会议室已全部使用`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/create/);
  await expect(page.locator("form").last().locator("#name")).toHaveValue("超出许可的会议室");
  await page.goto("/system/license-setting");

  // Deleting the licence in force brings back the evaluation limits (and leaves other specs their rooms).
  const row = page.locator(".ant-table-row").filter({ hasText: "E2E-FULL" });
  await row.getByRole("button", { name: "更多" }).click();
  await page
    .locator(".row-actions-menu")
    .getByRole("button", { name: spaced("删除") })
    .click();
  await page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: spaced("删除") })
    .click();
  await expect(page.locator(".ant-table-row").filter({ hasText: "E2E-FULL" })).toHaveCount(0);
  await expect(page.getByText("会议室数量已达上限")).toHaveCount(0);
});

test("rotate the open-API secret: shown once, the old one refused, the new one calling as the account", async ({
  page,
  request,
}) => {
  await login(page, "admin");
  await page.goto("/system/open-api");
  await page.locator("#open-api-account").fill("operator");
  await page.locator(".ant-select-item-option").filter({ hasText: "(operator)" }).click();
  await page.getByRole("button", { name: "保存账号" }).click();
  await expect(page.getByText("账号已保存")).toBeVisible();

  const secretOnce = async (button: string) => {
    await page.getByRole("button", { name: button }).click();
    await page.locator(".ant-modal-confirm .ant-btn-primary").click();
    const secret = (await page.getByTestId("api-secret").textContent())?.trim() ?? "";
    await page.getByRole("button", { name: "我已保存" }).click();
    return secret;
  };
  const first = await secretOnce("生成密钥");
  const apiKey = (await page.locator(".ant-descriptions code").first().textContent())?.trim() ?? "";
  expect(apiKey).toMatch(/^ak_/);
  await expect(page.getByText(first)).toHaveCount(0);

  const me = (secret: string) =>
    request.get("/api/v1/current/user", { headers: { "X-Api-Key": apiKey, "X-Api-Secret": secret } });
  expect((await (await me(first)).json()).data.account).toBe("operator");

  const second = await secretOnce("轮换密钥");
  expect(second).not.toBe(first);
  expect((await me(first)).status()).toBe(401);
  expect((await me(second)).status()).toBe(200);

  await page.getByLabel("筛选接口").fill("/system/license/serial");
  await page.getByLabel("筛选接口").press("Enter");
  await expect(page.getByText("共 1 个接口")).toBeVisible();
  await page.getByText("licences (1)").click();
  await page.locator(".openapi-operation-label").click();
  await expect(page.getByText("响应", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/q=%2Fsystem%2Flicense%2Fserial/);
});
