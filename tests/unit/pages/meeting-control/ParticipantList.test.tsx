import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Participant } from "#contract/participants";
import { setLanguage } from "../../../../src/i18n";
import type { RosterCommands } from "../../../../src/pages/meeting-control/participants/ParticipantActions";
import { ParticipantList } from "../../../../src/pages/meeting-control/participants/ParticipantList";
import { participant } from "../../live/fixtures";
import { renderPage } from "../meetings/list/page-harness";

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => setLanguage("en-US"));

const commands: RosterCommands = {
  flag: () => {},
  move: () => {},
  remove: () => {},
  disabled: false,
};

const TOTALS = { total: 2, totalConnected: 1, totalConnecting: 0, totalDisconnected: 1 };

let update: (rows: Participant[]) => void = () => {};
let setLoading: (loading: boolean) => void = () => {};
const moved = vi.fn();

function Roster({ initial, reading = false }: { initial: Participant[]; reading?: boolean }) {
  const [rows, setRows] = useState(initial);
  const [loading, setReading] = useState(reading);
  update = setRows;
  setLoading = setReading;
  return (
    <ParticipantList
      loading={loading}
      rows={rows}
      totals={TOTALS}
      statuses={[]}
      keyword=""
      onFilter={() => {}}
      commands={commands}
      onMoveSelected={moved}
      onRemoveSelected={() => {}}
    />
  );
}

const rowOf = (name: string) => screen.getByText(name).closest(".ant-table-row") as HTMLElement;

describe("the roster's rows (spec §3 participant: status, protocol, address, quality, flags, direction)", () => {
  const initial = [
    participant("p1", { name: "North hall", protocol: "H323", callDirection: false, quality: "QUALITY_BAD" }),
    participant("p2", {
      name: "South hall",
      parStatus: "OFFLINE",
      quality: null,
      disconnectReason: "HUNG_UP",
      microphone: false,
    }),
  ];

  it("shows each participant's status, quality, protocol and direction as text", async () => {
    await renderPage({ "/": <Roster initial={initial} /> }, "/");
    await waitFor(() => expect(rowOf("North hall")).toBeInTheDocument());
    const north = within(rowOf("North hall"));
    expect(north.getByText("Online")).toBeInTheDocument();
    expect(north.getByText("Bad")).toBeInTheDocument();
    expect(north.getByText(/H\.323/)).toBeInTheDocument();
    expect(north.getByText(/Dial-in/)).toBeInTheDocument();
    expect(north.getByRole("checkbox", { name: "Select North hall" })).toBeInTheDocument();
    const south = within(rowOf("South hall"));
    expect(south.getByText("Offline · hung up")).toBeInTheDocument();
    expect(south.getByText("-")).toBeInTheDocument();
  });

  it("an update that changes one participant shows on its row; the other row keeps its text", async () => {
    await renderPage({ "/": <Roster initial={initial} /> }, "/");
    await waitFor(() => expect(rowOf("North hall")).toBeInTheDocument());
    act(() => update([{ ...initial[0]!, parStatus: "CONNECTING", quality: null }, initial[1]!]));
    await waitFor(() => expect(within(rowOf("North hall")).getByText("Connecting")).toBeInTheDocument());
    expect(within(rowOf("South hall")).getByText(/^Offline/)).toBeInTheDocument();
  });

  it("switching the language relabels the rows and the columns without new data", async () => {
    await renderPage({ "/": <Roster initial={initial} /> }, "/");
    await waitFor(() => expect(rowOf("North hall")).toBeInTheDocument());
    await act(() => setLanguage("zh-CN"));
    await waitFor(() => expect(within(rowOf("North hall")).getByText("在线")).toBeInTheDocument());
    const north = within(rowOf("North hall"));
    expect(north.getByText("差")).toBeInTheDocument();
    expect(north.getByText(/呼入/)).toBeInTheDocument();
    expect(north.getByRole("button", { name: "静音 North hall" })).toBeInTheDocument();
    expect(north.getByRole("checkbox", { name: "选择 North hall" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "通话质量" })).toBeInTheDocument();
  });

  it("ticked rows go to the bulk actions; one who leaves the meeting leaves the selection", async () => {
    moved.mockClear();
    await renderPage({ "/": <Roster initial={initial} /> }, "/");
    await waitFor(() => expect(rowOf("North hall")).toBeInTheDocument());
    const moveSelected = () => screen.getByRole("button", { name: /^Move selected/ });
    expect(moveSelected()).toBeDisabled();
    fireEvent.click(within(rowOf("North hall")).getByRole("checkbox", { name: "Select North hall" }));
    fireEvent.click(within(rowOf("South hall")).getByRole("checkbox", { name: "Select South hall" }));
    await waitFor(() => expect(moveSelected()).toHaveTextContent("Move selected (2)"));
    expect(screen.getByRole("checkbox", { name: "Select every participant shown" })).toBeChecked();
    act(() => update([initial[1]!]));
    await waitFor(() => expect(moveSelected()).toHaveTextContent("Move selected (1)"));
    fireEvent.click(moveSelected());
    expect(moved).toHaveBeenCalledWith(["p2"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select every participant shown" }));
    await waitFor(() => expect(moveSelected()).toBeDisabled());
    expect(
      within(rowOf("South hall")).getByRole("checkbox", { name: "Select South hall" }),
    ).not.toBeChecked();
  });

  it("while first read, the roster's place is held with a spinner; a later read keeps the rows", async () => {
    await renderPage({ "/": <Roster initial={[]} reading /> }, "/");
    const pending = await screen.findByRole("status", { name: "Loading participants" });
    expect(pending.style.minHeight).toBe("651px");
    expect(screen.queryByRole("checkbox", { name: "Online" })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    act(() => {
      update(initial);
      setLoading(false);
    });
    await waitFor(() => expect(rowOf("North hall")).toBeInTheDocument());
    expect(screen.queryByRole("status", { name: "Loading participants" })).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Online" })).toBeInTheDocument();
    act(() => setLoading(true));
    expect(rowOf("North hall")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading participants" })).not.toBeInTheDocument();
  });
});
