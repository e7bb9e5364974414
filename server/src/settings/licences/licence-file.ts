import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";

/**
 * A licence file: JSON `{ format, licence, signature }` where `licence` is the base64 of the terms
 * (JSON) and `signature` the base64 Ed25519 signature of the `licence` string's bytes. Signing
 * the encoded text (not a re-serialised object) leaves no room for two readings of the terms.
 */
export const LICENCE_FORMAT = "meeting-licence/1";

export interface LicenceTerms {
  id: string;
  serial: string;
  licensee: string;
  rooms: number;
  ports: number;
  /** YYYY-MM-DD (UTC) */
  issued: string;
  /** The last day of validity, YYYY-MM-DD (UTC): valid to its end. */
  expires: string;
}

export type LicenceReading =
  | { ok: true; terms: LicenceTerms; expiresAt: number; issuedAt: number }
  | { ok: false; problem: "MALFORMED" | "FORGED" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SERIAL = /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}$/;

export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
export const dayEnd = (day: string): number => Date.parse(`${day}T23:59:59.999Z`);

const isDay = (value: unknown): value is string =>
  typeof value === "string" &&
  DAY.test(value) &&
  Number.isFinite(dayStart(value)) &&
  new Date(dayStart(value)).toISOString().startsWith(value);

const isCount = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= max;

function termsOf(value: unknown): LicenceTerms | null {
  if (typeof value !== "object" || value === null) return null;
  const t = value as Record<string, unknown>;
  if (typeof t.id !== "string" || !/^[A-Za-z0-9-]{1,64}$/.test(t.id)) return null;
  if (typeof t.serial !== "string" || !SERIAL.test(t.serial)) return null;
  if (typeof t.licensee !== "string" || t.licensee.length < 1 || t.licensee.length > 200) return null;
  if (!isCount(t.rooms, 1_000_000) || !isCount(t.ports, 1_000_000)) return null;
  if (!isDay(t.issued) || !isDay(t.expires)) return null;
  return {
    id: t.id,
    serial: t.serial,
    licensee: t.licensee,
    rooms: t.rooms,
    ports: t.ports,
    issued: t.issued,
    expires: t.expires,
  };
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Reads and verifies a licence file against `publicKey`; never throws. */
export function readLicence(text: string, publicKey: string | KeyObject): LicenceReading {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, problem: "MALFORMED" };
  }
  const { format, licence, signature } = (file ?? {}) as Record<string, unknown>;
  if (format !== LICENCE_FORMAT || typeof licence !== "string" || typeof signature !== "string") {
    return { ok: false, problem: "MALFORMED" };
  }
  if (!BASE64.test(licence) || !BASE64.test(signature)) return { ok: false, problem: "MALFORMED" };
  let valid = false;
  try {
    valid = verify(null, Buffer.from(licence, "utf8"), publicKey, Buffer.from(signature, "base64"));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, problem: "FORGED" };
  let terms: LicenceTerms | null = null;
  try {
    terms = termsOf(JSON.parse(Buffer.from(licence, "base64").toString("utf8")));
  } catch {
    terms = null;
  }
  if (!terms) return { ok: false, problem: "MALFORMED" };
  return { ok: true, terms, issuedAt: dayStart(terms.issued), expiresAt: dayEnd(terms.expires) };
}

/** Writes a signed licence file (the signing tool and the tests). */
export function signLicence(terms: LicenceTerms, privateKeyPem: string): string {
  const licence = Buffer.from(JSON.stringify(terms), "utf8").toString("base64");
  const signature = sign(null, Buffer.from(licence, "utf8"), createPrivateKey(privateKeyPem)).toString(
    "base64",
  );
  return `${JSON.stringify({ format: LICENCE_FORMAT, licence, signature }, null, 2)}\n`;
}

export const publicKeyOf = (pem: string): KeyObject => createPublicKey(pem);
