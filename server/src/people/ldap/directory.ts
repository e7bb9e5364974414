import { Client, type Entry, escapeFilter, FilterParser, NoSuchObjectError, ResultCodeError } from "ldapts";
import type { DirectoryOu } from "#contract/ldap";
import { LDAP_MAX_OUS } from "#contract/limits";
import { firstRdnValue } from "./dn.ts";
import { DirectoryError } from "./errors.ts";
import type { Connection } from "./settings.ts";

/** The directory through ldapts: bind, paged searches of users and OUs, and a user's own bind. */
const CONNECT_TIMEOUT_MS = 5000;
const OPERATION_TIMEOUT_MS = 30_000;
export const PAGE_SIZE = 500;

/** A directory user as the mapping reads it. */
export interface DirectoryEntry {
  dn: string;
  id: string | null;
  account: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
}

const newClient = (url: string) =>
  new Client({ url, connectTimeout: CONNECT_TIMEOUT_MS, timeout: OPERATION_TIMEOUT_MS });

const detailOf = (error: unknown): string | null => {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().slice(0, 300) || null;
};

/** A failed bind: refused credentials are BIND_FAILED, a server that cannot be reached CONNECT_FAILED. */
function bindError(error: unknown): DirectoryError {
  if (error instanceof ResultCodeError) return new DirectoryError("BIND_FAILED", detailOf(error));
  return new DirectoryError("CONNECT_FAILED", detailOf(error));
}

function searchError(error: unknown): DirectoryError {
  if (error instanceof NoSuchObjectError) return new DirectoryError("BASE_NOT_FOUND", detailOf(error));
  if (error instanceof ResultCodeError) return new DirectoryError("SEARCH_FAILED", detailOf(error));
  return new DirectoryError("CONNECT_FAILED", detailOf(error));
}

/** Whether a user filter parses (RFC 4515). */
export function isValidFilter(filter: string): boolean {
  try {
    FilterParser.parseString(filter);
    return true;
  } catch {
    return false;
  }
}

/** A client bound with the service account; the caller unbinds it. */
export async function openDirectory(connection: Connection): Promise<Client> {
  // An empty password would be an unauthenticated bind, which many directories accept as anonymous.
  if (connection.bindPassword === "") throw new DirectoryError("BIND_FAILED");
  const client = newClient(connection.url);
  try {
    await client.bind(connection.bindDn, connection.bindPassword);
    return client;
  } catch (error) {
    await client.unbind().catch(() => undefined);
    throw bindError(error);
  }
}

function text(value: Entry[string] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return null;
  const plain = Buffer.isBuffer(first) ? first.toString("utf8") : String(first);
  return plain.trim() === "" ? null : plain.trim();
}

/** A stable id: text as it is (entryUUID), binary (Active Directory's objectGUID) as hex. */
function idText(value: Entry[string] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return null;
  if (!Buffer.isBuffer(first)) return String(first) || null;
  const utf8 = first.toString("utf8");
  return /^[\x20-\x7e]+$/.test(utf8) ? utf8 : first.toString("hex");
}

/** Entry attributes by the mapping's names, whatever case the directory answers them in. */
function byName(entry: Entry): Map<string, Entry[string]> {
  return new Map(Object.entries(entry).map(([name, value]) => [name.toLowerCase(), value]));
}

export function entryOf(entry: Entry, attributes: Connection["attributes"]): DirectoryEntry {
  const values = byName(entry);
  const get = (name: string | null) => (name ? values.get(name.toLowerCase()) : undefined);
  return {
    dn: entry.dn,
    id: idText(get(attributes.id)),
    account: text(get(attributes.account)),
    name: text(get(attributes.name)),
    email: text(get(attributes.email)),
    phone: text(get(attributes.phone)),
  };
}

const wanted = (attributes: Connection["attributes"]) =>
  [attributes.account, attributes.name, attributes.email, attributes.phone, attributes.id].filter(
    (name): name is string => name !== null,
  );

/** The users under the base that the filter finds, a page at a time. */
export async function* searchUsers(
  client: Client,
  connection: Connection,
  filter = connection.userFilter,
): AsyncGenerator<DirectoryEntry[]> {
  const pages = client.searchPaginated(connection.baseDn, {
    scope: "sub",
    filter,
    attributes: wanted(connection.attributes),
    explicitBufferAttributes: [connection.attributes.id],
    paged: { pageSize: PAGE_SIZE },
  });
  while (true) {
    let page: IteratorResult<{ searchEntries: Entry[] }>;
    try {
      page = await pages.next();
    } catch (error) {
      throw searchError(error);
    }
    if (page.done) return;
    yield page.value.searchEntries.map((entry) => entryOf(entry, connection.attributes));
  }
}

/** The organisational units under the base, by DN (at most LDAP_MAX_OUS). */
export async function directoryOus(connection: Connection): Promise<DirectoryOu[]> {
  const client = await openDirectory(connection);
  try {
    const ous: DirectoryOu[] = [];
    const pages = client.searchPaginated(connection.baseDn, {
      scope: "sub",
      filter: "(objectClass=organizationalUnit)",
      attributes: ["ou"],
      paged: { pageSize: PAGE_SIZE },
      sizeLimit: LDAP_MAX_OUS,
    });
    try {
      for await (const page of pages) {
        for (const entry of page.searchEntries) ous.push({ dn: entry.dn, name: firstRdnValue(entry.dn) });
        if (ous.length >= LDAP_MAX_OUS) break;
      }
    } catch (error) {
      if (!(error instanceof ResultCodeError && error.code === 4)) throw searchError(error);
    }
    return ous.slice(0, LDAP_MAX_OUS).sort((a, b) => a.dn.length - b.dn.length || a.dn.localeCompare(b.dn));
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/**
 * Checks a user's directory password: the service account finds the entry of `account` under the
 * base and filter (so a moved entry is still found), then the entry binds with `password`. Null when
 * the account is unknown there or the password is refused; DirectoryError when the directory fails.
 */
export async function bindAsUser(
  connection: Connection,
  account: string,
  password: string,
): Promise<DirectoryEntry | null> {
  if (password === "") return null;
  const client = await openDirectory(connection);
  let found: DirectoryEntry[] = [];
  try {
    const filter = `(&${connection.userFilter}${escapeFilter`(${connection.attributes.account}=${account})`})`;
    for await (const page of searchUsers(client, connection, filter)) found = found.concat(page);
  } finally {
    await client.unbind().catch(() => undefined);
  }
  if (found.length !== 1) return null;
  const user = newClient(connection.url);
  try {
    await user.bind(found[0].dn, password);
    return found[0];
  } catch (error) {
    // Refused by the directory (wrong password, locked, expired): the same as a wrong password.
    if (error instanceof ResultCodeError) return null;
    throw bindError(error);
  } finally {
    await user.unbind().catch(() => undefined);
  }
}
