import { eq } from "drizzle-orm";
import { NOTICE_CHANNELS, NOTICE_EVENTS } from "#contract/limits";
import type { NoticeChannel, NoticeEvent, NoticeTemplate, NoticeTemplateBody } from "#contract/notice";
import { unknownPlaceholders } from "#contract/rules/notice-template";
import type { Db } from "../db/database.ts";
import { noticeTemplates } from "../db/schema-notice.ts";
import { type FieldMessage, fieldError, notFound } from "../errors.ts";
import { DEFAULT_ENABLED, DEFAULT_TEMPLATES } from "./default-templates.ts";

/**
 * The nine templates (three channels × three meeting events). A stored row is a template the
 * administrator changed; the others are answered from the shipped defaults.
 */
export const templateId = (channel: NoticeChannel, event: NoticeEvent): string => `${channel}_${event}`;

function parseId(id: string): { channel: NoticeChannel; event: NoticeEvent } | null {
  const [channel, event] = id.split("_") as [NoticeChannel, NoticeEvent];
  if (!NOTICE_CHANNELS.includes(channel) || !NOTICE_EVENTS.includes(event)) return null;
  return templateId(channel, event) === id ? { channel, event } : null;
}

type Row = typeof noticeTemplates.$inferSelect;

function view(channel: NoticeChannel, event: NoticeEvent, row: Row | undefined): NoticeTemplate {
  const base = { id: templateId(channel, event), channel, event };
  if (row) {
    const { id: _id, updatedAt, ...text } = row;
    return { ...base, ...text, updatedAt };
  }
  return {
    ...base,
    enabled: DEFAULT_ENABLED[channel],
    ...DEFAULT_TEMPLATES[channel][event],
    updatedAt: null,
  };
}

export async function listTemplates(db: Db, channel?: NoticeChannel): Promise<NoticeTemplate[]> {
  const rows = new Map((await db.select().from(noticeTemplates)).map((row) => [row.id, row]));
  return NOTICE_CHANNELS.filter((c) => !channel || c === channel).flatMap((c) =>
    NOTICE_EVENTS.map((e) => view(c, e, rows.get(templateId(c, e)))),
  );
}

export async function getTemplate(db: Db, id: string): Promise<NoticeTemplate> {
  const key = parseId(id);
  if (!key) throw notFound();
  const [row] = await db.select().from(noticeTemplates).where(eq(noticeTemplates.id, id));
  return view(key.channel, key.event, row);
}

function checkText(channel: NoticeChannel, body: NoticeTemplateBody): void {
  const fields: Record<string, FieldMessage> = {};
  for (const field of ["subjectZh", "subjectEn", "bodyZh", "bodyEn"] as const) {
    const unknown = unknownPlaceholders(body[field]);
    if (unknown.length > 0) {
      fields[field] = { key: "notice.unknownPlaceholder", params: { names: unknown.join(", ") } };
    }
  }
  if (channel === "EMAIL") {
    if (!body.subjectZh.trim()) fields.subjectZh = "validation.required";
    if (!body.subjectEn.trim()) fields.subjectEn = "validation.required";
  }
  if (!body.bodyZh.trim()) fields.bodyZh = "validation.required";
  if (!body.bodyEn.trim()) fields.bodyEn = "validation.required";
  if (Object.keys(fields).length > 0) throw fieldError(fields);
}

export async function saveTemplate(
  db: Db,
  id: string,
  body: NoticeTemplateBody,
  now: number,
): Promise<NoticeTemplate> {
  const key = parseId(id);
  if (!key) throw notFound();
  checkText(key.channel, body);
  const values = { ...body, updatedAt: now };
  await db
    .insert(noticeTemplates)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: noticeTemplates.id, set: values });
  return getTemplate(db, id);
}

export async function enableTemplate(
  db: Db,
  id: string,
  enabled: boolean,
  now: number,
): Promise<NoticeTemplate> {
  const current = await getTemplate(db, id);
  const { id: _id, channel: _c, event: _e, updatedAt: _u, ...text } = current;
  const values = { ...text, enabled, updatedAt: now };
  await db
    .insert(noticeTemplates)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: noticeTemplates.id, set: { enabled, updatedAt: now } });
  return getTemplate(db, id);
}
