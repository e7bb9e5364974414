import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuditLogEntry } from "#contract/audit-log";
import { AuditLogPage } from "../../../../src/pages/audit-log/AuditLogPage";
import { envelope } from "../../http/fake-transport";
import { calls, fakeServer } from "../meetings/list/http-mock";
import { renderPage } from "../meetings/list/page-harness";

vi.mock("../../../../src/providers/http/client", async (original) =>
  (await import("../meetings/list/http-mock")).withFakeHttp(await original()),
);

vi.setConfig({ testTimeout: 120_000 });
const user = userEvent.setup({ delay: null });

const LIST = "/system/audit-log";
const EXPORT = "/system/audit-log/export";
const PATH = "/system/audit-log";

const entry: AuditLogEntry = {
  id: "7",
  at: Date.UTC(2026, 4, 1, 8, 30),
  kind: "CHANGE",
  operation: "rooms.update",
  feature: "rooms",
  outcome: "SUCCESS",
  status: 200,
  actor: { id: "u1", name: "Admin", account: "admin" },
  account: "admin",
  target: { id: "r1", name: "Room Nine" },
  address: "203.0.113.7",
  before: { name: "Room Eight", capacity: 8 },
  after: { name: "Room Nine", capacity: 8 },
  reason: null,
};

let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  fakeServer.requests.length = 0;
  saved = [];
  fakeServer.handler = (config) => {
    if (config.url === LIST) return envelope(200, { records: [entry], total: 41 });
    if (config.url === `${LIST}/features`) return envelope(200, ["auth", "rooms"]);
    if (config.url === EXPORT)
      return {
        status: 200,
        body: new Blob(["time\n"], { type: "text/csv" }),
        headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="audit.csv"' },
      };
    return envelope(404);
  };
  URL.createObjectURL = vi.fn(() => "blob:audit");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => vi.restoreAllMocks());

const render = (search = "") =>
  renderPage({ [PATH]: <AuditLogPage path={PATH} title="Audit log" /> }, `${PATH}${search}`);

describe("/system/audit-log", () => {
  it("lists the entries with the URL's filters, page and sort", async () => {
    await render("?kind=CHANGE&outcome=SUCCESS&feature=rooms&keyword=room&current=2&sort=operation,asc");
    await screen.findByText("rooms.update");
    expect(calls("GET", LIST)[0].params).toEqual({
      kind: "CHANGE",
      outcome: "SUCCESS",
      feature: "rooms",
      keyword: "room",
      sort: "operation,asc",
      page: 2,
      size: 20,
    });
    expect(screen.getByText("Admin (admin)")).toBeInTheDocument();
    expect(screen.getByText("41 entries")).toBeInTheDocument();
  });

  it("shows an entry's before and after in a drawer, only the fields that changed", async () => {
    await render();
    await screen.findByText("rooms.update");
    await user.click(screen.getByRole("button", { name: "Details" }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByText("Audit entry")).toBeInTheDocument();
    expect(within(drawer).getByText('"Room Eight"')).toBeInTheDocument();
    expect(within(drawer).getByText('"Room Nine"')).toBeInTheDocument();
    expect(within(drawer).queryByText("capacity")).toBeNull();
  });

  it("an outcome filter goes to the URL and the request, back on page 1", async () => {
    await render("?current=3");
    await screen.findByText("rooms.update");
    await user.click(screen.getByRole("combobox", { name: "Outcome" }));
    await user.click(await screen.findByTitle("Failure"));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe(`${PATH}?outcome=FAILURE`));
    await waitFor(() =>
      expect(calls("GET", LIST).at(-1)?.params).toMatchObject({ outcome: "FAILURE", page: 1 }),
    );
  });

  it("exports CSV with the filters and no paging", async () => {
    await render("?kind=SIGN_IN_FAILED&current=2");
    await screen.findByText("rooms.update");
    await user.click(screen.getByRole("button", { name: /Export CSV/ }));
    await waitFor(() => expect(saved).toEqual([{ href: "blob:audit", download: "audit.csv" }]));
    expect(calls("GET", EXPORT)[0].params).toEqual({
      kind: "SIGN_IN_FAILED",
      sort: "at,desc",
      format: "csv",
      utcOffset: -new Date().getTimezoneOffset() || 0,
    });
  });
});
