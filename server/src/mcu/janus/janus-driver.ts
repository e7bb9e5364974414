import { type BridgeCapabilities, SFU_CAPABILITIES } from "#contract/rules/meeting-control";
import {
  BridgeError,
  type BridgeEvent,
  type BridgeServer,
  type CallTarget,
  type Conference,
  type ConferenceSpec,
  type McuDriver,
  type ObservedMeeting,
} from "../driver.ts";
import {
  endpointOf,
  NO_SUCH_FEED,
  NO_SUCH_ROOM,
  ROOM_EXISTS,
  roomIdOf,
  roomSecret,
  VideoRoomError,
  type VideoRoomSend,
  withVideoRoom,
} from "./janus-http.ts";
import { publishersIn } from "./janus-publishers.ts";

/**
 * The JANUS driver: a meeting is a VideoRoom whose id is the meeting's number, its PIN the
 * meeting's password, its publishers the meeting's capacity. The room is created with an empty
 * `allowed` list (only holders of a join ticket our server admits may join); lock empties that
 * list; mute is `moderate` of the participant's audio (video for the camera) streams; a hang-up is
 * `kick`; end is `destroy`. An SFU composes no picture, dials nobody and moves nobody: those calls
 * are refused as UNSUPPORTED (the server refuses them before, from `capabilities`). The driver
 * keeps nothing between calls: each opens a Janus session of its own, and the room's secret is
 * derived from the admin secret.
 */
export class JanusDriver implements McuDriver {
  capabilities(): BridgeCapabilities {
    return SFU_CAPABILITIES;
  }

  private room<T>(
    conference: Conference,
    work: (send: VideoRoomSend, room: number, secret: string) => Promise<T>,
  ) {
    const endpoint = endpointOf(conference.server);
    const room = roomIdOf(conference.ref);
    return withVideoRoom(endpoint, (send) => work(send, room, roomSecret(endpoint, room)));
  }

  async start(server: BridgeServer, spec: ConferenceSpec): Promise<string> {
    const endpoint = endpointOf(server);
    const room = roomIdOf(spec.number);
    await withVideoRoom(endpoint, async (send) => {
      try {
        await send(createRequest(room, roomSecret(endpoint, room), spec));
      } catch (error) {
        if (error instanceof VideoRoomError && error.code === ROOM_EXISTS)
          throw new BridgeError("REFUSED", `room ${room} already exists on ${server.name}`);
        throw error;
      }
    });
    return String(room);
  }

  async end(conference: Conference): Promise<void> {
    await this.room(conference, async (send, room, secret) => {
      try {
        await send({ request: "destroy", room, secret });
      } catch (error) {
        if (!(error instanceof VideoRoomError && error.code === NO_SUCH_ROOM)) throw error;
      }
    });
  }

  /** A VideoRoom has no end time: the server ends it. The room must still be there. */
  async extend(conference: Conference): Promise<void> {
    await this.requireRoom(conference);
  }

  async dial(conference: Conference, target: CallTarget): Promise<string> {
    throw new BridgeError("UNSUPPORTED", `${conference.server.model} does not dial ${target.protocol}`);
  }

  async hangUp(conference: Conference, callRef: string): Promise<void> {
    await this.room(conference, async (send, room, secret) => {
      try {
        await send({ request: "kick", room, secret, id: feedOf(callRef) });
      } catch (error) {
        if (!(error instanceof VideoRoomError && error.code === NO_SUCH_FEED)) throw error;
      }
    });
  }

  async mute(
    conference: Conference,
    callRef: string,
    change: { microphone?: boolean; speaker?: boolean; camera?: boolean },
  ): Promise<void> {
    if (change.speaker !== undefined)
      throw new BridgeError("UNSUPPORTED", "an SFU does not mute what a participant hears");
    const feed = feedOf(callRef);
    const publishers = await publishersIn(endpointOf(conference.server), roomIdOf(conference.ref));
    await this.room(conference, async (send, room, secret) => {
      const { participants } = await send({ request: "listparticipants", room });
      if (!(participants as { id: number }[]).some((p) => p.id === feed))
        throw new BridgeError("REFUSED", `participant ${feed} is not in room ${room}`);
      const streams = publishers.get(feed) ?? [];
      for (const [kind, on] of [
        ["audio", change.microphone],
        ["video", change.camera],
      ] as const) {
        if (on === undefined) continue;
        for (const stream of streams.filter((s) => s.type === kind))
          await send({ request: "moderate", room, secret, id: feed, mid: stream.mid, mute: !on });
      }
    });
  }

  async muteAll(conference: Conference, microphone: boolean): Promise<void> {
    const publishers = await publishersIn(endpointOf(conference.server), roomIdOf(conference.ref));
    await this.room(conference, async (send, room, secret) => {
      await send({ request: "exists", room }).then(requireExists(room));
      for (const [feed, streams] of publishers)
        for (const stream of streams.filter((s) => s.type === "audio"))
          await send({ request: "moderate", room, secret, id: feed, mid: stream.mid, mute: !microphone });
    });
  }

  async setLayout(conference: Conference): Promise<void> {
    throw new BridgeError("UNSUPPORTED", `${conference.server.model} composes no layout`);
  }

  async placePanes(conference: Conference): Promise<void> {
    throw new BridgeError("UNSUPPORTED", `${conference.server.model} composes no panes`);
  }

  /** The message is shown by the participants' pages from the meeting's state; the room must be there. */
  async showMessage(conference: Conference): Promise<void> {
    await this.requireRoom(conference);
  }

  /** Locked: the room's `allowed` list is emptied, so no ticket issued before joins; unlocking changes nothing there. */
  async lock(conference: Conference, locked: boolean): Promise<void> {
    await this.room(conference, async (send, room, secret) => {
      const { allowed } = await send({ request: "allowed", room, secret, action: "enable" });
      const tokens = (allowed as string[] | undefined) ?? [];
      if (locked && tokens.length > 0)
        await send({ request: "allowed", room, secret, action: "remove", allowed: tokens });
    });
  }

  /** Speech or discussion: who is seen is the participants' choice on an SFU; the room must be there. */
  async setMode(conference: Conference): Promise<void> {
    await this.requireRoom(conference);
  }

  async setPassword(conference: Conference, password: string | null): Promise<void> {
    if (!password) throw new BridgeError("REFUSED", "a VideoRoom's PIN can be changed but not removed");
    await this.room(conference, (send, room, secret) =>
      send({ request: "edit", room, secret, new_pin: password }),
    );
  }

  async move(from: Conference): Promise<string> {
    throw new BridgeError("UNSUPPORTED", `${from.server.model} moves nobody between rooms`);
  }

  /** A join ticket: `token` joins the room until it expires (expired ones are dropped here and at each observation). */
  async admit(conference: Conference, token: string): Promise<void> {
    await this.room(conference, async (send, room, secret) => {
      await send({ request: "allowed", room, secret, action: "add", allowed: [token] });
      await dropExpired(send, room, secret);
    });
  }

  /**
   * Browser participants report themselves through Janus's events; this reconciles the roster with
   * the room's `listparticipants` (an event missed, an instance taking the meeting over): one in
   * the room but not on the roster joined, one on the roster but gone from the room dropped, one
   * still CONNECTING but in the room connected. A room the bridge lost (Janus restarted) is made
   * again as the meeting stands.
   */
  async observe(
    conference: Conference,
    meeting: ObservedMeeting,
    _from: number,
    now: number,
  ): Promise<BridgeEvent[]> {
    const listed = await this.room(conference, async (send, room, secret) => {
      const { exists } = await send({ request: "exists", room });
      if (exists !== true) {
        if (!meeting.restore) throw new BridgeError("REFUSED", `room ${room} is not on the bridge`);
        await send(createRequest(room, secret, meeting.restore));
        return [];
      }
      await dropExpired(send, room, secret);
      const { participants } = await send({ request: "listparticipants", room });
      return (participants as { id: number; display?: string }[] | undefined) ?? [];
    });
    return reconcile(meeting, listed, now);
  }

  private requireRoom(conference: Conference): Promise<void> {
    return this.room(conference, async (send, room) => {
      await send({ request: "exists", room }).then(requireExists(room));
    });
  }
}

/** A VideoRoom for a meeting: only holders of an admitted ticket join it (the `allowed` list starts empty). */
const createRequest = (room: number, secret: string, spec: ConferenceSpec) => ({
  request: "create",
  room,
  description: spec.name.slice(0, 100),
  secret,
  ...(spec.password ? { pin: spec.password } : {}),
  publishers: Math.max(1, spec.capacity),
  is_private: true,
  allowed: [],
  permanent: false,
});

/** Tokens are `<expiry epoch s>.<random>`: those past their expiry leave the room's `allowed` list. */
async function dropExpired(send: VideoRoomSend, room: number, secret: string): Promise<void> {
  const { allowed } = await send({ request: "allowed", room, secret, action: "enable" });
  const now = Date.now() / 1000;
  const expired = ((allowed as string[] | undefined) ?? []).filter((token) => {
    const expiry = Number(token.split(".", 1)[0]);
    return Number.isFinite(expiry) && expiry < now;
  });
  if (expired.length > 0)
    await send({ request: "allowed", room, secret, action: "remove", allowed: expired });
}

/** The roster's calls against the room's participants (ids are feeds). */
function reconcile(
  meeting: ObservedMeeting,
  listed: { id: number; display?: string }[],
  now: number,
): BridgeEvent[] {
  const inRoom = new Map(listed.map((p) => [String(p.id), p.display ?? ""]));
  const known = new Set(meeting.participants.flatMap((p) => (p.callRef ? [p.callRef] : [])));
  const events: BridgeEvent[] = [];
  for (const p of meeting.participants) {
    if (!p.callRef || p.status === "OFFLINE") continue;
    if (!inRoom.has(p.callRef))
      events.push({ kind: "disconnected", participantId: p.id, at: now, reason: "DROPPED" });
    else if (p.status === "CONNECTING")
      events.push({ kind: "connected", participantId: p.id, at: now, quality: "QUALITY_GOOD" });
  }
  for (const [callRef, name] of inRoom)
    if (!known.has(callRef))
      events.push({ kind: "joined", callRef, name: name.trim().slice(0, 50), at: now });
  return events;
}

const requireExists = (room: number) => (answer: Record<string, unknown>) => {
  if (answer.exists !== true) throw new BridgeError("REFUSED", `room ${room} is not on the bridge`);
};

function feedOf(callRef: string): number {
  const feed = Number(callRef);
  if (!Number.isSafeInteger(feed) || feed <= 0)
    throw new BridgeError("REFUSED", `no VideoRoom participant ${callRef}`);
  return feed;
}
