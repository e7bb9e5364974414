import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "ldapts";

/**
 * A real OpenLDAP server (Debian's `slapd`) for tests, the e2e run and the bench: a throwaway
 * directory in a temp folder, seeded offline with `slapadd`, served on a free loopback port, stopped
 * and removed by `stop()`. The tree: `ou=people` holds the users (under department OUs), and
 * `ou=services` the read-only account the server binds with. No relative imports, so that the
 * server tests, Playwright and the bench can all import it.
 */
export const SUFFIX = "dc=example,dc=com";
export const ROOT_DN = `cn=admin,${SUFFIX}`;
export const PEOPLE_DN = `ou=people,${SUFFIX}`;
export const SERVICE_DN = `cn=sync,ou=services,${SUFFIX}`;
export const SERVICE_PASSWORD = "Sync-Reader-1";
const ROOT_PASSWORD = "Directory-Root-1";

export interface DirectoryUser {
  uid: string;
  cn: string;
  password: string;
  /** The OUs above the user inside ou=people, nearest first, e.g. ["Platform", "Engineering"]. */
  ous?: string[];
  mail?: string;
  telephoneNumber?: string;
}

export interface SlapdOptions {
  /** OUs inside ou=people, each as its path nearest first (parents are created too). */
  ous?: string[][];
  users?: DirectoryUser[];
}

export interface Slapd {
  url: string;
  port: number;
  /** The DN of a user of the seed. */
  userDn(user: Pick<DirectoryUser, "uid" | "ous">): string;
  /** A client bound as the directory's root, for changing the directory during a test. */
  admin(): Promise<Client>;
  stop(): Promise<void>;
}

const SLAPD = "/usr/sbin/slapd";
const SLAPADD = "/usr/sbin/slapadd";
const MODULE_PATH = "/usr/lib/ldap";
const SCHEMAS = ["core", "cosine", "inetorgperson", "nis"];

/** The seed most tests use: two departments, one with a sub-department, and a user outside both. */
export const DEFAULT_DIRECTORY: Required<SlapdOptions> = {
  ous: [["Sales"], ["Engineering"], ["Platform", "Engineering"]],
  users: [
    { uid: "alice", cn: "Alice Liu", password: "Alice-Pass-1", ous: ["Sales"], mail: "alice@example.com" },
    {
      uid: "bob",
      cn: "Bob Wang",
      password: "Bob-Pass-1",
      ous: ["Engineering"],
      telephoneNumber: "+86 10 1234 5678",
    },
    { uid: "carol", cn: "Carol Zhang", password: "Carol-Pass-1", ous: ["Platform", "Engineering"] },
    { uid: "dave", cn: "Dave Chen", password: "Dave-Pass-1" },
  ],
};

export const ouDn = (ous: readonly string[]): string => [...ous.map((ou) => `ou=${ou}`), PEOPLE_DN].join(",");

export const userDnOf = (user: Pick<DirectoryUser, "uid" | "ous">): string =>
  `uid=${user.uid},${ouDn(user.ous ?? [])}`;

/** `{SSHA}` as slapd stores it: base64 of SHA-1(password + salt) followed by the salt. */
export function sshaOf(password: string): string {
  const salt = randomBytes(8);
  const digest = createHash("sha1").update(password).update(salt).digest();
  return `{SSHA}${Buffer.concat([digest, salt]).toString("base64")}`;
}

function entry(dn: string, attributes: [string, string | undefined][]): string {
  const lines = [`dn: ${dn}`];
  for (const [name, value] of attributes) if (value !== undefined) lines.push(`${name}: ${value}`);
  return `${lines.join("\n")}\n`;
}

/** The LDIF of a directory: the suffix, the service account, the OUs and the users. */
export function directoryLdif(options: SlapdOptions): string {
  const entries = [
    entry(SUFFIX, [
      ["objectClass", "dcObject"],
      ["objectClass", "organization"],
      ["dc", "example"],
      ["o", "Example"],
    ]),
    entry(`ou=services,${SUFFIX}`, [
      ["objectClass", "organizationalUnit"],
      ["ou", "services"],
    ]),
    entry(SERVICE_DN, [
      ["objectClass", "person"],
      ["objectClass", "simpleSecurityObject"],
      ["cn", "sync"],
      ["sn", "sync"],
      ["userPassword", sshaOf(SERVICE_PASSWORD)],
    ]),
    entry(PEOPLE_DN, [
      ["objectClass", "organizationalUnit"],
      ["ou", "people"],
    ]),
  ];
  const seen = new Set<string>();
  const addOu = (ous: readonly string[]) => {
    if (ous.length === 0) return;
    addOu(ous.slice(1));
    const dn = ouDn(ous);
    if (seen.has(dn)) return;
    seen.add(dn);
    entries.push(
      entry(dn, [
        ["objectClass", "organizationalUnit"],
        ["ou", ous[0]],
      ]),
    );
  };
  for (const ous of options.ous ?? []) addOu(ous);
  for (const user of options.users ?? []) {
    addOu(user.ous ?? []);
    entries.push(userLdif(user));
  }
  return entries.join("\n");
}

function userLdif(user: DirectoryUser): string {
  return entry(userDnOf(user), [
    ["objectClass", "inetOrgPerson"],
    ["uid", user.uid],
    ["cn", user.cn],
    ["sn", user.cn.split(" ").at(-1) ?? user.cn],
    ["mail", user.mail],
    ["telephoneNumber", user.telephoneNumber],
    ["userPassword", sshaOf(user.password)],
  ]);
}

/** The attributes of a user for `Client.add`. */
export function userAttributes(user: DirectoryUser): Record<string, string | string[]> {
  const attributes: Record<string, string | string[]> = {
    objectClass: ["inetOrgPerson"],
    uid: user.uid,
    cn: user.cn,
    sn: user.cn.split(" ").at(-1) ?? user.cn,
    userPassword: sshaOf(user.password),
  };
  if (user.mail) attributes.mail = user.mail;
  if (user.telephoneNumber) attributes.telephoneNumber = user.telephoneNumber;
  return attributes;
}

function slapdConfig(dir: string): string {
  return [
    ...SCHEMAS.map((name) => `include /etc/ldap/schema/${name}.schema`),
    `pidfile ${path.join(dir, "slapd.pid")}`,
    `argsfile ${path.join(dir, "slapd.args")}`,
    `modulepath ${MODULE_PATH}`,
    "moduleload back_mdb",
    "sizelimit unlimited",
    "database mdb",
    "maxsize 1073741824",
    `suffix "${SUFFIX}"`,
    `rootdn "${ROOT_DN}"`,
    `rootpw ${ROOT_PASSWORD}`,
    `directory ${path.join(dir, "data")}`,
    "index objectClass eq",
    "index uid eq",
    // Passwords only for binding; everything else readable by any bound account, not anonymously.
    "access to attrs=userPassword by self write by anonymous auth by * none",
    "access to * by users read by * none",
    "",
  ].join("\n");
}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited with ${child.exitCode}: ${log()}`);
    const client = new Client({ url, connectTimeout: 1000, timeout: 1000 });
    try {
      await client.bind(SERVICE_DN, SERVICE_PASSWORD);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }
  throw new Error(`slapd did not answer on ${url} within 15 s: ${log()}`);
}

/** Starts a seeded slapd on a free loopback port; `DEFAULT_DIRECTORY` unless told otherwise. */
export async function startSlapd(options: SlapdOptions = DEFAULT_DIRECTORY): Promise<Slapd> {
  if (!existsSync(SLAPD) || !existsSync(SLAPADD)) {
    throw new Error("OpenLDAP's slapd is missing: apt-get install -y slapd ldap-utils (.ci/run does it)");
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "meeting-slapd-"));
  const config = path.join(dir, "slapd.conf");
  const ldif = path.join(dir, "seed.ldif");
  await writeFile(config, slapdConfig(dir));
  await writeFile(ldif, directoryLdif(options));
  await mkdir(path.join(dir, "data"));
  await promisify(execFile)(SLAPADD, ["-q", "-f", config, "-l", ldif], { maxBuffer: 16 * 1024 * 1024 });

  const port = await freeLoopbackPort();
  const url = `ldap://127.0.0.1:${port}`;
  // -d 0: stay in the foreground (a child this process can stop) without debug output.
  const child = spawn(SLAPD, ["-f", config, "-h", `${url}/`, "-d", "0"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port,
    userDn: userDnOf,
    admin: async () => {
      const client = new Client({ url, timeout: 10_000, connectTimeout: 5000 });
      await client.bind(ROOT_DN, ROOT_PASSWORD);
      return client;
    },
    stop,
  };
}
