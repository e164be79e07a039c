import { mkdtemp } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases } from "../support/databases";
import { tallyAnswer } from "../support/request-tally";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";

/**
 * Requests a browser never sends but a broken client or an attacker does, written byte for byte on
 * a socket: each must answer 4xx with the site's security headers, never 500, and log no error.
 */
type RawAnswer = { status: number; headers: Map<string, string> };

async function sendRaw(site: SiteProcess, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(site.url);
  // The socket stays open for writing: a half-closed one makes Node drop a response still being rendered.
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
  const [statusLine = "", ...lines] = text.split("\r\n\r\n")[0]!.split("\r\n");
  const headers = new Map(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  const status = Number(statusLine.split(" ")[1]);
  tallyAnswer(status);
  return { status, headers };
}

function expectSiteHeaders(answer: RawAnswer) {
  expect(answer.headers.get("content-security-policy")).toMatch(/default-src/);
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  expect(answer.headers.get("x-frame-options")).toBe("DENY");
  expect(answer.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
}

const badRequests: Array<[string, string]> = [
  ["no Host (HTTP/1.0)", "GET / HTTP/1.0\r\n\r\n"],
  ["no Host (HTTP/1.1)", "GET / HTTP/1.1\r\n\r\n"],
  ["an empty Host", "GET / HTTP/1.1\r\nHost: \r\n\r\n"],
  ["a Host with a space", "GET / HTTP/1.1\r\nHost: kamba example\r\n\r\n"],
  ["an unclosed IPv6 literal", "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n"],
  ["a port above 65535", "GET /contact HTTP/1.1\r\nHost: localhost:70000\r\n\r\n"],
  ["an absolute-form target with a port", "GET http://localhost:3000/ HTTP/1.1\r\nHost: localhost\r\n\r\n"],
  ["a broken request line", "GET / HTTP/1.1 extra\r\nHost: localhost\r\n\r\n"],
];

/** Asks for a page until the site answers it from memory, where it answers before Express (ADR 085). */
async function untilKept(site: SiteProcess, pathname: string) {
  for (const deadline = Date.now() + 10_000; ;) {
    const answer = await fetch(`${site.url}${pathname}`);
    await answer.arrayBuffer();
    if (answer.headers.get("x-page-cache") === "hit") return;
    if (Date.now() > deadline) throw new Error(`${pathname} was not kept`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const refusedMethods = ["TRACE", "OPTIONS", "PUT", "DELETE", "PATCH", "PROPFIND", "FOO"];

describe.each(siteDatabases)("malformed requests on $name", ({ env }) => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startSite({
      ...(await env()),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-raw-")),
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
    });
    await waitUntilReady(site);
    // Each request below aims at a page kept in memory: malformed, it must still be refused.
    for (const pathname of ["/", "/contact"]) await untilKept(site, pathname);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it.each(badRequests)("answer 400 with the site's headers for %s", async (_name, request) => {
    const answer = await sendRaw(site, request);
    expect(answer.status).toBe(400);
    expectSiteHeaders(answer);
  });

  it.each(refusedMethods)("answer %s with 405, Allow and the site's headers", async (method) => {
    for (const target of ["/", "/contact", "/healthz", method === "OPTIONS" ? "*" : "/no-such-page"]) {
      const answer = await sendRaw(site, `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(answer.status, `${method} ${target}`).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD, POST");
      expectSiteHeaders(answer);
    }
  });

  it("still answer well-formed requests (any usable Host) on the same server, and log no error for any of them", async () => {
    for (const host of ["localhost", "kamba.example.", "127.0.0.1:3000", "[::1]:3000", "my_host.internal"]) {
      const answer = await sendRaw(site, `GET /contact HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, host).toBe(200);
      expect(answer.headers.get("x-page-cache"), host).toBe("hit");
    }
    expect(site.output()).not.toMatch(/"level":(50|60)/);
    expect(site.output()).not.toContain('"stack"');
  });
});
