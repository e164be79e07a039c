import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { isBuiltin } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { newsFields, newsForm, photo } from "../support/publishing-forms";
import { npmCommand, startSite, waitUntilReady } from "../support/site-process";
import { adminCreate, enrol, PASSWORD, signIn, StaffBrowser } from "../support/staff-browser";

/**
 * A server installs only the dependencies (`npm ci --omit=dev`) next to a build made elsewhere: every
 * package the site or a maintenance command imports while it runs must be a dependency, not a
 * devDependency (sharp was one, and the first news image failed on such an install).
 */
const manifest = JSON.parse(await readFile("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};
/** Imported only by `npm run dev` (server.js with NODE_ENV=development). */
const DEVELOPMENT_ONLY = new Set(["vite"]);
/** `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`: x a module name or a relative path. */
const IMPORT = /(?:\bfrom|\bimport\s*\(|\bimport)\s*(["'])((?:node:|\.{1,2}\/|@[\w.-]+\/)?[\w.-]+(?:\/[\w.@-]+)*)\1/g;

const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The packages `files` import, following their imports of the project's own files. */
async function packagesImportedBy(files: string[]): Promise<Map<string, string>> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = files.map((file) => path.resolve(file));
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, , specifier = ""] of (await readFile(file, "utf8")).matchAll(IMPORT)) {
      if (specifier.startsWith(".")) queue.push(path.resolve(path.dirname(file), specifier));
      else if (!isBuiltin(specifier)) packages.set(packageOf(specifier), path.relative(".", file));
    }
  }
  return packages;
}

/** What a production server runs: the site and the maintenance commands (`node scripts/….mjs`). */
const productionEntries = [
  "server.js",
  "build/server/index.js",
  "build/server/prepare-database.js",
  ...["db:prepare", "admin:create", "purge", "files:sweep", "backup", "restore", "db:move", "files:move"].map((name) =>
    manifest.scripts[name]!.replace(/^node /, ""),
  ),
];

describe("a production install (dependencies only)", () => {
  // The installed copy holds about 320 MB of packages.
  let project: string | undefined;
  afterAll(async () => {
    if (project) await rm(project, { recursive: true, force: true });
  });

  it("has every package the built site and the maintenance commands import at run time", async () => {
    expect(existsSync("build/server/index.js"), "run `npm run build` first").toBe(true);
    const imported = await packagesImportedBy(productionEntries);
    expect(imported.size).toBeGreaterThan(20);
    const missing = [...imported]
      .filter(([name]) => !(name in manifest.dependencies) && !DEVELOPMENT_ONLY.has(name))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });

  it(
    "installed with `npm ci --omit=dev`, starts with npm run serve and publishes a news image",
    { timeout: 300_000 },
    async () => {
      project = await mkdtemp(path.join(tmpdir(), "kamba-production-"));
      for (const entry of ["package.json", "package-lock.json", "server.js", "build", "drizzle", "scripts"]) {
        await cp(entry, path.join(project, entry), { recursive: true });
      }
      const [npm, ...npmArgs] = npmCommand();
      await promisify(execFile)(npm!, [...npmArgs, "ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], {
        cwd: project,
        timeout: 240_000,
      });
      // Really without the development tools (some, vite among them, come as better-auth's peers).
      expect(existsSync(path.join(project, "node_modules/@react-router/dev"))).toBe(false);
      expect(existsSync(path.join(project, "node_modules/eslint"))).toBe(false);

      await wipePostgres(testDatabaseUrl());
      const env = {
        DATABASE_URL: testDatabaseUrl(),
        DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-production-data-")),
      };
      const site = await startSite(env, { cwd: project, serve: true });
      try {
        await waitUntilReady(site);
        const created = await adminCreate(
          { ...env, PORT: new URL(site.url).port },
          "chefe@kamba.ao",
          PASSWORD,
          project,
        );
        expect(created.ok, created.output).toBe(true);
        const admin = new StaffBrowser(site);
        await signIn(admin, "chefe@kamba.ao");
        await enrol(admin);
        const saved = await admin.upload(
          "/admin/news/new",
          newsForm(newsFields("produção"), {
            bytes: await photo(1600, 1200),
            name: "benguela.jpg",
            type: "image/jpeg",
          }),
        );
        expect(saved.status, saved.body.slice(0, 300)).toBe(302);
        const home = await (await fetch(`${site.url}/`)).text();
        const image = /\/media\/news\/[0-9a-f-]{36}-800\.avif/.exec(home)?.[0];
        expect(image).toBeTruthy();
        const served = await fetch(`${site.url}${image}`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/avif");
      } finally {
        site.child.kill("SIGTERM");
        await site.exited;
      }
    },
  );
});
