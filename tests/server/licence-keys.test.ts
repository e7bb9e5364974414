import { execFileSync } from "node:child_process";
import { createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "../../server/src/config.ts";
import { signLicence } from "../../server/src/settings/licences/licence-file.ts";
import { VENDOR_LICENCE_PUBLIC_KEY } from "../../server/src/settings/licences/public-key.ts";
import {
  TEST_LICENCE_PUBLIC_KEY,
  TEST_LICENCE_PUBLIC_KEY_FILE,
  TEST_LICENCE_SIGNING_KEY,
} from "../fixtures/licence/test-key.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp } from "./helpers.ts";
import { multipartBody } from "./multipart-body.ts";

/**
 * Whom a build trusts to sign licences: the vendor's key (or one the installation configures), never
 * the tests' key, and no private key in the repository signs for the stock build.
 */
const spki = (pem: string) => createPublicKey(pem).export({ type: "spki", format: "der" }).toString("base64");

async function uploadSigned(config: { licencePublicKey?: string }) {
  const app = await makeApp({ config });
  try {
    const { token } = await loginAs(app, ...ADMIN);
    const { serial } = envelopeOf<{ serial: string }>(
      await call(app, "GET", "/api/v1/system/license/serial", { token }),
    ).data;
    const content = signLicence(
      {
        id: "LIC-TEST-KEY",
        serial,
        licensee: "Tests",
        rooms: 100_000,
        ports: 10,
        issued: "2026-01-01",
        expires: "2099-12-31",
      },
      TEST_LICENCE_SIGNING_KEY,
    );
    const { payload, headers } = multipartBody([{ field: "file", name: "test.lic", data: content }]);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/system/license",
      payload,
      headers: { ...headers, token, language: "en-US" },
    });
    return {
      status: response.statusCode,
      body: response.json() as { data?: { fields?: { file?: string } } },
    };
  } finally {
    await app.close();
  }
}

describe("licence keys", () => {
  it("refuses a licence signed with the tests' key on a stock server, and accepts it where the key is configured", async () => {
    const stock = await uploadSigned({});
    expect(stock.status).toBe(400);
    expect(stock.body.data?.fields?.file).toBe(
      "The licence signature is not valid: the file was altered or was not issued for this product",
    );
    expect((await uploadSigned({ licencePublicKey: TEST_LICENCE_PUBLIC_KEY })).status).toBe(200);
  }, 60_000);

  it("trusts the build's vendor key by default, never the tests' key", () => {
    expect(loadConfig({}).licencePublicKey).toBe(VENDOR_LICENCE_PUBLIC_KEY);
    expect(loadConfig({ NODE_ENV: "production" }).licencePublicKey).toBe(VENDOR_LICENCE_PUBLIC_KEY);
    expect(spki(VENDOR_LICENCE_PUBLIC_KEY)).not.toBe(spki(TEST_LICENCE_PUBLIC_KEY));
  });

  it("reads the installation's key from LICENCE_PUBLIC_KEY_FILE or LICENCE_PUBLIC_KEY, and refuses anything else", () => {
    expect(loadConfig({ LICENCE_PUBLIC_KEY_FILE: TEST_LICENCE_PUBLIC_KEY_FILE }).licencePublicKey).toBe(
      TEST_LICENCE_PUBLIC_KEY,
    );
    expect(loadConfig({ LICENCE_PUBLIC_KEY: TEST_LICENCE_PUBLIC_KEY }).licencePublicKey).toBe(
      TEST_LICENCE_PUBLIC_KEY,
    );
    expect(() => loadConfig({ LICENCE_PUBLIC_KEY_FILE: "/nonexistent/key.pem" })).toThrow(
      /LICENCE_PUBLIC_KEY_FILE cannot be read/,
    );
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({
      type: "spki",
      format: "pem",
    });
    const file = path.join(os.tmpdir(), `licence-rsa-${process.pid}.pem`);
    writeFileSync(file, rsa);
    expect(() => loadConfig({ LICENCE_PUBLIC_KEY_FILE: file })).toThrow(ConfigError);
    expect(() => loadConfig({ LICENCE_PUBLIC_KEY: "not a key" })).toThrow(/Ed25519 public key/);
  });

  it("keeps no private key in the repository that signs for the stock build", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const files = execFileSync("git", ["grep", "-l", "BEGIN PRIVATE KEY"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    const vendor = spki(VENDOR_LICENCE_PUBLIC_KEY);
    for (const file of files) {
      const text = readFileSync(path.join(root, file), "utf8");
      for (const pem of text.match(/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/g) ?? []) {
        let pair: string | null = null;
        try {
          pair = spki(
            createPublicKey(createPrivateKey(pem)).export({ type: "spki", format: "pem" }).toString(),
          );
        } catch {
          pair = null;
        }
        expect(pair, file).not.toBe(vendor);
      }
    }
  });
});
