/**
 * Signs a licence file for one machine serial (docs/licences.md):
 *   npm run licence:sign -- --key vendor-key.pem --serial ABCD-EFGH-JKLM-NPQR --rooms 200 --ports 64 \
 *     --expires 2027-12-31 [--licensee "Example Corp"] [--id LIC-2026-001] [--out example.lic]
 * The private key (Ed25519, PKCS#8 PEM) is read from --key and never leaves this process. The result
 * is checked against the key the server would trust here (LICENCE_PUBLIC_KEY_FILE, LICENCE_PUBLIC_KEY
 * or the build's).
 */
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readLicence, signLicence } from "../server/src/settings/licences/licence-file.ts";
import { licencePublicKeyFrom } from "../server/src/settings/licences/public-key.ts";

const { values } = parseArgs({
  options: {
    key: { type: "string" },
    serial: { type: "string" },
    rooms: { type: "string" },
    ports: { type: "string" },
    expires: { type: "string" },
    licensee: { type: "string", default: "Licensee" },
    id: { type: "string" },
    issued: { type: "string" },
    out: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`licence:sign: ${message}`);
  process.exit(2);
}

if (!values.key) fail("--key <path to the Ed25519 private key (PEM)> is required");
if (!values.serial || !values.rooms || !values.ports || !values.expires) {
  fail("--serial, --rooms, --ports and --expires YYYY-MM-DD are required");
}
const text = signLicence(
  {
    id: values.id ?? `LIC-${randomUUID()}`,
    serial: values.serial,
    licensee: values.licensee,
    rooms: Number(values.rooms),
    ports: Number(values.ports),
    issued: values.issued ?? new Date().toISOString().slice(0, 10),
    expires: values.expires,
  },
  readFileSync(values.key, "utf8"),
);
const check = readLicence(text, licencePublicKeyFrom(process.env));
if (!check.ok && check.problem === "MALFORMED")
  fail("the terms are not valid (serial XXXX-XXXX-XXXX-XXXX, counts ≥ 1, days YYYY-MM-DD)");
if (!check.ok)
  console.error(
    "licence:sign: warning: this key does not pair with the public key the server trusts (the build's, or LICENCE_PUBLIC_KEY_FILE)",
  );
if (values.out) writeFileSync(values.out, text);
else process.stdout.write(text);
