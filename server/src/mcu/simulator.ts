import type { CallQuality } from "#contract/participants";
import {
  type BridgeCapabilities,
  modelCapabilities,
  protocolSupported,
} from "#contract/rules/meeting-control";
import {
  BridgeError,
  type BridgeEvent,
  type BridgeServer,
  type CallTarget,
  type Conference,
  type McuDriver,
  type ObservedMeeting,
  type ObservedParticipant,
} from "./driver.ts";
import { draw, pick } from "./seeded-random.ts";

/**
 * The default MCU driver: a deterministic simulated bridge for every server model. It accepts the
 * commands a real bridge takes (refusing them when its MCU is OFFLINE, an H.323 call on a SIP-only
 * CMS, or a fault a test or drill injected), and `observe` draws what a bridge would report from
 * the seed and the ids alone: each dial settles after a seeded delay, ONLINE or failed; connected
 * calls change quality, now and then drop; the active speaker moves. The same seed, state and
 * clock give the same events on any instance.
 */
export interface SimulatorOptions {
  seed: number;
  /** A dial settles between these many milliseconds after it starts. */
  dialDelayMs: [number, number];
  /** Share of dials to a registered terminal that fail (busy or no answer). */
  dialFailureRate: number;
  /** Share of dials to a free address that fail. */
  addressFailureRate: number;
  /** Chance per second that a connected call's quality is drawn again. */
  qualityChangeRate: number;
  /** Chance per second that the active speaker changes. */
  speakerChangeRate: number;
  /** Chance per second that a connected call drops. */
  dropRate: number;
}

export const SIMULATOR_DEFAULTS: SimulatorOptions = {
  seed: 20_240_601,
  dialDelayMs: [2_000, 8_000],
  dialFailureRate: 0.08,
  addressFailureRate: 0.1,
  qualityChangeRate: 1 / 20,
  speakerChangeRate: 1 / 6,
  dropRate: 1 / 3_600,
};

/** The most seconds one observation draws (a meeting taken over after a long gap does not replay it all). */
export const MAX_OBSERVED_SECONDS = 60;

export type Operation = keyof McuDriver;

/** A connected call's quality: mostly excellent, sometimes good, now and then bad. */
export function drawQuality(seed: number, ...parts: (string | number)[]): CallQuality {
  const u = draw(seed, ...parts);
  if (u < 0.1) return "QUALITY_BAD";
  if (u < 0.4) return "QUALITY_GOOD";
  return "QUALITY_EXCELLENT";
}

/** How a dial ends: after how long, and connected or failed with which reason. */
export function dialOutcome(options: SimulatorOptions, meetingId: string, p: ObservedParticipant) {
  const { seed } = options;
  const [min, max] = options.dialDelayMs;
  const delay = Math.round(min + draw(seed, meetingId, p.id, p.attempt, "delay") * (max - min));
  if (p.terminalStatus === "DISCONNECT") return { delay, failure: "UNREACHABLE" as const };
  const rate = p.address ? options.addressFailureRate : options.dialFailureRate;
  if (draw(seed, meetingId, p.id, p.attempt, "fail") < rate) {
    return {
      delay,
      failure:
        draw(seed, meetingId, p.id, p.attempt, "why") < 0.5 ? ("BUSY" as const) : ("NO_ANSWER" as const),
    };
  }
  return { delay, failure: null };
}

interface Faults {
  operation: Operation;
  reason: string;
  remaining: number;
}

export class Simulator implements McuDriver {
  readonly options: SimulatorOptions;
  private faults: Faults[] = [];

  constructor(options: Partial<SimulatorOptions> = {}) {
    this.options = { ...SIMULATOR_DEFAULTS, ...options };
  }

  /** Makes the next `times` calls of `operation` fail with `reason` (tests and fault drills). */
  refuse(operation: Operation, reason: string, times = 1): void {
    this.faults.push({ operation, reason, remaining: times });
  }

  private answer(operation: Operation, server: BridgeServer): void {
    if (server.status !== "ONLINE")
      throw new BridgeError("UNREACHABLE", `${server.name} (${server.address}) does not answer`);
    const fault = this.faults.find((f) => f.operation === operation && f.remaining > 0);
    if (fault) {
      fault.remaining--;
      this.faults = this.faults.filter((f) => f.remaining > 0);
      throw new BridgeError("REFUSED", fault.reason);
    }
  }

  capabilities(server: BridgeServer): BridgeCapabilities {
    return modelCapabilities(server.model);
  }

  async start(server: BridgeServer, spec: { meetingId: string }): Promise<string> {
    this.answer("start", server);
    return `sim-${server.model.toLowerCase()}-${spec.meetingId}`;
  }

  async end(conference: Conference): Promise<void> {
    this.answer("end", conference.server);
  }

  async extend(conference: Conference): Promise<void> {
    this.answer("extend", conference.server);
  }

  async dial(
    conference: Conference,
    target: Pick<CallTarget, "participantId" | "protocol">,
  ): Promise<string> {
    this.answer("dial", conference.server);
    if (!protocolSupported(conference.server.model, target.protocol)) {
      throw new BridgeError("UNSUPPORTED", `${conference.server.model} does not dial ${target.protocol}`);
    }
    return `${conference.ref}/${target.participantId}`;
  }

  async hangUp(conference: Conference): Promise<void> {
    this.answer("hangUp", conference.server);
  }

  async mute(conference: Conference): Promise<void> {
    this.answer("mute", conference.server);
  }

  async muteAll(conference: Conference): Promise<void> {
    this.answer("muteAll", conference.server);
  }

  async setLayout(conference: Conference): Promise<void> {
    this.answer("setLayout", conference.server);
  }

  async placePanes(conference: Conference): Promise<void> {
    this.answer("placePanes", conference.server);
  }

  async showMessage(conference: Conference): Promise<void> {
    this.answer("showMessage", conference.server);
  }

  async lock(conference: Conference): Promise<void> {
    this.answer("lock", conference.server);
  }

  async setMode(conference: Conference): Promise<void> {
    this.answer("setMode", conference.server);
  }

  async setPassword(conference: Conference): Promise<void> {
    this.answer("setPassword", conference.server);
  }

  async move(from: Conference, callRef: string, to: Conference): Promise<string> {
    this.answer("move", from.server);
    this.answer("move", to.server);
    return `${to.ref}/${callRef.slice(callRef.lastIndexOf("/") + 1)}`;
  }

  async observe(
    conference: Conference,
    meeting: ObservedMeeting,
    fromSecond: number,
    now: number,
  ): Promise<BridgeEvent[]> {
    this.answer("observe" as Operation, conference.server);
    return simulate(this.options, meeting, fromSecond, now);
  }
}

/**
 * The events of seconds (fromSecond, now] for a meeting in the given state: the pure heart of
 * the simulator, deterministic in its arguments.
 */
export function simulate(
  options: SimulatorOptions,
  meeting: ObservedMeeting,
  fromSecond: number,
  now: number,
): BridgeEvent[] {
  const { seed } = options;
  const id = meeting.meetingId;
  const events: BridgeEvent[] = [];
  const nowSecond = Math.floor(now / 1000);
  const first = Math.max(fromSecond, nowSecond - MAX_OBSERVED_SECONDS) + 1;
  const people = [...meeting.participants].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  // When each call is (or becomes) connected, and its quality then.
  const onlineFrom = new Map<string, number>();
  const quality = new Map<string, CallQuality | null>();
  for (const p of people) {
    quality.set(p.id, p.quality);
    if (p.status === "ONLINE") onlineFrom.set(p.id, -Infinity);
    if (p.status !== "CONNECTING" || p.dialledAt === null) continue;
    const outcome = dialOutcome(options, id, p);
    const at = p.dialledAt + outcome.delay;
    if (at > now) continue;
    if (outcome.failure)
      events.push({ kind: "disconnected", participantId: p.id, at, reason: outcome.failure });
    else {
      const q = drawQuality(seed, id, p.id, p.attempt, "connect");
      events.push({ kind: "connected", participantId: p.id, at, quality: q });
      onlineFrom.set(p.id, at);
      quality.set(p.id, q);
    }
  }

  let speaker = meeting.activeSpeakerId;
  const eligible = (second: number) =>
    people.filter((p) => {
      const from = onlineFrom.get(p.id);
      if (from === undefined || from > second * 1000 || !p.microphone) return false;
      return meeting.mode === "SPEECH" ? p.isMainVenue : true;
    });

  for (let second = first; second <= nowSecond; second++) {
    const at = second * 1000;
    for (const p of people) {
      const from = onlineFrom.get(p.id);
      if (from === undefined || from >= at) continue;
      if (draw(seed, id, p.id, second, "drop") < options.dropRate) {
        events.push({ kind: "disconnected", participantId: p.id, at, reason: "DROPPED" });
        onlineFrom.delete(p.id);
        continue;
      }
      if (draw(seed, id, p.id, second, "quality") < options.qualityChangeRate) {
        const next = drawQuality(seed, id, p.id, second, "value");
        if (next !== quality.get(p.id)) {
          events.push({ kind: "quality", participantId: p.id, at, quality: next });
          quality.set(p.id, next);
        }
      }
    }
    const candidates = eligible(second);
    const speakerGone = speaker !== null && !candidates.some((p) => p.id === speaker);
    if (speakerGone || draw(seed, id, second, "speaker") < options.speakerChangeRate) {
      const next = candidates.length > 0 ? pick(candidates, seed, id, second, "who").id : null;
      if (next !== speaker) {
        events.push({ kind: "speaker", participantId: next, at });
        speaker = next;
      }
    }
  }
  return events.sort((a, b) => a.at - b.at);
}
