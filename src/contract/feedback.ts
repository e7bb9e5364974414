/** Feedback: users send it; SYSTEM users list it and mark it handled. */
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX, FEEDBACK_STATUSES } from "#contract/limits/settings";
import { ListQuery, Page } from "#contract/list";
import { NInt, NStr } from "#contract/records";
import { Enum, Epoch, Nullable, Obj, type Static, Str, Type } from "#contract/schema";

export const FeedbackBody = Obj({
  category: Enum(FEEDBACK_CATEGORIES),
  content: Str(1, FEEDBACK_CONTENT_MAX),
  /** How to reach the sender when it is not their account's e-mail or phone. */
  contact: Nullable(Str(1, 128)),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

export const Feedback = Obj({
  id: Type.String(),
  userId: NStr(),
  userName: Type.String(),
  category: Type.String(),
  content: Type.String(),
  contact: NStr(),
  status: Type.String(),
  handlerName: NStr(),
  handledAt: NInt(),
  note: NStr(),
  createdAt: Epoch(),
});
export type Feedback = Static<typeof Feedback>;

/** Newest first (or `sort=createdAt,asc`), optionally one status or category. */
export const FeedbackQuery = ListQuery({
  status: Enum(FEEDBACK_STATUSES),
  category: Enum(FEEDBACK_CATEGORIES),
});
export type FeedbackQuery = Static<typeof FeedbackQuery>;
export const FeedbackPage = Page(Feedback);

/** Handled (with an optional note) or open again. */
export const FeedbackStatusBody = Obj({
  status: Enum(FEEDBACK_STATUSES),
  note: Nullable(Str(0, 500)),
});
export type FeedbackStatusBody = Static<typeof FeedbackStatusBody>;
