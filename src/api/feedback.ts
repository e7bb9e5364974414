/** Typed calls of feedback: sending it (any user) and the feedback tab (SYSTEM users). */
import type { Feedback, FeedbackBody, FeedbackQuery, FeedbackStatusBody } from "#contract/feedback";
import type { Page } from "#contract/list";
import { type ApiResult, http } from "../providers/http/client";

const URL = "/system/feedback";

/** Silent: the dialog shows messages beside its fields. */
export function sendFeedback(body: FeedbackBody): Promise<ApiResult<Feedback>> {
  return http.post(URL, { data: body, silent: true });
}

export function listFeedback(query: Partial<FeedbackQuery>): Promise<ApiResult<Page<Feedback>>> {
  return http.get(URL, { params: query });
}

export function setFeedbackStatus(id: string, body: FeedbackStatusBody): Promise<ApiResult<Feedback>> {
  return http.put(`${URL}/${encodeURIComponent(id)}/status`, { data: body });
}
