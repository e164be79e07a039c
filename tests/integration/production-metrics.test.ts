import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases } from "../support/databases";
import { TestMailServer } from "../support/mail-server";
import type { SiteProcess } from "../support/site-process";
import { openJobId, submitApplication, submitContact, validForms } from "../support/submissions";
import { browserPost } from "../support/browser-post";
import { decodeHtml, siteWithAdmin, type StaffBrowser } from "../support/staff-browser";

const TOKEN = "a-metrics-token-of-at-least-32-characters";

/** The value of one line of `/metrics` (name and labels as written), or undefined when absent. */
function figure(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function readMetrics(site: SiteProcess, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}/metrics`, { headers });
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") };
}

function beacon(site: SiteProcess, body: string, type = "text/plain;charset=UTF-8") {
  return browserPost(`${site.url}/vitals`, { headers: { "content-type": type }, body });
}

const good = (metrics: Record<string, number>, route = "/", language = "pt") =>
  JSON.stringify({ route, language, metrics });

describe.each(siteDatabases)("production metrics and page speed on $name", ({ name, env }) => {
  let mail: TestMailServer;
  let site: SiteProcess;
  let admin: StaffBrowser;

  beforeAll(async () => {
    mail = await TestMailServer.start();
    // The mail server is down from the start: every e-mail waits in the outbox.
    await mail.stop();
    ({ site, admin } = await siteWithAdmin("metrics", {
      ...(await env()),
      ...mail.env,
      METRICS_TOKEN: TOKEN,
      MAIL_RETRY_SECONDS: "0.2",
      MAIL_RETRY_MAX_SECONDS: "1",
      MAIL_POLL_SECONDS: "0.1",
      FORM_RATE_LIMIT: "1000",
      FORM_BURST_LIMIT: "1000",
    }));
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
    await mail.stop();
  });

  it("answers /metrics to this machine without a proxy, or with the token; anyone else gets the site's 404", async () => {
    const local = await readMetrics(site);
    expect(local.status).toBe(200);
    expect(local.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.text).toContain("# TYPE kamba_http_request_duration_seconds histogram");
    // prom-client's own: memory and event-loop lag.
    expect(local.text).toContain("process_resident_memory_bytes");
    expect(local.text).toContain("nodejs_eventloop_lag_seconds");

    for (const headers of <Array<Record<string, string>>>[
      { "x-forwarded-for": "198.51.100.7" },
      { "x-forwarded-for": "127.0.0.1" },
      { forwarded: "for=198.51.100.7" },
      { "x-real-ip": "198.51.100.7" },
      { "x-forwarded-for": "198.51.100.7", authorization: `Bearer ${TOKEN}x` },
      { "x-forwarded-for": "198.51.100.7", authorization: `Basic ${TOKEN}` },
    ]) {
      const refused = await readMetrics(site, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(404);
      expect(refused.text).not.toContain("kamba_");
      expect(refused.type).toMatch(/^text\/html/);
    }
    const withToken = await readMetrics(site, { "x-forwarded-for": "198.51.100.7", authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain("kamba_http_request_duration_seconds_count");
    // A post answers as at any address without a form.
    expect((await browserPost(`${site.url}/metrics`)).status).toBe(
      (await browserPost(`${site.url}/no-such-page`)).status,
    );
  });

  it("counts form submissions and refusals by form and reason, requests by route pattern, the page cache and the outbox", async () => {
    const before = (await readMetrics(site)).text;
    const stored = (form: string) =>
      figure(before, `kamba_form_submissions_total{form="${form}",outcome="stored"}`) ?? 0;
    await submitContact(site);
    await submitContact(site, { name: "Bruno Tavares", email: "bruno@example.ao" });
    const post = (fields: Record<string, string>) =>
      browserPost(`${site.url}/contact`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    expect((await post({ ...validForms.contact(), email: "not an address" })).status).toBe(400);
    expect((await post({ ...validForms.contact(), email: "x@example.ao", website_url: "spam" })).status).toBe(400);
    expect((await post({ ...validForms.contact(), submissionKey: "" })).status).toBe(400);
    const twice = validForms.contact();
    expect((await post(twice)).status).toBe(200);
    expect((await post(twice)).status).toBe(200);

    const jobId = await openJobId(site);
    expect((await fetch(`${site.url}/careers/${jobId}`)).status).toBe(200);
    // After a post the page cache keeps nothing until it has read the content version again (a query, slower
    // on a busy machine): a page asked for again meanwhile is rendered afresh, then served from memory.
    for (let turn = 0; turn < 50; turn++) {
      const page = await fetch(`${site.url}/services`);
      expect(page.status).toBe(200);
      if (page.headers.get("x-page-cache") === "hit") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Four e-mails per stored contact (notice, confirmation) wait, and their attempts fail.
    let text = "";
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      text = (await readMetrics(site)).text;
      if ((figure(text, `kamba_outbox_messages{state="failing"}`) ?? 0) >= 6) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(figure(text, `kamba_form_submissions_total{form="contact",outcome="stored"}`)).toBe(stored("contact") + 3);
    expect(figure(text, `kamba_form_submissions_total{form="contact",outcome="repeated"}`)).toBe(1);
    expect(figure(text, `kamba_form_submissions_total{form="contact",outcome="refused"}`)).toBe(3);
    expect(figure(text, `kamba_form_refusals_total{form="contact",reason="invalid"}`)).toBe(1);
    expect(figure(text, `kamba_form_refusals_total{form="contact",reason="honeypot"}`)).toBe(1);
    expect(figure(text, `kamba_form_refusals_total{form="contact",reason="stale-form"}`)).toBe(1);
    expect(figure(text, `kamba_outbox_messages{state="waiting"}`)).toBe(6);
    expect(figure(text, `kamba_outbox_messages{state="failing"}`)).toBe(6);
    expect(figure(text, "kamba_mail_failures_total")).toBeGreaterThanOrEqual(6);

    // Route patterns, never addresses: the job's id is in no label.
    expect(text).not.toContain(jobId);
    expect(
      figure(
        text,
        `kamba_http_request_duration_seconds_count{method="GET",route="/careers/:jobId",code="200",class="2xx"}`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      figure(text, `kamba_http_request_duration_seconds_count{method="POST",route="/contact",code="400",class="4xx"}`),
    ).toBe(3);
    expect(
      figure(
        text,
        `kamba_http_request_duration_seconds_bucket{method="POST",route="/contact",code="400",class="4xx",le="+Inf"}`,
      ),
    ).toBe(3);
    expect(figure(text, `kamba_page_cache_requests_total{result="hit"}`)).toBeGreaterThanOrEqual(1);
    expect(figure(text, `kamba_page_cache_requests_total{result="miss"}`)).toBeGreaterThanOrEqual(1);

    // The mail server is back: the outbox empties.
    await mail.resume();
    await mail.waitFor(6);
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      text = (await readMetrics(site)).text;
      if (figure(text, `kamba_outbox_messages{state="waiting"}`) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(figure(text, `kamba_outbox_messages{state="waiting"}`)).toBe(0);
    expect(figure(text, `kamba_outbox_messages{state="failing"}`)).toBe(0);

    // The PostgreSQL pool's connections; PGlite has no pool to measure.
    if (name === "PostgreSQL") {
      expect(figure(text, `kamba_database_pool_connections{state="total"}`)).toBeGreaterThanOrEqual(1);
      expect(figure(text, `kamba_database_pool_connections{state="waiting"}`)).toBe(0);
    } else {
      expect(text).not.toContain("kamba_database_pool_connections");
    }
  });

  it("refuses a page-speed beacon that is not exactly as expected, and stores nothing", async () => {
    const refusals: Array<[string, string, string?]> = [
      ["unknown metric", good({ FID: 20 })],
      ["no metric", good({})],
      ["NaN", '{"route":"/","language":"pt","metrics":{"LCP":NaN}}'],
      ["a string", '{"route":"/","language":"pt","metrics":{"LCP":"1200"}}'],
      ["negative", good({ LCP: -1 })],
      ["huge", good({ LCP: 1e9 })],
      ["huge CLS", good({ CLS: 11 })],
      ["unknown route", good({ LCP: 1200 }, "/nowhere")],
      ["an address, not its pattern", good({ LCP: 1200 }, "/careers/123e4567-e89b-12d3-a456-426614174000")],
      ["a query", good({ LCP: 1200 }, "/?lng=en")],
      ["the back-office", good({ LCP: 1200 }, "/admin")],
      ["unknown language", good({ LCP: 1200 }, "/", "es")],
      ["an extra field", JSON.stringify({ route: "/", language: "pt", metrics: { LCP: 1200 }, userAgent: "x" })],
      ["not JSON", "LCP=1200"],
      ["2 KB", JSON.stringify({ route: "/", language: "pt", metrics: { LCP: 1200 }, pad: "x".repeat(2048) })],
      ["a form's type", good({ LCP: 1200 }), "application/x-www-form-urlencoded"],
      ["no type", good({ LCP: 1200 }), ""],
    ];
    for (const [why, body, type] of refusals) {
      const response = await beacon(site, body, type);
      expect(response.status, why).toBe(400);
    }
    // Another site's page cannot send one.
    const forged = await fetch(`${site.url}/vitals`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example", "content-type": "text/plain" },
      body: good({ LCP: 1200 }),
    });
    expect(forged.status).toBe(403);
    expect((await fetch(`${site.url}/vitals`)).status).toBe(405);

    const dashboard = decodeHtml((await admin.request("/admin")).body);
    expect(dashboard).toContain('data-page-speed=""');
    expect(dashboard).not.toContain("data-route=");
  });

  it("adds good beacons to the day's counts and shows each page's 75th percentile against its target", async () => {
    // LCP: 1000, 1100, 1900, 3100 ms: the third of four is the 75th percentile, in the bucket up to 2000.
    // INP: 150, 180, 250, 600 ms: 250, above the 200 ms target. CLS 0.3 twice and 0.05: poor.
    const sent = [
      good({ LCP: 1000, INP: 150, CLS: 0.05, TTFB: 300 }),
      good({ LCP: 1100, INP: 180, CLS: 0.3 }, "/", "en"),
      good({ LCP: 1900, INP: 250, CLS: 0.3 }, "/", "fr"),
      good({ LCP: 3100, INP: 600 }),
      good({ LCP: 4200 }, "/careers/:jobId"),
    ];
    for (const body of sent) expect((await beacon(site, body)).status).toBe(204);
    expect((await beacon(site, good({ TTFB: 120.5 }, "/contact"), "application/json")).status).toBe(204);

    const page = (await admin.request("/admin")).body;
    const row = (route: string, days: number) => {
      const table = page.split(`data-days="${days}"`)[1]!.split("</table>")[0]!;
      return decodeHtml(table.split(`data-route="${route}"`)[1]!.split("</tr>")[0]!);
    };
    const cell = (route: string, metric: string, days = 7) =>
      row(route, days).split(`data-metric="${metric}"`)[1]!.split("</td>")[0]!;
    for (const days of [7, 28]) {
      expect(cell("/", "LCP", days)).toMatch(/data-p75="">2 s<.*data-verdict="good".*4 visitas/);
    }
    expect(cell("/", "INP")).toMatch(/data-p75="">250 ms<.*data-verdict="needs-improvement".*4 visitas/);
    expect(cell("/", "CLS")).toMatch(/data-p75="">0,3<.*data-verdict="poor".*3 visitas/);
    expect(cell("/", "TTFB")).toMatch(/data-p75="">300 ms<.*data-verdict="good".*1 visita</);
    expect(cell("/careers/:jobId", "LCP")).toMatch(/data-p75="">4,5 s<.*data-verdict="poor"/);
    expect(cell("/careers/:jobId", "INP")).toContain("sem medição");
    expect(cell("/contact", "TTFB")).toMatch(/data-p75="">150 ms<.*data-verdict="good"/);
  });

  it("counts a job application stored, as the other forms", async () => {
    await submitApplication(site, await openJobId(site), { name: "Carla Dias", email: "carla@example.ao" });
    const { text } = await readMetrics(site);
    expect(figure(text, `kamba_form_submissions_total{form="job-application",outcome="stored"}`)).toBe(1);
    expect(
      figure(
        text,
        `kamba_http_request_duration_seconds_count{method="POST",route="/careers/:jobId/apply",code="201",class="2xx"}`,
      ),
    ).toBe(1);
  });
});
