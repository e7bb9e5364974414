import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HistoryPage } from "../../../../src/pages/history/HistoryPage";
import { envelope } from "../../http/fake-transport";
import { calls, fakeServer } from "../meetings/list/http-mock";
import { renderPage } from "../meetings/list/page-harness";
import { meetingRow, page } from "../meetings/list/rows";

vi.mock("../../../../src/providers/http/client", async (original) =>
  (await import("../meetings/list/http-mock")).withFakeHttp(await original()),
);

vi.setConfig({ testTimeout: 120_000 });
const user = userEvent.setup({ delay: null });

const LIST = "/report/me/schedules";
const EXPORT = "/report/me/schedules/export";
const FILTERS = "start=1746028800000&end=1746115200000&keyword=sync&type=GENERAL";

let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  fakeServer.requests.length = 0;
  saved = [];
  fakeServer.handler = (config) => {
    if (config.url === LIST)
      return page([
        meetingRow({ id: "h1", status: "OFFLINE", rights: { edit: false, cancel: false, end: false } }),
      ]);
    if (config.url === EXPORT)
      return {
        status: 200,
        body: new Blob(["name,number\n"], { type: "text/csv" }),
        headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="history.csv"' },
      };
    return envelope(404);
  };
  URL.createObjectURL = vi.fn(() => "blob:history");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => vi.restoreAllMocks());

describe("/history", () => {
  it("lists ended meetings with the URL's filters, default sort startAt,desc", async () => {
    await renderPage({ "/history": <HistoryPage /> }, `/history?${FILTERS}&current=2`);
    await screen.findByText("Meeting h1");
    expect(calls("GET", LIST)[0].params).toEqual({
      page: 2,
      size: 20,
      sort: "startAt,desc",
      keyword: "sync",
      type: "GENERAL",
      start: "1746028800000",
      end: "1746115200000",
    });
    expect(await screen.findByText("General meeting")).toBeInTheDocument();
  });

  it("exports CSV with the filters (no paging) and saves the file under the server's name", async () => {
    await renderPage({ "/history": <HistoryPage /> }, `/history?${FILTERS}&current=2`);
    await screen.findByText("Meeting h1");
    await user.click(screen.getByRole("button", { name: /Export CSV/ }));
    await waitFor(() => expect(saved).toEqual([{ href: "blob:history", download: "history.csv" }]));
    expect(calls("GET", EXPORT)).toHaveLength(1);
    expect(calls("GET", EXPORT)[0].params).toEqual({
      format: "csv",
      sort: "startAt,desc",
      keyword: "sync",
      type: "GENERAL",
      start: 1746028800000,
      end: 1746115200000,
      utcOffset: -new Date().getTimezoneOffset() || 0,
    });
    expect(calls("GET", EXPORT)[0].responseType).toBe("blob");
  });

  it("a type filter goes to the URL and the request, back on page 1", async () => {
    await renderPage({ "/history": <HistoryPage /> }, "/history?current=3");
    await screen.findByText("Meeting h1");
    await user.click(screen.getByRole("combobox", { name: "Meeting type" }));
    await user.click(await screen.findByTitle("Streaming"));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/history?type=STREAMING"));
    await waitFor(() =>
      expect(calls("GET", LIST).at(-1)?.params).toMatchObject({ type: "STREAMING", page: 1 }),
    );
  });
});
