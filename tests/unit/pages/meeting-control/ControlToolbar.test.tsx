import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServerModel } from "#contract/live-meetings";
import { ControlToolbar } from "../../../../src/pages/meeting-control/ControlToolbar";
import { renderPage } from "../meetings/list/page-harness";

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const meeting = (serverModel: ServerModel) => ({
  id: "m1",
  name: "Weekly",
  locked: false,
  mode: "DISCUSSION" as const,
  server: { id: "s1", name: "Bridge", serverModel },
});

const action = { run: async () => true, busy: null };

async function toolbar(serverModel: ServerModel) {
  await renderPage(
    {
      "/": (
        <ControlToolbar meeting={meeting(serverModel)} disabled={false} action={action} onDialog={() => {}} />
      ),
    },
    "/",
  );
}

const button = (name: RegExp) => screen.getByRole("button", { name });

describe("the control toolbar on an SFU (JANUS): what the bridge cannot do is off, with the reason", () => {
  it("a Janus meeting: layout, invite, call everyone and reconnect are disabled", async () => {
    await toolbar("JANUS");
    for (const name of [/Layout$/, /Invite$/, /Connect all$/, /Redial failed calls$/])
      expect(button(name).hasAttribute("disabled")).toBe(true);
    expect(button(/Lock$/).hasAttribute("disabled")).toBe(false);
  });

  it("a meeting on an MCU: the same controls are on", async () => {
    await toolbar("CMS");
    for (const name of [/Layout$/, /Invite$/]) expect(button(name).hasAttribute("disabled")).toBe(false);
  });
});
