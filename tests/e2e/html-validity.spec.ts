import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { languages } from "~/i18n/languages";
import { expect, publicPages, test } from "./fixtures";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const hasJava = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
const noJava = "HTML validation skipped: no `java` on this machine (Debian: apt-get install -y default-jre).";

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

test("every public page in every language is valid HTML (W3C Nu checker)", async ({ request }) => {
  if (!hasJava) console.log(noJava);
  test.skip(!hasJava, noJava);
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(tmpdir(), "kamba-vnu-"));
  try {
    const careers = await (await request.get("/careers?lng=en")).text();
    const jobPath = /href="(\/careers\/[0-9a-f-]{36})/.exec(careers)?.[1];
    expect(jobPath, "a job offer linked from /careers").toBeDefined();
    const paths = [...publicPages.map((page) => page.path), jobPath!];
    for (const language of languages) {
      for (const [index, pagePath] of paths.entries()) {
        const response = await request.get(`${pagePath}?lng=${language}`);
        expect(response.status(), pagePath).toBe(200);
        await writeFile(
          path.join(folder, `${language}-${index}${pagePath.replaceAll("/", "_")}.html`),
          await response.text(),
        );
      }
    }
    // One Java start for every page: the checker prints its findings as JSON on stderr.
    const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", folder], { encoding: "utf8" });
    const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
    const errors = messages.map(
      (m) => `${path.basename(m.url)}:${m.lastLine ?? "?"} ${m.message} ${m.extract?.trim().slice(0, 120) ?? ""}`,
    );
    expect(errors, "HTML errors").toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
