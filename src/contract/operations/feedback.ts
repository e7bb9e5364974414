import type { Feedback, FeedbackBody, FeedbackQuery, FeedbackStatusBody } from "#contract/feedback";
import type { Page } from "#contract/list";
import { op, operations } from "#contract/operation";

export const feedbackOps = operations("feedback", {
  send: op<Feedback, FeedbackBody>("POST /system/feedback", "login"),
  list: op<Page<Feedback>, undefined, Partial<FeedbackQuery>>("GET /system/feedback", { systemType: true }),
  setStatus: op<Feedback, FeedbackStatusBody>("PUT /system/feedback/{id}/status", { systemType: true }),
});
