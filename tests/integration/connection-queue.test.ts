import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";

/** More than Node's default queue of connections not yet accepted (511), fewer than the site's (ADR 080). */
const ARRIVING = 1500;

/** The system's own ceiling on any listener's queue: a machine set lower than ARRIVING cannot show it. */
const systemCeiling = Number(readFileSync("/proc/sys/net/core/somaxconn", "utf8"));

/**
 * A burst's connections wait in the system's queue until the site accepts them (ADR 080). Stopping the site's
 * process shows that queue alone: the system completes the handshakes it has room for and drops the others,
 * which their senders try again only a second or more later.
 */
describe("connections arriving faster than the site takes them", () => {
  let site: SiteProcess;
  let port: number;

  beforeAll(async () => {
    site = await startSite({ DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-queue-")), LOG_LEVEL: "warn" });
    port = Number(new URL(site.url).port);
    await waitUntilReady(site);
  });
  afterAll(() => {
    site?.child.kill("SIGCONT");
    site?.child.kill("SIGTERM");
  });

  it(`keeps ${ARRIVING} at once, none dropped, and answers each once it can`, async () => {
    expect(systemCeiling).toBeGreaterThanOrEqual(ARRIVING);
    const sockets: Socket[] = [];
    let connected = 0;
    site.child.kill("SIGSTOP");
    try {
      for (let index = 0; index < ARRIVING; index++) {
        const socket = connect(port, "127.0.0.1");
        socket.once("connect", () => connected++);
        socket.on("error", () => {});
        sockets.push(socket);
      }
      // Handshakes on one machine take well under a millisecond each; a dropped one is sent again after 1 s.
      for (let waited = 0; connected < ARRIVING && waited < 3000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(connected).toBe(ARRIVING);
    } finally {
      site.child.kill("SIGCONT");
    }
    const answers = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let text = "";
            socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
            socket.once("close", () => resolve(text.split("\r\n")[0] ?? ""));
            socket.end("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
          }),
      ),
    );
    expect(answers.filter((status) => status === "HTTP/1.1 200 OK")).toHaveLength(ARRIVING);
  });
});
