import type { FastifyRequest } from "fastify";

/**
 * What a handler knows of the change it made, for the audit log's entry of its request (recorded
 * by audit/recorder.ts once the answer is ready): the target, and its values before and after.
 * registerCrud notes these for every entity; a bespoke handler may.
 */
export interface AuditNote {
  target?: { id: string; name?: string | null; deptId?: string | null };
  before?: unknown;
  after?: unknown;
}

const notes = new WeakMap<FastifyRequest, AuditNote>();

export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  notes.set(request, { ...notes.get(request), ...note });
}

export function auditNoteOf(request: FastifyRequest): AuditNote | undefined {
  return notes.get(request);
}
