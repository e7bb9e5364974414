// Imported first by main.ts, so an unsupported Node.js stops before the server's modules load.
import { unsupportedNode } from "./lib/node-version.ts";

const problem = unsupportedNode();
if (problem) {
  process.stderr.write(`Cannot start the server: ${problem}\n`);
  process.exit(1);
}
