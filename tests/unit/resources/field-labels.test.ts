/**
 * Field labels (DESIGN.md §4): a resource's own locale file labels a field only where its label
 * differs from the shared one of common (`common.fields`, the kit's fallback), and every field has
 * a label, its own or the shared one, in both languages.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RESOURCES } from "../../../resources";
import type { FieldDef, ResourceDef } from "../../../src/resource-kit/types";

const root = join(__dirname, "../../..");
const LANGUAGES = ["zh-CN", "en-US"] as const;

type Labels = Record<string, string>;
const fieldsOf = (lng: string, file: string): Labels =>
  (JSON.parse(readFileSync(join(root, "locales", lng, `${file}.json`), "utf8")) as { fields?: Labels })
    .fields ?? {};
const common = Object.fromEntries(LANGUAGES.map((lng) => [lng, fieldsOf(lng, "common")]));

const allFields = (def: ResourceDef): FieldDef[] => [
  ...def.fields,
  ...(def.actions ?? []).flatMap((a) => a.params ?? []),
];

/** The labels of a resource's file that repeat common's, word for word in both languages. */
function copiedLabels(own: Record<string, Labels>, shared: Record<string, Labels>): string[] {
  return Object.keys(own[LANGUAGES[0]] ?? {}).filter((name) =>
    LANGUAGES.every((lng) => shared[lng]?.[name] !== undefined && own[lng]?.[name] === shared[lng]?.[name]),
  );
}

/** The fields with no label in a language, neither their own nor a shared one. */
function unlabelled(names: string[], own: Labels, shared: Labels): string[] {
  return names.filter((name) => !own[name]?.trim() && !shared[name]?.trim());
}

describe("resource field labels", () => {
  it("finds a copied label and a missing one (the checks below can fail)", () => {
    const shared = { "zh-CN": { name: "名称" }, "en-US": { name: "Name" } };
    expect(copiedLabels({ "zh-CN": { name: "名称" }, "en-US": { name: "Name" } }, shared)).toEqual(["name"]);
    expect(copiedLabels({ "zh-CN": { name: "名称" }, "en-US": { name: "Room name" } }, shared)).toEqual([]);
    expect(unlabelled(["name", "code"], {}, shared["en-US"])).toEqual(["code"]);
  });

  it.each(RESOURCES.map((d) => [d.name, d] as const))("%s: repeats no label of common", (_, def) => {
    const own = Object.fromEntries(LANGUAGES.map((lng) => [lng, fieldsOf(lng, def.name)]));
    expect(copiedLabels(own, common)).toEqual([]);
  });

  it.each(RESOURCES.map((d) => [d.name, d] as const))(
    "%s: labels every field in both languages",
    (_, def) => {
      const names = [...new Set(allFields(def).map((f) => f.name))];
      for (const lng of LANGUAGES)
        expect(unlabelled(names, fieldsOf(lng, def.name), common[lng]!), lng).toEqual([]);
    },
  );
});

describe("a field's label as the console shows it", () => {
  it.each(LANGUAGES)("is a word in %s for every field of every resource, never its key", async (lng) => {
    const { createInstance } = await import("i18next");
    const { toBundle } = await import("../../../src/i18n/resources");
    const { fieldLabel } = await import("../../../src/resource-kit/labels");
    const { readdirSync } = await import("node:fs");
    const dir = join(root, "locales", lng);
    const files = Object.fromEntries(
      readdirSync(dir).map((file) => [`${lng}/${file}`, JSON.parse(readFileSync(join(dir, file), "utf8"))]),
    );
    const i18n = createInstance();
    await i18n.init({ lng, resources: { [lng]: { translation: toBundle(files) } } });
    const raw = RESOURCES.flatMap((def) =>
      allFields(def)
        .map((field) => fieldLabel(i18n.t.bind(i18n) as never, def, field))
        .filter((label) => label.includes("fields.")),
    );
    expect(raw).toEqual([]);
  });
});
