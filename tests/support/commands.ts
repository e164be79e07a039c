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
