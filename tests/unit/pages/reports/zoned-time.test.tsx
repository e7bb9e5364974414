// The browser sits in Los Angeles; the organisation in Shanghai (or Chatham, 12:45 ahead of UTC).
process.env.TZ = "America/Los_Angeles";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { Table } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReportMeeting } from "#contract/reports";
import { reportMeetingColumns } from "../../../../src/pages/reports/meeting-columns";
import { zonedMoment, zonedRange } from "../../../../src/pages/reports/zoned-time";
import { type ApiResult, http } from "../../../../src/providers/http/client";

/** 2025-05-01 02:00 UTC: 10:00 in Shanghai, 19:00 the day before in Los Angeles. */
const AT = Date.UTC(2025, 4, 1, 2, 0);
const HOUR = 3_600_000;

describe("report times are printed in the organisation's zone, not the browser's", () => {
  it("runs in a browser zone other than the organisation's", () => {
    expect(new Date(AT).getHours()).toBe(19);
  });

  it.each<[string, number, number, string | null, string]>([
    ["a morning meeting in Shanghai", AT, AT + HOUR, "Asia/Shanghai", "2025/05/01 10:00 – 11:00"],
    [
      "the same meeting where the browser is",
      AT,
      AT + HOUR,
      "America/Los_Angeles",
      "2025/04/30 19:00 – 20:00",
    ],
    ["the zone not known yet: the browser's", AT, AT + HOUR, null, "2025/04/30 19:00 – 20:00"],
    [
      "across Shanghai's midnight: the end keeps its date",
      AT + 13 * HOUR,
      AT + 15 * HOUR,
      "Asia/Shanghai",
      "2025/05/01 23:00 – 2025/05/02 01:00",
    ],
    ["a zone with a 45-minute offset", AT, AT + HOUR, "Pacific/Chatham", "2025/05/01 14:45 – 15:45"],
    ["UTC", AT, AT + 30 * 60_000, "UTC", "2025/05/01 02:00 – 02:30"],
  ])("%s", (_, start, end, zone, expected) => {
    expect(zonedRange(start, end, zone)).toBe(expected);
  });

  it.each<[number | null, string | null, string]>([
    [AT, "Asia/Shanghai", "2025-05-01 10:00"],
    [AT, null, "2025-04-30 19:00"],
    [null, "Asia/Shanghai", "-"],
  ])("the moment %s in %s reads %s", (at, zone, expected) => {
    expect(zonedMoment(at, zone)).toBe(expected);
  });
});

describe("a report table's time column", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the organisation's zone the server names, whatever the browser's", async () => {
    vi.spyOn(http, "get").mockImplementation(async (url: string) => {
      if (url !== "/report/settings") throw new Error(`unexpected GET ${url}`);
      return { ok: true, status: 200, message: "", data: { timeZone: "Asia/Shanghai" } } as ApiResult<never>;
    });
    const meeting: ReportMeeting = {
      id: "m1",
      scheduleId: "s1",
      name: "Weekly",
      number: "1001",
      type: "VIDEO_MEETING",
      startAt: AT,
      endAt: AT + HOUR,
      minutes: 60,
      organiser: { id: "u1", name: "Lin Feng" },
      department: null,
      rooms: [],
      participants: 3,
      connectedMinutes: 150,
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Table<ReportMeeting>
          rowKey="id"
          columns={reportMeetingColumns((key: string) => key)}
          dataSource={[meeting]}
          pagination={false}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("2025/05/01 10:00 – 11:00")).toBeInTheDocument();
    expect(screen.queryByText(/2025\/04\/30/)).toBeNull();
  });
});
