import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { loginPageRoutes } from "../auth/login-page-routes.ts";
import { profileRoutes } from "../people/profile-routes.ts";
import { dictAdminRoutes } from "./dict-admin-routes.ts";
import { feedbackRoutes } from "./feedback-routes.ts";
import { networkSettingsRoutes } from "./network-settings-routes.ts";

/** The system settings tabs' own calls (meeting rules are under /{product}/configs), feedback, the profile and dictionary management. */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(networkSettingsRoutes);
  await app.register(loginPageRoutes);
  await app.register(feedbackRoutes);
  await app.register(profileRoutes);
  await app.register(dictAdminRoutes);
};
