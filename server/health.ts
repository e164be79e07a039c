import { Router } from "express";
import type { DatabaseHandle } from "~/db/client.server";

/** /healthz: the process answers. /readyz: the database answers too, and we are not shutting down. */
export function healthRoutes({
  database,
  isShuttingDown,
}: {
  database: DatabaseHandle;
  isShuttingDown: () => boolean;
}) {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
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
  });
  return router;
}
