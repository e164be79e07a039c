import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { startFauxqs } from "fauxqs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startTraffic } from "../support/form-traffic";
import { TestMailServer } from "../support/mail-server";
import { startNginx, type Nginx } from "../support/nginx";
import { idAfter, offerFields } from "../support/publishing-forms";
import { freePort, startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { adminCreate, enrol, PASSWORD, signIn, StaffBrowser } from "../support/staff-browser";
import { openJobId } from "../support/submissions";

const bucket = "kamba-cluster";
const credentials = { accessKeyId: "test-key", secretAccessKey: "test-secret" };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const formTables = {
  contact: "contact_messages",
  driver: "driver_applications",
  proposal: "business_proposals",
  application: "job_applications",
} as const;

/**
 * The set-up of docs/deployment.md, "Several processes": three site processes on one PostgreSQL and one
 * S3-compatible bucket, behind nginx (TRUST_PROXY on), one killed while visitors and staff use the site.
 */
describe("three processes behind nginx, on one PostgreSQL and one bucket", () => {
  let s3: Awaited<ReturnType<typeof startFauxqs>>;
  let mail: TestMailServer;
  let sites: SiteProcess[];
  let nginx: Nginx;
  let admin: StaffBrowser;
  let database: pg.Client;

  beforeAll(async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    s3 = await startFauxqs({ port: await freePort(), host: "127.0.0.1", logger: false });
    const client = new S3Client({ endpoint: s3.address, region: "us-east-1", forcePathStyle: true, credentials });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    mail = await TestMailServer.start();
    const ports = [await freePort(), await freePort(), await freePort()];
    const nginxPort = await freePort();
    const env = (port: number) => ({
      DATABASE_URL: url,
      DATA_DIR: "",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      TRUST_PROXY: "true",
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.address,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      ...mail.env,
      MAIL_POLL_SECONDS: "0.2",
      // What the killed process had claimed goes to another one after 5 s rather than 2 minutes.
      MAIL_LEASE_SECONDS: "5",
      // Visitors here share one address (the test's): only capacity may limit them; tracking misses stay limited.
      FORM_RATE_LIMIT: "1000000",
      FORM_BURST_LIMIT: "1000000",
    });
    const start = async (port: number) => {
      const site = await startSite({ ...env(port), DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-cluster-")) });
      await waitUntilReady(site);
      return site;
    };
    // The first applies the migrations; the others start together.
    const first = await start(ports[0]!);
    sites = [first, ...(await Promise.all(ports.slice(1).map(start)))];
    nginx = await startNginx(
      sites.map((site) => site.url),
      nginxPort,
    );
    expect((await adminCreate({ ...env(ports[0]!), DATA_DIR: tmpdir() }, "chefe@kamba.ao", PASSWORD)).ok).toBe(true);
    admin = new StaffBrowser({ url: nginx.url } as SiteProcess);
    await signIn(admin, "chefe@kamba.ao");
    await enrol(admin).catch((error: Error) => {
      // Which process refused the code, and better-auth's reason, from the processes' own logs.
      const staffLines = sites.flatMap((site) => site.output().split("\n")).filter((line) => line.includes("staff-"));
      throw new Error(`${error.message}\n${staffLines.join("\n")}`);
    });
    database = new pg.Client({ connectionString: url });
    await database.connect();
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const site of sites ?? []) if (site.child.exitCode === null) site.child.kill("SIGTERM");
    await Promise.all((sites ?? []).map((site) => site.exited));
    await database?.end();
    await mail?.stop();
    await s3?.stop();
  });

  it("every form and the staff's pages through nginx while a process is killed: nothing acknowledged is lost or stored twice, each e-mail sent once", async () => {
    const site = { url: nginx.url } as SiteProcess;
    const traffic = startTraffic(site, await openJobId(site), async (address) => (await admin.fetch(address)).status);
    await pause(4000);
    const staffPagesBeforeTheKill = traffic.statuses.staff?.["200"] ?? 0;
    sites[1]!.child.kill("SIGKILL");
    await pause(4000);
    await traffic.stop();

    // A request whose answer the killed process had begun to send cannot be passed to another one: that
    // visitor gets no answer, once at most, and their page sends the same submission again (stored once,
    // below). Every other request went to another process: nobody else saw the process go.
    const cut = (line: string) => / no answer /.test(line);
    expect(traffic.unexpected.filter((line) => !cut(line))).toEqual([]);
    for (const [who, counts] of Object.entries(traffic.statuses)) {
      expect(counts["no answer"] ?? 0, who).toBeLessThanOrEqual(1);
      expect(
        Object.keys(counts).filter((status) => !["200", "201", "no answer"].includes(status)),
        who,
      ).toEqual([]);
    }
    let acknowledged = 0;
    for (const [form, table] of Object.entries(formTables)) {
      const answers = traffic.acknowledged[form as keyof typeof formTables];
      expect(answers.length, form).toBeGreaterThan(0);
      acknowledged += answers.length;
      const stored = await database.query<{ reference: string }>(`select reference from ${table}`);
      // Each acknowledged submission once; nothing else (each sent one was sent until it was taken).
      expect(stored.rows.map((row) => row.reference).sort(), form).toEqual(
        answers.map((answer) => answer.reference).sort(),
      );
    }
    // The staff's session held on whichever process answered, before and after the kill (however few pages a
    // slow machine served in those seconds).
    expect(staffPagesBeforeTheKill).toBeGreaterThan(0);
    expect(traffic.statuses.staff?.["200"]).toBeGreaterThan(staffPagesBeforeTheKill);
    expect((await admin.request("/admin")).status).toBe(200);

    // Each submission's notice (and the visitors' confirmations) went out once, whichever process sent it.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await database.query<{ waiting: number }>(
        "select count(*)::int as waiting from outbox where sent_at is null",
      );
      if (rows[0]!.waiting === 0) break;
      if (Date.now() > deadline) throw new Error(`${rows[0]!.waiting} e-mails still waiting`);
      await pause(200);
    }
    const outbox = await database.query<{ message_id: string }>("select message_id from outbox");
    expect(outbox.rows.length).toBeGreaterThanOrEqual(acknowledged);
    await mail.waitFor(outbox.rows.length);
    const ids = mail.received.map((message) => message.messageId);
    // Every message arrived. A message the killed process had handed to the mail server but not yet marked
    // sent goes again once its lease ends, with the same Message-ID (receiving servers see one message): at
    // most the batch that process held; every other message arrived exactly once.
    expect(new Set(ids)).toEqual(new Set(outbox.rows.map((row) => row.message_id)));
    const again = ids.length - new Set(ids).size;
    expect(again).toBeLessThanOrEqual(10);
    console.log(
      `cluster: ${acknowledged} submissions acknowledged and stored once; ${outbox.rows.length} e-mails, ${again} of them sent a second time (same Message-ID) after the kill; one process of three killed`,
    );
  }, 120_000);

  it("what an admin publishes through one process, the other processes' page caches forget within a second", async () => {
    const alive = sites.filter((site) => site.child.exitCode === null && site.child.signalCode === null);
    expect(alive).toHaveLength(2);
    for (const site of alive) {
      await fetch(`${site.url}/careers`);
      expect((await fetch(`${site.url}/careers`)).headers.get("x-page-cache")).toBe("hit");
    }
    const unique = crypto.randomUUID().slice(0, 6);
    const saved = await admin.request("/admin/jobs/new", { ...offerFields(unique), intent: "save-open" });
    expect(idAfter(saved.location, "jobs")).not.toBe("");
    const published = Date.now();
    const seenAfter: number[] = [];
    for (const site of alive) {
      for (;;) {
        if ((await (await fetch(`${site.url}/careers`)).text()).includes(`Motorista de entregas ${unique}`)) break;
        if (Date.now() - published > 5000) throw new Error(`${site.url} still shows the old job board`);
        await pause(50);
      }
      seenAfter.push(Date.now() - published);
    }
    console.log(`cluster: the new offer on every process after ${Math.max(...seenAfter)} ms`);
    expect(Math.max(...seenAfter)).toBeLessThanOrEqual(1500);
  });

  it("a rate limit holds across processes: tracking numbers not found from one address, whichever process answers", async () => {
    const alive = sites.filter((site) => site.child.exitCode === null && site.child.signalCode === null);
    const lookup = (turn: number) =>
      fetch(`${alive[turn % alive.length]!.url}/track?number=KX-${String(1000 + turn)}-ZZZZ`);
    for (let turn = 0; turn < 30; turn++) expect((await lookup(turn)).status, `lookup ${turn}`).toBe(404);
    for (let turn = 30; turn < 34; turn++) expect((await lookup(turn)).status, `lookup ${turn}`).toBe(429);
  });
});
