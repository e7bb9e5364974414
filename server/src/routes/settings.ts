import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { networkSettingsRoutes } from "./network-settings.ts";

/** The system settings tabs' own calls (meeting rules are under /{product}/configs). */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(networkSettingsRoutes);
};
