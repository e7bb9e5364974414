import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { dictAdminRoutes } from "./dict-admin.ts";
import { feedbackRoutes } from "./feedback.ts";
import { loginPageRoutes } from "./login-page.ts";
import { networkSettingsRoutes } from "./network-settings.ts";
import { profileRoutes } from "./profile.ts";

/** The system settings tabs' own calls (meeting rules are under /{product}/configs), feedback, the profile and dictionary management. */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(networkSettingsRoutes);
  await app.register(loginPageRoutes);
  await app.register(feedbackRoutes);
  await app.register(profileRoutes);
  await app.register(dictAdminRoutes);
};
