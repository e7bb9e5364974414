import { expect, type Locator, type Page, test } from "@playwright/test";
import common from "../../locales/zh-CN/common.json" with { type: "json" };
import kit from "../../locales/zh-CN/kit.json" with { type: "json" };
import { RESOURCES } from "../../resources";
import type { FieldDef, ResourceDef } from "../../src/resource-kit/types";
import { login, spaced } from "./helpers";

/**
 * QA's generic flow (issue 3): for every declared resource that can be created, create a record
 * through the generated form, find it in the list by keyword, edit it, open its page and delete
 * it — as the admin, in the default language. The fill values come from the field declarations;
 * FILL_OVERRIDES covers the few fields whose valid values a type alone cannot give.
 */
const stamp = Date.now().toString(36).slice(-6);
const resourcesWithCreate = RESOURCES.filter((def) => def.endpoints.create);

type Filler = (page: Page, form: Locator) => Promise<void>;

/** Pick the first option in the open dropdown of a select or tree select. */
async function pickFirst(page: Page, input: Locator, optionText?: string) {
  await input.click({ force: true });
  const dropdown = page.locator(".ant-select-dropdown:visible").last();
  await expect(dropdown).toBeVisible();
  const option = optionText
    ? dropdown.locator(".ant-select-item-option, .ant-select-tree-treenode").filter({ hasText: optionText })
    : dropdown.locator(
        ".ant-select-item-option, .ant-select-tree-treenode:not(.ant-select-tree-treenode-disabled)",
      );
  await option.first().locator(".ant-select-item-option-content, .ant-select-tree-title").first().click();
  await page.keyboard.press("Escape");
  // The next select's dropdown must not be confused with this one while it fades out.
  await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
}

/** Opens a tree select and chooses the node at `path` (titles from the top), expanding each level on the way. */
async function pickTreePath(page: Page, input: Locator, path: readonly string[]) {
  await input.click();
  const dropdown = page.locator(".ant-select-dropdown:visible").last();
  await expect(dropdown).toBeVisible();
  const nodeNamed = (title: string) =>
    dropdown.locator(".ant-select-tree-treenode").filter({
      has: page.locator(".ant-select-tree-title").getByText(title, { exact: true }),
    });
  for (const [level, title] of path.entries()) {
    const node = nodeNamed(title).first();
    await expect(node).toBeVisible();
    if (level === path.length - 1) {
      await node.locator(".ant-select-tree-title").click();
      break;
    }
    const closed = node.locator(".ant-select-tree-switcher_close");
    if ((await closed.count()) > 0) await closed.click();
  }
  await page.keyboard.press("Escape");
}

const FILL_OVERRIDES: Record<string, Record<string, Filler>> = {
  locations: {
    level: (page, form) => pickFirst(page, form.locator("#level"), "区域"),
    parentId: async () => {},
  },
  "floor-maps": {
    // A floor of the demo's address tree (region, building, floor) that has no map yet.
    locationId: (page, form) => pickTreePath(page, form.locator("#locationId"), ["北京总部", "A座", "5F"]),
  },
  dictionaries: {
    value: (_page, form) => form.locator("#value").fill(`E2E_${stamp.toUpperCase()}`),
  },
};

function sampleText(def: ResourceDef, field: FieldDef, index: number): string {
  const max = field.rules?.max ?? 50;
  const base = field.name === (def.titleField ?? "name") ? `E2E ${def.name} ${stamp}` : `e2e${stamp}${index}`;
  return base.slice(0, max);
}

async function fillField(page: Page, form: Locator, def: ResourceDef, field: FieldDef, index: number) {
  const override = FILL_OVERRIDES[def.name]?.[field.name];
  if (override) return override(page, form);
  const input = form.locator(`#${field.name}`);
  const titled = field.name === (def.titleField ?? "name");
  if ((!field.rules?.required || field.initial !== undefined) && !titled) return;
  switch (field.type) {
    case "text":
    case "textarea":
      return input.fill(field.rules?.digits ? "1".repeat(field.rules.digits) : sampleText(def, field, index));
    case "number": {
      const min = field.rules?.min ?? 0;
      const max = field.rules?.max ?? 100;
      return input.fill(String(Math.max(min, Math.min(max, 10))));
    }
    case "email":
      return input.fill(`e2e${stamp}@example.com`);
    case "phone":
      return input.fill("13800000000");
    case "ip":
      return input.fill(`10.9.${index}.${(Number.parseInt(stamp, 36) % 250) + 1}`);
    case "password":
      return input.fill("Secret#2026");
    case "enum":
    case "reference":
    case "tree":
      return pickFirst(page, input);
    default:
      return;
  }
}

const formFields = (def: ResourceDef, mode: "create" | "edit") =>
  def.fields.filter((field) => !field.views || field.views.includes(mode));

function listPath(def: ResourceDef): string {
  const siblings = RESOURCES.filter((other) => other.nav.route === def.nav.route);
  return siblings.length > 1 ? `${def.nav.route}?tab=${def.name}` : def.nav.route;
}

async function search(page: Page, keyword: string) {
  const bar = page.getByRole("form", { name: kit.filters });
  await bar.getByRole("textbox", { name: kit.keyword }).fill(keyword);
  await bar.getByRole("button", { name: kit.search }).click();
}

const rowWith = (page: Page, text: string) => page.locator(".ant-table-row").filter({ hasText: text });

for (const def of resourcesWithCreate) {
  test(`${def.name}: create, find, edit, show and delete through the generated screens`, async ({ page }) => {
    await login(page, "admin", listPath(def));
    const name = `E2E ${def.name} ${stamp}`;

    await page.getByRole("link", { name: common.buttons.create }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${def.name}/create`));
    const form = page.locator("form").last();
    let index = 0;
    for (const field of formFields(def, "create")) await fillField(page, form, def, field, index++);
    await page.getByRole("button", { name: common.buttons.save }).click();
    await expect(page).not.toHaveURL(/\/create/);

    await search(page, name);
    await expect(rowWith(page, name)).toHaveCount(1);

    await rowWith(page, name).getByRole("link", { name: common.buttons.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/${def.name}/edit/`));
    const titleField = def.titleField ?? "name";
    const renamed = `${name} v2`.slice(0, def.fields.find((f) => f.name === titleField)?.rules?.max ?? 50);
    const nameInput = page.locator("form").last().locator(`#${titleField}`);
    await expect(nameInput).toHaveValue(name);
    await nameInput.fill(renamed);
    await page.getByRole("button", { name: common.buttons.save }).click();
    await expect(page).not.toHaveURL(/\/edit\//);

    await search(page, renamed);
    await expect(rowWith(page, renamed)).toHaveCount(1);
    await rowWith(page, renamed).getByRole("link", { name: common.buttons.show }).click();
    await expect(page).toHaveURL(new RegExp(`/${def.name}/show/`));
    await expect(page.getByText(renamed).first()).toBeVisible();

    await page.goto(listPath(def));
    await search(page, renamed);
    // A row shows two actions; delete is under "More", and asks in a dialog.
    await rowWith(page, renamed).getByRole("button", { name: kit.more }).click();
    await page
      .getByRole("group", { name: kit.more })
      .getByRole("button", { name: spaced(common.buttons.delete) })
      .click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: spaced(kit.confirm) })
      .click();
    await expect(rowWith(page, renamed)).toHaveCount(0);
  });
}
