import fastifyCompress from "@fastify/compress";
import fastifyMultipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { type Config, configWith } from "./config.ts";
import type { AppContext } from "./context.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { seed } from "./db/seed.ts";
import "./fastify-types.ts";
import { auditRoutes } from "./audit/audit-routes.ts";
import { registerAuditRecorder } from "./audit/recorder.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { ensureKeyPair } from "./auth/rsa-keys.ts";
import { SessionCache } from "./auth/session-cache.ts";
import type { SessionRow } from "./auth/session-lookup.ts";
import { ssoRoutes } from "./auth/sso/sso-routes.ts";
import { calendarFeedRoutes } from "./calendar-feeds/feed-routes.ts";
import { createDeviceService } from "./device-intake/device-service.ts";
import { deviceRoutes } from "./devices/devices-routes.ts";
import { healthRoutes } from "./health/health-routes.ts";
import { registerMetrics } from "./health/metrics.ts";
import { registerInputGuards } from "./lib/input-guards.ts";
import { lazySerializers, lazyValidators } from "./lib/lazy-compilers.ts";
import { readCacheOf } from "./lib/read-cache.ts";
import { loadServerKey, type SecretBox, secretBox } from "./lib/secret-box.ts";
import { liveControlRoutes } from "./live/control-routes.ts";
import { janusEventRoute } from "./live/janus-event-routes.ts";
import { joinTicketRoutes } from "./live/join-ticket-routes.ts";
import { createLive, type LiveOptions } from "./live/live-service.ts";
import { monitorRoutes } from "./live/monitor-routes.ts";
import { participantRoutes } from "./live/participants-routes.ts";
import { liveStreamRoutes } from "./live/stream-routes.ts";
import { type LogSettings, loggerOptions } from "./logger.ts";
import { historyRoutes } from "./meetings/history-routes.ts";
import { productConfigRoutes } from "./meetings/product-configs-routes.ts";
import { meetingReadRoutes } from "./meetings/reads-routes.ts";
import { noticeRoutes } from "./notifications/notice-routes.ts";
import { registerNotices } from "./notifications/notices.ts";
import { authorityRoutes } from "./people/authority-routes.ts";
import { departmentRoutes } from "./people/departments-routes.ts";
import { ldapRoutes } from "./people/ldap/ldap-routes.ts";
import { orgOptionRoutes } from "./people/org-options-routes.ts";
import { roleRoutes } from "./people/roles-routes.ts";
import { userRoutes } from "./people/users-routes.ts";
import { registerAuth } from "./plugins/auth.ts";
import { frameworkErrors, registerEnvelope } from "./plugins/envelope.ts";
import { registerJsonParser } from "./plugins/json-body.ts";
import { openApiRoute, registerOpenApi } from "./plugins/openapi.ts";
import { headersBeforeRouting, registerSecurityHeaders } from "./plugins/security-headers.ts";
import { reportRoutes } from "./reports/reports-routes.ts";
import { operationRoutes } from "./rooms/operation-routes.ts";
import { scheduleRoutes } from "./schedules/schedules-routes.ts";
import { apphubRoutes } from "./settings/app-packages/app-packages-routes.ts";
import { authSettingsRoutes } from "./settings/auth-settings-routes.ts";
import { licenceRoutes } from "./settings/licences/licences-routes.ts";
import { openApiRoutes } from "./settings/open-api/open-api-routes.ts";
import { settingsRoutes } from "./settings/settings-routes.ts";
import { systemRoutes } from "./settings/system-routes.ts";
import { registerConsole } from "./static/serve-console.ts";

/** Builds the whole server (plugins, routes, console files) without listening (DESIGN.md §3). */
export interface BuildOptions {
  /** An open database (the caller closes it); default: DATABASE_URL or the embedded PostgreSQL. */
  db?: Database;
  /** Settings over the defaults (main.ts passes the full configuration read from the environment). */
  config?: Partial<Config>;
  /** false (default) for no logs, true for the configured level, or a level and stream. */
  logger?: boolean | Partial<LogSettings>;
  /** The clock, for tests. */
  now?: () => number;
  /** Live meetings: drivers, simulator seed, whether the driver loop runs (main.ts turns it on). */
  live?: LiveOptions;
  /** Whether resolved sessions are cached (auth/session-cache.ts); default true. */
  sessionCache?: boolean;
  /** Compile every validator and serializer while starting (a test's check of all schemas). */
  eagerSchemas?: boolean;
  /** Devices reporting in: false stops the MQTT subscription and the sweep timers (tests call refresh and sweep). */
  deviceBackground?: boolean;
}

const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript|image\/svg\+xml/;

async function prepareDatabase(options: BuildOptions, config: Config, now: () => number) {
  const given = options.db ?? null;
  const database = given ?? (await openDatabase(config));
  try {
    await migrate(database.db, now);
    // The key pair check is queued first, so that on a fresh database the RSA generation (thread
    // pool) overlaps the seeding (main thread and password hashing).
    const [keys] = await Promise.all([ensureKeyPair(database.db, now()), seed(database.db, config, now())]);
    return { database, keys, owned: given === null };
  } catch (error) {
    if (!given) await database.close();
    throw error;
  }
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = configWith(options.config);
  const now = options.now ?? Date.now;
  const { database, keys, owned } = await prepareDatabase(options, config, now);

  const logger = options.logger
    ? loggerOptions({ level: config.logLevel, ...(options.logger === true ? {} : options.logger) })
    : false;
  const app = Fastify({
    logger,
    // Only the peer (the proxy in front) is trusted: the client is the address it appended to
    // X-Forwarded-For, never one the client wrote there itself.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: frameworkErrors(headersBeforeRouting(config)),
    ajv: {
      customOptions: { allErrors: true, coerceTypes: "array", removeAdditional: true, useDefaults: true },
    },
    ...(options.eagerSchemas
      ? {}
      : {
          schemaController: {
            compilersFactory: { buildSerializer: lazySerializers, buildValidator: lazyValidators },
          },
        }),
  });
  if (owned) app.addHook("onClose", () => database.close());

  let secrets: Promise<SecretBox> | null = null;
  const loadSecrets = () => {
    secrets ??= loadServerKey(config).then(secretBox);
    secrets.catch(() => {
      secrets = null;
    });
    return secrets;
  };
  const sessionCache = options.sessionCache === false ? undefined : new SessionCache<SessionRow>();
  const ctx: AppContext = {
    db: database.db,
    dedicated: database.dedicated,
    config,
    now,
    keys,
    secrets: loadSecrets,
    ...(sessionCache ? { sessionCache } : {}),
  };
  app.decorate("ctx", ctx);
  const live = createLive(ctx, options.live);
  app.decorate("live", live);
  // Streams end before the server waits for its connections to close.
  app.addHook("preClose", () => live.close());
  const devices = createDeviceService(ctx, app.log, { background: options.deviceBackground });
  app.decorate("devices", devices);
  app.addHook("preClose", () => devices.close());
  if (sessionCache) {
    await sessionCache.listen(database.dedicated, (error) =>
      app.log.warn({ err: error }, "session cache listener"),
    );
    app.addHook("preClose", () => sessionCache.close());
  }
  // A write through this server is seen by its next request (session, list count, settings read)
  // before the writer has its answer.
  app.addHook("onSend", async (request, reply) => {
    const write = request.method !== "GET" && request.method !== "HEAD";
    if (write && reply.statusCode < 400 && !request.routeOptions.config?.keepsReadCaches) {
      readCacheOf(database.db).clear();
      sessionCache?.clear();
    }
  });
  registerEnvelope(app);
  const metricsRoute = registerMetrics(app, database.pool, config.metricsToken);
  registerJsonParser(app);
  await registerSecurityHeaders(app, config);
  registerAuth(app);
  registerAuditRecorder(app);
  registerNotices(app, ctx);
  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });

  // Uploads (files, sensor import): each route checks its own, smaller limit before reading the data.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 20, parts: 30 },
  });

  await registerOpenApi(app);
  await app.register(
    async (api) => {
      openApiRoute(api, config);
      // Every API route: NUL characters and infinite numbers are a 400 before any query.
      registerInputGuards(api);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(systemRoutes);
      await api.register(authSettingsRoutes);
      await api.register(ldapRoutes);
      await api.register(ssoRoutes);
      await api.register(noticeRoutes);
      await api.register(settingsRoutes);
      await api.register(userRoutes);
      await api.register(departmentRoutes);
      await api.register(roleRoutes);
      await api.register(authorityRoutes);
      await api.register(orgOptionRoutes);
      await api.register(apphubRoutes);
      await api.register(operationRoutes);
      await api.register(deviceRoutes);
      await api.register(productConfigRoutes);
      await api.register(scheduleRoutes);
      await api.register(meetingReadRoutes);
      await api.register(liveControlRoutes);
      await api.register(joinTicketRoutes);
      await api.register(participantRoutes);
      await api.register(monitorRoutes);
      await api.register(liveStreamRoutes);
      await api.register(historyRoutes);
      await api.register(licenceRoutes);
      await api.register(openApiRoutes);
      await api.register(reportRoutes);
      await api.register(auditRoutes);
      await api.register(calendarFeedRoutes);
    },
    { prefix: "/api/v1" },
  );
  metricsRoute();
  janusEventRoute(app);
  const consoleFiles = await registerConsole(app, config.staticDir);
  app.decorate("consoleFiles", consoleFiles);
  return app;
}
