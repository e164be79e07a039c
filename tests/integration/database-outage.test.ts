import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startThrowawayPostgres } from "../../scripts/throwaway-postgres.mjs";
import { formNames, startTraffic, type FormName, type Traffic } from "../support/form-traffic";
import { TestMailServer } from "../support/mail-server";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { adminCreate, enrol, PASSWORD, signIn, StaffBrowser } from "../support/staff-browser";
import { openJobId } from "../support/submissions";

/**
 * The site on a PostgreSQL server of its own (the other files share theirs, which must not stop),
 * while visitors send every public form, a member of staff reads the inboxes, the e-mail sender
 * works through the outbox and the page cache reads the content version each second. The database
 * goes away under all of that: the same process must carry on, answer as ADR 022 says, keep every
 * submission it acknowledged exactly once and no file without its record, and be ready again within
 * 10 s of the database's return, by itself (ADR 036).
 */
const tables: Record<FormName, string> = {
  contact: "contact_messages",
  driver: "driver_applications",
  proposal: "business_proposals",
  application: "job_applications",
};
const READY_WITHIN_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the site through a database outage", () => {
  let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  let mail: TestMailServer;
  let site: SiteProcess;
  let pid: number | undefined;
  let uploads: string;
  let staff: StaffBrowser;
  let jobId: string;

  const query = async <Row>(text: string, values: unknown[] = [], database = postgres.url) => {
    const client = new pg.Client({ connectionString: database });
    client.on("error", () => {});
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    postgres = await startThrowawayPostgres({ database: "kamba_outage" });
    mail = await TestMailServer.start();
    const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-outage-"));
    uploads = path.join(dataDir, "uploads");
    const env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: "100000",
      FORM_BURST_LIMIT: "100000",
      MAIL_POLL_SECONDS: "0.2",
      MAIL_RETRY_SECONDS: "0.5",
      ...mail.env,
    };
    site = await startSite(env);
    await waitUntilReady(site);
    pid = site.child.pid;
    const created = await adminCreate({ ...env, PORT: new URL(site.url).port }, "chefe@kamba.ao", PASSWORD);
    expect(created.ok, created.output).toBe(true);
    staff = new StaffBrowser(site);
    await signIn(staff, "chefe@kamba.ao");
    await enrol(staff);
    jobId = await openJobId(site);
  });

  afterAll(async () => {
    site?.child.kill("SIGTERM");
    await site?.exited;
    await mail?.stop();
    await postgres?.remove();
  });

  /** Milliseconds until /readyz answers 200, polled every 100 ms (fails after `limitMs`). */
  async function timeToReady(limitMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      const status = await fetch(`${site.url}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return Date.now() - started;
      await sleep(100);
    }
    throw new Error(`/readyz not 200 within ${limitMs} ms of the database's return`);
  }

  /** Runs the traffic around `outage` (which resolves when the database is back); what it saw. */
  async function throughOutage(outage: () => Promise<void>) {
    const traffic = startTraffic(site, jobId, async (pathname) => (await staff.fetch(pathname)).status);
    await sleep(1500);
    await outage();
    const readyMs = await timeToReady(READY_WITHIN_MS * 3);
    await sleep(1500);
    await traffic.stop();
    return { traffic, readyMs };
  }

  /** Everything a visitor was told is stored is there once; no file lacks its record, nor a record its files. */
  async function expectEverythingKept(traffic: Traffic) {
    expect(traffic.unexpected).toEqual([]);
    expect(site.child.exitCode).toBeNull();
    expect(site.child.pid).toBe(pid);
    expect(site.output()).not.toContain("Unhandled 'error' event");
    const stored: Record<string, number> = {};
    for (const form of formNames) {
      const acknowledged = traffic.acknowledged[form];
      expect(acknowledged.length, `${form}: nothing acknowledged`).toBeGreaterThan(0);
      const rows = await query<{ submission_key: string; reference: string }>(
        `select submission_key, reference from ${tables[form]} where submission_key = any($1)`,
        [traffic.sent[form]],
      );
      stored[form] = rows.length;
      // Sent again until taken, every submission was acknowledged once it was back: stored once, as told.
      expect(new Map(rows.map((row) => [row.submission_key, row.reference])), form).toEqual(
        new Map(acknowledged.map(({ key, reference }) => [key, reference])),
      );
      expect(rows.length, form).toBe(traffic.sent[form].length);
    }
    const files = await readdir(uploads, { recursive: true, withFileTypes: true });
    const onDisk = files
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)))
      .sort();
    const referenced = await query<{ key: string }>(
      "select cv_key as key from job_applications union all select id_card_key from job_applications",
    );
    expect(onDisk).toEqual(referenced.map(({ key }) => key).sort());
    return stored;
  }

  /** The background work came back too: the outbox empties and a published change reaches the page cache. */
  async function expectBackgroundWorkBack() {
    const deadline = Date.now() + 20_000;
    let unsent = -1;
    while (Date.now() < deadline) {
      unsent = Number((await query<{ n: string }>("select count(*) as n from outbox where sent_at is null"))[0]?.n);
      if (unsent === 0) break;
      await sleep(200);
    }
    expect(unsent, "e-mails left in the outbox").toBe(0);
    const delivered = mail.received.map((message) => message.messageId);
    expect(delivered.length - new Set(delivered).size, "e-mails delivered twice").toBe(0);
    expect((await fetch(`${site.url}/services`)).headers.get("x-page-cache")).toBeTruthy();
    expect((await fetch(`${site.url}/services`)).headers.get("x-page-cache")).toBe("hit");
    // As another process publishing would: only the content version in the database says so.
    await query(
      `insert into site_settings (key, value) values ('content-version', to_jsonb(gen_random_uuid()::text))
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
    );
    await sleep(2500);
    expect((await fetch(`${site.url}/services`)).headers.get("x-page-cache")).toBe("miss");
    expect((await staff.fetch("/admin")).status).toBe(200);
  }

  function report(name: string, traffic: Traffic, stored: Record<string, number>, readyMs: number) {
    const acknowledged = formNames.map((form) => `${form} ${traffic.acknowledged[form].length}`).join(", ");
    const stores = formNames.map((form) => `${form} ${stored[form]}`).join(", ");
    console.log(
      `${name}: acknowledged ${acknowledged}; stored ${stores}; ready ${(readyMs / 1000).toFixed(1)} s after the ` +
        `return; answers ${JSON.stringify(traffic.statuses)}`,
    );
  }

  it(
    "carries on through a restart of the PostgreSQL server and is ready again within 10 s of its return",
    { timeout: 120_000 },
    async () => {
      let notReadyWhileAway = 0;
      const { traffic, readyMs } = await throughOutage(async () => {
        await postgres.stopServer();
        await sleep(1000);
        notReadyWhileAway = await fetch(`${site.url}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
        await sleep(2000);
        await postgres.startServer();
      });
      expect(notReadyWhileAway).toBe(503);
      expect(readyMs).toBeLessThan(READY_WITHIN_MS);
      const stored = await expectEverythingKept(traffic);
      for (const form of formNames) expect(traffic.statuses[form]?.["503"], form).toBeGreaterThan(0);
      await expectBackgroundWorkBack();
      report("PostgreSQL restart", traffic, stored, readyMs);
    },
  );

  it(
    "carries on when every connection to its database is dropped (pg_terminate_backend), three times",
    { timeout: 120_000 },
    async () => {
      const { traffic, readyMs } = await throughOutage(async () => {
        const admin = postgres.url.replace(/\/kamba_outage$/, "/postgres");
        for (let drop = 0; drop < 3; drop++) {
          const [{ dropped } = { dropped: 0 }] = await query<{ dropped: number }>(
            `select count(pg_terminate_backend(pid))::int as dropped from pg_stat_activity
           where datname = 'kamba_outage' and pid <> pg_backend_pid()`,
            [],
            admin,
          );
          expect(dropped).toBeGreaterThan(0);
          await sleep(700);
        }
      });
      expect(readyMs).toBeLessThan(READY_WITHIN_MS);
      const stored = await expectEverythingKept(traffic);
      await expectBackgroundWorkBack();
      report("connections dropped", traffic, stored, readyMs);
    },
  );
});
