import { existsSync } from "node:fs";
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { listOffersForStaff } from "~/modules/careers/job-offer-editor.server";
import { runCommand } from "../support/commands";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { openJobId, submitApplication, submitContact, submitDelivery, submitDriver } from "../support/submissions";

async function filesUnder(dataDir: string) {
  const root = path.join(dataDir, "uploads");
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("personal data kept no longer than its retention period (PostgreSQL)", () => {
  let site: SiteProcess;
  let database: pg.Client;
  let dataDir: string;
  const url = testDatabaseUrl();

  beforeAll(async () => {
    await wipePostgres(url);
    dataDir = await mkdtemp(path.join(tmpdir(), "kamba-retention-"));
    site = await startSite({ DATABASE_URL: url, DATA_DIR: dataDir, RETAIN_ID_CARD_DAYS: "60" });
    await waitUntilReady(site);
    database = new pg.Client({ connectionString: url });
    await database.connect();
  });

  afterAll(async () => {
    await database.end();
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("states the durations of the settings on the privacy page, in every language", async () => {
    // What the visitor reads: the page's text, its apostrophes written as HTML writes them.
    const privacy = async (language: string) =>
      (await (await fetch(`${site.url}/privacy?lng=${language}`)).text()).replaceAll("&#x27;", "'");
    const pt = await privacy("pt");
    expect(pt).toContain("O documento de identificação é apagado 60 dias após a decisão.");
    expect(pt).toContain("24 meses após a receção; depois é apagado.");
    const en = await privacy("en");
    expect(en).toContain("Your identity document is deleted 60 days after the decision.");
    const fr = await privacy("fr");
    expect(fr).toContain("12 mois après la décision si l'inscription n'aboutit pas");
    expect(en).toContain("the driver's positions 30 days after the delivery ends.");
  });

  it("deletes ID cards, rejected applications and old submissions with their files; a dry run only lists them", async () => {
    const jobId = await openJobId(site);
    const accepted = await submitApplication(site, jobId, { name: "Aceite Silva", email: "aceite@example.ao" });
    const rejected = await submitApplication(site, jobId, { name: "Recusada Costa", email: "recusada@example.ao" });
    const oldMessage = await submitContact(site, { email: "antigo@example.ao" });
    const recentMessage = await submitContact(site, { email: "recente@example.ao" });
    const recentRejection = await submitDriver(site);
    // What the back-office's list of job offers counts for the offer (the real rows, not a counter).
    const applicationsOf = async (id: string) => {
      const handle = await openDatabase({ databaseUrl: url, dataDir: "" });
      try {
        return (await listOffersForStaff(handle.db)).find((offer) => offer.id === id)?.applications;
      } finally {
        await handle.close();
      }
    };
    expect(await applicationsOf(jobId)).toBe(2);
    const filesBefore = await filesUnder(dataDir);
    expect(filesBefore).toHaveLength(4);
    const set = (table: string, assignments: string, reference: string) =>
      database.query(`update ${table} set ${assignments} where reference = $1`, [reference]);
    await set("job_applications", "status = 'accepted', decided_at = now() - interval '61 days'", accepted);
    await set("job_applications", "status = 'rejected', decided_at = now() - interval '13 months'", rejected);
    await set("contact_messages", "created_at = now() - interval '25 months'", oldMessage);
    await set("driver_applications", "status = 'rejected', decided_at = now() - interval '11 months'", recentRejection);

    const env = { DATABASE_URL: url, DATA_DIR: dataDir, RETAIN_ID_CARD_DAYS: "60" };
    const preview = await runCommand("purge.mjs", env, ["--dry-run"]);
    expect(preview).toContain(
      "would delete 1 ID cards, 1 rejected applications, 1 submissions past their time, 0 driver positions",
    );
    expect(preview).toMatch(new RegExp(`${accepted}\\s+applications\\s+id-card`));
    expect(preview).toMatch(new RegExp(`${rejected}\\s+applications\\s+rejected`));
    expect(preview).toMatch(new RegExp(`${oldMessage}\\s+messages\\s+expired`));
    expect(preview).not.toContain("@");
    expect(await filesUnder(dataDir)).toEqual(filesBefore);

    const purged = await runCommand("purge.mjs", env);
    expect(purged).toContain(
      "deleted 1 ID cards, 1 rejected applications, 1 submissions past their time, 0 driver positions",
    );
    const { rows: applications } = await database.query<{
      reference: string;
      id_card_key: string | null;
      cv_key: string;
    }>("select reference, id_card_key, cv_key from job_applications");
    expect(applications).toEqual([expect.objectContaining({ reference: accepted, id_card_key: null })]);
    expect(await applicationsOf(jobId)).toBe(1);
    expect(await filesUnder(dataDir)).toEqual([applications[0]!.cv_key]);
    const { rows: contacts } = await database.query<{ reference: string }>("select reference from contact_messages");
    expect(contacts.map((row) => row.reference)).toEqual([recentMessage]);
    expect(
      (await database.query("select 1 from driver_applications where reference = $1", [recentRejection])).rowCount,
    ).toBe(1);
    const { rows: history } = await database.query<{ staff_name: string; detail: Record<string, string> }>(
      "select staff_name, detail from record_history where action = 'erasure' order by id",
    );
    expect(history.map((line) => line.detail)).toEqual([
      { reason: "retention", reference: accepted, file: "id-card" },
      { reason: "retention", reference: rejected },
      { reason: "retention", reference: oldMessage },
    ]);
    expect(history.every((line) => line.staff_name === "")).toBe(true);
    const { rows: mail } = await database.query(
      "select 1 from outbox where recipient in ('recusada@example.ao', 'antigo@example.ao')",
    );
    expect(mail).toHaveLength(0);
  });

  it("keeps a driver's positions while the delivery runs and RETAIN_POSITIONS_DAYS after it ends, then deletes them", async () => {
    const ended = await submitDelivery(site);
    const endedLongAgo = await submitDelivery(site);
    const running = await submitDelivery(site);
    const ids = new Map<string, number>();
    for (const reference of [ended, endedLongAgo, running]) {
      const { rows } = await database.query<{ id: number }>("select id from delivery_requests where reference = $1", [
        reference,
      ]);
      ids.set(reference, rows[0]!.id);
      await database.query(
        "insert into delivery_positions (delivery_id, latitude, longitude, recorded_at) values ($1, -8.9, 13.2, now() - interval '40 days'), ($1, -8.91, 13.21, now() - interval '39 days')",
        [rows[0]!.id],
      );
    }
    await database.query(
      "update delivery_requests set status = 'delivered', delivered_at = now() - interval '29 days', received_by = 'Carlos' where reference = $1",
      [ended],
    );
    await database.query(
      "update delivery_requests set status = 'cancelled', cancelled_at = now() - interval '31 days', cancel_reason = 'Cliente ausente' where reference = $1",
      [endedLongAgo],
    );
    const env = { DATABASE_URL: url, DATA_DIR: dataDir };
    expect(await runCommand("purge.mjs", env, ["--dry-run"])).toContain("would delete 0 ID cards");
    expect(await runCommand("purge.mjs", env)).toContain("2 driver positions of deliveries ended long enough ago");
    const { rows } = await database.query<{ delivery_id: number; count: number }>(
      "select delivery_id, count(*)::int as count from delivery_positions group by delivery_id order by delivery_id",
    );
    expect(rows).toEqual([
      { delivery_id: ids.get(ended), count: 2 },
      { delivery_id: ids.get(running), count: 2 },
    ]);
    // The deliveries themselves stay: their time is RETAIN_SUBMISSIONS_MONTHS.
    expect((await database.query("select 1 from delivery_requests")).rowCount).toBe(3);
  });
});

describe("the purge command beside a site on the embedded database", () => {
  it("goes through the running site and previews what a later date would delete", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-retention-pglite-"));
    const site = await startSite({ DATA_DIR: dataDir });
    try {
      await waitUntilReady(site);
      const reference = await submitContact(site);
      const env = { DATA_DIR: dataDir, PORT: new URL(site.url).port };
      const later = await runCommand("purge.mjs", env, ["--dry-run", "--as-of", "2030-01-01"]);
      expect(later).toContain("Retention purge as of 2030-01-01 (through the running site): would delete 0 ID cards");
      expect(later).toMatch(new RegExp(`${reference}\\s+messages\\s+expired`));
      const now = await runCommand("purge.mjs", env);
      expect(now).toContain("(through the running site): deleted 0 ID cards, 0 rejected applications, 0 submissions");
      await expect(runCommand("purge.mjs", env, ["--as-of", "2030-01-01"])).rejects.toThrow();
    } finally {
      site.child.kill("SIGTERM");
      await site.exited;
    }
  });
});

describe("the purge command's --as-of", () => {
  /** How the command ended: its exit status and what it said. */
  async function purge(args: string[], env: Record<string, string>) {
    try {
      return { code: 0, stdout: await runCommand("purge.mjs", env, args), stderr: "" };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  }

  it("refuses a day it cannot read, saying how to write one, before it opens any database", async () => {
    // A data folder that does not exist: a command that went on would create it.
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "kamba-purge-as-of-")), "never-created");
    for (const unreadable of [
      "tomorrow",
      "2027-02-30",
      "2027-13-01",
      "27-06-01",
      "2027-6-1",
      "01/06/2027",
      "2027-06-01T00:00:00Z",
      "2027-06-01; drop table contact_messages",
      " 2027-06-01",
      "",
      "٢٠٢٧-٠٦-٠١",
    ]) {
      const ended = await purge(["--dry-run", "--as-of", unreadable], { DATA_DIR: dataDir });
      expect(ended.code, unreadable).toBe(2);
      expect(ended.stderr).toContain(
        `--as-of takes a day written YYYY-MM-DD, such as 2027-06-01; ${JSON.stringify(unreadable)} is not one.`,
      );
      expect(ended.stdout).not.toContain("Retention purge");
    }
    const missing = await purge(["--dry-run", "--as-of"], { DATA_DIR: dataDir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Usage: npm run purge [-- --dry-run [--as-of YYYY-MM-DD]]");
    expect(existsSync(dataDir)).toBe(false);
  });

  it("reads a day that exists, a leap day included", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-purge-leap-"));
    const ended = await purge(["--dry-run", "--as-of", "2028-02-29"], { DATA_DIR: dataDir });
    expect(ended).toMatchObject({ code: 0 });
    expect(ended.stdout).toContain(
      "Retention purge as of 2028-02-29 (on the database and file store): would delete 0 ID cards",
    );
  });
});
