import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { PRODUCTION_ARGS, SERVER_ARGS, SERVER_ENV } from "../../scripts/server-process.mjs";

/** `npm start` and `npm run serve` start the server as the other launchers do. */
const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const scripts: Record<string, string> = manifest.scripts;
const assignments = Object.entries(SERVER_ENV).map(([key, value]) => `${key}=${value}`);

describe("the server process", () => {
  it("is started by npm start and npm run serve with the launchers' environment and entry", () => {
    const entry = SERVER_ARGS.at(-1) as string;
    expect(existsSync(path.join(root, entry))).toBe(true);
    for (const name of ["start", "serve"]) {
      const command = scripts[name].split("&&").at(-1)?.trim() ?? "";
      expect(command).toBe([...assignments, "node", ...SERVER_ARGS].join(" "));
    }
  });

  it("is started compiled, without tsx, by npm run start:prod and the container image alike", () => {
    expect(scripts.build).toContain("build:server");
    expect(scripts["start:prod"]).toBe([...assignments, "node", ...PRODUCTION_ARGS].join(" "));
    const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8").replace(/\\\n/g, " ");
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1] as string;
    expect(JSON.parse(cmd)).toEqual(["node", ...PRODUCTION_ARGS]);
    for (const assignment of assignments) expect(runtime).toContain(assignment);
    expect(runtime).toContain("PATH=/app/node_modules/.bin:$PATH");
    expect(runtime).toContain("npm ci --omit=dev");
    expect(runtime).toMatch(/^USER node$/m);
    expect(dockerfile.slice(0, dockerfile.lastIndexOf("\nFROM "))).toContain("RUN npm run build");
  });

  it("is compiled with every package it imports a production dependency (npm ci --omit=dev has it)", () => {
    const meta = JSON.parse(readFileSync(path.join(root, "dist-server", "meta.json"), "utf8")) as {
      inputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    const packages = new Set<string>();
    for (const input of Object.values(meta.inputs))
      for (const imported of input.imports) if (imported.external) packages.add(imported.path);
    const builtins = new Set(builtinModules);
    const missing = [...packages].filter((specifier) => {
      if (specifier.startsWith("node:") || builtins.has(specifier)) return false;
      const parts = specifier.split("/");
      const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
      return !(name in manifest.dependencies);
    });
    // Packages compiled into the bundle (drizzle-orm, TypeBox) count too.
    for (const input of Object.keys(meta.inputs)) {
      const inside = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
      if (inside && !(inside in manifest.dependencies)) missing.push(inside);
    }
    expect(packages.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
