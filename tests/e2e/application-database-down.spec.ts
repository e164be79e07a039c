import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { APPLICANT, fillApplication, sendApplication } from "./application-steps";
import { expect, test, texts, labelStartingWith } from "./fixtures";

/** A site with the demo jobs on PostgreSQL behind a relay this test cuts, and its upload folder in sight. */
const withSite = test.extend<object, { awaySite: { site: SiteProcess; proxy: TcpProxy; dataDir: string } }>({
  awaySite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const url = new URL(testDatabaseUrl());
      await wipePostgres(url.toString());
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const viaProxy = new URL(url);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-e2e-away-"));
      const site = await startSite({ DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir, LOG_LEVEL: "fatal" });
      await waitUntilReady(site);
      await use({ site, proxy, dataDir });
      site.child.kill("SIGTERM");
      await site.exited;
      await proxy.close();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

async function uploadedFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, "uploads"), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

withSite(
  "a job application sent while the database is down: the retry message, every field kept, no file left",
  async ({ page, awaySite, consoleWatch }) => {
    const { site, proxy, dataDir } = awaySite;
    const m = texts.fr;
    await page.goto(`${site.url}/careers?lng=fr`);
    await page.getByRole("list", { name: m.jobBoard.title }).getByRole("link").first().click();
    await page.waitForURL(/\/careers\/[0-9a-f-]{36}/);
    const jobPath = new URL(page.url()).pathname;
    await page.getByRole("button", { name: m.jobBoard.applyNow }).click();
    const form = page.locator("#apply");
    await fillApplication(form, m, "ana@example.ao", 200_000);

    await proxy.stop();
    try {
      consoleWatch.expectErrorStatus(`${jobPath}/apply`, 503);
      await sendApplication(page, form, m);
      const failure = page.getByRole("alertdialog", { name: m.jobApplication.errorTitle });
      await expect(failure).toContainText(m.forms.errors.unavailable);
      await failure.getByRole("button", { name: m.jobApplication.ok }).click();
      // Nothing typed or chosen is lost, and nothing was kept on the server.
      await expect(form.getByLabel(m.apply.form.name)).toHaveValue(APPLICANT.name);
      await expect(form.getByLabel(m.apply.form.motivation)).toHaveValue(APPLICANT.motivation);
      expect(
        await form
          .getByLabel(labelStartingWith(m.apply.form.cv))
          .evaluate((input: HTMLInputElement) => input.files?.length),
      ).toBe(1);
      expect(await uploadedFiles(dataDir)).toEqual([]);
    } finally {
      await proxy.start();
    }
  },
);
