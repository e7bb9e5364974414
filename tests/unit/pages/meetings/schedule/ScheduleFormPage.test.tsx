import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import dayjs from "dayjs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ScheduleDetail } from "#contract/meetings";
import { setLanguage } from "../../../../../src/i18n";
import { type Call, fail, ok, renderForm, serve } from "./schedule-test-kit";

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const DAY = 86_400_000;
/** A future slot on a whole hour, three days from now. */
const START = dayjs().add(3, "day").hour(10).minute(0).second(0).millisecond(0).valueOf();
const END = START + 3_600_000;
const SPAN = `${dayjs(START).format("YYYY/MM/DD")} 10:00–11:00`;

const posts = (calls: Call[], suffix: string) =>
  calls.filter((c) => c.method === "post" && c.url.endsWith(suffix));
const submit = (name: RegExp = /^Schedule$/) => user.click(screen.getByText(name).closest("button")!);

beforeAll(async () => {
  await setLanguage("en-US");
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("ScheduleFormPage: create", { timeout: 60_000 }, () => {
  it("blocks the submit while the required fields are empty", async () => {
    const calls = serve();
    renderForm("/home/schedule");
    await screen.findByLabelText("Topic");
    await submit();
    expect(await screen.findByText("Enter the meeting topic")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one meeting room")).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/schedules") && c.method === "post")).toBe(false);
  });

  it("keeps only digits in the password and refuses 5 of them", async () => {
    serve();
    renderForm(`/home/schedule?roomId=r1&start=${START}&end=${END}`);
    const password = (await screen.findByLabelText("Meeting password")) as HTMLInputElement;
    fireEvent.change(password, { target: { value: "12a34b5" } });
    expect(password.value).toBe("12345");
    await submit();
    expect(await screen.findByText("The password must be exactly 6 digits")).toBeInTheDocument();
  });

  it("flags speech mode without a main venue and does not save", async () => {
    const calls = serve();
    renderForm(`/home/schedule?roomId=r1&start=${START}&end=${END}`);
    fireEvent.change(await screen.findByLabelText("Topic"), { target: { value: "Town hall" } });
    await user.click(screen.getByText("Speech"));
    const flag = "Speech mode needs a main venue chosen among the meeting rooms";
    // Flagged as soon as the mode changes, and still there after a refused submit.
    expect(await screen.findByText(flag)).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(screen.getByText(flag)).toBeInTheDocument());
    expect(posts(calls, "/schedules")).toHaveLength(0);
  });

  it("warns about a start in the past and moves it to the next slot", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = dayjs().add(2, "day").hour(12).minute(7).second(0).millisecond(0);
    vi.setSystemTime(now.toDate());
    serve();
    renderForm("/home/schedule");
    const start = (await screen.findByLabelText("Start time")) as HTMLInputElement;
    expect(start.value).toBe(now.format("YYYY/MM/DD [12:15]"));
    const past = now.hour(9).minute(0).format("YYYY/MM/DD HH:mm");
    fireEvent.focus(start);
    fireEvent.mouseDown(start);
    fireEvent.click(start);
    fireEvent.change(start, { target: { value: past } });
    fireEvent.keyDown(start, { key: "Enter", code: "Enter" });
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        "The start time cannot be earlier than the current time. It has been moved to the next available time slot.",
      ),
    );
    await waitFor(() => expect(start.value).toBe(now.format("YYYY/MM/DD [12:15]")));
    expect((screen.getByLabelText("End time") as HTMLInputElement).value).toBe(
      now.format("YYYY/MM/DD [13:15]"),
    );
  });

  it("saves with one request and shows the conflicts its 409 ROOM_BUSY carries", async () => {
    const conflicts = [{ roomId: "r1", roomName: "Room A", startAt: START, endAt: END, meetingName: "Sync" }];
    const calls = serve((call) =>
      call.method === "post" && call.url === "/meeting/schedules"
        ? fail(409, "The room is busy; choose another room", "ROOM_BUSY", { conflicts })
        : undefined,
    );
    renderForm(`/home/schedule?roomId=r1&start=${START}&end=${END}`);
    fireEvent.change(await screen.findByLabelText("Topic"), { target: { value: "  Budget review " } });
    // The check while writing found nothing (it runs on its own, before any save).
    await waitFor(() => expect(posts(calls, "/schedules/check")).toHaveLength(1));
    const before = calls.length;
    await submit();
    expect(await screen.findByText(`${SPAN} Room A (meeting Sync)`)).toBeInTheDocument();
    expect(
      await screen.findByText("The meeting rooms are busy; choose other rooms or another time"),
    ).toBeInTheDocument();
    // Only writes count here: a read still on its way from the first render may land after `before`.
    const sent = calls.slice(before).filter((c) => c.method !== "get");
    expect(sent.map((c) => `${c.method} ${c.url}`)).toEqual(["post /meeting/schedules"]);
    expect(sent[0]?.data).toMatchObject({
      name: "Budget review",
      roomIds: ["r1"],
      startAt: START,
      endAt: END,
      recurrence: null,
    });
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/home\/schedule\?/);
  });
});

describe("ScheduleFormPage: edit", { timeout: 60_000 }, () => {
  const detail = {
    id: "s1",
    parentId: null,
    name: "Weekly sync",
    type: "VIDEO_MEETING",
    startAt: START,
    endAt: END,
    roomIds: ["r2"],
    recurrence: { kind: "DAILY", until: START + 5 * DAY },
    video: true,
    password: null,
    fileIds: [],
    agenda: null,
    contact: null,
    contactPhone: null,
    contactEmail: null,
    hostId: "u1",
    attendeeIds: [],
    isPublic: false,
    capacity: 300,
    live: false,
    waitingRoom: false,
    joinByApp: true,
    joinByTerminal: true,
    mode: "DISCUSSION",
    mainVenueRoomId: null,
    meetingNumber: "123456",
    layout: "AUTO",
    bandwidth: 0,
    joinMute: false,
    autoCall: false,
    creator: { id: "u1", name: "Admin" },
    host: { id: "u1", name: "Admin" },
    rooms: [{ id: "r2", name: "Room B" }],
    attendees: [],
    files: [],
    meetings: [
      {
        id: "m1",
        startAt: START,
        endAt: END,
        locked: false,
        rights: { edit: true, cancel: true, end: false },
      },
      {
        id: "m2",
        startAt: START + DAY,
        endAt: END + DAY,
        locked: false,
        rights: { edit: true, cancel: true, end: false },
      },
    ],
    hostToken: null,
    rights: { edit: true, cancel: true },
  } as unknown as ScheduleDetail;

  it("loads the schedule and saves one occurrence with PUT ?meetingId&scope=one", async () => {
    const calls = serve((call) => {
      if (call.method === "get" && call.url === "/meeting/schedules/s1") return ok(detail);
      if (call.method === "put") return ok({ id: "s2", meetingIds: ["m2"], meetingNumber: "123456" });
      return undefined;
    });
    renderForm("/home/schedule/s1?meetingId=m2&scope=one");
    const topic = (await screen.findByLabelText("Topic")) as HTMLInputElement;
    expect(topic.value).toBe("Weekly sync");
    expect((screen.getByLabelText("Start time") as HTMLInputElement).value).toBe(
      dayjs(START + DAY).format("YYYY/MM/DD HH:mm"),
    );
    expect(screen.queryByText("Repeat")).not.toBeInTheDocument();
    fireEvent.change(topic, { target: { value: "Weekly sync (moved)" } });
    await waitFor(() =>
      expect(posts(calls, "/schedules/check")[0]?.params).toEqual({
        excludeScheduleId: "s1",
        meetingId: "m2",
        scope: "one",
      }),
    );
    const before = calls.length;
    await submit(/^Save$/);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/home$/));
    // Only writes count here: a read still on its way from the first render may land after `before`.
    expect(
      calls
        .slice(before)
        .filter((c) => c.method !== "get")
        .map((c) => c.method),
    ).toEqual(["put"]);
    const put = calls.find((c) => c.method === "put")!;
    expect(put.url).toBe("/meeting/schedules/s1");
    expect(put.params).toEqual({ meetingId: "m2", scope: "one" });
    expect(put.data).toMatchObject({
      name: "Weekly sync (moved)",
      roomIds: ["r2"],
      startAt: START + DAY,
      capacity: 300,
      meetingNumber: "123456",
    });
  });
});
