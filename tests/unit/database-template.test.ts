import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { copyDatabaseTemplate } from "~/db/database-template.server";

/**
 * A new data folder starts as a copy of the build's empty database (ADR 065); anything else keeps what it
 * holds. Real folders on disk: a project root with a template and an installed PGlite manifest.
 */
let root: string;
let folder: string;

async function projectWith({
  templateVersion,
  installedVersion,
}: {
  templateVersion?: string;
  installedVersion: string;
}) {
  root = await mkdtemp(path.join(tmpdir(), "kamba-template-"));
  folder = path.join(root, "data", "pglite");
  await mkdir(path.join(root, "node_modules/@electric-sql/pglite"), { recursive: true });
  await writeFile(
    path.join(root, "node_modules/@electric-sql/pglite/package.json"),
    JSON.stringify({ version: installedVersion }),
  );
  if (templateVersion === undefined) return;
  await mkdir(path.join(root, "build/pglite-template/pgdata/base"), { recursive: true });
  await writeFile(path.join(root, "build/pglite-template/pgdata/PG_VERSION"), "17\n");
  await writeFile(path.join(root, "build/pglite-template/pgdata/base/1"), "catalog");
  await writeFile(path.join(root, "build/pglite-template/pglite-version"), `${templateVersion}\n`);
}

describe("a new embedded database from the build's template", () => {
  beforeEach(async () => projectWith({ templateVersion: "0.5.16", installedVersion: "0.5.16" }));

  it("copies the template into a data folder that has no database yet, whole", async () => {
    expect(await copyDatabaseTemplate(root, folder)).toBe(true);
    expect(await readFile(path.join(folder, "PG_VERSION"), "utf8")).toBe("17\n");
    expect(await readFile(path.join(folder, "base/1"), "utf8")).toBe("catalog");
    // Nothing half-made is left beside it.
    expect(await readdir(path.dirname(folder))).toEqual(["pglite"]);
  });

  it("copies it into an empty folder too (one an earlier start created and left)", async () => {
    await mkdir(folder, { recursive: true });
    expect(await copyDatabaseTemplate(root, folder)).toBe(true);
    expect(await readFile(path.join(folder, "PG_VERSION"), "utf8")).toBe("17\n");
  });

  it("never touches a folder that holds anything", async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "PG_VERSION"), "16\n");
    expect(await copyDatabaseTemplate(root, folder)).toBe(false);
    expect(await readdir(folder)).toEqual(["PG_VERSION"]);
    expect(await readFile(path.join(folder, "PG_VERSION"), "utf8")).toBe("16\n");
  });

  it("ignores a template made by another PGlite version, and a build without one", async () => {
    await projectWith({ templateVersion: "0.4.9", installedVersion: "0.5.16" });
    expect(await copyDatabaseTemplate(root, folder)).toBe(false);
    await projectWith({ installedVersion: "0.5.16" });
    expect(await copyDatabaseTemplate(root, folder)).toBe(false);
    await expect(readdir(folder)).rejects.toThrow(/ENOENT/);
  });
});
