import { once } from "node:events";
import { mkdtemp } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserPost } from "../support/browser-post";
import { siteDatabases } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { openJobId, postApplication, validForms } from "../support/submissions";

/**
 * A burst of submissions on one process whose admission is small (2 at once, 4 waiting, ADR 061): what
 * does not fit is refused at once with a 503, Retry-After and the visitor's text (a form posted without
 * JavaScript, past 6 in flight, gets a small page that sends it again), nothing refused is stored, the process stays ready, and sending the refused ones again stores each exactly once.
 */
const REFERENCE = /KX-[0-9A-Z]{4}-[0-9A-Z]{4}/;
const BUSY_PT = "Estamos a receber muitos pedidos neste momento.";
type Sent = { key: string; message: string; way: "page" | "script" | "application" };
type Answer = { status: number; retryAfter: string | null; encoding: string | null; body: string };

describe.each(siteDatabases)("a burst of submissions on one process ($name)", ({ env }) => {
  let site: SiteProcess;
  let jobId: string;

  beforeAll(async () => {
    site = await startSite({
      ...(await env()),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-burst-")),
      FORM_RATE_LIMIT: "100000",
      FORM_BURST_LIMIT: "100000",
      SUBMISSIONS_AT_ONCE: "2",
      SUBMISSIONS_WAITING: "4",
      LOG_LEVEL: "warn",
    });
    await waitUntilReady(site);
    jobId = await openJobId(site);
  });
  afterAll(() => {
    site?.child.kill("SIGTERM");
  });

  const send = async ({ key, message, way }: Sent): Promise<Answer> => {
    const response =
      way === "application"
        ? await postApplication(site, jobId, { submissionKey: key, motivation: message })
        : await browserPost(`${site.url}/contact${way === "script" ? ".data" : ""}`, {
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              cookie: "language=pt",
              "accept-encoding": "br, gzip",
            },
            body: new URLSearchParams({ ...validForms.contact(), submissionKey: key, message }),
          });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      encoding: response.headers.get("content-encoding"),
      body: await response.text(),
    };
  };

  it("answers a form posted without JavaScript past 6 in flight with a small page that sends the text again", async () => {
    // Six posts whose bodies never finish hold the six places (SUBMISSIONS_AT_ONCE + SUBMISSIONS_WAITING).
    const { port } = new URL(site.url);
    const held = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const socket = connect(Number(port), "127.0.0.1");
        await once(socket, "connect");
        socket.write(
          `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${site.url}\r\n` +
            "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=Ana",
        );
        return socket;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const message = `Queria <b>saber</b> o preço & o prazo "já".`;
    const key = crypto.randomUUID();
    const busy = await send({ key, message, way: "page" });
    for (const socket of held) socket.destroy();
    expect(busy.status).toBe(503);
    expect(busy.retryAfter).toBe("5");
    // Sent as it is: a thousand busy answers at once must not each hold a compressor's memory.
    expect(busy.encoding).toBeNull();
    expect(busy.body).toContain("<title>Muitos pedidos neste momento</title>");
    expect(busy.body).toContain(BUSY_PT);
    expect(busy.body).toMatch(/<form method="post" action="\/contact">/);
    expect(busy.body).toContain(`<input type="hidden" name="submissionKey" value="${key}">`);
    // What was typed comes back escaped, never as markup.
    expect(busy.body).toContain(
      `<input type="hidden" name="message" value="Queria &#60;b&#62;saber&#60;/b&#62; o pre\u00e7o &#38; o prazo &#34;j\u00e1&#34;.">`,
    );
    expect(busy.body).toContain('<button type="submit">Enviar de novo</button>');
    expect(busy.body).not.toContain("<script");
    // Its one button posts the same fields: once the places are free, stored.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await send({ key, message, way: "page" });
    expect(again.status).toBe(200);
    expect(again.body).toMatch(REFERENCE);
  });

  it("refuses what does not fit at once, with Retry-After and the text kept; each is stored once when sent again", async () => {
    const ways = ["page", "script", "application"] as const;
    const burst: Sent[] = Array.from({ length: 45 }, (_, n) => ({
      key: crypto.randomUUID(),
      message: `Pedido de entrega número ${n} para o Talatona.`,
      way: ways[n % 3]!,
    }));
    const readiness = fetch(`${site.url}/readyz`);
    const answers = await Promise.all(burst.map(send));
    expect((await readiness).status, "ready during the burst").toBe(200);
    expect((await fetch(`${site.url}/readyz`)).status, "ready after the burst").toBe(200);

    const busy = burst.filter((_, n) => answers[n]!.status === 503);
    const taken = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    expect(busy.length, "refused at once").toBeGreaterThan(0);
    expect(taken.length + busy.length, "every answer stored or busy").toBe(burst.length);
    burst.forEach((sent, n) => {
      const answer = answers[n]!;
      if (answer.status !== 503) return;
      expect(answer.retryAfter).toBe("5");
      if (sent.way === "page") {
        expect(answer.body).toContain(BUSY_PT);
        expect(answer.body).toContain(sent.message);
      }
      if (sent.way === "application") expect(JSON.parse(answer.body)).toMatchObject({ ok: false, failure: "busy" });
    });

    // Sent again one by one (the same keys): the refused are stored now, the others are not stored twice.
    const first = new Map(burst.map((sent, n) => [sent.key, REFERENCE.exec(answers[n]!.body)?.[0]]));
    const references = new Set<string>();
    for (const sent of burst) {
      const again = await send(sent);
      expect(again.status, again.body.slice(0, 200)).toBeLessThan(300);
      // The page compressed; the script's answer, a few hundred bytes, as it is (no encoder for each).
      if (sent.way === "page") expect(["br", "gzip"]).toContain(again.encoding);
      if (sent.way === "script") expect([again.encoding, again.body.length < 1_000]).toEqual([null, true]);
      const reference = REFERENCE.exec(again.body)?.[0];
      expect(reference).toBeDefined();
      if (first.get(sent.key)) expect(reference).toBe(first.get(sent.key));
      references.add(reference!);
    }
    expect(references.size).toBe(burst.length);

    const metrics = await (await fetch(`${site.url}/metrics`)).text();
    expect(metrics).toMatch(/kamba_form_refusals_total\{form="contact",reason="busy"\} [1-9]/);
    expect(metrics).toContain('kamba_form_submissions_in_flight{state="waiting"} 0');
  }, 120_000);
});
