import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { openDatabase, pgliteFolder, type DatabaseHandle, type DatabaseSettings } from "./client.server";

/**
 * An empty embedded database made at build time, which a new data folder starts as a copy of (ADR 065).
 * PGlite creates a database by running `initdb` as a second WebAssembly instance: about 500 MB more for
 * 2 s, which the site's first start no longer pays. The template is named after the PGlite version that
 * made it: a template made by another one is ignored, and PGlite runs `initdb` itself as before.
 */
const templateFolder = (root: string) => path.join(root, "build/pglite-template");
const versionFile = "pglite-version";

async function installedPgliteVersion(root: string): Promise<string> {
  const manifest = path.join(root, "node_modules/@electric-sql/pglite/package.json");
  return (JSON.parse(await readFile(manifest, "utf8")) as { version: string }).version;
}

/** `npm run build`'s last step: build/pglite-template/ holds what `initdb` wrote, and nothing else. */
export async function makeDatabaseTemplate(root: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const template = templateFolder(root);
  const making = `${template}.making-${String(process.pid)}`;
  await rm(making, { recursive: true, force: true });
  await mkdir(making, { recursive: true });
  await (await PGlite.create(path.join(making, "pgdata"))).close();
  await writeFile(path.join(making, versionFile), `${await installedPgliteVersion(root)}\n`);
  await rm(template, { recursive: true, force: true });
  await rename(making, template);
}

/**
 * A database folder that does not exist yet, or is empty, becomes a copy of the template; true when it did.
 * The copy is made beside it and renamed into place, so an interrupted one never looks like a database.
 */
export async function copyDatabaseTemplate(root: string, folder: string): Promise<boolean> {
  const template = templateFolder(root);
  const [madeBy, installed, present] = await Promise.all([
    readFile(path.join(template, versionFile), "utf8").catch(() => ""),
    installedPgliteVersion(root).catch(() => "unknown"),
    readdir(folder).catch(() => []),
  ]);
  if (present.length > 0 || madeBy.trim() !== installed) return false;
  const copying = `${folder}.copying-${String(process.pid)}`;
  await rm(copying, { recursive: true, force: true });
  await cp(path.join(template, "pgdata"), copying, { recursive: true });
  await rm(folder, { recursive: true, force: true });
  await rename(copying, folder);
  return true;
}

/**
 * The database opened and migrated, `work` done on it, then closed whatever happens: for the commands and the
 * preparation's child, not the site. A new embedded data folder first becomes a copy of the template.
 */
export async function withMigratedDatabase<T>(
  settings: DatabaseSettings,
  root: string,
  work: (database: DatabaseHandle, started: { fromTemplate: boolean }) => Promise<T>,
): Promise<T> {
  const fromTemplate = !settings.databaseUrl && (await copyDatabaseTemplate(root, pgliteFolder(settings.dataDir)));
  const database = await openDatabase(settings);
  try {
    await database.migrate(path.join(root, "drizzle"));
    return await work(database, { fromTemplate });
  } finally {
    await database.close();
  }
}
