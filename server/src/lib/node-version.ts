/** The oldest Node.js major the server runs on (package.json "engines"; docs/runtime.md). */
export const MIN_NODE_MAJOR = 22;

/** Why the server cannot run on this Node.js version, or null when it can. */
export function unsupportedNode(version: string = process.versions.node): string | null {
  const major = Number(version.split(".")[0]);
  if (major >= MIN_NODE_MAJOR) return null;
  return (
    `Node.js ${version} is not supported; the server needs Node.js ${MIN_NODE_MAJOR} or newer. ` +
    "Start it with npm start or npm run serve, which run the Node.js 24 that npm installs on Linux x64, " +
    "or install a newer Node.js (docs/runtime.md)."
  );
}
