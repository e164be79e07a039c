import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_FLAGS } from "../../scripts/serve-settings.mjs";

/**
 * The two ways the site is kept running (ADR 036): `npm run serve` (scripts/serve.sh, which the
 * integration tests kill and restart for real) and the systemd unit a server uses
 * (deploy/kamba-express.service). Both must run the site as ADR 029 says and restart it alike.
 */
const unitFile = "deploy/kamba-express.service";
const unitText = readFileSync(unitFile, "utf8");
const serveScript = readFileSync("scripts/serve.sh", "utf8");

/** `Key=value` lines of the unit's [Service] section (a key may repeat). */
function serviceSettings(text: string): Array<[string, string]> {
  const section = text.split(/^\[Service\]$/m)[1]?.split(/^\[/m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]);
}
const service = serviceSettings(unitText);
const setting = (key: string) => service.filter(([name]) => name === key).map(([, value]) => value);

describe("keeping the site running", () => {
  it("npm run serve and the systemd unit give the site the memory settings of ADR 029", () => {
    const serve = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts
      .serve;
    expect(serve).toBe("exec sh scripts/serve.sh");
    expect(serveScript).toContain(`node ${SERVER_FLAGS.join(" ")} server.js &`);
    const [execStart = ""] = setting("ExecStart");
    expect(execStart.split(" ").slice(1)).toEqual([...SERVER_FLAGS, "server.js"]);
    const unitEnvironment = setting("Environment").flatMap((line) => line.split(" "));
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(serveScript).toContain(`export ${name}=${value}`);
      expect(unitEnvironment).toContain(`${name}=${value}`);
    }
    expect(unitEnvironment).toContain("NODE_ENV=production");
  });

  it("this Node accepts the site's flags and gives the site the full collection it runs when quiet (ADR 069)", () => {
    const run = spawnSync(process.execPath, [...SERVER_FLAGS, "-e", "process.stdout.write(typeof gc)"], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("function");
  });

  it("both start the site again whatever ended it, but not a site that needs a person (exit status 78)", () => {
    expect(setting("Restart")).toEqual(["always"]);
    expect(setting("RestartPreventExitStatus")).toEqual(["78"]);
    expect(serveScript).toContain("NEEDS_A_PERSON=78");
    expect(readFileSync("server.js", "utf8")).toContain("const NEEDS_A_PERSON = 78;");
  });

  const systemdAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;
  it.skipIf(!systemdAnalyze)(
    "systemd accepts the unit as installed on this machine (systemd-analyze verify)",
    { timeout: 20_000 },
    () => {
      // The paths an installer writes: where Node and the project are on this machine.
      const installed = unitText
        .replace("/usr/bin/node", process.execPath)
        .replaceAll("/opt/kamba-express", path.resolve("."));
      const folder = mkdtempSync(path.join(tmpdir(), "kamba-unit-"));
      const file = path.join(folder, path.basename(unitFile));
      writeFileSync(file, installed);
      // It prints nothing for a unit it fully understands, and a line for each setting it does not.
      const verified = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8" });
      expect(`${verified.stdout}${verified.stderr}`).toBe("");
      expect(verified.status).toBe(0);
    },
  );
  if (!systemdAnalyze) {
    console.warn(
      "systemd unit check skipped: no `systemd-analyze` on this machine (Debian: apt-get install -y systemd).",
    );
  }
});
