import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's modules import each other without a circle: a feature's folder can be read from its
 * imports down. Type-only imports count too (a circle of types is still two modules that cannot
 * be understood apart). The graph is read from the source text, relative specifiers only.
 */
const root = path.resolve(__dirname, "../..");
const serverSrc = path.join(root, "server/src");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\b[^"'`;]*?["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** Module -> the modules of server/src it imports. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const targets = new Set<string>();
    for (const m of text.matchAll(SPECIFIER)) {
      const target = path.resolve(path.dirname(file), (m[1] ?? m[2])!);
      const found = [target, `${target}.ts`, `${target}/index.ts`].find((t) => known.has(t));
      if (found) targets.add(found);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every circle, one path per strongly connected component (Tarjan), from its first module by name back to it. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.map((component) => pathBack(graph, new Set(component), [...component].sort()[0]!));
}

/** A shortest path from `start` back to itself inside one component. */
function pathBack(graph: Map<string, string[]>, members: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const trail = [node];
        for (let at = node; at !== start; trail.unshift(at)) at = previous.get(at)!;
        return [...trail, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

describe("server import graph", () => {
  it("finds a circle when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(circles(graph)).toEqual([["a", "b", "c", "a"]]);
  });

  it("has no import circle in server/src", () => {
    const files = sources(serverSrc);
    const graph = importGraph(files);
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    const found = circles(graph).map((circle) =>
      circle.map((file) => path.relative(serverSrc, file).split(path.sep).join("/")).join(" -> "),
    );
    expect(found, `import circles:\n${found.join("\n")}`).toEqual([]);
  });
});
