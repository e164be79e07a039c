import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";

/**
 * The switch of the hydration gate (docs/page-speed.md): by default a page's code waits until the page has
 * painted (its module preloads leave the head), and a page the same for every visitor sends its code and data
 * apart, at its own address with `page-code` (ADR 087); `HYDRATE_AFTER_PAINT=false` sends the page as React
 * Router wrote it, to compare the two or to rule the gate out when something misbehaves.
 */
async function page(site: SiteProcess, address: string) {
  const response = await fetch(`${site.url}${address}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const codeAddress = /import\("(\/[^"]*[?&]page-code=[\w-]+)"/.exec(html)?.[1];
  const keys = /\.hydrate\((\[[^\]]*\])\)/.exec(html)?.[1];
  return { head, html, codeAddress, keys: keys ? (JSON.parse(keys) as string[]) : undefined };
}

/** A site of its own for the tests of a `describe`, with `env`; read `current` inside a test. */
function siteFor(env: Record<string, string>) {
  const site = { current: undefined as unknown as SiteProcess };
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-gate-"));
    site.current = await startSite({ ...env, DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    await waitUntilReady(site.current);
  });
  afterAll(async () => {
    site.current.child.kill("SIGTERM");
    await site.current.exited;
  });
  return site;
}

const submissionKeyIn = (html: string) => /name="submissionKey" value="([\w-]+)"/.exec(html)?.[1];

describe.each<{ setting: string; env: Record<string, string>; gated: boolean }>([
  { setting: "unset", env: {}, gated: true },
  { setting: "false", env: { HYDRATE_AFTER_PAINT: "false" }, gated: false },
])("HYDRATE_AFTER_PAINT $setting", ({ env, gated }) => {
  const site = siteFor(env);

  it(gated ? "holds the page's code back until the page has loaded" : "sends the page's code at once", async () => {
    const { head, html, codeAddress } = await page(site.current, "/?lng=en");
    expect(head.includes('<link rel="modulepreload"')).toBe(!gated);
    expect(/addEventListener\(.load.,/.test(html)).toBe(gated);
    expect(html.includes("streamController")).toBe(!gated);
    expect(codeAddress !== undefined).toBe(gated);
    // Either way the page hydrates from the same route modules.
    const code = gated ? await (await fetch(`${site.current.url}${codeAddress}`)).text() : html;
    expect(code).toMatch(/import\(?.*\/assets\/entry\.client-[\w-]+\.js/);
  });
});

describe.each<{ setting: string; env: Record<string, string> }>([
  { setting: "kept by the page cache", env: {} },
  { setting: "rendered each time", env: { PAGE_CACHE_SECONDS: "0" } },
])("a page's code and data after the paint, $setting", ({ env }) => {
  const site = siteFor(env);

  it("sends a page's code and data apart, the same for every visitor, the page's keys handed to it", async () => {
    const first = await page(site.current, "/contact?lng=fr");
    const second = await page(site.current, "/contact?lng=fr");
    expect(first.codeAddress).toMatch(/^\/contact\?lng=fr&page-code=[\w-]{22}$/);
    expect(second.codeAddress).toBe(first.codeAddress);
    // Each visitor's own submission key: in the form, and handed by the page to its code.
    const key = submissionKeyIn(first.html);
    expect(key).toBeDefined();
    expect(submissionKeyIn(second.html)).not.toBe(key);
    expect(first.keys).toEqual([key]);
    expect(second.keys).toEqual([submissionKeyIn(second.html)]);

    const response = await fetch(`${site.current.url}${first.codeAddress}`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-security-policy")).toContain("script-src");
    const code = await response.text();
    expect(code).toMatch(/^export async function hydrate\(keys\)/);
    expect(code).toContain("streamController");
    expect(code).toContain("keys[0]");
    expect(code).not.toContain(key);
    // The page's texts are in its data, not in the page's own bytes any more.
    expect(code).toContain("Envoyer");
  });

  it("answers a page's code that changed with a script that loads the page again", async () => {
    const { codeAddress } = await page(site.current, "/services?lng=pt");
    for (const asked of [
      codeAddress!.replace(/page-code=[\w-]+/, "page-code=an-older-one"),
      codeAddress!.replace(/page-code=[\w-]+/, "page-code=%3Cscript%3E"),
      "/no-such-page?page-code=x",
    ]) {
      const response = await fetch(`${site.current.url}${asked}`);
      expect(response.status, asked).toBe(200);
      expect(response.headers.get("cache-control"), asked).toBe("no-store");
      const script = await response.text();
      expect(script, asked).toMatch(/^export function hydrate\(\)/);
      expect(script, asked).not.toContain("<script>");
    }
  });

  it("keeps the data in a page that is not the same for every visitor", async () => {
    const tracked = await page(site.current, "/services?utm_source=newsletter");
    expect(tracked.codeAddress).toBeUndefined();
    expect(tracked.html).toContain("streamController");
    // A form posted without JavaScript: its answer carries what the visitor typed.
    const key = submissionKeyIn((await page(site.current, "/contact?lng=en")).html)!;
    const posted = await fetch(`${site.current.url}/contact?lng=en`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.current.url },
      body: new URLSearchParams({ submissionKey: key, name: "Ana Kiala", email: "not-an-address" }),
    });
    const html = await posted.text();
    expect(html).toContain("Ana Kiala");
    expect(html).toContain("streamController");
    expect(html).not.toContain("page-code=");
  });
});
