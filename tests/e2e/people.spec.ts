import { expect, type Page, test } from "@playwright/test";
import { CAPTCHA, fillLogin, login, spaced, topMenu } from "./helpers";

/**
 * People and power, as an administrator does it: a department in the organisation tree, a role
 * with its resources on the authority page, a user of that department with that role. The user
 * signs in and sees exactly the menus of the role; disabled by the administrator, the user's very
 * next call is answered 401 and the console sends them to the login page.
 */
const STAMP = Date.now().toString(36).slice(-5);
const DEPT = `E2E 部门 ${STAMP}`;
const ROLE = `E2E 会议室管理员 ${STAMP}`;
const ACCOUNT = `e2e${STAMP}`;
const PASSWORD = "E2e#People2030";

async function submitModal(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.locator(".ant-modal-footer .ant-btn-primary").click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
}

test.describe
  .serial("an administrator adds a department, a role and a user", () => {
    test("the department, in the organisation tree", async ({ page }) => {
      await login(page, "admin");
      await page.goto("/system/user-management");
      const tree = page.getByRole("navigation", { name: "组织架构" });
      await tree.getByText("总部", { exact: true }).click();
      await tree.getByRole("button", { name: "新增部门", exact: true }).click();
      await page.getByLabel("部门名称").fill(DEPT);
      await submitModal(page);
      await expect(tree.getByText(DEPT)).toBeVisible();
      // A sibling of the same name is refused beside the field, in the user's language.
      await tree.getByRole("button", { name: "新增部门", exact: true }).click();
      await page.getByLabel("部门名称").fill(DEPT);
      await page.locator(".ant-modal-footer .ant-btn-primary").click();
      await expect(page.locator(".ant-modal-content .ant-form-item-explain-error")).toHaveText(
        "同一上级部门下已有同名部门",
      );
      await page.locator(".ant-modal-footer .ant-btn").first().click();
    });

    test("the role, with its resources, on the authority page", async ({ page }) => {
      await login(page, "admin");
      await page.goto("/system/authority-management");
      const roles = page.getByRole("navigation", { name: "角色组与角色" });
      await roles.getByText("默认角色组").click();
      await roles.getByRole("button", { name: "新建角色", exact: true }).click();
      await page.getByLabel("角色名称").fill(ROLE);
      await submitModal(page);
      await expect(page.getByRole("heading", { name: ROLE })).toBeVisible();
      // Choosing a page chooses its section: meeting rooms bring "operation".
      await page
        .locator(".ant-tree-treenode")
        .filter({ hasText: "会议室管理 · meetingRoom" })
        .locator(".ant-tree-checkbox")
        .click();
      await expect(
        page
          .locator(".ant-tree-treenode")
          .filter({ hasText: "运营 · operation" })
          .locator(".ant-tree-checkbox-checked"),
      ).toHaveCount(1);
      const saved = page.waitForResponse(
        (response) => response.url().includes("/add/resources") && response.request().method() === "POST",
      );
      const save = page.getByRole("button", { name: spaced("保存") });
      await save.click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText("已保存").last()).toBeVisible();
      // Nothing left to save or undo once the role holds what was chosen, and nothing still spinning.
      await expect(page.getByRole("button", { name: "撤销修改" })).toBeDisabled();
      await expect(save).toBeDisabled();
      await expect(save.locator(".anticon-loading")).toHaveCount(0);
    });

    test("the user, in that department with that role", async ({ page }) => {
      await login(page, "admin");
      await page.goto("/system/user-management");
      await page.getByRole("navigation", { name: "组织架构" }).getByText(DEPT).click();
      await expect(page).toHaveURL(/dept=/);
      await expect(page.locator(".ant-table .ant-empty")).toBeVisible();
      await page.getByRole("link", { name: /新建/ }).first().click();
      await expect(page).toHaveURL(/\/create/);
      await page.locator("form").last().getByLabel("账号").fill(ACCOUNT);
      await page.getByLabel("姓名").fill("端到端用户");
      await page.getByLabel("初始密码").fill("short");
      await expect(page.getByText("密码长度须为 8–32 个字符")).toBeVisible();
      await page.getByLabel("初始密码").fill(PASSWORD);
      // The choices are windowed: the search narrows them to the one wanted.
      await page.getByLabel("所属组织").click();
      await page.keyboard.type(STAMP);
      await page.locator(".ant-select-tree").getByText(DEPT).click();
      await page.getByLabel("角色").click();
      await page.keyboard.type(STAMP);
      await page.locator(".ant-select-tree").getByText(ROLE).click();
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: /保\s*存/ }).click();
      await expect(page.getByText(ACCOUNT)).toBeVisible();
    });

    test("the user sees exactly the menus of the role; disabled, their next call gets 401", async ({
      browser,
      page,
    }) => {
      const person = await browser.newPage();
      await person.goto("/login");
      await expect(person.locator(".captcha-image img")).toBeVisible();
      await fillLogin(person, ACCOUNT, PASSWORD, CAPTCHA);
      await expect(person.locator(".ant-layout-sider")).toBeVisible();
      const sections = (await topMenu(person)).filter((entry) => entry !== "退出登录");
      expect(sections).toEqual(["会议", "历史会议", "运营管理"]);
      await person.locator(".ant-layout-sider").getByText("运营管理").click();
      const operation = person.locator(".ant-layout-sider .side-nav-sub").last();
      await expect(operation.getByText("会议室管理")).toBeVisible();
      await expect(operation.getByText("位置管理")).toHaveCount(0);

      await login(page, "admin");
      await page.goto("/system/user-management");
      await page.getByLabel("关键字").fill(ACCOUNT);
      await page.getByRole("button", { name: /查\s*询/ }).click();
      const row = page.locator(".ant-table-row").filter({ hasText: ACCOUNT });
      await expect(row).toHaveCount(1);
      await row.getByRole("button", { name: /更多/ }).click();
      await page
        .getByRole("group", { name: "更多" })
        .getByRole("button", { name: spaced("禁用") })
        .click();
      await page.locator(".ant-modal-confirm-btns .ant-btn-primary").click();
      await expect(page.getByText("已禁用，该用户已被强制退出")).toBeVisible();

      const refused = person.waitForResponse(
        (response) => response.url().includes("/api/v1/") && response.status() === 401,
      );
      await person.locator(".ant-layout-sider").getByText("会议室管理").click();
      const answer = await refused;
      expect((await answer.json()).errorCode).toBe("TOKEN_INVALID");
      await expect(person).toHaveURL(/\/login/, { timeout: 10_000 });
      await person.close();
    });
  });
