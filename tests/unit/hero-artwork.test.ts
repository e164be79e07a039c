import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const folder = path.resolve("artwork/hero");
const heroes = readdirSync(folder).filter((file) => file.endsWith(".svg"));

/** The picture as 16 × 8 grey levels, contrast stretched: its composition, whatever its tint. */
async function shapes(file: string): Promise<Buffer> {
  return sharp(path.join(folder, file)).greyscale().normalise().resize(16, 8, { fit: "fill" }).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

describe("page hero artwork", () => {
  it("every page has its own: no two heroes are the same picture in another tint", async () => {
    expect(heroes).toHaveLength(12);
    const pictures = await Promise.all(heroes.map(shapes));
    for (let i = 0; i < heroes.length; i++) {
      for (let j = i + 1; j < heroes.length; j++) {
        // The tinted skyline every page had before: some pairs differed by under 6 grey levels, today by over 12.
        expect(meanDifference(pictures[i]!, pictures[j]!), `${heroes[i]} and ${heroes[j]}`).toBeGreaterThan(9);
      }
    }
  });

  it("stays light: flat vector shapes under 8 KB, no text, bitmaps or filters", () => {
    for (const file of heroes) {
      const source = readFileSync(path.join(folder, file), "utf8");
      expect(source.length, file).toBeLessThan(8 * 1024);
      expect(source, file).not.toMatch(/<(image|text|filter|foreignObject)\b/);
      expect(source, file).toContain('viewBox="0 0 1600 640"');
    }
  });
});
