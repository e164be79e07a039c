import { createServer, type Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pino } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import * as productionBuild from "virtual:react-router/server-build";
import { readEnv, type AppEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { seedDemoContent } from "~/db/seed.server";
import { appServicesContext, clientAddressContext, type AppServices } from "~/lib/app-context.server";
import { openFileStore } from "~/modules/files/file-store.server";
import { openFormRateLimits } from "~/lib/forms/rate-limit.server";
import { submissionAdmission, submissionOverflowContext } from "~/lib/forms/submission-admission.server";
import { cspNonceContext } from "~/lib/csp-nonce";
import { withdrawLinkMaker } from "~/modules/submissions/erasure.server";
import { purgeExpired } from "~/modules/submissions/retention.server";
import { runBackup } from "~/modules/operations/backup.server";
import { backupSettings } from "./control";
import { forgetExpiredDrafts } from "~/modules/staff/staff-drafts.server";
import { smtpDelivery, startMailSender } from "~/modules/submissions/mail-sender.server";
import { staffAuthSecret } from "~/modules/staff/auth-secret.server";
import { hashLegacyRecoveryCodes } from "~/modules/staff/legacy-recovery-codes.server";
import { purgeStaffAudit } from "~/modules/staff/staff-audit.server";
import { staffAuthOnDemand } from "~/modules/staff/staff-auth-on-demand.server";
import {
  controlRoutes,
  newControlToken,
  removeControlFile,
  scheduleDaily,
  type PurgeOptions,
  writeControlFile,
} from "./control";
import { sweepOrphanFiles } from "~/modules/files/file-sweep.server";
import { prepareEmbeddedDatabase } from "./embedded-database-preparation";
import { admitFormPosts } from "./submission-overflow";
import { healthRoutes } from "./health";
import { figureRequests, metricsRoute } from "./metrics";
import { routePatterns, type RoutePatterns } from "./route-patterns";
import { vitalsRoute } from "./vitals";
import { pageCache } from "./page-cache";
import { watchEachRequest } from "~/lib/rendered-secrets.server";
import { precompressedAssets } from "./precompressed-assets";
import { answerUnparsableRequest, refuseCrossSiteWrites, rejectMalformedRequests } from "./request-guard";
import { collectWhenQuiet, fullCollection } from "./quiet-collection";
import { frontDoor } from "./front-door";
import { logRequests } from "./request-log";
import { assignCspNonce, BARE_SECURITY_HEADERS, securityHeaders, securityHeaderSetter } from "./security-headers";

/** The services every loader and action reaches (app-context.server.ts), and what the server itself needs. */
export type AppOptions = Omit<AppServices, "submissionAdmission"> & {
  /** The token of the maintenance commands' loopback endpoint (control.ts), when the server holds PGlite. */
  controlToken?: string;
  /** Project root: holds drizzle/ and build/. */
  root: string;
  vite?: ViteDevServer;
  isShuttingDown?: () => boolean;
};

/** The site's answer to every request: Express's application, behind the front door when pages are kept (ADR 085). */
export function createApp({
  env,
  database,
  logger,
  fileStore,
  formRateLimits,
  staffAuth,
  signingSecret,
  controlToken,
  root,
  vite,
  isShuttingDown = () => false,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  if (env.trustProxy) app.set("trust proxy", 1);

  // Given a function, React Router derives its route table again for every request (a third of a form
  // post's time): only the dev server, whose build changes under it, needs one.
  const build: ServerBuild | (() => Promise<ServerBuild>) = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : productionBuild;
  // The route patterns label the production figures and name the pages a page-speed beacon may report.
  let patterns: RoutePatterns | undefined;
  void (typeof build === "function" ? build() : Promise.resolve(build))
    .then((loaded) => (patterns = routePatterns(loaded.routes)))
    .catch((error: unknown) => logger.error({ err: error }, "the route table could not be read"));
  const admission = submissionAdmission(env.submissions);
  const metrics = metricsRoute({ database, logger, token: env.metricsToken, admission });

  // Steps of every answer, given by Express's middlewares and by the front door (ADR 085).
  const log = logRequests(logger);
  const figure = figureRequests(() => patterns);
  const setSecurityHeaders = securityHeaderSetter({ https: env.publicUrl.startsWith("https:") });
  app.use((req, res, next) => {
    log(req, res);
    figure(req, res);
    next();
  });
  // Answers are compressed where they are written: the page cache writes its pages compressed already.
  const compress = compressOnce(compression({ filter: compressWorthwhile }));

  if (vite) {
    app.use(compress);
    app.use(rejectMalformedRequests());
    app.use(healthRoutes({ database, isShuttingDown }));
    app.use(metrics);
    app.use(vite.middlewares);
  } else {
    const clientDir = path.join(root, "build/client");
    // File names under /assets carry a content hash, so they never change. They are scripts and
    // styles, not documents: the page-level headers (CSP, framing, HSTS...) mean nothing on them and
    // would add about 1 KB to each of the ~20 files a page loads, so they only get the two that matter.
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        // A hashed file never changes: no validator is ever asked for, and a phone loading thirty of
        // them saves the bytes of those headers on each.
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: (res) => {
          res.setHeader("X-Content-Type-Options", "nosniff");
          res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
        },
      }),
    );
    // Everything else, whatever its type or status, carries the security headers (ADR 021).
    app.use(assignCspNonce());
    app.use(securityHeaders(setSecurityHeaders));
    app.use(rejectMalformedRequests());
    app.use(healthRoutes({ database, isShuttingDown }));
    app.use(metrics);
    // Every file there has an extension and no page has one: pages skip the file system's lookup.
    const files = express.static(clientDir, { maxAge: "1h" });
    app.use((req, res, next) => (path.extname(req.path) ? compress(req, res, () => files(req, res, next)) : next()));
  }
  const sweepFiles = () => sweepOrphanFiles({ db: database.db, fileStore, logger });
  const purge = (options: PurgeOptions) => purgeExpired({ database, fileStore, logger }, env.retention, options);
  const backup = () => runBackup(database.db, database.kind, fileStore, backupSettings(env));
  if (controlToken) {
    app.use(controlRoutes({ token: controlToken, staffAuth, db: database.db, logger, sweepFiles, purge, backup }));
  }
  // Every form post (public forms and back-office alike) must come from the site's own pages.
  app.use(refuseCrossSiteWrites({ publicUrl: env.publicUrl }));
  app.use(admitFormPosts(admission));
  app.use(vitalsRoute({ db: database.db, logger, limits: formRateLimits, patterns: () => patterns }));

  const cache =
    !vite && env.pageCacheMs > 0 ? pageCache({ db: database.db, logger, ttlMs: env.pageCacheMs, compress }) : undefined;
  app.use(watchEachRequest);
  if (!vite) app.use(cache ?? compress);
  app.use(
    createRequestHandler({
      build,
      mode: env.nodeEnv,
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        const services: AppServices = {
          env,
          database,
          logger,
          fileStore,
          formRateLimits,
          submissionAdmission: admission,
          staffAuth,
          signingSecret,
          isShuttingDown,
        };
        context.set(appServicesContext, services);
        context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
        context.set(cspNonceContext, (res.locals.cspNonce as string | undefined) ?? "");
        context.set(submissionOverflowContext, res.locals.submissionOverflowing === true);
        return context;
      },
    }),
  );
  return cache ? frontDoor(app, { cache, logger, trustProxy: env.trustProxy, log, figure, setSecurityHeaders }) : app;
}

/**
 * The health probes on a port of their own (ADR 076): a burst of visitors fills the site's queue of connections
 * not yet accepted, and a probe waiting behind them would say a busy process is gone. This listener's queue stays
 * empty, so a probe reaches the process at once and still asks the database (overload is not unreadiness).
 */
function listenForProbes(env: AppEnv, health: Parameters<typeof healthRoutes>[0]): Server {
  const probes = express();
  probes.disable("x-powered-by");
  // JSON only: the headers that forbid everything.
  probes.use((_req, res, next) => {
    res.set(BARE_SECURITY_HEADERS);
    next();
  });
  probes.use(healthRoutes(health));
  probes.use((_req, res) => {
    res.status(404).set("Cache-Control", "no-store").json({ status: "not-found" });
  });
  return createServer(probes).listen(env.healthPort, env.host);
}

/** The connections not yet accepted that the system keeps for the site's port (Node's default: 511). */
const CONNECTIONS_QUEUED = 4096;

/** Opens the database, migrates, seeds the demo content, then listens; closes everything cleanly on SIGTERM/SIGINT. */
export async function start({ root, vite }: { root: string; vite?: ViteDevServer }): Promise<Server> {
  const env = readEnv();
  const logger = pino({ level: env.logLevel });
  if (!env.databaseUrl && !vite) await prepareEmbeddedDatabase({ root, dataDir: env.dataDir, logger });
  const database = await openDatabase(env);
  // Nothing to do after the child's preparation; the migrations of a folder restored since are applied here.
  await database.migrate(path.join(root, "drizzle"));
  if (env.seedDemo && (await seedDemoContent(database.db))) logger.info("demo content seeded");

  const fileStore = await openFileStore(env);
  const formRateLimits = await openFormRateLimits({
    submissionLimit: env.formRateLimit,
    burstLimit: env.formBurstLimit,
    trackingMissLimit: env.trackingMissLimit,
    vitalsLimit: env.vitalsLimit,
    pool: database.pool,
  });
  const { secret, generated } = await staffAuthSecret(database.db, env.authSecret);
  const hashed = await hashLegacyRecoveryCodes(database.db, secret);
  if (hashed > 0) logger.info({ accounts: hashed }, "recovery codes kept encrypted are now hashed one by one");
  if (generated && env.nodeEnv === "production") {
    logger.warn(
      "AUTH_SECRET is not set: staff sessions use a secret generated and kept in the database; set AUTH_SECRET",
    );
  }
  const staffAuth = staffAuthOnDemand(database.db, {
    publicUrl: env.publicUrl,
    secret,
    idleSeconds: env.staffSessionIdleSeconds,
  });
  if (env.publicUrl.startsWith("https:") && !env.trustProxy) {
    logger.warn(
      "PUBLIC_URL is https but TRUST_PROXY is off: behind a proxy every visitor shares the proxy's address " +
        "and one rate limit; set TRUST_PROXY=true when a proxy in front of the site adds X-Forwarded-For",
    );
  }
  // A promise that nobody awaited failed: log it and keep serving the other visitors.
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "unhandled promise rejection; the site carries on");
  });

  let shuttingDown = false;
  let mailSender: { stop(): Promise<void> } | undefined;
  // Only the embedded database needs the server to run maintenance commands for it.
  const controlToken = database.kind === "pglite" ? newControlToken() : undefined;
  const app = createApp({
    env,
    database,
    logger,
    fileStore,
    formRateLimits,
    staffAuth,
    signingSecret: secret,
    controlToken,
    root,
    vite,
    isShuttingDown: () => shuttingDown,
  });
  // A request without Host reaches the request guard, which answers it with the site's headers.
  const server = createServer({ requireHostHeader: false }, app);
  const quiet = collectWhenQuiet(fullCollection(), { logger });
  server.on("request", quiet.noteActivity);
  server.on("clientError", answerUnparsableRequest());
  // Connections that arrive faster than the site takes them wait in the system's queue, not dropped and sent
  // again seconds later (ADR 080); the probes have a port of their own and do not wait behind them.
  server.listen(env.port, env.host, CONNECTIONS_QUEUED, () => {
    logger.info({ url: env.publicUrl, database: database.kind, files: fileStore.kind }, "site listening");
    scheduleDaily("orphan-file sweep", () => sweepOrphanFiles({ db: database.db, fileStore, logger }), logger);
    scheduleDaily("retention purge", () => purgeExpired({ database, fileStore, logger }, env.retention), logger);
    scheduleDaily(
      "staff audit retention",
      async () =>
        logger.info({ lines: await purgeStaffAudit(database.db) }, "staff audit lines past their year deleted"),
      logger,
    );
    scheduleDaily("expired staff drafts", () => forgetExpiredDrafts(database.db), logger);
    if (env.backup.daily) {
      scheduleDaily(
        "backup",
        async () => {
          const summary = await runBackup(database.db, database.kind, fileStore, backupSettings(env));
          logger.info({ event: "backup-written", ...summary }, "backup written");
        },
        logger,
      );
    }
    // PostgreSQL's autovacuum keeps the inbox lists' index-only scans cheap; the embedded database has
    // none, so the site vacuums it itself (ADR 024).
    if (database.kind === "pglite") scheduleDaily("database vacuum", () => database.vacuum(), logger);
    if (env.mail.smtp) {
      mailSender = startMailSender(
        database.db,
        smtpDelivery(env.mail.smtp, env.mail.from),
        withdrawLinkMaker({ database, env, signingSecret: secret }),
        env.mail,
        logger,
      );
    } else {
      logger.warn("SMTP_HOST is not set: e-mail stays in the outbox (the back-office lists it) until it is");
    }
    if (controlToken) {
      writeControlFile(env, controlToken).catch((error: unknown) => {
        logger.warn({ err: error }, "the maintenance commands' control file could not be written");
      });
    }
  });
  // A job application carries up to 10 MB: give a slow mobile connection time to send it.
  server.requestTimeout = 20 * 60_000;
  const healthServer = env.healthPort ? listenForProbes(env, { database, isShuttingDown: () => shuttingDown }) : null;

  const shutDown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    quiet.stop();
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const forced = setTimeout(() => {
      logger.error("requests still open after 10 s; closing anyway");
      void database.close().finally(() => process.exit(1));
    }, 10_000);
    forced.unref();
    healthServer?.close();
    server.close(() => {
      void removeControlFile(env);
      void (mailSender?.stop() ?? Promise.resolve())
        .then(() => database.close())
        .then(() => {
          logger.info("database closed; bye");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "database did not close cleanly");
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  // A stop can arrive twice (Ctrl-C reaches the site from the terminal and again through npm or its
  // supervisor): the shutdown starts once, and a second signal does not cut it short (10 s at most).
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));
  return server;
}

export {
  backupFromCommand,
  createAdminFromCommand,
  moveDatabaseFromCommand,
  moveFilesFromCommand,
  purgeFromCommand,
  restoreFromCommand,
  sweepFilesFromCommand,
} from "./control";
export { BackupRefused } from "~/modules/operations/backup.server";
export { readEnv } from "~/config/env.server";

/** A path with an extension that is no file goes on to the pages: its answer is compressed once. */
function compressOnce(compress: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => {
    if (res.locals.compressed === true) return next();
    res.locals.compressed = true;
    compress(req, res, next);
  };
}

/**
 * Answers that go out as they are:
 * - a busy answer (503): it is small, and under a burst a thousand of them leave at once, each of which would
 *   hold its own Brotli encoder (about 0.5 MB) until sent (ADR 063);
 * - an action's answer to a page's script (a form posted with JavaScript): a few hundred bytes, streamed with no
 *   length, so each would get an encoder of its own to save a few bytes (121 → 104 in Brotli, 130 in gzip).
 */
function compressWorthwhile(req: express.Request, res: express.Response): boolean {
  if (res.statusCode === 503 || (req.method === "POST" && req.path.endsWith(".data"))) return false;
  return compression.filter(req, res);
}
