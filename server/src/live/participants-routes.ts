import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { LiveBatch } from "#contract/live-events";
import { participantsOps } from "#contract/operations/participants";
import {
  MoveBody,
  MoveTargetParam,
  ParticipantFlagParams,
  ParticipantMoveParams,
  ParticipantPage,
  ParticipantQuery,
} from "#contract/participants";
import { Envelope, IdParam } from "#contract/schema";
import { notFound } from "../errors.ts";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import { reconnect } from "./control-meeting.ts";
import { moveParticipants } from "./control-move.ts";
import { connectParticipant, removeParticipants, setAudio, setMainVenue, setTop } from "./control-roster.ts";
import { meetingOfParticipant, participantsOf, type Run, runControl } from "./control-run.ts";
import { participantPage } from "./live-reads.ts";
import type { ParticipantRow } from "./participant-rows.ts";

/**
 * The roster and each participant's calls under /{product}/participants (contract participants).
 * A participant's action runs in its meeting's control frame: the same rights and the same lock.
 */
export const participantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, participantsOps);
  const { ctx, live } = app;
  const batch = Envelope(LiveBatch);

  /** Runs an action on one participant, in its meeting, as the caller. */
  const onParticipant = async (
    request: FastifyRequest,
    participantId: string,
    action: (run: Run, participant: ParticipantRow) => Promise<void>,
  ) => {
    const user = await requireAuth(request);
    const meetingId = await meetingOfParticipant(ctx.db, participantId);
    if (!meetingId) throw notFound();
    return runControl(live.deps, meetingId, user, async (run) => {
      const [participant] = (await participantsOf(run, [participantId])) ?? [];
      if (!participant) throw notFound();
      await action(run, participant);
    });
  };

  serve(
    "list",
    { querystring: ParticipantQuery, response: Envelope(ParticipantPage) },
    async (request, reply) =>
      reply.ok(await participantPage(ctx.db, request.query as ParticipantQuery, await requireAuth(request))),
  );

  serve("call", { params: IdParam(), response: batch }, async (request, reply) =>
    reply.ok(
      await runControl(live.deps, request.params.id, await requireAuth(request), (run) => reconnect(run)),
    ),
  );

  serve("moveMany", { params: MoveTargetParam, body: MoveBody, response: batch }, async (request, reply) => {
    const user = await requireAuth(request);
    const [first] = request.body.ids;
    const sourceId = first ? await meetingOfParticipant(ctx.db, first) : null;
    if (first && !sourceId) throw notFound();
    return reply.ok(
      await moveParticipants(live.deps, user, sourceId ?? "", request.body.ids, request.params.target),
    );
  });

  serve("important", { params: ParticipantFlagParams, response: batch }, async (request, reply) =>
    reply.ok(
      await onParticipant(request, request.params.id, (run, p) => setMainVenue(run, p, request.params.v)),
    ),
  );

  serve("microphone", { params: ParticipantFlagParams, response: batch }, async (request, reply) =>
    reply.ok(
      await onParticipant(request, request.params.id, (run, p) =>
        setAudio(run, p, "microphone", request.params.v),
      ),
    ),
  );

  serve("speaker", { params: ParticipantFlagParams, response: batch }, async (request, reply) =>
    reply.ok(
      await onParticipant(request, request.params.id, (run, p) =>
        setAudio(run, p, "speaker", request.params.v),
      ),
    ),
  );

  serve("connect", { params: ParticipantFlagParams, response: batch }, async (request, reply) =>
    reply.ok(
      await onParticipant(request, request.params.id, (run, p) =>
        connectParticipant(run, p, request.params.v),
      ),
    ),
  );

  serve("topState", { params: IdParam(), response: batch }, async (request, reply) =>
    reply.ok(await onParticipant(request, request.params.id, (run, p) => setTop(run, p, !p.top))),
  );

  serve("top", { params: ParticipantFlagParams, response: batch }, async (request, reply) =>
    reply.ok(await onParticipant(request, request.params.id, (run, p) => setTop(run, p, request.params.v))),
  );

  serve("move", { params: ParticipantMoveParams, response: batch }, async (request, reply) => {
    const user = await requireAuth(request);
    const sourceId = await meetingOfParticipant(ctx.db, request.params.id);
    if (!sourceId) throw notFound();
    return reply.ok(
      await moveParticipants(live.deps, user, sourceId, [request.params.id], request.params.target),
    );
  });

  serve("remove", { params: IdParam(), response: batch }, async (request, reply) =>
    reply.ok(await onParticipant(request, request.params.id, (run, p) => removeParticipants(run, [p.id]))),
  );
};
