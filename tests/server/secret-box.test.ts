import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadServerKey, secretBox } from "../../server/src/lib/secret-box.ts";

/** Secrets sealed at rest under the server key: SECRET_KEY, or a key file made once in DATA_DIR. */
describe("the server key and sealed secrets", () => {
  it("seals so that only the same key opens, and an altered text opens to nothing", async () => {
    const key = await loadServerKey({ secretKey: "k".repeat(32), dataDir: "/nonexistent" });
    const box = secretBox(key);
    const sealed = box.seal("Bind-Secret-1");
    expect(sealed).not.toContain("Bind-Secret-1");
    expect(box.seal("Bind-Secret-1")).not.toBe(sealed);
    expect(box.open(sealed)).toBe("Bind-Secret-1");
    const other = secretBox(await loadServerKey({ secretKey: "z".repeat(32), dataDir: "/nonexistent" }));
    expect(other.open(sealed)).toBeNull();
    const [format, iv, tag, data] = sealed.split(".");
    const flipped = Buffer.from(data, "base64");
    flipped[0] ^= 1;
    expect(box.open([format, iv, tag, flipped.toString("base64")].join("."))).toBeNull();
    expect(box.open("garbage")).toBeNull();
  });

  it("without SECRET_KEY, makes a key file readable by its owner only, and reads the same key later", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "secret-key-"));
    try {
      const first = await loadServerKey({ secretKey: null, dataDir });
      const again = await loadServerKey({ secretKey: null, dataDir });
      expect(again.equals(first)).toBe(true);
      const file = path.join(dataDir, "secret.key");
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, "utf8")).trim(), "base64").equals(first)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
