import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LdapSyncRun, LdapSyncStatus } from "#contract/ldap";
import { SyncCard } from "../../../../src/pages/system-settings/synchronization/SyncCard";
import { envelope } from "../../http/fake-transport";
import { calls, fakeServer } from "../meetings/list/http-mock";
import { renderPage } from "../meetings/list/page-harness";

vi.mock("../../../../src/providers/http/client", async (original) =>
  (await import("../meetings/list/http-mock")).withFakeHttp(await original()),
);

vi.setConfig({ testTimeout: 60_000 });
const user = userEvent.setup({ delay: null });

const STATUS = "/system/sync/user/status";
const START = "/system/sync/user";
const SETTINGS = "/system/config/ldap";

const run = (over: Partial<LdapSyncRun>): LdapSyncRun => ({
  id: "r1",
  status: "RUNNING",
  phase: "WRITING",
  failure: null,
  message: null,
  detail: null,
  startedAt: Date.UTC(2026, 0, 5, 8),
  finishedAt: null,
  startedBy: "Admin",
  found: 100,
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  disabled: 0,
  enabled: 0,
  skipped: 0,
  problems: [],
  ...over,
});
const status = (current: LdapSyncRun | null): LdapSyncStatus => ({
  running: current?.status === "RUNNING",
  run: current,
  lastSucceededAt: null,
  directoryUsers: 0,
  enabledDirectoryUsers: 0,
});

let statuses: LdapSyncStatus[];
let startReply: ReturnType<typeof envelope>;

beforeEach(() => {
  fakeServer.requests.length = 0;
  startReply = envelope(200, run({}));
  fakeServer.handler = (config) => {
    if (config.url === SETTINGS) return envelope(200, { configured: true, bindPasswordSet: true });
    if (config.url === START) return startReply;
    if (config.url === STATUS) return envelope(200, statuses.length > 1 ? statuses.shift() : statuses[0]);
    return envelope(404);
  };
});

describe("the synchronisation card", () => {
  it("reads the status once a second while a run goes on, and stops when it has ended", async () => {
    statuses = [
      status(run({ processed: 0 })),
      status(run({ processed: 50 })),
      status(
        run({ status: "SUCCEEDED", phase: "DONE", processed: 100, created: 100, finishedAt: Date.now() }),
      ),
    ];
    await renderPage({ "/s": <SyncCard /> }, "/s");
    await screen.findByText("Writing users: 0 of 100");
    await screen.findByText("Writing users: 50 of 100", {}, { timeout: 3000 });
    await screen.findByText("Succeeded", {}, { timeout: 3000 });
    expect(screen.getByText("Done")).toBeInTheDocument();
    const asked = calls("GET", STATUS).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls("GET", STATUS).length).toBe(asked);
  });

  it("starts a run after confirmation, and says why a start was refused", async () => {
    statuses = [status(null)];
    startReply = envelope(
      409,
      null,
      "A synchronisation is already running; wait for it to finish",
      "SYNC_RUNNING",
    );
    await renderPage({ "/s": <SyncCard /> }, "/s");
    await screen.findByText("No synchronisation has run yet.");
    await user.click(screen.getByRole("button", { name: /Synchronise now/ }));
    await user.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(calls("GET", START)).toHaveLength(1));
    await screen.findByText("A synchronisation is already running; wait for it to finish");
  });

  it("shows a failure with the directory's words", async () => {
    statuses = [
      status(
        run({
          status: "FAILED",
          phase: "CONNECTING",
          failure: "BIND_FAILED",
          message: "The LDAP bind failed: the bind DN or password is wrong; nothing was changed",
          detail: "Invalid credentials",
          finishedAt: Date.now(),
        }),
      ),
    ];
    await renderPage({ "/s": <SyncCard /> }, "/s");
    await screen.findByText("The LDAP bind failed: the bind DN or password is wrong; nothing was changed");
    expect(screen.getByText("The directory says: Invalid credentials")).toBeInTheDocument();
    expect(screen.getByText("Failed")).toBeInTheDocument();
  });
});
