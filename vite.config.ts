import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { localeChunk } from "./src/performance/chunking/locale-chunks";
import { pageManifestKeys } from "./src/performance/prefetch/manifest-keys-plugin";
import { vendorStubs } from "./src/performance/vendor-stubs/plugin";
import { pageLoaders } from "./src/routing/page-loaders-plugin";

const apiTarget = process.env.API_TARGET ?? "http://localhost:8080";

/** What each build setting and plugin of src/performance/ is for: src/performance/README.md. */
export default defineConfig({
  plugins: [react(), pageLoaders(), vendorStubs(), pageManifestKeys()],
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // Read by the server to name a console address's chunks in its page (server/src/static/page-preloads.ts).
    manifest: true,
    // Chunks under 40 kB join a chunk that is always loaded with them: fewer requests, same bytes
    // (three fewer files on most deep links than at 10 kB; Rollup merges no more above it).
    rollupOptions: { output: { experimentalMinChunkSize: 40_000, manualChunks: localeChunk } },
    chunkSizeWarningLimit: 2000,
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Node loads antd's CommonJS build for "antd"; the console's deep imports (antd/es/...) must
          // reach the same copy, or a context such as the App's would be two objects.
          alias: [{ find: /^antd\/es\//, replacement: "antd/lib/" }],
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
          globalSetup: ["tests/server/global-setup.ts", "tests/server/build-server-setup.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: "forks",
        },
      },
    ],
  },
});
