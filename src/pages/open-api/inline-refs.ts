/**
 * The document with each local `$ref` (`#/components/responses/NotFound`, a shared schema) replaced
 * by what it points at, so that the reference shows an error response like any other. A reference
 * inside its own target (a recursive schema) stays a `$ref`.
 */
export function inlineRefs<T>(document: T): T {
  const at = (pointer: string): unknown =>
    pointer
      .slice(2)
      .split("/")
      .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  const walk = (node: unknown, open: ReadonlySet<string>): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, open));
    if (!node || typeof node !== "object") return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === "string" && ref.startsWith("#/")) {
      const target = at(ref);
      return open.has(ref) || target === undefined ? node : walk(target, new Set([...open, ref]));
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, open)]));
  };
  return walk(document, new Set()) as T;
}
