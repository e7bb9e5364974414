import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuditKind } from "#contract/audit-log";
import { type AuditWrite, deptOf, nameOf, writeAudit } from "./entries.ts";
import { auditNoteOf } from "./notes.ts";

/**
 * The audit log's one recorder (docs/audit-log.md): every operation of the table that writes (any
 * method but GET, unless marked `read` or `self`) and every download marked `export` is recorded
 * once its answer is ready, before it is sent: the operation's name, the target, the caller, the
 * address, the outcome, and the values before and after that the handler noted (registerCrud notes
 * them for every entity), else the body it was sent. Calls without a signed-in caller are not
 * (a sign-in records itself). A failed write of the log is logged and never changes the answer.
 */
export function kindOf(method: string, mark: string | undefined): AuditKind | null {
  if (mark === "export") return "EXPORT";
  if (mark === "read" || mark === "self") return null;
  return method === "GET" || method === "HEAD" ? null : "CHANGE";
}

function reasonOf(status: number, payload: unknown): string | null {
  if (status < 400 || typeof payload !== "string") return null;
  try {
    const message = (JSON.parse(payload) as { message?: unknown }).message;
    return typeof message === "string" ? message.slice(0, 500) : null;
  } catch {
    return null;
  }
}

/** The target a path or body names: its id parameter, or the ids of a batch. */
function targetIdOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const values = Object.values(params).filter((value): value is string => typeof value === "string");
  if (values.length > 0) return values.join(",");
  const body = request.body as { id?: unknown; ids?: unknown } | undefined;
  if (body && typeof body === "object") {
    if (typeof body.id === "string") return body.id;
    if (Array.isArray(body.ids)) return body.ids.filter((id) => typeof id === "string").join(",");
  }
  return null;
}

const isPlainBody = (body: unknown) => body !== null && typeof body === "object" && !Buffer.isBuffer(body);

export function entryOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): AuditWrite | null {
  const { operation, audit } = request.routeOptions.config ?? {};
  const kind = operation ? kindOf(request.method, audit) : null;
  const user = request.auth;
  if (!operation || !kind || !user) return null;
  const note = auditNoteOf(request) ?? {};
  const subject = note.after ?? note.before;
  const targetId = note.target?.id ?? targetIdOf(request) ?? nameOf(subject);
  const after =
    note.after ??
    (kind === "EXPORT" ? request.query : isPlainBody(request.body) ? request.body : null) ??
    null;
  return {
    at: request.server.ctx.now(),
    kind,
    operation,
    status: reply.statusCode,
    actor: { id: user.userId, name: user.profile.name, account: user.account, deptId: user.profile.deptId },
    target: targetId
      ? {
          id: targetId,
          name: note.target?.name ?? nameOf(subject),
          deptId: note.target?.deptId ?? deptOf(note.before) ?? deptOf(note.after),
        }
      : null,
    address: request.ip,
    before: note.before ?? null,
    after,
    reason: reasonOf(reply.statusCode, payload),
  };
}

export function registerAuditRecorder(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const entry = entryOf(request, reply, payload);
    if (!entry) return payload;
    try {
      await writeAudit(app.ctx.db, entry);
    } catch (error) {
      request.log.error({ err: error, operation: entry.operation }, "the audit log entry was not written");
    }
    return payload;
  });
}
