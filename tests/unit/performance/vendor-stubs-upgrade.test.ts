import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FORM_PARTS,
  IMPORTER_STUBS,
  LODASH,
  LODASH_IMPORTER,
  PACKAGE_STUBS,
  type VendorStub,
} from "../../../src/performance/vendor-stubs/plugin";

/**
 * The build replaces modules of antd, rc-*, lodash and Refine's dependencies by our own (the stubs
 * of src/performance/vendor-stubs). An upgrade that moves such a module, stops importing it, or
 * takes other names from it would leave a stub that replaces nothing or lacks a binding: each fails
 * here, naming the stub to revisit.
 */
const root = path.resolve(__dirname, "../../..");
const modules = path.join(root, "node_modules");

/** A file of node_modules: `antd/es/tabs` -> antd/es/tabs.js or antd/es/tabs/index.js. */
function fileOf(id: string): string | null {
  for (const candidate of [id, `${id}.js`, `${id}/index.js`]) {
    const file = path.join(modules, candidate);
    if (existsSync(file) && !candidate.endsWith("/") && /\.m?js$/.test(candidate)) return file;
  }
  return null;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The bindings an importer takes from `id` (`default` for a default import), or null if it imports nothing from it. */
function importedNames(importer: string, id: string): string[] | null {
  const text = readFileSync(path.join(modules, importer), "utf8");
  const pattern = new RegExp(`import\\s+([^;]*?)\\s+from\\s*["']${literal(id)}["']`, "g");
  const clauses = [...text.matchAll(pattern)].map((m) => m[1]!);
  if (clauses.length === 0) return null;
  const names = new Set<string>();
  for (const clause of clauses) {
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    for (const part of named?.split(",") ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
    if (/^[\w$]+/.test(clause.replace(/\{[^}]*\}/, "").trim())) names.add("default");
  }
  return [...names];
}

/** Whether an ES module's text exports `name` (`default` included). */
function exportsName(file: string, name: string): boolean {
  const text = readFileSync(file, "utf8");
  if (name === "default") return /export\s+default\b|export\s*\{[^}]*\bas\s+default\b/.test(text);
  const declared = new RegExp(
    `export\\s+(?:async\\s+)?(?:function\\*?|var|let|const|class)\\s+${literal(name)}\\b`,
  );
  const listed = new RegExp(`export\\s*\\{[^}]*\\b${literal(name)}\\b[^}]*\\}`);
  return declared.test(text) || listed.test(text);
}

async function stubProvides(stub: VendorStub, names: string[]) {
  const module = (await import(path.join(root, stub.stub))) as Record<string, unknown>;
  return names.filter((name) => !(name in module));
}

describe("vendor stubs still match the packages they replace", () => {
  it.each(IMPORTER_STUBS.map((stub) => [stub.stub, stub] as const))(
    "%s: its importer still takes the module, which still exists and exports those names",
    async (_, stub) => {
      const names = importedNames(stub.importer, stub.id);
      expect(names, `${stub.importer} imports ${stub.id}`).not.toBeNull();
      const target = stub.id.startsWith(".")
        ? path.relative(modules, path.resolve(path.dirname(path.join(modules, stub.importer)), stub.id))
        : stub.id;
      const original = fileOf(target);
      expect(original, `${target} exists`).not.toBeNull();
      for (const name of names!) expect(exportsName(original!, name), `${target} exports ${name}`).toBe(true);
      expect(await stubProvides(stub, names!), `missing from ${stub.stub}`).toEqual([]);
    },
    30_000,
  );

  it.each(PACKAGE_STUBS.map((stub) => [stub.id, stub.importer, stub] as const))(
    "%s: still a package %s imports, with what the stub provides",
    async (id, importer, stub) => {
      expect(existsSync(path.join(modules, id, "package.json")), `${id} installed`).toBe(true);
      const names = importedNames(importer, id);
      expect(names, `${importer} imports ${id}`).not.toBeNull();
      expect(await stubProvides(stub, names!), `missing from ${stub.stub}`).toEqual([]);
    },
  );

  it.each([...LODASH])(
    "lodash-es/%s.js: Refine core still imports it, and the stand-in has it",
    async (name) => {
      expect(fileOf(`lodash-es/${name}.js`)).not.toBeNull();
      expect(importedNames(LODASH_IMPORTER, `lodash-es/${name}.js`)).toEqual(["default"]);
      const lodash = (await import("../../../src/performance/vendor-stubs/lodash")) as Record<
        string,
        unknown
      >;
      expect(lodash[name]).toBeTypeOf("function");
    },
  );

  it.each(FORM_PARTS.map((form) => [form.importer, form.part] as const))(
    "%s takes from rc-field-form only what %s exports",
    (importer, part) => {
      const names = importedNames(importer, "rc-field-form");
      expect(names).not.toBeNull();
      const file = fileOf(part);
      expect(file, part).not.toBeNull();
      // The form store stands in as `useForm`, from that file's default export (./plugin.ts).
      const wanted = part.endsWith("useForm.js") ? ["default"] : names!;
      if (part.endsWith("useForm.js")) expect(names).toEqual(["useForm"]);
      for (const name of wanted) expect(exportsName(file!, name), `${part} exports ${name}`).toBe(true);
    },
  );
});
