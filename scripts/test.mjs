// `npm test`: every check the project has, in order, then one closing line with the test counts.
// Static checks first (fast), then unit tests, the production build, integration tests on
// PGlite and PostgreSQL, and the browser tests on the system Chromium.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

const reports = ".cache/test-reports";
mkdirSync(reports, { recursive: true });

const steps = [
  { name: "typecheck", command: "npm run typecheck" },
  { name: "lint", command: "npm run lint" },
  { name: "format", command: "npm run format:check" },
  {
    name: "unit tests",
    command: `npx vitest run --project unit --reporter=default --reporter=json --outputFile=${reports}/unit.json`,
    counts: () => vitestCounts(`${reports}/unit.json`),
  },
  { name: "build", command: "npm run build" },
  {
    name: "integration tests",
    command: `npx vitest run --project integration --reporter=default --reporter=json --outputFile=${reports}/integration.json`,
    counts: () => vitestCounts(`${reports}/integration.json`),
  },
  {
    name: "browser tests",
    command: "npx playwright test --reporter=list,json",
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    counts: () => playwrightCounts(`${reports}/e2e.json`),
  },
];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

function vitestCounts(path) {
  const report = readJson(path);
  return report
    ? { passed: report.numPassedTests, failed: report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0) }
    : null;
}

function playwrightCounts(path) {
  const stats = readJson(path)?.stats;
  return stats ? { passed: stats.expected, failed: stats.unexpected + stats.flaky } : null;
}

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, { shell: true, stdio: "inherit", env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.counts?.();
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  if (result.status !== 0) {
    failedSteps.push(step.name);
    if (counts?.failed === 0 || !counts) totals.failed += 1;
  }
  console.log(`=== ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${seconds} s`);
}

console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(", ")}` : "\nAll steps passed.");
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
