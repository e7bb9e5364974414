import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ListQuery, Page } from "#contract/list";
import { roomsOps } from "#contract/operations/rooms";
import {
  AssociationBody,
  AvailableDevice,
  AvailableDevicesBody,
  BindTerminalBody,
  BoundTerminal,
  Room,
  RoomBody,
  RoomDeptBody,
  RoomFilters,
  RoomIdsParam,
} from "#contract/rooms";
import { Done, Envelope, IdParam, Type } from "#contract/schema";
import { rooms } from "../db/schema-devices.ts";
import { commaIds } from "../lib/batch-ids.ts";
import { serveOperations } from "../lib/operations.ts";
import { registerCrud } from "../lib/register-crud.ts";
import { requestScope, roomScope } from "../people/data-scope.ts";
import { requireAuth } from "../plugins/auth.ts";
import { roomAuthorityCondition } from "./room-authority.ts";
import { availableDevices, bindRoomTerminal, roomTerminal, setRoomAssociation } from "./room-devices.ts";
import { getRoom, listRooms } from "./room-query.ts";
import { changeRoomsDept, createRoom, updateRoom } from "./rooms.ts";

/**
 * Meeting rooms under /device/room (permission `meetingRoom`; the list also for `device`), within
 * the caller's data authority: a room of a department they do not cover is a 404 (people/data-scope.ts).
 */
export const roomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, roomsOps);
  const { ctx } = app;
  const bound = Envelope(BoundTerminal);

  registerCrud(app, {
    operations: roomsOps,
    table: rooms,
    id: rooms.id,
    record: Room,
    body: RoomBody,
    filters: RoomFilters,
    scope: async (request) => roomScope(await requestScope(request)),
    hooks: {
      list: async (context, query, request) =>
        listRooms(context.db, query, roomScope(await requestScope(request))),
      get: async (context, id, request) => getRoom(context.db, id, roomScope(await requestScope(request))),
      create: async (context, body, request) => createRoom(context, body, await requestScope(request)),
      update: async (context, id, body, request) =>
        updateRoom(context, id, body, await requestScope(request)),
    },
  });

  /** The rooms the caller may manage and book (rooms/room-authority.ts). */
  serve(
    "bookable",
    { querystring: ListQuery(RoomFilters), response: Envelope(Page(Room)) },
    async (request, reply) => {
      const user = await requireAuth(request);
      const query = request.query as ListQuery<typeof RoomFilters>;
      return reply.ok(await listRooms(ctx.db, query, roomAuthorityCondition(user)));
    },
  );

  serve(
    "changeDept",
    { params: RoomIdsParam, body: RoomDeptBody, response: Done },
    async (request, reply) => {
      await changeRoomsDept(
        ctx,
        commaIds(request.params.ids),
        request.body.deptId,
        await requestScope(request),
      );
      return reply.ok(null);
    },
  );

  serve(
    "availableDevices",
    { body: AvailableDevicesBody, response: Envelope(Type.Array(AvailableDevice)) },
    async (request, reply) =>
      reply.ok(
        await availableDevices(ctx.db, request.body.type, await requestScope(request), request.body.roomId),
      ),
  );

  serve("setDevices", { body: AssociationBody, response: Done }, async (request, reply) => {
    await setRoomAssociation(ctx, request.body, await requestScope(request));
    return reply.ok(null);
  });

  serve("terminal", { params: IdParam(), response: bound }, async (request, reply) =>
    reply.ok(await roomTerminal(ctx.db, request.params.id, await requestScope(request))),
  );

  serve(
    "bindTerminal",
    { params: IdParam(), body: BindTerminalBody, response: bound },
    async (request, reply) =>
      reply.ok(
        await bindRoomTerminal(
          ctx,
          request.params.id,
          request.body.terminalId || null,
          await requestScope(request),
        ),
      ),
  );
};
