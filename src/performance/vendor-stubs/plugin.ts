import path from "node:path";
import type { Plugin } from "vite";

/**
 * A module of a dependency that the browser build replaces by one of ours (this folder). `importer`:
 * the dependency file that imports it; with `scoped`, the replacement applies to that importer only
 * (the import as written, and the end of the importer's path). Each stub's header says what it
 * replaces and the measured reason; tests/unit/performance/vendor-stubs-upgrade.test.ts fails when an
 * upgrade moves the replaced module or stops importing it.
 */
export interface VendorStub {
  id: string;
  importer: string;
  stub: string;
  scoped?: boolean;
}

const DIR = "src/performance/vendor-stubs";

/** Packages Refine core, its router and devtools and antd's resize observer import at their top. */
export const PACKAGE_STUBS: VendorStub[] = [
  { id: "papaparse", importer: "@refinedev/core/dist/index.mjs", stub: `${DIR}/papaparse.ts` },
  {
    id: "error-stack-parser",
    importer: "@refinedev/devtools-internal/dist/index.mjs",
    stub: `${DIR}/error-stack-parser.ts`,
  },
  { id: "qs", importer: "@refinedev/core/dist/index.mjs", stub: `${DIR}/qs.ts` },
  { id: "qs", importer: "@refinedev/react-router/dist/index.mjs", stub: `${DIR}/qs.ts` },
  {
    id: "resize-observer-polyfill",
    importer: "rc-resize-observer/es/utils/observerUtil.js",
    stub: `${DIR}/resize-observer.ts`,
  },
];

/** What a list page's first paint would otherwise download without running it. */
export const IMPORTER_STUBS: VendorStub[] = [
  ["./FilterDropdown", "antd/es/table/hooks/useFilter/index.js", "antd-table-filter-dropdown.tsx"],
  ["../Editable", "antd/es/typography/Base/index.js", "antd-typography-editable.tsx"],
  ["../../radio", "antd/es/table/hooks/useSelection.js", "antd-table-radio.tsx"],
  ["../../dropdown", "antd/es/table/hooks/useSelection.js", "antd-table-dropdown.tsx"],
  ["rc-tree/es/util", "antd/es/table/hooks/useSelection.js", "rc-tree-key-lists.ts"],
  ["../select", "antd/es/pagination/Pagination.js", "antd-pagination-select.tsx"],
  ["../tabs", "antd/es/card/Card.js", "antd-card-tabs.tsx"],
  ["../form/hooks/useForm", "antd/es/radio/group.js", "antd-name-path.ts"],
].map(([id, importer, stub]) => ({ id: id!, importer: importer!, stub: `${DIR}/${stub}`, scoped: true }));

/** lodash's functions that Refine core calls, from our own module (./lodash.ts says why). */
export const LODASH_IMPORTER = "@refinedev/core/dist/index.mjs";
export const LODASH = new Set(["debounce", "differenceWith", "isEqual", "unionWith"]);
const LODASH_STANDIN = "\0lodash:";

/**
 * rc-field-form's parts that antd's inputs and useForm hook need, in place of its index: every antd
 * input reads the form context, and antd's useForm hook takes rc-field-form's form store. The rest of
 * rc-field-form (its fields, validation with the async validator) then comes with antd's Form itself.
 */
export const FORM_PARTS = [
  { importer: "antd/es/form/context.js", part: "rc-field-form/es/FormContext.js" },
  { importer: "antd/es/form/hooks/useForm.js", part: "rc-field-form/es/useForm.js" },
];
const FORM_STORE = "\0rc-field-form-store";

export function vendorStubs(): Plugin {
  let root = process.cwd();
  const file = (stub: string) => path.resolve(root, stub);
  return {
    name: "vendor-stubs",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id, importer) {
      const whole = PACKAGE_STUBS.find((stub) => stub.id === id);
      if (whole) return file(whole.stub);
      const lodash = /^lodash-es\/(\w+)\.js$/.exec(id)?.[1];
      if (lodash && LODASH.has(lodash)) return LODASH_STANDIN + lodash;
      const from = importer?.replace(/\\/g, "/") ?? "";
      const scoped = IMPORTER_STUBS.find((stub) => stub.id === id && from.endsWith(stub.importer));
      if (scoped) return file(scoped.stub);
      if (id === "rc-field-form" && from.endsWith(FORM_PARTS[0]!.importer)) {
        return this.resolve(FORM_PARTS[0]!.part, importer);
      }
      if (id === "rc-field-form" && from.endsWith(FORM_PARTS[1]!.importer)) return FORM_STORE;
      return null;
    },
    load(id) {
      if (id === FORM_STORE) return `export { default as useForm } from "${FORM_PARTS[1]!.part}";`;
      if (!id.startsWith(LODASH_STANDIN)) return null;
      const lodash = JSON.stringify(file(`${DIR}/lodash.ts`));
      return `export { ${id.slice(LODASH_STANDIN.length)} as default } from ${lodash};`;
    },
  };
}
