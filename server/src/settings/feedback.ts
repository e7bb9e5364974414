/** Feedback users send from the user menu, listed for SYSTEM users who mark it handled. */
import { and, count, eq, gte, type SQL } from "drizzle-orm";
import type { Feedback, FeedbackBody, FeedbackQuery, FeedbackStatusBody } from "#contract/feedback";
import { FEEDBACK_PER_HOUR } from "#contract/limits";
import type { Page } from "#contract/list";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { feedback } from "../db/schema-settings.ts";
import { ApiError, notFound } from "../errors.ts";
import { newId } from "../lib/ids.ts";
import { boundedTotal, indexedOrder, limitOffset, requestedSort } from "../lib/list-query.ts";

const HOUR = 60 * 60 * 1000;

const columns = {
  id: feedback.id,
  userId: feedback.userId,
  userName: feedback.userName,
  category: feedback.category,
  content: feedback.content,
  contact: feedback.contact,
  status: feedback.status,
  handlerName: feedback.handlerName,
  handledAt: feedback.handledAt,
  note: feedback.note,
  createdAt: feedback.createdAt,
};

export async function sendFeedback(
  ctx: AppContext,
  user: SessionUser,
  body: FeedbackBody,
): Promise<Feedback> {
  const now = ctx.now();
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, user.userId), gte(feedback.createdAt, now - HOUR)));
  if ((recent?.n ?? 0) >= FEEDBACK_PER_HOUR) throw new ApiError(429, "feedback.tooMany");
  const row = {
    id: newId(),
    userId: user.userId,
    userName: user.profile.name,
    category: body.category,
    content: body.content.trim(),
    contact: body.contact?.trim() || null,
    status: "OPEN",
    createdAt: now,
    updatedAt: now,
  };
  await ctx.db.insert(feedback).values(row);
  return { ...row, handlerName: null, handledAt: null, note: null };
}

export async function listFeedback(ctx: AppContext, query: FeedbackQuery): Promise<Page<Feedback>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(feedback.status, query.status));
  if (query.category) filters.push(eq(feedback.category, query.category));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const sort = requestedSort(query, { createdAt: feedback.createdAt }) ?? {
    column: feedback.createdAt,
    descending: true,
  };
  const { limit, offset } = limitOffset(query);
  const records = await ctx.db
    .select(columns)
    .from(feedback)
    .where(where)
    .orderBy(...indexedOrder(sort, feedback.id))
    .limit(limit)
    .offset(offset);
  const total = await boundedTotal(ctx.db, ctx.db.select({ id: feedback.id }).from(feedback).where(where));
  return { records, ...total };
}

export async function setFeedbackStatus(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  body: FeedbackStatusBody,
): Promise<Feedback> {
  const now = ctx.now();
  const handled = body.status === "HANDLED";
  const [row] = await ctx.db
    .update(feedback)
    .set({
      status: body.status,
      handledBy: handled ? user.userId : null,
      handlerName: handled ? user.profile.name : null,
      handledAt: handled ? now : null,
      note: handled ? body.note?.trim() || null : null,
      updatedAt: now,
    })
    .where(eq(feedback.id, id))
    .returning(columns);
  if (!row) throw notFound();
  return row;
}
