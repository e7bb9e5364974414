import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SERVER_ARGS, SERVER_ENV } from "../../scripts/server-process.mjs";

/** `npm start` and `npm run serve` start the server as the other launchers do. */
const root = path.resolve(import.meta.dirname, "../..");
const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, "package.json"), "utf8"),
).scripts;

describe("the server process", () => {
  it("is started by npm start and npm run serve with the launchers' environment and entry", () => {
    const entry = SERVER_ARGS.at(-1) as string;
    expect(existsSync(path.join(root, entry))).toBe(true);
    for (const name of ["start", "serve"]) {
      const command = scripts[name].split("&&").at(-1)?.trim() ?? "";
      const assignments = Object.entries(SERVER_ENV).map(([key, value]) => `${key}=${value}`);
      expect(command).toBe([...assignments, "node", ...SERVER_ARGS].join(" "));
    }
  });
});
