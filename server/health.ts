import type { RequestHandler, Response } from "express";
import type { DatabaseHandle } from "~/db/client.server";

/** /healthz: the process answers. /readyz: the database answers too, and we are not shutting down. */
export function healthRoutes({
  database,
  isShuttingDown,
}: {
  database: DatabaseHandle;
  isShuttingDown: () => boolean;
}): RequestHandler {
  // Two addresses: a sub-router would add its own round of matching to every request the site answers.
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/healthz") return void res.set("Cache-Control", "no-store").json({ status: "ok" });
    if (req.path === "/readyz") return void ready(res);
    next();
  };
  async function ready(res: Response) {
    res.set("Cache-Control", "no-store");
    if (isShuttingDown()) {
      res.status(503).json({ status: "shutting-down" });
      return;
    }
    try {
      await database.ping();
      res.json({ status: "ready", database: database.kind });
    } catch {
      res.status(503).json({ status: "database-unavailable" });
    }
  }
}
