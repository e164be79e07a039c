import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import type { FormRateLimits } from "~/lib/forms/rate-limit.server";
import { beaconSchema, MAX_BEACON_BYTES, recordBeacon } from "~/modules/page-speed/vitals.server";
import type { RoutePatterns } from "./route-patterns";

/** What sendBeacon sends a string as, and JSON. */
const BEACON_TYPES = /^(text\/plain|application\/json)\s*(;\s*charset=utf-8\s*)?$/i;

/**
 * `POST /vitals`: one page-speed beacon (ADR 058). Checked strictly (type, size, shape, known page,
 * language and measures in range), rate-limited per address, then added to the day's counts; the
 * address and the browser's headers are neither logged nor kept. Answers 204, or 400/429 (503 with the
 * database away) and stores nothing; the page never waits for the answer.
 */
export function vitalsRoute({
  db,
  logger,
  limits,
  patterns,
}: {
  db: Database;
  logger: Logger;
  limits: FormRateLimits;
  patterns: () => RoutePatterns | undefined;
}): RequestHandler {
  return (req, res, next) => {
    if (req.path !== "/vitals") return next();
    res.set("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.status(405).set("Allow", "POST").end();
      return;
    }
    const refuse = (status = 400) => {
      // The rest of a body too large is not read: the connection closes after the answer.
      if (!req.complete) res.set("Connection", "close");
      res.status(status).end();
    };
    if (!BEACON_TYPES.test(req.get("content-type") ?? "")) return refuse();
    if (Number(req.get("content-length") ?? 0) > MAX_BEACON_BYTES) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BEACON_BYTES && !refused) {
        refused = true;
        req.pause();
        refuse();
      } else if (!refused) chunks.push(chunk);
    });
    req.on("error", () => {
      if (!res.headersSent) refuse();
    });
    req.on("end", () => {
      if (refused) return;
      void accept(Buffer.concat(chunks).toString("utf8"));
    });
    const accept = async (text: string) => {
      const pages = patterns()?.pages;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return refuse();
      }
      const beacon = pages ? beaconSchema(pages).safeParse(parsed) : undefined;
      if (!beacon?.success) return refuse();
      try {
        const verdict = await limits.vitals.take(req.ip ?? req.socket.remoteAddress ?? "unknown");
        if (!verdict.allowed) {
          res.set("Retry-After", String(verdict.retryAfterSeconds));
          return refuse(429);
        }
        await recordBeacon(db, beacon.data);
        res.status(204).end();
      } catch (error) {
        logger.warn({ err: error }, "a page-speed beacon could not be counted");
        res.status(503).end();
      }
    };
  };
}
