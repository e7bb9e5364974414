import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MeetingsPage } from "../../../../../src/pages/meetings/MeetingsPage";
import { envelope } from "../../../http/fake-transport";
import { calls, fakeServer } from "./http-mock";
import { renderPage } from "./page-harness";
import { meetingRow, page } from "./rows";

vi.mock("../../../../../src/providers/http/client", async (original) =>
  (await import("./http-mock")).withFakeHttp(await original()),
);

// antd in jsdom on a shared 2-CPU machine: seconds per interaction.
vi.setConfig({ testTimeout: 120_000 });
const user = userEvent.setup({ delay: null });

const LIST = "/meeting/schedules";
const location = () => screen.getByTestId("location").textContent ?? "";
const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;

/** Opens a row's "More" menu (a row shows two actions; the rest are there) and returns it. */
async function openMore(name: string): Promise<HTMLElement> {
  await user.click(within(rowOf(name)).getByRole("button", { name: /More/ }));
  const menus = await screen.findAllByRole("group", { name: "More" });
  return menus[menus.length - 1]!;
}

function serve(rows = [meetingRow()]) {
  fakeServer.handler = (config) => {
    if (config.method === "get" && config.url === LIST) return page(rows);
    if (config.method === "delete") return envelope(200, { cancelled: 1 });
    return envelope(404, null, "not here");
  };
}

beforeEach(() => {
  fakeServer.requests.length = 0;
  serve();
});

describe("/home meeting list", () => {
  it("asks GET /{product}/schedules with the defaults, and a tab changes the tab param and the URL", async () => {
    await renderPage({ "/home": <MeetingsPage /> }, "/home");
    await screen.findByText("Meeting m1");
    expect(calls("GET", LIST)[0].params).toEqual({ page: 1, size: 20, sort: "startAt,asc", tab: "all" });

    await user.click(screen.getByRole("tab", { name: "Hosted by me" }));
    await waitFor(() => expect(calls("GET", LIST).at(-1)?.params).toMatchObject({ tab: "hosted", page: 1 }));
    expect(location()).toBe("/home?tab=hosted");
  });

  it("reads its filters and page from the URL (a reload keeps them)", async () => {
    await renderPage(
      { "/home": <MeetingsPage /> },
      "/home?tab=invited&keyword=sync&status=ONLINE&current=2&pageSize=50",
    );
    await screen.findByText("Meeting m1");
    expect(calls("GET", LIST)[0].params).toEqual({
      page: 2,
      size: 50,
      sort: "startAt,asc",
      tab: "invited",
      keyword: "sync",
      status: "ONLINE",
    });
    expect(screen.getByRole("searchbox", { name: "Meeting name, number or contact" })).toHaveValue("sync");
  });

  it("puts the keyword in the URL and the request, back on page 1", async () => {
    await renderPage({ "/home": <MeetingsPage /> }, "/home?current=3");
    await screen.findByText("Meeting m1");
    await user.type(
      screen.getByRole("searchbox", { name: "Meeting name, number or contact" }),
      " 654321 {Enter}",
    );
    await waitFor(() => expect(location()).toBe("/home?keyword=654321"));
    await waitFor(() =>
      expect(calls("GET", LIST).at(-1)?.params).toMatchObject({ keyword: "654321", page: 1 }),
    );
  });

  it("shows the empty state", async () => {
    serve([]);
    await renderPage({ "/home": <MeetingsPage /> }, "/home?keyword=nothing");
    expect(await screen.findByText("No meeting matches the filters")).toBeInTheDocument();
  });

  it("offers no edit or cancel on a locked row, and says why", async () => {
    serve([
      meetingRow({ id: "open" }),
      meetingRow({ id: "locked", locked: true, rights: { edit: true, cancel: true, end: true } }),
    ]);
    await renderPage({ "/home": <MeetingsPage /> }, "/home");
    const open = within(rowOf(await screen.findByText("Meeting open").then(() => "Meeting open")));
    expect(open.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(
      within(await openMore("Meeting open")).getByRole("button", { name: "Cancel" }),
    ).toBeInTheDocument();

    const locked = within(rowOf("Meeting locked"));
    expect(locked.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    const lockedMenu = within(await openMore("Meeting locked"));
    expect(lockedMenu.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(lockedMenu.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(locked.getByText("About to start")).toBeInTheDocument();
    expect(
      locked.getByLabelText("The meeting is about to start; no operation is allowed"),
    ).toBeInTheDocument();
    expect(lockedMenu.getByRole("button", { name: "End" })).toBeInTheDocument();
  });

  it.each([
    ["This occurrence only", "/meeting/schedules/s-rec", { meetingId: "rec" }],
    [
      "The whole series (occurrences already started or about to start are kept)",
      "/meeting/schedules/cycle/s-rec",
      {},
    ],
  ])(
    "cancel on a recurring row asks; %s → DELETE %s, then toasts and reloads",
    async (choice, url, params) => {
      serve([meetingRow({ id: "rec", recurring: true })]);
      await renderPage({ "/home": <MeetingsPage /> }, "/home");
      await screen.findByText("Meeting rec");
      const before = calls("GET", LIST).length;

      await user.click(within(await openMore("Meeting rec")).getByRole("button", { name: "Cancel" }));
      const dialog = await screen.findByRole("dialog");
      expect(within(dialog).getByText("Cancel a recurring meeting")).toBeInTheDocument();
      expect(calls("DELETE", url)).toHaveLength(0);
      await user.click(within(dialog).getByRole("radio", { name: choice }));
      await user.click(within(dialog).getByRole("button", { name: "Cancel meeting" }));

      await waitFor(() => expect(calls("DELETE", url)).toHaveLength(1));
      expect(calls("DELETE", url)[0].params ?? {}).toEqual(params);
      expect(fakeServer.requests.filter((r) => r.method === "delete")).toHaveLength(1);
      expect(await screen.findByText("Meeting cancelled")).toBeInTheDocument();
      await waitFor(() => expect(calls("GET", LIST).length).toBeGreaterThan(before));
    },
  );

  it("edit on a recurring row asks the scope and opens the form with it", async () => {
    serve([meetingRow({ id: "rec", recurring: true })]);
    await renderPage({ "/home": <MeetingsPage /> }, "/home");
    await screen.findByText("Meeting rec");
    await user.click(within(rowOf("Meeting rec")).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: /The whole series/ }));
    await user.click(within(dialog).getByRole("button", { name: "Edit" }));
    await waitFor(() => expect(location()).toBe("/home/schedule/s-rec?meetingId=rec&scope=all"));
  });

  it("cancel on a single meeting confirms first", async () => {
    await renderPage({ "/home": <MeetingsPage /> }, "/home");
    await screen.findByText("Meeting m1");
    await user.click(within(await openMore("Meeting m1")).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getAllByText("Cancel this meeting? Attendees will no longer be able to join.").length,
    ).toBeGreaterThan(0);
    expect(fakeServer.requests.filter((r) => r.method === "delete")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel meeting" }));
    await waitFor(() => expect(calls("DELETE", "/meeting/schedules/s-m1")).toHaveLength(1));
  });
});
