/**
 * Every declared resource is well-formed (DESIGN.md §4): one file per resource named after it, its
 * two locale files carrying every label the generated screens ask for, endpoints the data provider
 * can parse, routes and permissions of spec §2/§6, and lists/cascades that refer to declared fields.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { PERMISSIONS } from "#contract/permissions";
import { RESOURCES } from "../../../resources";
import { parseEndpoint, placeholdersOf } from "../../../src/providers/data-provider/endpoints";
import { labelKeys } from "../../../src/resource-kit/labels";
import { screensOf } from "../../../src/resource-kit/registry";
import type { ActionDef, Endpoint, FieldDef, ResourceDef } from "../../../src/resource-kit/types";
import { PAGE_ROUTES } from "../../../src/routing/route-table";

const root = join(__dirname, "../../..");
const LANGUAGES = ["zh-CN", "en-US"] as const;

const files = import.meta.glob<{ default: ResourceDef }>("../../../resources/*.ts", { eager: true });
const declared = Object.entries(files)
  .map(([path, module]) => ({ file: basename(path, ".ts"), path, def: module.default }))
  .filter(({ file }) => file !== "index");

type Tree = Record<string, unknown>;
const locales = new Map<string, Tree>();
function locale(lng: string, name: string): Tree {
  const key = `${lng}/${name}`;
  if (!locales.has(key)) {
    locales.set(key, JSON.parse(readFileSync(join(root, "locales", lng, `${name}.json`), "utf8")) as Tree);
  }
  return locales.get(key)!;
}

/** The text of an i18n key "<file>.<path>" (the resource files are namespaced by their own name). */
function lookup(lng: string, key: string): unknown {
  const def = RESOURCES.find((d) => key.startsWith(`${d.name}.`));
  if (!def) return undefined;
  return key
    .slice(def.name.length + 1)
    .split(".")
    .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], locale(lng, def.name));
}

function endpointText(endpoint: Endpoint): string {
  return typeof endpoint === "string" ? endpoint : endpoint.endpoint;
}

function allEndpoints(def: ResourceDef): { where: string; endpoint: Endpoint; action?: ActionDef }[] {
  const crud = Object.entries(def.endpoints).map(([name, endpoint]) => ({
    where: `endpoints.${name}`,
    endpoint: endpoint as Endpoint,
  }));
  const actions = (def.actions ?? []).map((action) => ({
    where: `actions.${action.name}`,
    endpoint: action.endpoint,
    action,
  }));
  return [...crud, ...actions];
}

function allFields(def: ResourceDef): FieldDef[] {
  return [...def.fields, ...(def.actions ?? []).flatMap((a) => a.params ?? [])];
}

/** Every i18n key the generated screens of a resource may ask for (field labels: field-labels.test.ts). */
function requiredKeys(def: ResourceDef): string[] {
  const keys = [labelKeys.resource(def)];
  const screens = screensOf(def);
  for (const screen of ["list", "create", "edit", "show"] as const)
    if (screens[screen]) keys.push(labelKeys.title(def, screen));
  for (const field of allFields(def)) {
    if (field.options && "values" in field.options)
      for (const value of field.options.values) keys.push(labelKeys.enumValue(def, field, value));
    if (field.unit) keys.push(field.unit);
    keys.push(...Object.values(field.rules?.messages ?? {}));
  }
  for (const action of def.actions ?? []) {
    keys.push(labelKeys.action(def, action));
    if (action.confirm) keys.push(labelKeys.actionConfirm(def, action));
    if (!action.download && action.result !== "modal" && action.result !== "secret")
      keys.push(labelKeys.actionSuccess(def, action));
  }
  return keys;
}

/** The message keys custom rules return, found by probing them with empty, filled and enum values. */
function customRuleKeys(def: ResourceDef): string[] {
  const probes: unknown[] = [undefined, null, "", "x", 0, 1];
  const contexts: Tree[] = [{}, { id: "1" }];
  for (const field of def.fields)
    if (field.options && "values" in field.options)
      for (const value of field.options.values) contexts.push({ [field.name]: value });
  const keys = new Set<string>();
  for (const field of allFields(def))
    for (const rule of field.rules?.custom ?? [])
      for (const value of probes)
        for (const values of contexts) {
          const message = rule(value, values);
          if (message !== undefined) keys.add(typeof message === "string" ? message : message.key);
        }
  return [...keys];
}

describe("declared resources (DESIGN.md §4)", () => {
  it("registers every resource file, in page order", () => {
    expect(RESOURCES.map((d) => d.name)).toEqual([
      "locations",
      "rooms",
      "mcu-servers",
      "resource-pools",
      "terminals",
      "human-detectors",
      "sensors",
      "room-boards",
      "floor-maps",
      "users",
      "dictionaries",
    ]);
    expect(declared.map((d) => d.file).sort()).toEqual(RESOURCES.map((d) => d.name).sort());
  });

  it("names each resource after its file, uniquely, in kebab-case", () => {
    for (const { file, def } of declared) expect(def.name, file).toBe(file);
    expect(new Set(RESOURCES.map((d) => d.name)).size).toBe(RESOURCES.length);
    for (const def of RESOURCES) expect(def.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("keeps resource files pure data (no React, antd or Refine)", () => {
    for (const { path } of declared) {
      const text = readFileSync(join(__dirname, path), "utf8");
      expect(text, path).not.toMatch(/from\s+["'](react|react-dom|antd|@refinedev\/[\w-]+)["']/);
      expect(text, path).not.toMatch(/from\s+["'][^"']+\.tsx["']/);
    }
  });

  it("has a locale file per resource in both languages", () => {
    for (const def of RESOURCES)
      for (const lng of LANGUAGES)
        expect(readdirSync(join(root, "locales", lng)), `${lng}/${def.name}.json`).toContain(
          `${def.name}.json`,
        );
  });

  it.each(RESOURCES.map((d) => [d.name, d] as const))(
    "%s: every label exists in both languages",
    (_, def) => {
      const keys = [...requiredKeys(def), ...customRuleKeys(def)];
      for (const lng of LANGUAGES)
        for (const key of keys) {
          const text = lookup(lng, key);
          expect(typeof text === "string" && text.trim() !== "", `${lng}: ${key}`).toBe(true);
        }
    },
  );

  it.each(RESOURCES.map((d) => [d.name, d] as const))("%s: labels no field it does not declare", (_, def) => {
    const names = new Set(allFields(def).map((f) => f.name));
    const actions = new Set((def.actions ?? []).map((a) => a.name));
    const tree = locale("zh-CN", def.name);
    for (const field of Object.keys((tree.fields ?? {}) as Tree))
      expect(names, `fields.${field}`).toContain(field);
    for (const field of Object.keys((tree.enums ?? {}) as Tree))
      expect(names, `enums.${field}`).toContain(field);
    for (const key of Object.keys((tree.actions ?? {}) as Tree))
      expect(actions, `actions.${key}`).toContain(key.replace(/(Confirm|Success)$/, ""));
  });

  it.each(RESOURCES.map((d) => [d.name, d] as const))("%s: every endpoint parses", (_, def) => {
    const fieldNames = new Set(allFields(def).map((f) => f.name));
    for (const { where, endpoint, action } of allEndpoints(def)) {
      const text = endpointText(endpoint);
      expect(() => parseEndpoint(text), where).not.toThrow();
      expect(parseEndpoint(text).url, where).toMatch(/^\/[\w\-{}/]+(\?[\w=&]+)?$/);
      for (const name of placeholdersOf(endpoint)) {
        const known = ["product", "id", "ids"].includes(name) || (!!action && fieldNames.has(name));
        expect(known, `${where}: {${name}}`).toBe(true);
      }
      if (where === "endpoints.list" || where === "endpoints.create")
        expect(
          placeholdersOf(endpoint).filter((n) => n !== "product"),
          where,
        ).toEqual([]);
      if (["endpoints.one", "endpoints.update", "endpoints.remove"].includes(where))
        expect(placeholdersOf(endpoint), where).toContain("id");
    }
    for (const field of allFields(def)) {
      const options = field.options;
      if (options && "endpoint" in options)
        expect(() => parseEndpoint(options.endpoint), field.name).not.toThrow();
    }
  });

  it.each(RESOURCES.map((d) => [d.name, d] as const))(
    "%s: lives on a spec §2 page with its permission",
    (_, def) => {
      const route = PAGE_ROUTES.find((r) => r.path === def.nav.route);
      expect(route, def.nav.route).toBeDefined();
      if (route?.systemType) {
        // A page for SYSTEM users (spec §2: no named permission): so is every action of its resources.
        expect(def.access.systemOnly).toBe(true);
        expect(def.access.permission).toBeUndefined();
      } else {
        expect(def.access.permission).toBeDefined();
        expect(PERMISSIONS).toContain(def.access.permission);
        // The page's guard and the resource's actions ask the same permission (contract: location, meetingRoom, device).
        expect(def.access.permission).toBe(route?.permission);
      }
      for (const permission of Object.values(def.access.actions ?? {}))
        expect(PERMISSIONS).toContain(permission);
      for (const action of def.actions ?? [])
        if (action.permission) expect(PERMISSIONS).toContain(action.permission);
    },
  );

  it("orders the tabs of a shared page uniquely", () => {
    const byRoute = new Map<string, number[]>();
    for (const def of RESOURCES)
      byRoute.set(def.nav.route, [...(byRoute.get(def.nav.route) ?? []), def.nav.order ?? 0]);
    for (const [route, orders] of byRoute) expect(new Set(orders).size, route).toBe(orders.length);
  });

  it.each(RESOURCES.map((d) => [d.name, d] as const))(
    "%s: lists, filters and cascades refer to fields",
    (_, def) => {
      const fields = new Map(def.fields.map((f) => [f.name, f]));
      expect(fields.size, "unique field names").toBe(def.fields.length);
      const actionNames = (def.actions ?? []).map((a) => a.name);
      expect(new Set(actionNames).size, "unique action names").toBe(actionNames.length);
      expect(fields.has(def.titleField ?? "name"), "titleField").toBe(true);

      for (const column of def.list?.columns ?? []) {
        expect(fields.has(column), `column ${column}`).toBe(true);
        expect(fields.get(column)?.type, `column ${column}`).not.toBe("password");
      }
      for (const filter of def.list?.filters ?? [])
        expect(fields.has(filter.field), `filter ${filter.field}`).toBe(true);
      const sort = def.list?.defaultSort?.field;
      if (sort) expect(fields.has(sort), `defaultSort ${sort}`).toBe(true);

      for (const field of allFields(def)) {
        if (field.type === "password") {
          expect(field.views ?? [], `${field.name} views`).not.toContain("list");
          expect(field.views ?? [], `${field.name} views`).not.toContain("show");
          expect(field.views, `${field.name} views`).toBeDefined();
        }
        if (field.dependsOn) {
          const siblings = def.fields.some((f) => f.name === field.dependsOn) ? def.fields : allFields(def);
          expect(
            siblings.some((f) => f.name === field.dependsOn && f !== field),
            `${field.name} dependsOn`,
          ).toBe(true);
          const options = field.options;
          expect(options && "endpoint" in options && options.endpoint.includes("{parent}"), field.name).toBe(
            true,
          );
        }
        const options = field.options;
        if (options && "resource" in options)
          expect(
            RESOURCES.map((d) => d.name),
            `${field.name} options`,
          ).toContain(options.resource);
        if (field.colors && options && "values" in options)
          expect(Object.keys(field.colors).sort(), `${field.name} colors`).toEqual(
            options.values.map(String).sort(),
          );
        const { min, max } = field.rules ?? {};
        if (min !== undefined && max !== undefined) expect(min, field.name).toBeLessThanOrEqual(max);
      }
    },
  );

  it("points every bespoke screen at an existing module", () => {
    for (const { path, def } of declared) {
      const text = readFileSync(join(__dirname, path), "utf8");
      const targets = [...text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
      expect(targets.length, def.name).toBe(Object.keys(def.screens ?? {}).length);
      for (const target of targets) {
        const base = join(root, "resources", target);
        expect(
          [".tsx", ".ts"].some((ext) => existsSync(base + ext)),
          target,
        ).toBe(true);
      }
    }
  });
});
