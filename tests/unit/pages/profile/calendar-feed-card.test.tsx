import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarFeedCard } from "../../../../src/pages/profile/CalendarFeedCard";
import { envelope } from "../../http/fake-transport";
import { calls, fakeServer } from "../meetings/list/http-mock";
import { renderPage } from "../meetings/list/page-harness";

vi.mock("../../../../src/providers/http/client", async (original) =>
  (await import("../meetings/list/http-mock")).withFakeHttp(await original()),
);

vi.setConfig({ testTimeout: 120_000 });
const user = userEvent.setup({ delay: null });

/**
 * My calendar feed on the profile page: the address to copy, and a new one only after a person
 * confirms (the old address stops working, so the call is never made on its own).
 */
const MINE = "/current/user/calendar-feed";
const ROTATE = "/current/user/calendar-feed/rotate";
const first = "https://meet.example.com/api/v1/calendar/feeds/first-token.ics?lang=en-US";
const second = "https://meet.example.com/api/v1/calendar/feeds/second-token.ics?lang=en-US";

beforeEach(() => {
  fakeServer.requests.length = 0;
  fakeServer.handler = (config) => {
    if (config.url === MINE && config.method === "get") {
      return envelope(200, { url: first, rotatedAt: Date.UTC(2026, 0, 2) });
    }
    if (config.url === ROTATE && config.method === "post") {
      return envelope(200, { url: second, rotatedAt: Date.UTC(2026, 0, 3) });
    }
    return envelope(404);
  };
});

describe("my calendar feed", () => {
  it("shows the address with a button that copies it", async () => {
    let copied = "";
    const execCommand = vi.fn((command: string) => {
      copied = command === "copy" ? String(document.getSelection()) : copied;
      return true;
    });
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    await renderPage({ "/a": <CalendarFeedCard /> }, "/a");
    const address = await screen.findByTestId("calendar-feed-url");
    expect(address).toHaveTextContent(first);
    fireEvent.click(within(address.closest(".ant-typography") as HTMLElement).getByRole("button"));
    await waitFor(() => expect(copied).toBe(first));
  });

  it("asks before a new address: cancelling calls nothing", async () => {
    await renderPage({ "/a": <CalendarFeedCard /> }, "/a");
    await user.click(await screen.findByRole("button", { name: /Get a new address/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveAccessibleName("Get a new calendar address?");
    expect(within(dialog).getByText(/The current address stops working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls("POST", ROTATE)).toHaveLength(0);
    expect(screen.getByTestId("calendar-feed-url")).toHaveTextContent(first);
  });

  it("on confirmation calls once and shows the new address", async () => {
    await renderPage({ "/a": <CalendarFeedCard /> }, "/a");
    await user.click(await screen.findByRole("button", { name: /Get a new address/ }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: /Get a new address/ }));
    await waitFor(() => expect(screen.getByTestId("calendar-feed-url")).toHaveTextContent(second));
    expect(calls("POST", ROTATE)).toHaveLength(1);
  });
});
