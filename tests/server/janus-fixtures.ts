import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Participant } from "#contract/participants";
import type { Db } from "../../server/src/db/database.ts";
import { meetings, schedules } from "../../server/src/db/schema-meetings.ts";
import { rosterOf } from "./live-fixtures.ts";

/**
 * Janus in tests. Browsers as a Janus server sees them, for tests without media: a session and a VideoRoom handle
 * over Janus's HTTP API, a `join` as publisher with a join ticket's token and PIN, then `leave` or
 * the session destroyed (a closed tab). And the room's participants as Janus lists them.
 */
export const janusPost = async (url: string, body: Record<string, unknown>) =>
  (await (
    await fetch(url, { method: "POST", body: JSON.stringify({ transaction: "t", ...body }) })
  ).json()) as { data?: { id: number }; plugindata?: { data: Record<string, unknown> } };

/** What a join needs of a ticket. */
export interface TicketForJoin {
  token: string;
  pin: string | null;
}

export class Browser {
  feed = 0;
  private constructor(
    private readonly at: string,
    private readonly handle: string,
  ) {}

  static async open(janusUrl: string): Promise<Browser> {
    const session = await janusPost(janusUrl, { janus: "create" });
    const at = `${janusUrl}/${session.data?.id}`;
    const handle = await janusPost(at, { janus: "attach", plugin: "janus.plugin.videoroom" });
    return new Browser(at, `${at}/${handle.data?.id}`);
  }

  /** Joins `room` as a publisher with the ticket; answers the feed id Janus gave it. */
  async join(room: number, display: string, ticket: TicketForJoin): Promise<number> {
    await janusPost(this.handle, {
      janus: "message",
      body: { request: "join", ptype: "publisher", room, display, token: ticket.token, pin: ticket.pin },
    });
    for (let i = 0; i < 10; i++) {
      const event = (await (await fetch(`${this.at}?maxev=1`)).json()) as {
        plugindata?: { data: Record<string, unknown> };
      };
      const data = event.plugindata?.data;
      if (data?.videoroom === "joined") {
        this.feed = data.id as number;
        return this.feed;
      }
      if (data?.error_code) throw new Error(`join refused: ${JSON.stringify(data)}`);
    }
    throw new Error("no joined event");
  }

  leave = () => janusPost(this.handle, { janus: "message", body: { request: "leave" } });
  destroy = () => janusPost(this.at, { janus: "destroy" });
}

/** The feed ids Janus lists in `room`. */
export async function listedIn(janusUrl: string, room: number): Promise<number[]> {
  const session = await janusPost(janusUrl, { janus: "create" });
  const at = `${janusUrl}/${session.data?.id}`;
  const handle = await janusPost(at, { janus: "attach", plugin: "janus.plugin.videoroom" });
  const answer = await janusPost(`${at}/${handle.data?.id}`, {
    janus: "message",
    body: { request: "listparticipants", room },
  });
  await janusPost(at, { janus: "destroy" });
  return ((answer.plugindata?.data.participants as { id: number }[]) ?? []).map((p) => p.id);
}

/** HTTP basic auth as Janus's event handler sends it. */
export const basicAuth = (password: string) => `Basic ${Buffer.from(`janus:${password}`).toString("base64")}`;

/** A JANUS MCU server's body for POST servers: a Janus on loopback with these ports and admin secret. */
export const janusServerBody = (
  ports: { httpPort: number; adminPort: number },
  adminSecret: string,
  extra: Record<string, unknown> = {},
) => ({
  name: `Janus ${Math.random().toString(36).slice(2, 8)}`,
  model: "JANUS",
  address: "127.0.0.1",
  port: ports.httpPort,
  adminPort: ports.adminPort,
  protocol: "HTTP",
  username: "janus",
  password: adminSecret,
  capacity: 20,
  ...extra,
});

/** A meeting's number: its VideoRoom's id. */
export async function roomOfMeeting(db: Db, meetingId: string): Promise<number> {
  const [row] = await db
    .select({ number: schedules.meetingNumber })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(eq(meetings.id, meetingId));
  return Number(row.number);
}

/** The meeting's WEBRTC participants by name, once `done` holds of them (or `ms` passes). */
export async function webRtcRoster(
  app: FastifyInstance,
  token: string,
  meetingId: string,
  done: (byName: Map<string, Participant>) => boolean = () => true,
  ms = 5_000,
): Promise<Map<string, Participant>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const byName = new Map(
      (await rosterOf(app, token, meetingId)).filter((p) => p.protocol === "WEBRTC").map((p) => [p.name, p]),
    );
    if (done(byName) || Date.now() > deadline) return byName;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
