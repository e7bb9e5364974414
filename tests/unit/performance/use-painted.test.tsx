import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePainted } from "../../../src/performance/deferred-ui/use-painted";

function Probe({ shown }: { shown: boolean }) {
  return <output>{usePainted(shown) ? "painted" : "not yet"}</output>;
}

let frames: FrameRequestCallback[] = [];
const paintFrame = () => {
  const due = frames;
  frames = [];
  for (const run of due) run(performance.now());
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => frames.push(run));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => {
    frames.splice(id - 1, 1);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("usePainted", () => {
  it("turns true in the task after the first frame drawn with it, not before", () => {
    render(<Probe shown />);
    expect(screen.getByRole("status")).toHaveTextContent("not yet");
    act(() => vi.runAllTimers());
    expect(screen.getByRole("status")).toHaveTextContent("not yet");
    act(paintFrame);
    expect(screen.getByRole("status")).toHaveTextContent("not yet");
    act(() => vi.runAllTimers());
    expect(screen.getByRole("status")).toHaveTextContent("painted");
  });

  it("waits while there is nothing to show", () => {
    const { rerender } = render(<Probe shown={false} />);
    act(paintFrame);
    act(() => vi.runAllTimers());
    expect(screen.getByRole("status")).toHaveTextContent("not yet");
    rerender(<Probe shown />);
    act(paintFrame);
    act(() => vi.runAllTimers());
    expect(screen.getByRole("status")).toHaveTextContent("painted");
  });

  it("stays true once painted", () => {
    const { rerender } = render(<Probe shown />);
    act(paintFrame);
    act(() => vi.runAllTimers());
    rerender(<Probe shown={false} />);
    expect(screen.getByRole("status")).toHaveTextContent("painted");
  });

  it("does not wait for frames a hidden tab never gets", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    render(<Probe shown />);
    act(() => vi.runAllTimers());
    expect(frames).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("painted");
  });
});
