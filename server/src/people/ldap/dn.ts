/**
 * Distinguished names compared the way directories do for the usual attributes: case and the spaces
 * around separators do not count. Escaped separators (`\,`) stay inside their value.
 */
function splitRdns(dn: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < dn.length; i++) {
    const char = dn[i];
    if (char === "\\" && i + 1 < dn.length) {
      current += char + dn[i + 1];
      i++;
    } else if (char === "," || char === ";") {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** The comparable form of a DN, or null when it is not one (`type=value` parts separated by commas). */
export function dnKey(dn: string): string | null {
  const keys = splitRdns(dn.trim()).map((rdn) => {
    const equals = rdn.indexOf("=");
    if (equals < 0) return null;
    const type = rdn.slice(0, equals).trim();
    const value = rdn.slice(equals + 1).trim();
    return /^[A-Za-z][A-Za-z0-9-]*$/.test(type) && value !== "" ? `${type}=${value}`.toLowerCase() : null;
  });
  return keys.every((key) => key !== null) ? keys.join(",") : null;
}

/** Whether the entry `key` is `ancestor` itself or below it (both dnKey forms). */
export const isUnder = (key: string, ancestor: string): boolean =>
  key === ancestor || (key.endsWith(`,${ancestor}`) && key[key.length - ancestor.length - 2] !== "\\");

/** The value of the first RDN ("Sales" of "ou=Sales,dc=example,dc=com"). */
export function firstRdnValue(dn: string): string {
  const first = splitRdns(dn.trim())[0];
  return first
    .slice(first.indexOf("=") + 1)
    .trim()
    .replace(/\\(.)/g, "$1");
}

/** The department of an entry: the mapping of its nearest OU (the longest mapped ancestor), if any. */
export function deptOfEntry(
  entryKey: string,
  mappings: readonly { ouKey: string; deptId: string }[],
): string | null {
  let best: { ouKey: string; deptId: string } | null = null;
  for (const mapping of mappings) {
    if (isUnder(entryKey, mapping.ouKey) && (!best || mapping.ouKey.length > best.ouKey.length))
      best = mapping;
  }
  return best?.deptId ?? null;
}
