/**
 * Replaces the package `qs` (and its six dependencies), imported by `@refinedev/core` and
 * `@refinedev/react-router`.
 *
 * The part of qs that Refine core and its router use to keep a list's state in the address (bracket
 * keys such as `filters[0][value]=x`, indexed arrays, parse depth, skipNulls, encode: false), in place
 * of qs and its dependencies in the browser build (./plugin.ts). tests/unit/performance/vendor-stubs-qs.test.ts
 * compares it with qs itself.
 *
 * Measured: part of the first pass, which took the room list's deep link from 573 to 495 kB gzip with the
 * locale groups and TypeBox's removal (no separate figure).
 */
type Value = string | Value[] | { [key: string]: Value };
type Tree = { [key: string]: Value };

interface ParseOptions {
  ignoreQueryPrefix?: boolean;
  depth?: number;
}

interface StringifyOptions {
  addQueryPrefix?: boolean;
  skipNulls?: boolean;
  encode?: boolean;
  encodeValuesOnly?: boolean;
  arrayFormat?: "indices";
}

/** qs turns an index above this into an object key. */
const ARRAY_LIMIT = 20;
const DEFAULT_DEPTH = 5;

function decode(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** `a[b][0]` -> ["a", "b", "0"]; brackets past `depth` stay one literal segment, as qs keeps them. */
function segments(key: string, depth: number): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const out = [key.slice(0, open)];
  const bracket = /\[([^[\]]*)\]/g;
  bracket.lastIndex = open;
  let rest = open;
  for (let match = bracket.exec(key); match && out.length <= depth; match = bracket.exec(key)) {
    if (match.index !== rest) break;
    out.push(match[1]!);
    rest = bracket.lastIndex;
  }
  if (rest < key.length) out.push(key.slice(rest));
  return out;
}

const isIndex = (segment: string) => /^(0|[1-9]\d*)$/.test(segment) && Number(segment) <= ARRAY_LIMIT;
const unsafe = (key: string) => Object.hasOwn(Object.prototype, key);

/** An array that received a key that is not an index becomes an object, as in qs. */
function asObject(node: Value[]): Tree {
  return Object.fromEntries(node.flatMap((v, i) => (v === undefined ? [] : [[String(i), v]])));
}

function assign(parent: Tree | Value[], keys: string[], value: string): void {
  const [head, ...rest] = keys as [string, ...string[]];
  const node = parent as Record<string | number, Value | undefined>;
  const slot = Array.isArray(parent) ? (head === "" ? parent.length : Number(head)) : head;
  const current = node[slot];
  if (rest.length === 0) {
    node[slot] = current === undefined ? value : combine(current, value);
    return;
  }
  const wantsArray = rest[0] === "" || isIndex(rest[0]!);
  let child = current;
  if (child === undefined || typeof child === "string") child = wantsArray ? [] : {};
  else if (Array.isArray(child) && !wantsArray) child = asObject(child);
  node[slot] = child;
  assign(child, rest, value);
}

function combine(existing: Value, value: string): Value {
  return Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/** Arrays lose their holes (`a[2]=x` reads as ["x"]), as in qs. */
function compact(node: Value): Value {
  if (typeof node === "string") return node;
  if (Array.isArray(node)) return node.filter((v) => v !== undefined).map(compact);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compact(v)]));
}

export function parse(search: string, options: ParseOptions = {}): Tree {
  const text = options.ignoreQueryPrefix ? search.replace(/^\?/, "") : search;
  const depth = options.depth ?? DEFAULT_DEPTH;
  const out: Tree = {};
  for (const part of text.split("&")) {
    if (!part) continue;
    const eq = part.indexOf("]=") >= 0 ? part.indexOf("]=") + 1 : part.indexOf("=");
    const key = decode(eq >= 0 ? part.slice(0, eq) : part);
    const value = eq >= 0 ? decode(part.slice(eq + 1)) : "";
    if (!key) continue;
    const keys = segments(key, depth);
    if (!keys.some(unsafe)) assign(out, keys, value);
  }
  return compact(out) as Tree;
}

function pairs(prefix: string, value: unknown, options: StringifyOptions, out: string[]): void {
  if (value === undefined || (value === null && options.skipNulls)) return;
  if (value instanceof Date) value = value.toISOString();
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) pairs(`${prefix}[${i}]`, item, options, out);
    return;
  }
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) pairs(`${prefix}[${k}]`, v, options, out);
    return;
  }
  if (typeof value === "function" || typeof value === "symbol") return;
  const text = value === null ? "" : String(value);
  const encode = options.encode !== false;
  const key = encode && !options.encodeValuesOnly ? encodeURIComponent(prefix) : prefix;
  out.push(`${key}=${encode ? encodeURIComponent(text) : text}`);
}

export function stringify(value: unknown, options: StringifyOptions = {}): string {
  if (value === null || typeof value !== "object") return "";
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) pairs(k, v, options, out);
  const joined = out.join("&");
  return joined && options.addQueryPrefix ? `?${joined}` : joined;
}

export default { parse, stringify };
