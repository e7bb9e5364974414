import { describe, expect, it } from "vitest";
import { checkPayload, readPayload } from "../../server/src/device-intake/device-payloads.ts";
import { FloodGuard } from "../../server/src/device-intake/flood-guard.ts";
import { isOffline, missedHeartbeats, offlineCutoff } from "../../server/src/device-intake/heartbeat-rule.ts";
import { subscriptionOf, topicParts } from "../../server/src/device-intake/mqtt-bridge.ts";

/** The pure parts of devices reporting in: the missed-heartbeat rule, payload checks, topics, the flood guard. */
const SECOND = 1000;

describe("the missed-heartbeat rule", () => {
  const interval = 30 * SECOND;
  const last = 1_000_000;

  it("counts whole intervals since the last heartbeat", () => {
    expect(missedHeartbeats(last, last, interval)).toBe(0);
    expect(missedHeartbeats(last, last + 29 * SECOND, interval)).toBe(0);
    expect(missedHeartbeats(last, last + 30 * SECOND, interval)).toBe(1);
    expect(missedHeartbeats(last, last + 95 * SECOND, interval)).toBe(3);
    // A clock behind the heartbeat misses none.
    expect(missedHeartbeats(last, last - 5 * SECOND, interval)).toBe(0);
  });

  it("is offline from the third missed heartbeat, never for a terminal that never reported", () => {
    expect(isOffline(last, last + 89_999, interval)).toBe(false);
    expect(isOffline(last, last + 90_000, interval)).toBe(true);
    expect(isOffline(null, last + 10 * interval, interval)).toBe(false);
    expect(isOffline(last, last + 30 * SECOND, 10 * SECOND)).toBe(true);
  });

  it("agrees with the sweep's cutoff", () => {
    for (const now of [last + 89_999, last + 90_000, last + 90_001]) {
      expect(last <= offlineCutoff(now, interval)).toBe(isOffline(last, now, interval));
    }
  });
});

describe("payloads", () => {
  const read = (type: string, raw: string) => {
    const value = readPayload(type, raw);
    return value.ok ? checkPayload(value.type, value.value) : value;
  };

  it("accepts the documented heartbeat and presence payloads", () => {
    expect(read("heartbeat", '{"v":1,"registered":true,"inCall":false,"address":"10.0.0.5"}').ok).toBe(true);
    expect(read("presence", '{"v":1,"present":true,"people":3}').ok).toBe(true);
    expect(read("presence", '{"v":1,"present":false}').ok).toBe(true);
  });

  it("refuses what is not JSON, of the wrong version or types, too large, or of an unknown type", () => {
    expect(read("heartbeat", "{v:1}")).toMatchObject({ ok: false, reason: "notJson" });
    expect(read("heartbeat", '{"v":2}')).toMatchObject({ ok: false, reason: "invalid" });
    expect(read("heartbeat", '{"registered":true}')).toMatchObject({ ok: false, reason: "invalid" });
    expect(read("presence", '{"v":1,"present":"yes"}')).toMatchObject({ ok: false, reason: "invalid" });
    expect(read("presence", '{"v":1,"present":true,"people":-1}')).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(read("heartbeat", '{"v":1,"address":"x; rm -rf"}')).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(read("heartbeat", JSON.stringify({ v: 1, pad: "x".repeat(5000) }))).toMatchObject({
      ok: false,
      reason: "tooLarge",
    });
    expect(read("reboot", '{"v":1}')).toMatchObject({ ok: false, reason: "unknownType" });
    expect(read("heartbeat", "null")).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("topics", () => {
  it("name the device and the message under the prefix", () => {
    expect(topicParts("acme/rooms", "acme/rooms/t-1/heartbeat")).toEqual({
      deviceId: "t-1",
      type: "heartbeat",
    });
    expect(topicParts("acme/rooms", "acme/other/t-1/heartbeat")).toBeNull();
    expect(topicParts("acme/rooms", "acme/rooms/t-1/heartbeat/extra")).toBeNull();
    expect(topicParts("acme/rooms", "acme/rooms//heartbeat")).toBeNull();
    expect(subscriptionOf("acme/rooms")).toBe("$share/meeting-console/acme/rooms/+/+");
  });
});

describe("the flood guard", () => {
  it("lets a burst through, refuses past it, and refills with time", () => {
    const guard = new FloodGuard(5, 1);
    const now = 0;
    const passed = Array.from({ length: 8 }, () => guard.allow("a", now)).filter(Boolean).length;
    expect(passed).toBe(5);
    expect(guard.allow("b", now)).toBe(true);
    expect(guard.allow("a", now + 999)).toBe(false);
    expect(guard.allow("a", now + 2000)).toBe(true);
  });
});
