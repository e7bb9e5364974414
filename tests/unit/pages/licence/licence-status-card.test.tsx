import { screen } from "@testing-library/react";
import type { LicenceStatus } from "#contract/licence";
import { LicenceStatusCard } from "../../../../src/pages/licence/LicenceStatusCard";
import { renderPage } from "../meetings/list/page-harness";

vi.setConfig({ testTimeout: 60_000 });

const status = (overrides: Partial<LicenceStatus>): LicenceStatus => ({
  serial: "ABCD-EFGH-JKLM-NPQR",
  source: "LICENCE",
  licence: null,
  rooms: { limit: 200, used: 40 },
  ports: { limit: 24, used: 10 },
  roomsReached: false,
  portsReached: false,
  daysLeft: 300,
  lapsed: null,
  ...overrides,
});

describe("the licence in force", () => {
  it("shows the concurrent ports in use against the limit, with no banner below it", async () => {
    await renderPage({ "/": <LicenceStatusCard status={status({})} /> }, "/");
    expect(await screen.findByText("10 of 24 in use now")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says plainly when every licensed port is taken", async () => {
    await renderPage(
      {
        "/": <LicenceStatusCard status={status({ ports: { limit: 24, used: 24 }, portsReached: true })} />,
      },
      "/",
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Concurrent port limit reached: all 24 licensed MCU ports are in use.",
    );
    expect(screen.getByRole("progressbar", { name: "Concurrent MCU ports" })).toBeVisible();
  });
});
