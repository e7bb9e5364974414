import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LiveMeeting } from "#contract/live-meetings";
import { setLanguage } from "../../../../src/i18n";
import { MeetingInfo } from "../../../../src/pages/meeting-control/MeetingInfo";
import { liveMeeting } from "../../live/fixtures";
import { renderPage } from "../meetings/list/page-harness";

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => setLanguage("en-US"));

let update: (meeting: LiveMeeting) => void = () => {};

function Info({ initial }: { initial: LiveMeeting }) {
  const [meeting, setMeeting] = useState(initial);
  update = setMeeting;
  return <MeetingInfo meeting={meeting} />;
}

const cellOf = (label: string) =>
  screen.getByText(label, { selector: "th, th *" }).closest("th")?.nextElementSibling as HTMLElement;

describe("the meeting info (spec §3 current meeting): each value follows its own fields", () => {
  const initial = liveMeeting({
    activeSpeakerName: "North hall",
    locked: false,
    joinMute: true,
    capacity: 30,
  });

  it("shows a change of one field in its value and keeps the others", async () => {
    await renderPage({ "/": <Info initial={initial} /> }, "/");
    await waitFor(() => expect(cellOf("Speaking")).toHaveTextContent("North hall"));
    act(() => update({ ...initial, activeSpeakerName: "South hall" }));
    await waitFor(() => expect(cellOf("Speaking")).toHaveTextContent("South hall"));
    act(() => update({ ...initial, activeSpeakerName: "South hall", locked: true, capacity: 50 }));
    await waitFor(() => expect(cellOf("Lock")).toHaveTextContent("Locked"));
    expect(cellOf("Capacity")).toHaveTextContent("50");
    expect(cellOf("Speaking")).toHaveTextContent("South hall");
    expect(cellOf("Automation")).toHaveTextContent("Mute on join: on");
  });

  it("relabels its values when the language changes, without new data", async () => {
    await renderPage({ "/": <Info initial={initial} /> }, "/");
    await waitFor(() => expect(cellOf("Lock")).toHaveTextContent("Unlocked"));
    await act(() => setLanguage("zh-CN"));
    await waitFor(() => expect(cellOf("锁定")).toHaveTextContent("未锁定"));
    expect(cellOf("自动化")).toHaveTextContent("入会静音: 开");
  });
});
