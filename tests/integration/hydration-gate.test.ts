import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";

/**
 * The switch of the hydration gate (docs/page-speed.md): by default a page's code waits until the page has
 * painted (its module preloads leave the head); `HYDRATE_AFTER_PAINT=false` sends the page as React Router
 * wrote it, to compare the two or to rule the gate out when something misbehaves.
 */
async function homePage(site: SiteProcess) {
  const response = await fetch(`${site.url}/?lng=en`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  return { head, html };
}

describe.each<{ setting: string; env: Record<string, string>; gated: boolean }>([
  { setting: "unset", env: {}, gated: true },
  { setting: "false", env: { HYDRATE_AFTER_PAINT: "false" }, gated: false },
])("HYDRATE_AFTER_PAINT $setting", ({ env, gated }) => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startSite({ ...env, DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-gate-")), LOG_LEVEL: "warn" });
    await waitUntilReady(site);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it(gated ? "holds the page's code back until the page has loaded" : "sends the page's code at once", async () => {
    const { head, html } = await homePage(site);
    expect(head.includes('<link rel="modulepreload"')).toBe(!gated);
    expect(/addEventListener\(.load.,/.test(html)).toBe(gated);
    // Either way the page hydrates from the same route modules.
    expect(html).toMatch(/import\(?.*\/assets\/entry\.client-[\w-]+\.js/);
  });
});
