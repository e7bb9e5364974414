import { type DataProvider, Refine } from "@refinedev/core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { addBundles, setLanguage } from "../../../../../src/i18n";
import { RoomCalendar } from "../../../../../src/pages/meetings/calendar/RoomCalendar";
import { SCHEDULE_CREATE_PATH } from "../../../../../src/pages/meetings/routes";
import { type ApiResult, http } from "../../../../../src/providers/http/client";
import { i18nProvider } from "../../../../../src/providers/i18n-provider";

addBundles(import.meta.glob("/locales/*/*.json", { eager: true, import: "default" }));

process.env.TZ = "Asia/Shanghai";

const at = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime();
/** Monday 2025-03-10, 10:07. */
const NOW = at(2025, 3, 10, 10, 7);
/** The day view shows 07:00–22:00: 15 hours over a 1500 px track, 100 px an hour. */
const TRACK_WIDTH = 1500;
const xOf = (h: number, mi = 0) => (h - 7) * 100 + (mi * 100) / 60;

const ROOMS = [
  { id: "r1", name: "Room One", locationPath: "East / Tower A / 3F", capacity: 10 },
  { id: "r2", name: "Room Two", locationPath: null, capacity: 6 },
];
const OCCUPANCY = [
  {
    roomId: "r1",
    meetingId: "m1",
    scheduleId: "s1",
    startAt: at(2025, 3, 10, 12),
    endAt: at(2025, 3, 10, 13),
    name: "Design review",
    mine: true,
  },
  {
    roomId: "r2",
    meetingId: null,
    scheduleId: null,
    startAt: at(2025, 3, 10, 17),
    endAt: at(2025, 3, 10, 18),
    name: null,
    mine: false,
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderCalendar(path = "/home?view=calendar&date=2025-03-10") {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <Refine
          dataProvider={{ getApiUrl: () => "/api/v1" } as unknown as DataProvider}
          i18nProvider={i18nProvider}
          options={{
            disableTelemetry: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <Routes>
            <Route path="/home" element={<RoomCalendar />} />
            <Route path={SCHEDULE_CREATE_PATH} element={null} />
          </Routes>
          <Where />
        </Refine>
      </MemoryRouter>
    </AntdApp>,
  );
}

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, message: "", data });
const location = () => screen.getByTestId("location").textContent ?? "";
const bookingTarget = () => new URL(location(), "http://x");

async function trackOf(roomId: string) {
  const row = await screen.findByTestId(`room-row-${roomId}`, {}, { timeout: 10_000 });
  const track = within(row).getByTestId("room-calendar-track");
  vi.spyOn(track, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, TRACK_WIDTH, 44));
  return { row, track };
}

let get: MockInstance<typeof http.get>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  await setLanguage("en-US");
  get = vi.spyOn(http, "get").mockImplementation((async (url: string): Promise<ApiResult<unknown>> => {
    if (url === "/device/room/authority/query") return ok({ records: ROOMS, total: ROOMS.length });
    if (url === "/meeting/schedules/room-occupancy") return ok(OCCUPANCY);
    if (url === "/meeting/configs") return ok({ appointmentInterval: 15, defaultDuration: 30 });
    return { ok: false, status: 404, message: "unexpected" };
  }) as typeof http.get);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// antd builds each component's styles on first render, which jsdom parses slowly.
describe("RoomCalendar", { timeout: 30_000 }, () => {
  it("draws the rooms of the page with their bookings, asking for the shown day", async () => {
    renderCalendar();
    await trackOf("r1");
    expect(screen.getByText("Room Two")).toBeInTheDocument();
    const bar = await screen.findByText("Design review");
    // 12:00–13:00 of 07:00–22:00; the style keeps six significant digits, as browsers do.
    expect(Number.parseFloat(bar.style.left)).toBeCloseTo((5 / 15) * 100, 3);
    expect(Number.parseFloat(bar.style.width)).toBeCloseTo((1 / 15) * 100, 3);
    expect(bar.className).toContain("room-calendar-bar-mine");
    // Another's meeting the caller may not see: drawn, but only as busy.
    expect(within(screen.getByTestId("room-row-r2")).getByText("Busy")).toBeInTheDocument();

    const rooms = get.mock.calls.find(([url]) => url === "/device/room/authority/query");
    expect(rooms?.[1]?.params).toMatchObject({ page: 1, size: 30 });
    const occupancy = get.mock.calls.find(([url]) => url === "/meeting/schedules/room-occupancy");
    expect(occupancy?.[1]?.params).toEqual({
      start: at(2025, 3, 10, 7),
      end: at(2025, 3, 10, 22),
      roomIds: "r1,r2",
    });
  });

  it("shows the booking's name and time in a popover", async () => {
    renderCalendar();
    fireEvent.click(await screen.findByText("Design review"));
    expect(await screen.findByText("2025/03/10 12:00 – 13:00")).toBeInTheDocument();
    expect(screen.getByText("My meeting")).toBeInTheDocument();
    expect(location()).toBe("/home?view=calendar&date=2025-03-10");
  });

  it("opens the schedule form for the free slot clicked, snapped to the interval, lasting the default duration", async () => {
    renderCalendar();
    const { track } = await trackOf("r2");
    fireEvent.click(track, { clientX: xOf(15, 22) });
    await waitFor(() => expect(location()).toMatch(/^\/home\/schedule\?/));
    const target = bookingTarget();
    expect(target.pathname).toBe(SCHEDULE_CREATE_PATH);
    expect(target.searchParams.get("roomId")).toBe("r2");
    expect(Number(target.searchParams.get("start"))).toBe(at(2025, 3, 10, 15, 15));
    expect(Number(target.searchParams.get("end"))).toBe(at(2025, 3, 10, 15, 45));
  });

  it("does nothing for a past slot", async () => {
    renderCalendar();
    const { track } = await trackOf("r2");
    fireEvent.click(track, { clientX: xOf(8, 30) });
    fireEvent.click(track, { clientX: xOf(9, 59) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(location()).toBe("/home?view=calendar&date=2025-03-10");
  });

  it("books the next free slot of a row with Enter (never in the past)", async () => {
    renderCalendar();
    const { row } = await trackOf("r1");
    await screen.findByText("Design review");
    const group = within(row).getByRole("group");
    group.focus();
    fireEvent.keyDown(group, { key: "Enter" });
    await waitFor(() => expect(location()).toMatch(/^\/home\/schedule\?/));
    const target = bookingTarget();
    expect(target.searchParams.get("roomId")).toBe("r1");
    expect(Number(target.searchParams.get("start"))).toBe(at(2025, 3, 10, 10, 15));
    expect(Number(target.searchParams.get("end"))).toBe(at(2025, 3, 10, 10, 45));
  });

  it("keeps the view in the URL: the week, the search and the page survive a reload", async () => {
    renderCalendar("/home?view=calendar&date=2025-03-12&span=week&roomKeyword=Room&roomPage=2");
    await screen.findByTestId("room-row-r1", {}, { timeout: 10_000 });
    const rooms = get.mock.calls.find(([url]) => url === "/device/room/authority/query");
    expect(rooms?.[1]?.params).toMatchObject({ page: 2, keyword: "Room" });
    await waitFor(() =>
      expect(get.mock.calls.some(([url]) => url === "/meeting/schedules/room-occupancy")).toBe(true),
    );
    const occupancy = get.mock.calls.find(([url]) => url === "/meeting/schedules/room-occupancy");
    expect(occupancy?.[1]?.params).toMatchObject({ start: at(2025, 3, 10, 7), end: at(2025, 3, 16, 22) });
    expect(within(screen.getByTestId("room-row-r1")).getAllByTestId("room-calendar-track")).toHaveLength(7);
  });
});
