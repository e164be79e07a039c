import { mkdtemp } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { browserPost } from "../support/browser-post";
import { revisionIn } from "../support/publishing-forms";
import { validForms } from "../support/submissions";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { addMember, adminCreate, enrol, PASSWORD, signIn, StaffBrowser } from "../support/staff-browser";

type Answer = {
  status: number;
  cache: string | null;
  csp: string;
  body: string;
  cookie: string | null;
  encoding: string | null;
  /** The bytes on the wire (fetch decompresses the body). */
  length: string | null;
};

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    csp: response.headers.get("content-security-policy") ?? "",
    body: await response.text(),
    cookie: response.headers.get("set-cookie"),
    encoding: response.headers.get("content-encoding"),
    length: response.headers.get("content-length"),
  };
}

async function visit(site: SiteProcess, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return answerOf(await fetch(`${site.url}${pathname}`, { headers, redirect: "manual" }));
}

/** A GET written on a socket as it is, and the head of its answer. */
async function rawGet(hostname: string, port: number, address: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, hostname, () =>
      socket.write(`GET ${address} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("close", () => resolve(received.split("\r\n\r\n")[0]!));
    socket.on("error", reject);
  });
}

const nonceOfHeader = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
const noncesInBody = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map(([, nonce]) => nonce));
const submissionKeys = (html: string) =>
  new Set([...html.matchAll(/name="submissionKey" value="([0-9a-f-]{36})"/g)].map(([, key]) => key));

/** A form sent as a browser without JavaScript sends it: a document post from the site's own page. */
async function postWithoutJavaScript(
  site: SiteProcess,
  pathname: string,
  fields: Record<string, string>,
  language = "pt",
): Promise<Answer & { references: string[] }> {
  const answer = await answerOf(
    await browserPost(`${site.url}${pathname}`, {
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `language=${language}` },
      body: new URLSearchParams(fields),
      redirect: "manual",
    }),
  );
  return { ...answer, references: [...new Set(answer.body.match(/KX-[0-9A-Z]{4}-[0-9A-Z]{4}/g) ?? [])] };
}

function offerFields(title: string) {
  return {
    title_pt: title,
    description_pt: "Entregas diárias em Luanda com a nossa frota.",
    department: "logistics",
    location: "luanda",
    employmentType: "full-time",
    experienceLevel: "entry",
  };
}

describe("the page cache", () => {
  const sites: SiteProcess[] = [];
  let recruiter: StaffBrowser;

  beforeAll(async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    for (const name of ["a", "b"]) {
      sites.push(
        await startSite({ DATABASE_URL: url, DATA_DIR: await mkdtemp(path.join(tmpdir(), `kamba-cache-${name}-`)) }),
      );
      await waitUntilReady(sites.at(-1)!);
    }
    const [a] = sites as [SiteProcess];
    const env = { DATABASE_URL: url, PORT: new URL(a.url).port };
    expect((await adminCreate(env, "chefe@kamba.ao", PASSWORD)).ok).toBe(true);
    const admin = new StaffBrowser(a);
    await signIn(admin, "chefe@kamba.ao");
    await enrol(admin);
    recruiter = (await addMember(a, admin, "rh@kamba.ao", "recruiter", "Rui Recrutamento")).member;
    // Until a process has read the content version again after its own changes (those posts), it renders
    // pages afresh without caching them: wait for that, on a page the tests do not use.
    for (const started = Date.now(); (await visit(a, "/privacy")).cache === null;) {
      if (Date.now() - started > 10_000) throw new Error("the page cache did not resume after the staff's changes");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    for (const site of sites) site.child.kill("SIGTERM");
    await Promise.all(sites.map((site) => site.exited));
  });

  it("serves a page rendered once, each answer with its own nonce and submission key", async () => {
    const [site] = sites as [SiteProcess];
    const first = await visit(site, "/contact");
    const answers = [first, await visit(site, "/contact"), await visit(site, "/contact")];
    expect(answers.map((answer) => answer.cache)).toEqual(["miss", "hit", "hit"]);
    const nonces = answers.map((answer) => nonceOfHeader(answer.csp));
    expect(new Set(nonces).size).toBe(3);
    const keys = answers.map((answer) => [...submissionKeys(answer.body)]);
    expect(keys.flat()).toHaveLength(3);
    expect(new Set(keys.flat()).size).toBe(3);
    answers.forEach((answer, index) => {
      // Every script of the copy carries this answer's nonce, the one its policy allows.
      expect([...noncesInBody(answer.body)]).toEqual([nonces[index]]);
      // The key is in the form and in the data the browser hydrates from: both the fresh one.
      expect(answer.body.split(keys[index]![0]!).length - 1).toBeGreaterThanOrEqual(2);
    });
    const same = (answer: Answer, index: number) =>
      answer.body.replaceAll(nonces[index]!, "N").replaceAll(keys[index]![0]!, "K");
    expect(same(answers[1]!, 1)).toBe(same(first, 0));
  });

  it("answers a kept page with what a rendered one carries: the same headers, a log line and a count", async () => {
    const [site] = sites as [SiteProcess];
    const answerTo = async () => {
      const response = await fetch(`${site.url}/about?lng=fr`, { headers: { "Accept-Encoding": "gzip" } });
      await response.arrayBuffer();
      const nonce = nonceOfHeader(response.headers.get("content-security-policy") ?? "");
      const headers = [...response.headers]
        .filter(([name]) => !["date", "content-length", "transfer-encoding", "x-page-cache"].includes(name))
        .map(([name, value]) => `${name}: ${value.replace(nonce, "N")}`);
      return { cache: response.headers.get("x-page-cache"), headers };
    };
    const rendered = await answerTo();
    const kept = await answerTo();
    expect([rendered.cache, kept.cache]).toEqual(["miss", "hit"]);
    expect(kept.headers).toEqual(rendered.headers);
    expect(kept.headers).toContain("content-encoding: gzip");
    expect(kept.headers).toContain("x-frame-options: DENY");
    // The line is written once the answer's connection is done with it, and reaches this process a moment later.
    const logged = () => site.output().match(/"path":"\/about"[^\n]*"status":200/g)?.length ?? 0;
    for (const deadline = Date.now() + 5000; logged() < 2 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged()).toBeGreaterThanOrEqual(2);
    const metrics = await (await fetch(`${site.url}/metrics`)).text();
    const count =
      /kamba_http_request_duration_seconds_count\{method="GET",route="\/about",code="200",class="2xx"\} (\d+)/;
    expect(Number(count.exec(metrics)?.[1])).toBeGreaterThanOrEqual(2);
  });

  it("answers a form posted without JavaScript from a kept page: each visitor their own reference, key and nonce", async () => {
    const [site] = sites as [SiteProcess];
    const sent = [validForms.contact(), validForms.contact(), validForms.contact()];
    const answers = [];
    for (const fields of [...sent, sent[0]!]) answers.push(await postWithoutJavaScript(site, "/contact", fields));
    expect(answers.map((answer) => [answer.status, answer.cache])).toEqual([
      [200, "miss"],
      [200, "hit"],
      [200, "hit"],
      [200, "hit"],
    ]);
    // Three submissions, three references; the same one sent again shows the reference it was given.
    const references = answers.map((answer) => answer.references);
    expect(references.every((shown) => shown.length === 1)).toBe(true);
    expect(new Set(references.flat().slice(0, 3)).size).toBe(3);
    expect(references[3]).toEqual(references[0]);
    const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 });
    try {
      const stored = await pool.query<{ reference: string; message: string }>(
        "select reference, message from contact_messages where reference = any($1)",
        [references.flat()],
      );
      expect(stored.rows).toHaveLength(3);
    } finally {
      await pool.end();
    }
    const nonces = answers.map((answer) => nonceOfHeader(answer.csp));
    expect(new Set(nonces).size).toBe(4);
    const keys = answers.map((answer) => [...submissionKeys(answer.body)]);
    expect(new Set(keys.flat()).size).toBe(4);
    expect(keys.flat()).not.toContain(sent[0]!.submissionKey);
    answers.forEach((answer, index) => {
      expect([...noncesInBody(answer.body)]).toEqual([nonces[index]]);
      // Shown to the visitor and in the data the page hydrates from: both this visitor's.
      expect(answer.body.split(answer.references[0]!).length - 1).toBe(2);
    });
    const same = (answer: Answer, index: number) =>
      answer.body
        .replaceAll(nonces[index]!, "N")
        .replaceAll(keys[index]![0]!, "K")
        .replaceAll(references[index]![0]!, "R");
    expect(same(answers[2]!, 2)).toBe(same(answers[0]!, 0));
  });

  it("keeps the answer to a stored submission apart for each form, language and outcome", async () => {
    const [site] = sites as [SiteProcess];
    const driver = (variant: string) => ({ ...validForms.driver(), formVariant: variant });
    const caches = [];
    for (const variant of ["driver-standalone", "driver-standalone", "driver-modal", "driver-modal"]) {
      caches.push((await postWithoutJavaScript(site, "/drivers", driver(variant))).cache);
    }
    expect(caches).toEqual(["miss", "hit", "miss", "hit"]);
    const english = [
      await postWithoutJavaScript(site, "/contact", validForms.contact(), "en"),
      await postWithoutJavaScript(site, "/contact", validForms.contact(), "en"),
    ];
    expect(english.map((answer) => answer.cache)).toEqual(["miss", "hit"]);
    expect(english.every((answer) => answer.body.includes('<html lang="en"') && answer.references.length === 1)).toBe(
      true,
    );
    // Refused: rendered afresh with what the visitor typed, never an answer kept for a stored one.
    const typed = `Sem consentimento ${crypto.randomUUID()}`;
    const refused = await postWithoutJavaScript(site, "/contact", {
      ...validForms.contact(),
      message: typed,
      consent: "",
    });
    expect(refused.status).toBe(400);
    expect(refused.cache).toBe("miss");
    expect(refused.references).toEqual([]);
    expect(refused.body).toContain(typed);
  });

  it("answers a cached page in Brotli or gzip, as the browser takes them: the same page, Brotli the smaller", async () => {
    const [site] = sites as [SiteProcess];
    const inEncoding = async (encoding: string) => {
      const answer = await visit(site, "/services", { "Accept-Encoding": encoding });
      return { ...answer, bytes: Number(answer.length) };
    };
    await visit(site, "/services");
    // The Brotli copy is compressed off the main thread a moment after the page is kept: gzip until then.
    let brotli = await inEncoding("gzip, br");
    for (const deadline = Date.now() + 5000; brotli.encoding !== "br" && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      brotli = await inEncoding("gzip, br");
    }
    const gzip = await inEncoding("gzip");
    const plain = await inEncoding("identity");
    expect([brotli.cache, gzip.cache, plain.cache]).toEqual(["hit", "hit", "hit"]);
    expect([brotli.encoding, gzip.encoding, plain.encoding]).toEqual(["br", "gzip", null]);
    expect(brotli.bytes).toBeLessThan(gzip.bytes * 0.9);
    const same = (answer: Answer) => answer.body.replaceAll(nonceOfHeader(answer.csp), "N");
    expect(same(brotli)).toBe(same(plain));
    expect(same(gzip)).toBe(same(plain));
  });

  it("never gives one language's page for another", async () => {
    const [site] = sites as [SiteProcess];
    const lang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];
    for (let round = 0; round < 2; round++) {
      expect(lang((await visit(site, "/services", { "Accept-Language": "en-GB,en;q=0.9" })).body)).toBe("en");
      expect(lang((await visit(site, "/services", { Cookie: "language=fr" })).body)).toBe("fr");
      expect(lang((await visit(site, "/services")).body)).toBe("pt");
      const chosen = await visit(site, "/services?lng=en", { Cookie: "language=fr" });
      expect(lang(chosen.body)).toBe("en");
      expect(chosen.cookie).toContain("language=en");
    }
    expect((await visit(site, "/services", { "Accept-Language": "en" })).cache).toBe("hit");
  });

  it("gives a visitor saving data the smallest images, from a copy of their own", async () => {
    const [site] = sites as [SiteProcess];
    for (let round = 0; round < 2; round++) {
      // The service cards' images (the hero is a drawing inside the page, the same for both).
      const saving = await visit(site, "/services", { "Save-Data": "on" });
      const full = await visit(site, "/services");
      expect(saving.body).toContain("data-save-data");
      expect(saving.body).not.toMatch(/ (828|1200|1600|800)w/);
      expect(full.body).toMatch(/-800\.webp 800w/);
      expect(full.body).not.toContain("data-save-data");
      if (round === 1) expect([saving.cache, full.cache]).toEqual(["hit", "hit"]);
    }
  });

  it("keeps no page of the back-office, a search, a withdrawal link or a missing address", async () => {
    const [site] = sites as [SiteProcess];
    for (const pathname of ["/admin/sign-in", "/careers?q=motorista", "/withdraw/abc", "/no-such-page"]) {
      await visit(site, pathname);
      const again = await visit(site, pathname, { "Accept-Encoding": "gzip" });
      expect(again.cache, pathname).not.toBe("hit");
      // Rendered afresh each time, and still compressed (the cache passes it to the compression).
      expect(again.encoding, pathname).toBe("gzip");
    }
  });

  it("answers an address the URL parser would rewrite as the router does, kept pages or not", async () => {
    const [site] = sites as [SiteProcess];
    const odd = ["//privacy", "//x/privacy", "/x/../privacy", "/privacy/.", "/privacy%2F..%2F", "/\\privacy"];
    const answers = async () =>
      Promise.all(
        odd.map(async (address) => {
          const { hostname, port } = new URL(site.url);
          // fetch would tidy the address itself: written as a browser could never send it, byte for byte.
          const text = await rawGet(hostname, Number(port), address);
          return `${address} ${/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]} ${/x-page-cache: (\w+)/i.exec(text)?.[1] ?? "-"}`;
        }),
      );
    const before = await answers();
    for (const pathname of ["/", "/privacy"]) await visit(site, pathname);
    expect((await visit(site, "/privacy")).cache).toBe("hit");
    const after = await answers();
    expect(after).toEqual(before);
    for (const answer of after) expect(answer).toMatch(/ [234]\d\d -$/);
  });

  it("keeps serving pages from the cache while visitors post forms", async () => {
    const [, b] = sites as [SiteProcess, SiteProcess];
    await visit(b, "/about");
    expect((await visit(b, "/about")).cache).toBe("hit");
    let posting = true;
    const post = async () => {
      for (let n = 0; posting; n++) {
        const answer = await fetch(`${b.url}/contact.data`, {
          method: "POST",
          headers: { origin: b.url, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ name: "Ana Silva", email: "ana@example.ao", message: `Olá ${n}` }),
        });
        await answer.arrayBuffer();
      }
    };
    const posters = Array.from({ length: 4 }, post);
    try {
      const during: Array<string | null> = [];
      for (let n = 0; n < 20; n++) during.push((await visit(b, "/about")).cache);
      expect(during).toEqual(Array.from({ length: 20 }, () => "hit"));
    } finally {
      posting = false;
      await Promise.all(posters);
    }
  });

  it("a job offer published, changed or closed on one process shows on the other within 5 seconds", async () => {
    const [a, b] = sites as [SiteProcess, SiteProcess];
    const unique = crypto.randomUUID().slice(0, 6);
    await visit(b, "/careers");
    expect((await visit(b, "/careers")).cache).toBe("hit");
    const waitOnB = async (seen: (html: string) => boolean) => {
      const started = Date.now();
      while (!seen((await visit(b, "/careers")).body)) {
        if (Date.now() - started > 5000) throw new Error("not shown on the other process within 5 s");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Date.now() - started;
    };

    const published = await recruiter.request("/admin/jobs/new", {
      ...offerFields(`Motorista ${unique}`),
      intent: "save-open",
    });
    const id = /\/admin\/jobs\/([0-9a-f-]{36})/.exec(published.location ?? "")?.[1];
    // The process that made the change shows it at once.
    expect((await visit(a, "/careers")).body).toContain(`Motorista ${unique}`);
    const shown = await waitOnB((html) => html.includes(`Motorista ${unique}`));

    // Each change names the offer as the recruiter last saw it (the stale-change guard, ADR 038).
    const revision = async () => revisionIn((await recruiter.request(`/admin/jobs/${id}`)).body);
    await recruiter.request(`/admin/jobs/${id}`, {
      ...offerFields(`Motorista de mota ${unique}`),
      intent: "save",
      revision: await revision(),
    });
    const changed = await waitOnB((html) => html.includes(`Motorista de mota ${unique}`));

    await recruiter.request(`/admin/jobs/${id}`, { intent: "close", revision: await revision() });
    expect((await visit(a, "/careers")).body).not.toContain(unique);
    const closed = await waitOnB((html) => !html.includes(unique));
    console.info(`shown on the other process after: published ${shown} ms, changed ${changed} ms, closed ${closed} ms`);
  });
});
