import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify, resetNotifier, setNotifier, type Toast } from "../../../src/providers/http/notifier";

describe("notifier (spec §9: message toasts are de-duplicated)", () => {
  let shown: Toast[];

  beforeEach(() => {
    vi.useFakeTimers();
    resetNotifier();
    shown = [];
    setNotifier((toast) => shown.push(toast));
  });
  afterEach(() => {
    resetNotifier();
    vi.useRealTimers();
  });

  it("shows an identical text once while it is visible, again after 3 s", () => {
    expect(notify({ level: "error", text: "Room is busy" })).toBe(true);
    expect(notify({ level: "error", text: "Room is busy" })).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(notify({ level: "warning", text: "Room is busy" })).toBe(false);
    vi.advanceTimersByTime(1);
    expect(notify({ level: "error", text: "Room is busy" })).toBe(true);
    expect(shown).toEqual([
      { level: "error", text: "Room is busy" },
      { level: "error", text: "Room is busy" },
    ]);
  });

  it("shows different texts side by side", () => {
    notify({ level: "error", text: "a" });
    notify({ level: "error", text: "b" });
    expect(shown.map((s) => s.text)).toEqual(["a", "b"]);
  });

  it("resolves an i18n key when no text is given", () => {
    notify({ level: "warning", key: "errors.status.404" });
    expect(shown[0].text).not.toBe("errors.status.404");
    expect(shown[0].text.length).toBeGreaterThan(0);
  });

  it("shows nothing for an empty text", () => {
    expect(notify({ level: "error", text: "" })).toBe(false);
    expect(shown).toEqual([]);
  });

  it("the default sink is a no-op that queues nothing", () => {
    resetNotifier();
    expect(notify({ level: "error", text: "early" })).toBe(false);
    setNotifier((toast) => shown.push(toast));
    expect(notify({ level: "error", text: "early" })).toBe(true);
    expect(shown).toHaveLength(1);
  });

  it("unregistering restores the no-op only if the sink is still the registered one", () => {
    const other: Toast[] = [];
    const unregisterFirst = setNotifier((toast) => shown.push(toast));
    setNotifier((toast) => other.push(toast));
    unregisterFirst();
    notify({ level: "error", text: "x" });
    expect(other).toHaveLength(1);
    expect(shown).toHaveLength(0);
  });
});
