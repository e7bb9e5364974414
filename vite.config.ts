import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { localeChunkName, localeGroupOf } from "./src/contract/page-chunks";

const apiTarget = process.env.API_TARGET ?? "http://localhost:8080";

/** A locale file outside the entry goes to its group's chunk of its language (#contract/page-chunks). */
function localeChunk(id: string): string | undefined {
  const match = /\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(id);
  const group = match ? localeGroupOf(match[2]!) : null;
  return match && group ? localeChunkName(match[1]!, group) : undefined;
}

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // Read by the server to name a console address's chunks in its page (server/src/static/page-preloads.ts).
    manifest: true,
    // Chunks under 10 kB join a chunk that is always loaded with them: fewer requests, same bytes.
    rollupOptions: { output: { experimentalMinChunkSize: 10_000, manualChunks: localeChunk } },
    chunkSizeWarningLimit: 2000,
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          globals: true,
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/global-setup.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: "forks",
        },
      },
    ],
  },
});
