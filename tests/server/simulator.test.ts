import type { BridgeServer, ObservedMeeting, ObservedParticipant } from "../../server/src/mcu/driver.ts";
import { BridgeError } from "../../server/src/mcu/driver.ts";
import { dialOutcome, SIMULATOR_DEFAULTS, Simulator, simulate } from "../../server/src/mcu/simulator.ts";

/** The MCU simulator alone: the same seed, state and clock give the same events; commands it refuses. */
const T0 = 1_800_000_000_000;
const options = { ...SIMULATOR_DEFAULTS, seed: 7 };

const person = (id: string, extra: Partial<ObservedParticipant> = {}): ObservedParticipant => ({
  id,
  callRef: `c/${id}`,
  status: "CONNECTING",
  isMainVenue: false,
  microphone: true,
  quality: null,
  dialledAt: T0,
  attempt: 1,
  terminalStatus: "CONNECTED",
  address: false,
  ...extra,
});

const meeting = (
  participants: ObservedParticipant[],
  extra: Partial<ObservedMeeting> = {},
): ObservedMeeting => ({
  meetingId: "m1",
  mode: "DISCUSSION",
  activeSpeakerId: null,
  participants,
  ...extra,
});

const server = (extra: Partial<BridgeServer> = {}): BridgeServer => ({
  id: "s1",
  name: "CMS-01",
  model: "CMS",
  address: "10.0.0.1",
  port: 443,
  protocol: "HTTPS",
  username: "admin",
  password: "x",
  status: "ONLINE",
  capacity: 10,
  ...extra,
});

describe("the simulator's draws", () => {
  const roster = Array.from({ length: 40 }, (_, i) => person(`p${String(i).padStart(2, "0")}`));

  it("gives the same events for the same seed, state and clock, and others for another seed", () => {
    const once = simulate(options, meeting(roster), Math.floor(T0 / 1000), T0 + 30_000);
    const again = simulate(options, meeting([...roster].reverse()), Math.floor(T0 / 1000), T0 + 30_000);
    expect(again).toEqual(once);
    expect(
      simulate({ ...options, seed: 8 }, meeting(roster), Math.floor(T0 / 1000), T0 + 30_000),
    ).not.toEqual(once);
  });

  it("settles each dial within the delay range, ONLINE or failed, some failing", () => {
    const events = simulate(options, meeting(roster), Math.floor(T0 / 1000), T0 + 8_000);
    const settled = events.filter((e) => e.kind === "connected" || e.kind === "disconnected");
    expect(settled).toHaveLength(40);
    for (const event of settled) {
      expect(event.at).toBeGreaterThanOrEqual(T0 + options.dialDelayMs[0]);
      expect(event.at).toBeLessThanOrEqual(T0 + options.dialDelayMs[1]);
    }
    const failed = settled.filter((e) => e.kind === "disconnected");
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(12);
    for (const event of failed)
      expect(["BUSY", "NO_ANSWER"]).toContain(event.kind === "disconnected" && event.reason);
  });

  it("settles nothing before its delay, and a dial's outcome is the same at every look", () => {
    const early = simulate(options, meeting(roster), Math.floor(T0 / 1000), T0 + 1_000);
    expect(early.filter((e) => e.kind !== "speaker")).toEqual([]);
    const p = roster[3];
    expect(dialOutcome(options, "m1", p)).toEqual(dialOutcome(options, "m1", { ...p }));
    expect(dialOutcome(options, "m1", { ...p, attempt: 2 })).not.toEqual(dialOutcome(options, "m1", p));
  });

  it("never reaches an unregistered terminal", () => {
    const events = simulate(
      options,
      meeting([person("x", { terminalStatus: "DISCONNECT" })]),
      Math.floor(T0 / 1000),
      T0 + 9_000,
    );
    expect(events).toEqual([
      expect.objectContaining({ kind: "disconnected", participantId: "x", reason: "UNREACHABLE" }),
    ]);
  });

  it("varies the quality of connected calls and moves the active speaker among them", () => {
    const connected = roster.map((p) => ({
      ...p,
      status: "ONLINE" as const,
      quality: "QUALITY_GOOD" as const,
    }));
    const events = simulate(options, meeting(connected), Math.floor(T0 / 1000), T0 + 60_000);
    const qualities = new Set(
      events.filter((e) => e.kind === "quality").map((e) => e.kind === "quality" && e.quality),
    );
    expect(qualities.size).toBeGreaterThanOrEqual(2);
    const speakers = events.filter((e) => e.kind === "speaker");
    expect(speakers.length).toBeGreaterThan(3);
    for (const event of speakers)
      expect(connected.some((p) => p.id === (event.kind === "speaker" && event.participantId))).toBe(true);
  });

  it("in speech mode, only the main venue speaks; a muted one does not", () => {
    const connected = roster
      .slice(0, 5)
      .map((p, i) => ({ ...p, status: "ONLINE" as const, isMainVenue: i === 2 }));
    const speech = simulate(
      options,
      meeting(connected, { mode: "SPEECH" }),
      Math.floor(T0 / 1000),
      T0 + 60_000,
    );
    const said = new Set(
      speech.filter((e) => e.kind === "speaker").map((e) => e.kind === "speaker" && e.participantId),
    );
    expect([...said]).toEqual([connected[2].id]);
    const muted = connected.map((p) => ({ ...p, microphone: false }));
    expect(
      simulate(options, meeting(muted), Math.floor(T0 / 1000), T0 + 60_000).some((e) => e.kind === "speaker"),
    ).toBe(false);
  });

  it("draws at most a minute at once", () => {
    const connected = roster.map((p) => ({ ...p, status: "ONLINE" as const }));
    const events = simulate(options, meeting(connected), 0, T0 + 10_000);
    for (const event of events) expect(event.at).toBeGreaterThan(T0 + 10_000 - 61_000);
  });
});

describe("the simulator's commands", () => {
  const conference = (extra: Partial<BridgeServer> = {}) => ({
    server: server(extra),
    ref: "conf",
    meetingId: "m1",
  });

  it("answers an online MCU, and names the conference and calls", async () => {
    const simulator = new Simulator(options);
    expect(await simulator.start(server(), { meetingId: "m1" })).toBe("sim-cms-m1");
    const target = {
      participantId: "p1",
      name: "A",
      address: "a@b",
      protocol: "SIP" as const,
      terminalStatus: null,
      microphone: true,
    };
    expect(await simulator.dial(conference(), target)).toBe("conf/p1");
  });

  it("does not answer for an OFFLINE MCU", async () => {
    const simulator = new Simulator(options);
    await expect(simulator.setLayout(conference({ status: "OFFLINE" }))).rejects.toMatchObject({
      failure: "UNREACHABLE",
    });
  });

  it("refuses H.323 on a CMS, not on an RMX", async () => {
    const simulator = new Simulator(options);
    const target = {
      participantId: "p1",
      name: "A",
      address: "10.0.0.9",
      protocol: "H323" as const,
      terminalStatus: null,
      microphone: true,
    };
    await expect(simulator.dial(conference(), target)).rejects.toMatchObject({ failure: "UNSUPPORTED" });
    expect(await simulator.dial(conference({ model: "RMX" }), target)).toBe("conf/p1");
  });

  it("refuses an injected fault the given number of times, then answers again", async () => {
    const simulator = new Simulator(options);
    simulator.refuse("lock", "conference busy", 2);
    await expect(simulator.lock(conference())).rejects.toBeInstanceOf(BridgeError);
    await expect(simulator.lock(conference())).rejects.toThrow("conference busy");
    await expect(simulator.lock(conference())).resolves.toBeUndefined();
  });
});
