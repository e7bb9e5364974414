import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { IdsBody, Page } from "#contract/list";
import { LiveBatch } from "#contract/live-events";
import {
  CascadeInfo,
  ExtendBody,
  InviteAddressesBody,
  InviteCandidate,
  InviteCandidateQuery,
  InviteTerminalsBody,
  LayoutBody,
  LiveMeeting,
  MeetingFlagParams,
  MessageBody,
  ModeParams,
  PanePlacementBody,
  PasswordQuery,
  WhiteList,
} from "#contract/live-meetings";
import { AuditEntry, AuditQuery } from "#contract/meeting-audit";
import { liveControlOps } from "#contract/operations/live-control";
import { CallRecord, CallRecordQuery } from "#contract/participants";
import { Readiness, ReadinessQuery } from "#contract/readiness";
import { Envelope, IdParam, List } from "#contract/schema";
import { filterIds } from "../lib/batch-ids.ts";
import { serveOperations } from "../lib/operations.ts";
import { requireAuth } from "../plugins/auth.ts";
import { auditPage, callPage } from "./audit-reads.ts";
import {
  clearMessage,
  connectAll,
  extend,
  placePanes,
  setLayout,
  setLocked,
  setMicrophoneAll,
  setMode,
  setPassword,
  setWhiteList,
  showMessage,
} from "./control-meeting.ts";
import { inviteAddresses, inviteTerminals, removeParticipants } from "./control-roster.ts";
import { type Run, runControl } from "./control-run.ts";
import { cascadeInfo, inviteCandidates, liveMeeting, whiteList } from "./live-reads.ts";
import { readinessOfIds } from "./monitor.ts";

/**
 * Meeting control under /{product}/meetings/{id} (contract live-meetings, meeting-audit, readiness):
 * the reads of the control page and every meeting-wide action. Rights are checked per meeting
 * (meetingControl or its host; watching also with meetingMonitor), so the routes need a login.
 */
export const liveControlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, liveControlOps);
  const { ctx, live } = app;
  const batch = Envelope(LiveBatch);
  const id = IdParam();

  /** Runs an action on the meeting of the path as the caller. */
  const control = async (
    request: Parameters<typeof requireAuth>[0],
    meetingId: string,
    action: (run: Run) => Promise<void>,
  ) => runControl(live.deps, meetingId, await requireAuth(request), action);

  serve(
    "readiness",
    { querystring: ReadinessQuery, response: Envelope(List(Readiness)) },
    async (request, reply) => {
      const user = await requireAuth(request);
      const ids = filterIds(request.query.ids, "ids");
      return reply.ok(await readinessOfIds(ctx.db, ids, user, ctx.now()));
    },
  );

  serve("live", { params: id, response: Envelope(LiveMeeting) }, async (request, reply) =>
    reply.ok(await liveMeeting(ctx.db, request.params.id, await requireAuth(request), ctx.now())),
  );

  serve("cascade", { params: id, response: Envelope(CascadeInfo) }, async (request, reply) =>
    reply.ok(await cascadeInfo(ctx.db, request.params.id, await requireAuth(request))),
  );

  serve("whiteList", { params: id, response: Envelope(WhiteList) }, async (request, reply) =>
    reply.ok(await whiteList(ctx.db, request.params.id, await requireAuth(request))),
  );

  serve(
    "inviteCandidates",
    { params: id, querystring: InviteCandidateQuery, response: Envelope(Page(InviteCandidate)) },
    async (request, reply) =>
      reply.ok(
        await inviteCandidates(
          ctx.db,
          request.params.id,
          request.query as InviteCandidateQuery,
          await requireAuth(request),
        ),
      ),
  );

  serve(
    "audit",
    { params: id, querystring: AuditQuery, response: Envelope(Page(AuditEntry)) },
    async (request, reply) =>
      reply.ok(await auditPage(ctx.db, request.params.id, request.query, await requireAuth(request))),
  );

  serve(
    "calls",
    { params: id, querystring: CallRecordQuery, response: Envelope(Page(CallRecord)) },
    async (request, reply) =>
      reply.ok(await callPage(ctx.db, request.params.id, request.query, await requireAuth(request))),
  );

  serve("layout", { params: id, body: LayoutBody, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => setLayout(run, request.body.layout))),
  );

  serve("panePlacement", { params: id, body: PanePlacementBody, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => placePanes(run, request.body.panes))),
  );

  serve("mode", { params: ModeParams, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => setMode(run, request.params.v))),
  );

  serve("microphoneAll", { params: MeetingFlagParams, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => setMicrophoneAll(run, request.params.v))),
  );

  serve("showMessage", { params: id, body: MessageBody, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => showMessage(run, request.body))),
  );

  serve("clearMessage", { params: id, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => clearMessage(run))),
  );

  serve("password", { params: id, querystring: PasswordQuery, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => setPassword(run, request.query.password))),
  );

  serve("connectAll", { params: MeetingFlagParams, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => connectAll(run, request.params.v))),
  );

  serve("removeParticipants", { params: id, body: IdsBody, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => removeParticipants(run, request.body.ids))),
  );

  serve(
    "inviteTerminals",
    { params: id, body: InviteTerminalsBody, response: batch },
    async (request, reply) =>
      reply.ok(
        await control(request, request.params.id, (run) => inviteTerminals(run, request.body.terminalIds)),
      ),
  );

  serve(
    "inviteAddresses",
    { params: id, body: InviteAddressesBody, response: batch },
    async (request, reply) =>
      reply.ok(
        await control(request, request.params.id, (run) => inviteAddresses(run, request.body.addresses)),
      ),
  );

  serve("lock", { params: MeetingFlagParams, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => setLocked(run, request.params.v))),
  );

  serve("extend", { params: id, body: ExtendBody, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => extend(run, request.body))),
  );

  serve("setWhiteList", { params: id, body: WhiteList, response: batch }, async (request, reply) =>
    reply.ok(await control(request, request.params.id, (run) => setWhiteList(run, request.body.entries))),
  );
};
