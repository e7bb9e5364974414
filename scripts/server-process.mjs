// How a launcher starts the server process: the end-to-end run, the process tests and the bench
// spawn it with these; `npm start` and `npm run serve` run it through the tsx CLI with the same
// environment, `npm run start:prod` and the container image run the compiled server
// (package.json and Dockerfile, checked by tests/server/server-process.test.ts).
import path from "node:path";

/**
 * Node's arguments: the server's entry, its TypeScript loaded by tsx. From Node 22 on, V8 sizes the
 * young generation by the machine's memory: on a 24 GiB machine each semi-space grew to 64 MB and
 * the idle server held 128 MB of new space (RSS 294-327 MB against 184 MB). 16 MB is Node 20's
 * size, which the throughput figures were measured with.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, "--import", "tsx", path.join("server", "src", "main.ts")];

/** Node's arguments for the compiled server (`npm run build`): no TypeScript loader. */
export const PRODUCTION_ARGS = [
  ...SERVER_NODE_FLAGS,
  "--enable-source-maps",
  path.join("dist-server", "main.js"),
];

/**
 * glibc raises its mmap threshold to the size of the largest mapped block freed, so after the first
 * password checks each libuv thread kept scrypt's 16 MB work area in its own arena: some 60 MB of
 * the idle server. A fixed threshold stops the rise; blocks of 8 MiB and more are mapped and
 * returned when freed.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: "8388608" };
