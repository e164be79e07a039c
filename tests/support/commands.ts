import { execFile } from "node:child_process";
import { promisify } from "node:util";

/** Runs one of the project's maintenance commands (`scripts/<name>.mjs`) with these settings; its output. */
export async function runCommand(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
  cwd = ".",
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [`scripts/${script}`, ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** Runs a maintenance command as a person would, on the embedded database unless `env` says otherwise: its exit code and what it printed. */
export async function commandOutcome(script: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [`scripts/${script}`, ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}
