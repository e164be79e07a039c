import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SubmissionAdmission } from "~/lib/forms/submission-admission.server";
import type { Request, RequestHandler } from "express";
import type { Logger } from "pino";
import type { DatabaseHandle } from "~/db/client.server";
import {
  noteRequest,
  productionFigures,
  REQUEST_SECONDS_BUCKETS,
  type RequestTally,
} from "~/lib/production-figures.server";
import { outboxDepth } from "~/modules/submissions/mail-sender.server";
import type { RoutePatterns } from "./route-patterns";

/** Counts every answer by route pattern, status and duration (lib/production-figures.server.ts). */
export function figureRequests(patterns: () => RoutePatterns | undefined) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    // Read now: Express's routers rewrite `req.url` while a request passes a mounted path.
    const address = req.url ?? "/";
    res.once("finish", () => {
      const route = patterns()?.label(address.split("?")[0]!) ?? "(starting)";
      noteRequest(req.method ?? "GET", route, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** Headers a proxy adds for the visitor it forwards: a request carrying one came through a proxy. */
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * Who may read `/metrics`: whoever sends `Authorization: Bearer METRICS_TOKEN` (compared in constant
 * time), or a client on this machine that came through no proxy: the socket's own address is loopback
 * (TRUST_PROXY and X-Forwarded-For are not consulted) and no proxy header is present, since a reverse
 * proxy on the same machine connects from loopback too and adds X-Forwarded-For for every visitor.
 */
function mayReadMetrics(req: Request, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(req.get("authorization") ?? "");
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  if (!LOOPBACK.test(req.socket.remoteAddress ?? "")) return false;
  return PROXY_HEADERS.every((name) => req.headers[name] === undefined);
}

/**
 * `GET /metrics` in Prometheus' text format, for this process only (each process of the site answers
 * its own: Prometheus scrapes each one). Anyone else gets the site's own "Page not found", as for any
 * unknown address. prom-client loads on the first scrape (ADR 058).
 */
export function metricsRoute({
  database,
  logger,
  token,
  admission,
}: {
  database: DatabaseHandle;
  logger: Logger;
  token: string | undefined;
  admission: SubmissionAdmission;
}): RequestHandler {
  let registry: Promise<{ text(): Promise<string>; contentType: string }> | undefined;
  return (req, res, next) => {
    if (req.path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (!mayReadMetrics(req, token)) return next();
    registry ??= openRegistry(database, admission);
    registry
      .then(async (metrics) => {
        const text = await metrics.text();
        res.set("Cache-Control", "no-store").type(metrics.contentType).send(text);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "metrics could not be gathered");
        res.status(500).set("Cache-Control", "no-store").type("text/plain").send("metrics unavailable\n");
      });
  };
}

async function openRegistry(database: DatabaseHandle, admission: SubmissionAdmission) {
  const { Counter, Gauge, Registry, collectDefaultMetrics } = await import("prom-client");
  const register = new Registry();
  // Memory, CPU, event-loop lag (measured from the first scrape on), handles, garbage collection.
  collectDefaultMetrics({ register });
  const registers = [register];

  new Counter({
    name: "kamba_form_submissions_total",
    help: "Posts of a public form by form and outcome: stored, repeated (a double submit, stored once), refused.",
    labelNames: ["form", "outcome"],
    registers,
    collect() {
      this.reset();
      for (const { form, outcome, count } of productionFigures().forms) this.inc({ form, outcome }, count);
    },
  });
  new Counter({
    name: "kamba_form_refusals_total",
    help: "Public form posts refused, by form and reason.",
    labelNames: ["form", "reason"],
    registers,
    collect() {
      this.reset();
      for (const { form, outcome, reason, count } of productionFigures().forms)
        if (outcome === "refused") this.inc({ form, reason }, count);
    },
  });
  new Counter({
    name: "kamba_mail_failures_total",
    help: "Attempts to send an e-mail that failed (each is tried again later).",
    registers,
    collect() {
      this.reset();
      this.inc(productionFigures().mailFailures);
    },
  });
  new Counter({
    name: "kamba_page_cache_requests_total",
    help: "Public pages the page cache could answer: from memory (hit) or rendered (miss).",
    labelNames: ["result"],
    registers,
    collect() {
      this.reset();
      const { hit, miss } = productionFigures().pageCache;
      this.inc({ result: "hit" }, hit);
      this.inc({ result: "miss" }, miss);
    },
  });
  new Gauge({
    name: "kamba_form_submissions_in_flight",
    help: "Public-form submissions arrived and not answered yet (arrived), worked on (working), waiting their turn (waiting); ADR 061.",
    labelNames: ["state"],
    registers,
    collect() {
      const { arrived, working, waiting } = admission.load();
      this.set({ state: "arrived" }, arrived);
      this.set({ state: "working" }, working);
      this.set({ state: "waiting" }, waiting);
    },
  });
  new Gauge({
    name: "kamba_outbox_messages",
    help: "E-mails not sent yet (waiting), and those whose last attempt failed (failing); absent while the database is away.",
    labelNames: ["state"],
    registers,
    async collect() {
      this.reset();
      try {
        const depth = await outboxDepth(database.db);
        this.set({ state: "waiting" }, depth.waiting);
        this.set({ state: "failing" }, depth.failing);
      } catch {
        // The database is away: no figure rather than a wrong one (readyz says so).
      }
    },
  });
  const pool = database.pool;
  if (pool) {
    // PGlite runs one query at a time behind a queue it does not expose: no pool figures there.
    new Gauge({
      name: "kamba_database_pool_connections",
      help: "PostgreSQL connections of this process: total, idle, and queries waiting for one.",
      labelNames: ["state"],
      registers,
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }
  // A histogram counted without prom-client (lib/production-figures): the registry reads its `get()`.
  register.registerMetric(requestHistogram() as unknown as Parameters<typeof register.registerMetric>[0]);
  return { text: () => register.metrics(), contentType: register.contentType };
}

/** The request histogram, from the tallies counted since start (prom-client reads any `get()`). */
function requestHistogram() {
  const name = "kamba_http_request_duration_seconds";
  const valuesOf = (tally: RequestTally) => {
    const labels = {
      method: tally.method,
      route: tally.route,
      code: String(tally.status),
      class: `${Math.floor(tally.status / 100)}xx`,
    };
    let cumulative = 0;
    const buckets = REQUEST_SECONDS_BUCKETS.map((bound, index) => {
      cumulative += tally.buckets[index]!;
      return { metricName: `${name}_bucket`, labels: { ...labels, le: bound }, value: cumulative };
    });
    return [
      ...buckets,
      { metricName: `${name}_bucket`, labels: { ...labels, le: "+Inf" }, value: tally.count },
      { metricName: `${name}_sum`, labels, value: tally.seconds },
      { metricName: `${name}_count`, labels, value: tally.count },
    ];
  };
  return {
    name,
    help: "Answers by method, route pattern, status code and class (2xx...), with their duration in seconds.",
    type: "histogram" as const,
    aggregator: "sum" as const,
    get: () => ({
      name,
      help: "Answers by method, route pattern, status code and class (2xx...), with their duration in seconds.",
      type: "histogram" as const,
      aggregator: "sum" as const,
      values: productionFigures().requests.flatMap(valuesOf),
    }),
    reset: () => {},
  };
}
