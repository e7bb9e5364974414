import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hydrateSymlinks } from "../../server/src/db/embedded/binaries.ts";
import { canSearch } from "../../server/src/db/embedded/system-user.ts";

/** The embedded PostgreSQL's binaries when npm held their install script back, and who may reach a folder. */
describe("hydrateSymlinks", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "pg-package-"));
    mkdirSync(path.join(dir, "native", "lib"), { recursive: true });
    writeFileSync(path.join(dir, "native", "lib", "libpq.so.5.17"), "library");
    writeFileSync(
      path.join(dir, "native", "pg-symlinks.json"),
      JSON.stringify([
        { source: "native/lib/libpq.so.5.17", target: "native/lib/libpq.so.5" },
        { source: "native/lib/libpq.so.5.17", target: "native/lib/libpq.so" },
      ]),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("makes the links the install script would have made, relative to their folder", () => {
    expect(hydrateSymlinks(dir)).toBe(true);
    for (const name of ["libpq.so.5", "libpq.so"]) {
      const link = path.join(dir, "native", "lib", name);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(readlinkSync(link)).toBe("libpq.so.5.17");
    }
  });

  it("leaves existing links alone and succeeds without a list", () => {
    expect(hydrateSymlinks(dir)).toBe(true);
    expect(hydrateSymlinks(dir)).toBe(true);
    rmSync(path.join(dir, "native", "pg-symlinks.json"));
    expect(hydrateSymlinks(dir)).toBe(true);
    expect(existsSync(path.join(dir, "native", "lib", "libpq.so"))).toBe(true);
  });
});

describe("canSearch", () => {
  const pg = { uid: 101, gid: 104, gids: [104, 103] };
  it.each([
    ["owner with x", 0o700, 101, 0, true],
    ["owner without x", 0o600, 101, 0, false],
    ["group member with x", 0o750, 0, 103, true],
    ["group member without x", 0o740, 0, 104, false],
    ["other with x (a data directory opened by the server)", 0o701, 0, 0, true],
    ["other without x (root's home folder)", 0o700, 0, 0, false],
  ])("%s", (_case, mode, owner, group, expected) => {
    expect(canSearch(mode, owner, group, pg)).toBe(expected);
  });
});
