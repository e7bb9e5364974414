import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  DirectoryOu,
  LdapOu,
  LdapOuBody,
  LdapSettings,
  LdapSettingsBody,
  LdapSyncRun,
  LdapSyncStatus,
  LdapTestResult,
} from "#contract/ldap";
import { ldapOps, ldapOuOps } from "#contract/operations/ldap";
import { Envelope, Type } from "#contract/schema";
import { ldapOuMappings } from "../../db/schema-ldap.ts";
import { ApiError } from "../../errors.ts";
import { serveOperations } from "../../lib/operations.ts";
import { registerCrud } from "../../lib/register-crud.ts";
import { requireAuth } from "../../plugins/auth.ts";
import { testConnection } from "./connection-test.ts";
import { directoryOus } from "./directory.ts";
import { DirectoryError } from "./errors.ts";
import { createOu, getOu, listOus, updateOu } from "./ou-mappings.ts";
import { readSettings, saveSettings, settingsView, storedConnection } from "./settings.ts";
import { SyncJobs, startSync } from "./sync.ts";
import { syncStatus } from "./sync-runs.ts";

/**
 * The company directory (SYSTEM users): the connection settings and their test, the OU → department
 * mapping (spec §7 /system/config/ldap/ou*), the directory's OUs to pick from, and the user
 * synchronisation with its status (spec §7 /system/sync/user*).
 */
export const ldapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = serveOperations(app, ldapOps);
  const { ctx } = app;
  const jobs = new SyncJobs();
  // Before the database closes: a running synchronisation stops and records that it was interrupted.
  app.addHook("preClose", () => jobs.close());

  serve("get", { response: Envelope(LdapSettings) }, async (_r, reply) =>
    reply.ok(settingsView(await readSettings(ctx.db))),
  );

  serve("update", { body: LdapSettingsBody, response: Envelope(LdapSettings) }, async (request, reply) =>
    reply.ok(await saveSettings(ctx, request.body)),
  );

  serve("test", { body: LdapSettingsBody, response: Envelope(LdapTestResult) }, async (request, reply) =>
    reply.ok(await testConnection(ctx, request.body, request.lang)),
  );

  serve("directoryOus", { response: Envelope(Type.Array(DirectoryOu)) }, async (_request, reply) => {
    try {
      return reply.ok(await directoryOus(await storedConnection(ctx)));
    } catch (error) {
      if (!(error instanceof DirectoryError)) throw error;
      if (error.failure === "NOT_CONFIGURED") throw new ApiError(400, "ldap.notConfigured");
      throw new ApiError(400, `ldap.failure.${error.failure}`);
    }
  });

  registerCrud(app, {
    operations: ldapOuOps,
    table: ldapOuMappings,
    id: ldapOuMappings.id,
    record: LdapOu,
    body: LdapOuBody,
    hooks: {
      list: (context, query) => listOus(context.db, query),
      get: (context, id) => getOu(context.db, id),
      create: createOu,
      update: updateOu,
    },
  });

  serve("sync", { response: Envelope(LdapSyncRun) }, async (request, reply) => {
    const user = await requireAuth(request);
    const onError = (error: unknown) =>
      request.log.error({ err: error }, "the directory synchronisation failed");
    return reply.ok(await startSync(ctx, jobs, user.userId, request.lang, onError));
  });

  serve("syncStatus", { response: Envelope(LdapSyncStatus) }, async (request, reply) =>
    reply.ok(await syncStatus(ctx.db, ctx.now(), request.lang)),
  );
};
