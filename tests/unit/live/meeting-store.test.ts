import { MeetingStore, rosterOrder } from "../../../src/live/meeting-store";
import { batch, change, liveMeeting, MEETING_ID, manualFrames, participant } from "./fixtures";

function loadedStore(rows = [participant("p1"), participant("p2"), participant("p3")], seq = 10) {
  const frames = manualFrames();
  const store = new MeetingStore(MEETING_ID, frames.schedule);
  const notified = vi.fn();
  store.subscribe(notified);
  store.load(liveMeeting({ seq }), rows, seq);
  notified.mockClear();
  return { store, frames, notified };
}

const ids = (store: MeetingStore) => store.getSnapshot().rows.map((r) => r.id);

describe("MeetingStore: deltas keyed by participant id", () => {
  it("applies a participant's changes and keeps the identity of every unchanged row", () => {
    const { store, frames } = loadedStore();
    const before = store.getSnapshot().rows;
    store.receive(batch(11, change("p2", { microphone: false })));
    frames.run();
    const after = store.getSnapshot().rows;
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.microphone).toBe(false);
  });

  it("a change to the value a row already has keeps the snapshot itself (nothing to render)", () => {
    const { store, frames, notified } = loadedStore();
    const before = store.getSnapshot();
    store.receive(batch(11, change("p1", { microphone: true, quality: "QUALITY_GOOD" })));
    frames.run();
    expect(store.getSnapshot()).toBe(before);
    expect(notified).not.toHaveBeenCalled();
  });

  it("applies every batch of a frame in one notification (one React commit per frame)", () => {
    const { store, frames, notified } = loadedStore();
    store.receive(batch(11, change("p1", { quality: "QUALITY_BAD" })));
    store.receive(batch(12, change("p2", { quality: "QUALITY_BAD" })));
    store.receive(batch(13, change("p3", { quality: "QUALITY_BAD" })));
    expect(frames.waiting).toBe(1);
    expect(notified).not.toHaveBeenCalled();
    frames.run();
    expect(notified).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().rows.every((r) => r.quality === "QUALITY_BAD")).toBe(true);
  });

  it("adds and removes participants, and the totals follow (spec §4 connected / connecting / disconnected)", () => {
    const { store, frames } = loadedStore();
    store.receive(
      batch(
        11,
        {
          type: "participantAdded",
          meetingId: MEETING_ID,
          participant: participant("p4", { parStatus: "CONNECTING" }),
        },
        { type: "participantRemoved", meetingId: MEETING_ID, participantId: "p1" },
        change("p2", { parStatus: "OFFLINE" }),
      ),
    );
    frames.run();
    expect(ids(store)).toEqual(["p2", "p3", "p4"]);
    expect(store.getSnapshot().totals).toEqual({
      total: 3,
      totalConnected: 1,
      totalConnecting: 1,
      totalDisconnected: 1,
    });
  });

  it("keeps the roster order: pinned first, then the main venue, then the roster order", () => {
    const { store, frames } = loadedStore();
    store.receive(batch(11, change("p3", { top: true }), change("p2", { isMainVenue: true })));
    frames.run();
    expect(ids(store)).toEqual(["p3", "p2", "p1"]);
    expect(
      [participant("b", { sort: 2 }), participant("a", { sort: 1 })].sort(rosterOrder).map((p) => p.id),
    ).toEqual(["a", "b"]);
  });

  it("applies the meeting's own changes (lock, layout, status)", () => {
    const { store, frames } = loadedStore();
    store.receive(
      batch(11, { type: "meeting", meetingId: MEETING_ID, changes: { locked: true, layout: "FULL" } }),
    );
    frames.run();
    expect(store.getSnapshot().meeting).toMatchObject({ locked: true, layout: "FULL" });
  });

  it("ignores deltas of another meeting and of devices", () => {
    const { store, frames, notified } = loadedStore();
    store.receive({
      seq: 11,
      at: 0,
      meetingId: "other",
      deltas: [
        { type: "participant", meetingId: "other", participantId: "p1", changes: { microphone: false } },
        { type: "mcu", mcuId: "mcu1", portsInUse: 3 },
      ],
    });
    frames.run();
    expect(notified).not.toHaveBeenCalled();
    expect(store.getSnapshot().rows[0]!.microphone).toBe(true);
  });

  it("keeps the audit entries pushed while the page is open, newest first, each once", () => {
    const { store, frames } = loadedStore();
    const entry = (id: string) => ({
      id,
      meetingId: MEETING_ID,
      at: 1,
      actor: null,
      action: "LOCK" as const,
      target: { type: "MEETING" as const, id: MEETING_ID, name: "Weekly sync" },
      before: { locked: false },
      after: { locked: true },
    });
    store.receive(batch(11, { type: "audit", meetingId: MEETING_ID, entry: entry("a1") }));
    store.receive(batch(12, { type: "audit", meetingId: MEETING_ID, entry: entry("a2") }));
    frames.run();
    expect(store.getSnapshot().recent.map((e) => e.id)).toEqual(["a2", "a1"]);
  });
});

describe("MeetingStore: sequence and resynchronisation", () => {
  it("skips a batch already in the state read (seq at or before the read's seq)", () => {
    const { store, frames, notified } = loadedStore(undefined, 20);
    store.receive(batch(19, change("p1", { microphone: false })));
    store.receive(batch(20, change("p1", { microphone: false })));
    frames.run();
    expect(notified).not.toHaveBeenCalled();
  });

  it("applies a batch once when the action's answer and the stream both bring it", () => {
    const { store, frames, notified } = loadedStore();
    store.receive(batch(11, change("p1", { top: true })));
    frames.run();
    store.receive(batch(11, change("p1", { top: true })));
    frames.run();
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it("puts a late batch in its place: the later batch already applied wins", () => {
    const { store, frames } = loadedStore();
    // The action's answer (seq 12) arrives before the stream's older batch 11 on the same field.
    store.receive(batch(12, change("p1", { microphone: true, speaker: false })));
    frames.run();
    store.receive(batch(11, change("p1", { microphone: false, quality: "QUALITY_BAD" })));
    frames.run();
    expect(store.getSnapshot().rows[0]).toMatchObject({
      microphone: true,
      speaker: false,
      quality: "QUALITY_BAD",
    });
  });

  it("holds batches while the state is read again, then applies only those after the new read", () => {
    const { store, frames } = loadedStore();
    store.beginLoad();
    store.receive(batch(14, change("p1", { quality: "QUALITY_BAD" })));
    store.receive(batch(16, change("p2", { quality: "QUALITY_BAD" })));
    frames.run();
    expect(store.getSnapshot().rows[0]!.quality).toBe("QUALITY_GOOD");
    // The new read is at seq 15: batch 14 is in it already (p1 EXCELLENT there), 16 is not.
    store.load(
      liveMeeting({ seq: 15 }),
      [participant("p1", { quality: "QUALITY_EXCELLENT" }), participant("p2"), participant("p3")],
      15,
    );
    const rows = store.getSnapshot().rows;
    expect(rows[0]!.quality).toBe("QUALITY_EXCELLENT");
    expect(rows[1]!.quality).toBe("QUALITY_BAD");
  });

  it("continues from the older of the meeting's and the roster's reads", () => {
    const store = new MeetingStore(MEETING_ID, manualFrames().schedule);
    store.load(liveMeeting({ seq: 30 }), [participant("p1")], 27);
    expect(store.position).toBe(27);
  });

  it("re-applies batches between the two reads without harm (deltas set values)", () => {
    const frames = manualFrames();
    const store = new MeetingStore(MEETING_ID, frames.schedule);
    // Roster read at 27 with p1 muted by batch 26; meeting read at 30.
    store.load(liveMeeting({ seq: 30, locked: true }), [participant("p1", { microphone: false })], 27);
    store.receive(batch(28, { type: "meeting", meetingId: MEETING_ID, changes: { locked: true } }));
    store.receive(batch(29, change("p1", { microphone: true })));
    frames.run();
    expect(store.getSnapshot().meeting!.locked).toBe(true);
    expect(store.getSnapshot().rows[0]!.microphone).toBe(true);
  });
});
