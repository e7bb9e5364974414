import type { CurrentUser } from "#contract/auth";
import { op, operations } from "#contract/operation";
import type { ProfileBody } from "#contract/profile";

export const profileOps = operations("profile", {
  update: op<CurrentUser, ProfileBody>("PUT /current/user", "login"),
});
