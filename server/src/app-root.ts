import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The installation's root folder (where package.json, node_modules and dist/ are): the nearest
 * folder above this module holding package.json. Found rather than fixed because this module runs
 * from server/src/ under tsx and from the compiled bundle in dist-server/ in production.
 */
export function appRoot(moduleUrl: string = import.meta.url): string {
  let folder = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(folder, "package.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    folder = parent;
  }
  return folder;
}
