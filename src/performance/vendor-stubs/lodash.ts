/**
 * Replaces `lodash-es/{debounce,differenceWith,isEqual,unionWith}.js`, imported by `@refinedev/core`.
 *
 * The four lodash functions Refine core calls in the console (./plugin.ts puts them in place of
 * `lodash-es/<name>.js` in the browser build): lodash's own came with some sixty internal modules
 * (~8 kB gzip) on every page. tests/unit/performance/vendor-stubs-lodash.test.ts compares them with lodash.
 *
 * Measured: about 5 kB gzip less on every deep link (menus-and-pickers pass).
 */

type Fn = (...args: never[]) => unknown;

/** Calls `func` once `wait` ms have passed without a call, with the last call's arguments. */
export function debounce<F extends Fn>(func: F, wait = 0) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Parameters<F> | undefined;
  let self: unknown;
  let result: ReturnType<F> | undefined;
  const invoke = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) result = func.apply(self, args) as ReturnType<F>;
    return result;
  };
  function debounced(this: unknown, ...args: Parameters<F>) {
    pending = args;
    self = this;
    clearTimeout(timer);
    timer = setTimeout(invoke, wait);
    return result;
  }
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return result;
    clearTimeout(timer);
    return invoke();
  };
  return debounced;
}

type Comparator<T> = (a: T, b: T) => boolean;

/** The arrays among `args` and the comparator that ends them, as lodash reads its rest arguments. */
function split<T>(args: unknown[]): [T[][], Comparator<T>] {
  const compare = args.at(-1);
  if (typeof compare !== "function") return [args.filter(Array.isArray), (a, b) => isEqual(a, b)];
  return [args.slice(0, -1).filter(Array.isArray), compare as Comparator<T>];
}

/** The items of `array` that no item of the other arrays matches, in order. */
export function differenceWith<T>(array: T[], ...rest: unknown[]): T[] {
  if (!Array.isArray(array)) return [];
  const [others, compare] = split<T>(rest);
  const values = others.flat();
  return array.filter((item) => !values.some((value) => compare(item, value)));
}

/** The items of all arrays, each kept the first time it appears. */
export function unionWith<T>(...args: unknown[]): T[] {
  const [arrays, compare] = split<T>(args);
  const out: T[] = [];
  for (const item of arrays.flat()) if (!out.some((seen) => compare(item, seen))) out.push(item);
  return out;
}

const tag = (value: unknown) => Object.prototype.toString.call(value);
const ownKeys = (value: object) => [
  ...Object.keys(value),
  ...Object.getOwnPropertySymbols(value).filter((key) =>
    Object.prototype.propertyIsEnumerable.call(value, key),
  ),
];
const isClass = (ctor: unknown) => typeof ctor === "function" && ctor instanceof ctor;

/** Deep equality as lodash decides it (SameValueZero for primitives, structure for objects). */
export function isEqual(a: unknown, b: unknown): boolean {
  return equal(a, b, new Map());
}

function equal(a: unknown, b: unknown, seen: Map<unknown, unknown>): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  const kind = tag(a);
  if (kind !== tag(b)) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  switch (kind) {
    case "[object Date]":
    case "[object Number]":
    case "[object Boolean]":
      return equal(Number(a), Number(b), seen);
    case "[object RegExp]":
    case "[object String]":
      return String(a) === String(b);
    case "[object Error]":
      return (a as Error).name === (b as Error).name && (a as Error).message === (b as Error).message;
    case "[object Map]":
    case "[object Set]": {
      const left = [...(a as Set<unknown>)];
      const right = [...(b as Set<unknown>)];
      return (
        left.length === right.length && left.every((item) => right.some((other) => equal(item, other, seen)))
      );
    }
  }
  if (Array.isArray(a) || ArrayBuffer.isView(a)) {
    const left = a as unknown as ArrayLike<unknown>;
    const right = b as unknown as ArrayLike<unknown>;
    if (left.length !== right.length) return false;
    for (let index = 0; index < left.length; index++) {
      if (!equal(left[index], right[index], seen)) return false;
    }
    return true;
  }
  if (kind !== "[object Object]" && kind !== "[object Arguments]") return false;
  const keys = ownKeys(a);
  if (keys.length !== ownKeys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return false;
    if (!equal((a as Record<PropertyKey, unknown>)[key], (b as Record<PropertyKey, unknown>)[key], seen)) {
      return false;
    }
  }
  const left = (a as object).constructor;
  const right = (b as object).constructor;
  return left === right || !("constructor" in a && "constructor" in b) || (isClass(left) && isClass(right));
}
