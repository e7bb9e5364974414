import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { JoinTarget } from "#contract/meetings";
import { MeetingsPage } from "../../../../../src/pages/meetings/MeetingsPage";
import { envelope } from "../../../http/fake-transport";
import { calls, fakeServer } from "./http-mock";
import { renderPage } from "./page-harness";
import { page } from "./rows";

vi.mock("../../../../../src/providers/http/client", async (original) =>
  (await import("./http-mock")).withFakeHttp(await original()),
);

vi.setConfig({ testTimeout: 120_000 });
const user = userEvent.setup({ delay: null });

const BY_NUMBER = "/meeting/schedules/meeting/by-number/";
const HOUR = 3_600_000;

function joinTarget(over: Partial<JoinTarget> = {}): JoinTarget {
  const startAt = Date.now() + HOUR;
  return {
    networkNumber: "123456",
    name: "Weekly sync",
    status: "SCHEDULE",
    startAt,
    endAt: startAt + HOUR,
    hasPassword: false,
    joinByApp: true,
    joinByTerminal: true,
    ...over,
  };
}

function answer(reply: ReturnType<typeof envelope>) {
  fakeServer.handler = (config) => {
    if (config.url === "/meeting/schedules") return page([]);
    if (config.url?.startsWith(BY_NUMBER)) return reply;
    return envelope(404);
  };
}

async function lookUp(typed: string) {
  await renderPage({ "/home": <MeetingsPage /> }, "/home");
  await user.click(screen.getByRole("button", { name: /Join by number/ }));
  const dialog = await screen.findByRole("dialog");
  const input = within(dialog).getByRole("textbox", { name: "Meeting number" });
  await user.type(input, typed);
  await user.click(within(dialog).getByRole("button", { name: "Find meeting" }));
  return { dialog, input };
}

beforeEach(() => {
  fakeServer.requests.length = 0;
});

describe("join by number", () => {
  it("keeps digits only and shows the TERMINAL_ONLY answer with the number to dial", async () => {
    answer(
      envelope(
        409,
        { networkNumber: "123456" },
        "Only a video terminal can join this meeting; dial the meeting number",
        "TERMINAL_ONLY",
      ),
    );
    const { dialog, input } = await lookUp("12a34-56");
    expect(input).toHaveValue("123456");
    await waitFor(() => expect(calls("GET", `${BY_NUMBER}123456`)).toHaveLength(1));
    expect(
      await within(dialog).findByText("Only a video terminal can join this meeting; dial the meeting number"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("Dial the meeting number 123456 on a video terminal"),
    ).toBeInTheDocument();
  });

  it("says when no meeting has the number", async () => {
    answer(envelope(404, null, "Not found", "MEETING_NOT_FOUND"));
    const { dialog } = await lookUp("999999");
    expect(
      await within(dialog).findByText(
        "No meeting has the number 999999 (it may have ended or been cancelled)",
      ),
    ).toBeInTheDocument();
  });

  it("shows the meeting and its join information", async () => {
    answer(
      envelope(200, joinTarget({ name: "Board meeting", networkNumber: "777777", joinByTerminal: false })),
    );
    const { dialog } = await lookUp("777777");
    expect(await within(dialog).findByText("Board meeting")).toBeInTheDocument();
    const info = within(dialog).getByTestId("join-info").textContent ?? "";
    expect(info).toContain("Topic: Board meeting");
    expect(info).toContain("Meeting number: 777777");
    expect(info).not.toContain("video terminal");
  });

  it("shows a meeting the caller may not see without its name", async () => {
    answer(envelope(200, joinTarget({ name: null, networkNumber: "888888" })));
    const { dialog } = await lookUp("888888");
    const info = await within(dialog).findByTestId("join-info");
    expect(info.textContent).toContain("Meeting number: 888888");
    expect(info.textContent).not.toContain("Topic:");
    expect(within(dialog).queryByText("Name")).not.toBeInTheDocument();
    expect(within(dialog).getByText("Meeting number")).toBeInTheDocument();
  });

  it("shows the server's answer when lookups come too fast", async () => {
    answer(
      envelope(
        429,
        null,
        "Too many meeting number lookups; please try again in 42 seconds",
        "TOO_MANY_REQUESTS",
      ),
    );
    const { dialog } = await lookUp("123456");
    expect(
      await within(dialog).findByText("Too many meeting number lookups; please try again in 42 seconds"),
    ).toBeInTheDocument();
  });
});
