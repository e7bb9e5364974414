import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * A server path is written once, in its entry of the operation table (docs/operations-table.md):
 * no string of the console outside the tables and the HTTP client holds an `/api/v1/` path or a
 * method-and-path route. Comments may name routes; only string and template literals count.
 */
const root = path.resolve(__dirname, "../../..");
const ALLOWED = [
  "src/contract/operations/",
  "src/providers/http/",
  // The resource kit's default routes: templates of `{resource}`, not operations.
  "src/providers/data-provider/endpoints.ts",
];
const API_PATH = /\/api\/v1\//;
const ROUTE = /^(GET|POST|PUT|PATCH|DELETE) \//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The text of every string and template literal of a module. */
function literalsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) out.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return out;
}

function pathsWrittenIn(fileName: string, text: string): string[] {
  return literalsOf(fileName, text).filter((literal) => API_PATH.test(literal) || ROUTE.test(literal));
}

describe("server paths outside the operation table", () => {
  it("finds a path or a route in a literal, not in a comment", () => {
    const text = [
      "// GET /device/room/query and /api/v1/x in a comment",
      'const a = "/api/v1/current/user";',
      `const b = \`\${"origin"}/api/v1/sso\`;`,
      'const c = "POST /device/room";',
      'const d = "GET";',
    ].join("\n");
    expect(pathsWrittenIn("x.ts", text)).toEqual([
      "/api/v1/current/user",
      "/api/v1/sso",
      "POST /device/room",
    ]);
  });

  it("are none", () => {
    const written = sources(path.join(root, "src"))
      .map((file) => path.relative(root, file).split(path.sep).join("/"))
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .flatMap((file) =>
        pathsWrittenIn(file, readFileSync(path.join(root, file), "utf8")).map((found) => `${file}: ${found}`),
      );
    expect(written).toEqual([]);
  });
});
