import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "~/lib/script-priority.server";

const page =
  '<head><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="stylesheet" href="/app.css"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/></head><body><h1>Entregas rápidas em Luanda — já!</h1></body>';

/** Streams `html` cut into pieces of `size` bytes through the transform. */
async function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
}

describe("module preloads at low priority", () => {
  it("marks every modulepreload hint and nothing else, however the page is cut into chunks", async () => {
    const expected = page.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');
    for (const size of [1, 2, 3, 7, 13, 25, 26, 64, page.length]) {
      expect(await rewrite(page, size), `chunks of ${size} bytes`).toBe(expected);
    }
  });

  it("leaves a page without hints unchanged, accents included", async () => {
    const plain = "<p>Até já, Kamba — ça marche</p><link rel=modulepreloa";
    expect(await rewrite(plain, 1)).toBe(plain);
  });
});
