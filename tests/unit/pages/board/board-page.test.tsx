import { act, render, screen } from "@testing-library/react";
import { vi } from "vitest";

const api = vi.hoisted(() => ({
  view: vi.fn(),
  start: vi.fn(),
  state: vi.fn(),
  checkIn: vi.fn(),
  bookNow: vi.fn(),
}));
vi.mock("../../../../src/providers/http/call", async (original) => ({
  ...(await original<object>()),
  call: (operation: { name: string }, _input: unknown, options: { headers?: Record<string, string> }) => {
    if (operation.name === "doorScreens.view") return api.view(options.headers?.["device-key"]);
    if (operation.name === "doorScreens.startPairing") return api.start();
    if (operation.name === "doorScreens.checkIn") return api.checkIn(_input);
    if (operation.name === "doorScreens.bookNow") return api.bookNow(_input);
    return api.state(options.headers?.["pairing-secret"]);
  },
}));

import { setLanguage } from "../../../../src/i18n";
import { BoardPage } from "../../../../src/pages/board/BoardPage";
import { BOARD_KEY_STORAGE, roomNow } from "../../../../src/pages/board/board-state";

const NOW = Date.UTC(2026, 10, 3, 2, 0);
const MIN = 60_000;
const dayWith = (meetings: object[]) => ({
  ok: true,
  data: { roomName: "Room Aurora", language: "en-US", timeZone: "Asia/Shanghai", now: NOW, meetings },
});
const meeting = (id: string, topic: string | null, from: number, to: number) => ({
  id,
  topic,
  organiser: "Ada",
  startAt: NOW + from * MIN,
  endAt: NOW + to * MIN,
  checkedInAt: null as number | null,
});

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  vi.clearAllMocks();
  localStorage.clear();
  await setLanguage("en-US");
});
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the board page", () => {
  it("unpaired: shows the server's code, then the room once an administrator paired it", async () => {
    api.start.mockResolvedValue({
      ok: true,
      data: { code: "482913", secret: "s1", expiresAt: NOW + 600_000 },
    });
    api.state.mockResolvedValueOnce({ ok: true, data: { paired: false, key: null } });
    api.state.mockResolvedValue({ ok: true, data: { paired: true, key: "mcdk_k" } });
    api.view.mockResolvedValue(dayWith([]));
    render(<BoardPage />);
    expect(await screen.findByText("482913")).toBeInTheDocument();
    await tick(3_000);
    expect(screen.getByText("482913")).toBeInTheDocument();
    await tick(3_000);
    expect(await screen.findByRole("heading", { name: "Room Aurora" })).toBeInTheDocument();
    expect(localStorage.getItem(BOARD_KEY_STORAGE)).toBe("mcdk_k");
    expect(api.view).toHaveBeenCalledWith("mcdk_k");
    expect(screen.getByText("Free")).toBeInTheDocument();
    expect(screen.getByText("Free for the rest of the day")).toBeInTheDocument();
  });

  it("busy: the current meeting (a private one without its topic), until when, and the rest of the day", async () => {
    localStorage.setItem(BOARD_KEY_STORAGE, "mcdk_k");
    api.view.mockResolvedValue(dayWith([meeting("a", null, -10, 20), meeting("b", "Design review", 60, 90)]));
    render(<BoardPage />);
    expect(await screen.findByText("In use")).toBeInTheDocument();
    expect(screen.getByText("Private meeting")).toBeInTheDocument();
    // 02:20 UTC is 10:20 in Shanghai.
    expect(screen.getByText("Until 10:20")).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("11:00–11:30 Design review · Ada");
  });

  it("reconnecting: a failed read keeps the last day with the mark; the next good read clears it", async () => {
    localStorage.setItem(BOARD_KEY_STORAGE, "mcdk_k");
    api.view.mockResolvedValueOnce(dayWith([meeting("b", "Design review", 60, 90)]));
    api.view.mockResolvedValueOnce({ ok: false, status: 0, message: "" });
    api.view.mockResolvedValue(dayWith([meeting("b", "Design review", 60, 90)]));
    render(<BoardPage />);
    expect(await screen.findByText("Free until 11:00")).toBeInTheDocument();
    await tick(30_000);
    expect(screen.getByRole("status")).toHaveTextContent("Reconnecting…");
    expect(screen.getByText("Free until 11:00")).toBeInTheDocument();
    await tick(30_000);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("revoked: a 401 forgets the key and shows a pairing code again", async () => {
    localStorage.setItem(BOARD_KEY_STORAGE, "mcdk_old");
    api.view.mockResolvedValue({ ok: false, status: 401, message: "revoked" });
    api.start.mockResolvedValue({
      ok: true,
      data: { code: "111222", secret: "s2", expiresAt: NOW + 600_000 },
    });
    render(<BoardPage />);
    expect(await screen.findByText("111222")).toBeInTheDocument();
    expect(localStorage.getItem(BOARD_KEY_STORAGE)).toBeNull();
  });
});

describe("check-in on the board", () => {
  it("one tap checks in the meeting under way; a refusal is read out in the board's language", async () => {
    localStorage.setItem(BOARD_KEY_STORAGE, "mcdk_k");
    api.view.mockResolvedValue(dayWith([meeting("a", "Stand-up", -5, 25)]));
    api.checkIn.mockResolvedValueOnce({ ok: false, status: 409, message: "Check-in is closed" });
    api.checkIn.mockResolvedValueOnce({ ok: true, data: { meetingId: "a", checkedInAt: NOW } });
    render(<BoardPage />);
    const button = await screen.findByRole("button", { name: "Check in" });
    await act(async () => button.click());
    expect(screen.getByRole("alert")).toHaveTextContent("Check-in is closed");
    await act(async () => button.click());
    expect(api.checkIn).toHaveBeenLastCalledWith({ params: { id: "a" } });
    expect(screen.queryByRole("button", { name: "Check in" })).not.toBeInTheDocument();
    expect(screen.getByText(/Checked in/)).toBeInTheDocument();
  });
});

describe("book now on the board", () => {
  it("a free room offers 15, 30 and 60 minutes; a booking reads the day again, a refusal is read out", async () => {
    localStorage.setItem(BOARD_KEY_STORAGE, "mcdk_k");
    api.view.mockResolvedValueOnce(dayWith([]));
    api.view.mockResolvedValue(dayWith([meeting("n", "Room Aurora, booked at the door", 0, 30)]));
    api.bookNow.mockResolvedValueOnce({ ok: false, status: 409, message: "The room is busy" });
    api.bookNow.mockResolvedValueOnce({
      ok: true,
      data: { meetingId: "n", startAt: NOW, endAt: NOW + 30 * MIN },
    });
    render(<BoardPage />);
    expect(await screen.findByRole("button", { name: "15 min" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "60 min" })).toBeInTheDocument();
    await act(async () => screen.getByRole("button", { name: "30 min" }).click());
    expect(screen.getByRole("alert")).toHaveTextContent("The room is busy");
    await act(async () => screen.getByRole("button", { name: "30 min" }).click());
    expect(api.bookNow).toHaveBeenLastCalledWith({ body: { minutes: 30 } });
    expect(await screen.findByText("In use")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "15 min" })).not.toBeInTheDocument();
  });
});

describe("roomNow", () => {
  it("is busy only inside a meeting", () => {
    const list = [meeting("a", "x", 0, 30)];
    expect(roomNow(list, NOW - 1).busy).toBe(false);
    expect(roomNow(list, NOW).busy).toBe(true);
    expect(roomNow(list, NOW + 30 * MIN).busy).toBe(false);
  });
});
