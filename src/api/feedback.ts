/** Typed calls of feedback: sending it (any user) and the feedback tab (SYSTEM users). */
import type { Feedback, FeedbackBody, FeedbackQuery, FeedbackStatusBody } from "#contract/feedback";
import type { Page } from "#contract/list";
import { feedbackOps } from "#contract/operations/feedback";
import { call } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

/** Silent: the dialog shows messages beside its fields. */
export function sendFeedback(body: FeedbackBody): Promise<ApiResult<Feedback>> {
  return call(feedbackOps.send, { body }, { silent: true });
}

export function listFeedback(query: Partial<FeedbackQuery>): Promise<ApiResult<Page<Feedback>>> {
  return call(feedbackOps.list, { query });
}

export function setFeedbackStatus(id: string, body: FeedbackStatusBody): Promise<ApiResult<Feedback>> {
  return call(feedbackOps.setStatus, { params: { id }, body });
}
