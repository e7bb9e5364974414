import type { OpenApiDocument, OpenApiOperation } from "./openapi-document";

export const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export interface OperationEntry {
  key: string;
  method: (typeof METHODS)[number];
  path: string;
  operation: OpenApiOperation;
}

export interface OperationGroup {
  tag: string;
  operations: OperationEntry[];
}

/** The group of an operation: its first tag, else the first segment of its path after /api/v1. */
export function groupOf(path: string, operation: OpenApiOperation): string {
  if (operation.tags?.[0]) return operation.tags[0];
  const segment = path.replace(/^\/api\/v1\/?/, "").split("/")[0];
  return segment || "api";
}

/** The document's operations grouped by tag and sorted by path, keeping those whose path or summary holds `filter`. */
export function groupOperations(document: OpenApiDocument, filter: string): OperationGroup[] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, OperationEntry[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const text = `${method} ${path} ${operation.summary ?? ""}`.toLowerCase();
      if (needle && !text.includes(needle)) continue;
      const tag = groupOf(path, operation);
      const list = groups.get(tag) ?? [];
      list.push({ key: `${method} ${path}`, method, path, operation });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      operations: operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    }));
}
