import { request as httpRequest } from "node:http";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases } from "../support/databases";
import { tallyAnswer } from "../support/request-tally";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";

/** A raw request, so paths such as `/\evil.example` reach the server exactly as written. */
function rawGet(site: SiteProcess, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(site.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({ hostname, port, path: target, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        tallyAnswer(response.statusCode ?? 0);
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

describe.each(siteDatabases)("language inputs and request paths on $name", ({ env }) => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startSite({ DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-language-")), ...(await env()) });
    await waitUntilReady(site);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("ignores a malformed language cookie on every page, the sitemap and the price lists", async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const pages = [
      ...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)),
    ];
    expect(pages.length).toBeGreaterThanOrEqual(9);
    const targets = [...pages, "/sitemap.xml", "/pdf/price-list-pt.pdf", "/pdf/price-list-fr.pdf", "/no-such-page"];
    for (const cookie of ["%", "%E0%A4%A", "%ZZ", "en%"]) {
      for (const target of targets) {
        const response = await rawGet(site, target, { Cookie: `language=${cookie}`, "Accept-Language": "fr" });
        expect(response.status, `${target} with language=${cookie}`).toBe(target === "/no-such-page" ? 404 : 200);
        // The bad cookie is passed over: the browser's language decides.
        if (target === "/" || target === "/no-such-page") expect(response.body).toContain('<html lang="fr"');
      }
    }
  });

  it("still honours a well-formed cookie, even percent-encoded", async () => {
    const response = await rawGet(site, "/about", { Cookie: "language=%65n", "Accept-Language": "fr" });
    expect(response.body).toContain('<html lang="en"');
  });

  it.each(["//evil.example/", "///evil.example/", "/\\evil.example", "////evil.example"])(
    "keeps every link built from the path %s on the site",
    async (target) => {
      const response = await rawGet(site, target);
      expect(response.status).toBe(404);
      const hrefs = [...response.body.matchAll(/\bhref="([^"]*)"/g)].map((match) => match[1]!);
      const languageLinks = hrefs.filter((href) => href.includes("lng="));
      // Header and footer switchers, each language.
      expect(languageLinks.filter((href) => href.startsWith("/")).length).toBeGreaterThanOrEqual(6);
      for (const href of hrefs) {
        expect(href, `href on ${target}`).not.toMatch(/^(\/[/\\]|\\|[a-z]+:\/\/evil)/i);
        expect(href, `href on ${target}`).not.toMatch(/^https?:\/\/evil/i);
      }
      expect(languageLinks).toContain(`/evil.example${target.endsWith("/") ? "/" : ""}?lng=en`);
    },
  );
});
