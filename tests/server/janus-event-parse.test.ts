import { janusEvents } from "../../server/src/mcu/janus/janus-events.ts";

/** What of Janus's event handler posts the roster acts on (the real posts: janus-events.test.ts). */
const plugin = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 64,
  session_id: 1,
  handle_id: 2,
  event: { plugin: "janus.plugin.videoroom", data },
  ...extra,
});

describe("janusEvents", () => {
  it("reads a grouped post and a single event alike", () => {
    const joined = plugin({ event: "joined", room: 1234, id: 77, display: "  Ann  " });
    const expected = { kind: "joined", room: 1234, feed: "77", display: "Ann", session: "1", handle: "2" };
    expect(janusEvents([joined])).toEqual([expected]);
    expect(janusEvents(joined)).toEqual([expected]);
  });

  it("a leave hangs up, a kick removes, published connects", () => {
    expect(
      janusEvents([
        plugin({ event: "leaving", room: 1, id: 5 }),
        plugin({ event: "kicked", room: 1, id: 6 }),
        plugin({ event: "published", room: 1, id: 7 }),
      ]),
    ).toEqual([
      { kind: "left", room: 1, feed: "5", reason: "HUNG_UP" },
      { kind: "left", room: 1, feed: "6", reason: "REMOVED" },
      { kind: "published", room: 1, feed: "7" },
    ]);
  });

  it("a session destroyed hangs up, one timed out drops, a detached handle hangs up", () => {
    expect(
      janusEvents([
        { type: 1, session_id: 9, event: { name: "destroyed" } },
        { type: 1, session_id: 10, event: { name: "timeout" } },
        { type: 1, session_id: 11, event: { name: "created" } },
        {
          type: 2,
          session_id: 9,
          handle_id: 12,
          event: { name: "detached", plugin: "janus.plugin.videoroom" },
        },
      ]),
    ).toEqual([
      { kind: "sessionGone", session: "9", reason: "HUNG_UP" },
      { kind: "sessionGone", session: "10", reason: "DROPPED" },
      { kind: "handleGone", handle: "12" },
    ]);
  });

  it("leaves out other plugins, other events and malformed ones", () => {
    expect(
      janusEvents([
        { type: 64, event: { plugin: "janus.plugin.echotest", data: { event: "joined", room: 1, id: 2 } } },
        plugin({ event: "created", room: 1 }),
        plugin({ event: "joined", room: "1", id: 2 }),
        plugin({ event: "joined", room: 1, id: -2 }),
        { type: 16, event: { connection: "webrtc-up" } },
        "nonsense",
        null,
      ]),
    ).toEqual([]);
    expect(janusEvents(null)).toEqual([]);
  });
});
