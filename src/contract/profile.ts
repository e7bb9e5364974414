/** The signed-in user's own name, e-mail and phone (empty clears the last two). */
import { EMAIL_MAX, PERSON_NAME_MAX, PHONE_MAX } from "#contract/limits/people";
import { NullableText, Obj, type Static, Str } from "#contract/schema";

export const ProfileBody = Obj({
  name: Str(1, PERSON_NAME_MAX),
  email: NullableText(EMAIL_MAX),
  phone: NullableText(PHONE_MAX),
});
export type ProfileBody = Static<typeof ProfileBody>;
