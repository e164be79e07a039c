import { once } from "node:events";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { logRequests } from "../../server/request-log";

type Line = {
  level: number;
  msg: string;
  req?: { method: string; path: string };
  res?: { status: number };
  responseTime?: number;
};

/** A real HTTP server with the request log in front of a few answers; every log line is kept. */
async function siteWithLog() {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const app = express();
  const log = logRequests(pino(sink));
  app.use((req, res, next) => {
    log(req, res);
    next();
  });
  app.get("/readyz", (_req, res) => void res.send("ready"));
  app.get("/busy", (_req, res) => void res.status(503).send("busy"));
  app.get("/broken", (_req, res) => void res.status(500).send("broken"));
  app.get("/slow", (_req, res) => void res.write("part"));
  app.use((req, res) => void res.send(`page ${req.path}`));
  const server = createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, lines, url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}` };
}

let open: Server | undefined;
afterEach(() => open?.closeAllConnections());
afterEach(() => void open?.close());

describe("the request log", () => {
  it("writes one line per answer: method, path and status, never the query string nor a withdrawal token", async () => {
    const site = await siteWithLog();
    open = site.server;
    await (await fetch(`${site.url}/contact?lng=fr&email=ana@example.ao`)).text();
    await (await fetch(`${site.url}/withdraw/s3cr3t-t0ken`)).text();
    await (await fetch(`${site.url}/readyz`)).text();
    await expect.poll(() => site.lines.length).toBe(2);
    expect(site.lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", path: "/contact" },
      res: { status: 200 },
    });
    expect(site.lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(site.lines[1]!.req).toEqual({ method: "GET", path: "/withdraw/[token]" });
    expect(JSON.stringify(site.lines)).not.toMatch(/lng=|ana@example|s3cr3t|readyz/);
  });

  it("says a refusal (503) as a warning, a failure (500) as an error, and an answer cut short as aborted", async () => {
    const site = await siteWithLog();
    open = site.server;
    await (await fetch(`${site.url}/busy`)).text();
    await (await fetch(`${site.url}/broken`)).text();
    const cut = httpRequest(`${site.url}/slow`, (response) => response.once("data", () => cut.destroy()));
    cut.on("error", () => {});
    cut.end();
    await expect.poll(() => site.lines.length).toBe(3);
    expect(site.lines.map(({ level, msg, res }) => [level, msg, res?.status])).toEqual([
      [40, "request completed", 503],
      [50, "request errored", 500],
      [40, "request aborted", 200],
    ]);
  });
});
