import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { docxInflatesSafely } from "~/modules/files/docx-inflation.server";
import { documentBomb, docxWithDocument, largeDocument, manyPartsBomb, zipOf } from "../support/docx-bombs";
import * as sample from "../support/sample-files";

async function check(bytes: Buffer): Promise<boolean> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "kamba-docx-")), "cv.docx");
  await writeFile(file, bytes);
  return docxInflatesSafely(file, bytes.length);
}

describe("the inflation check of a DOCX", () => {
  it("accepts ordinary documents, stored or deflated, up to a few megabytes of text", async () => {
    expect(await check(sample.docx())).toBe(true);
    expect(await check(docxWithDocument(Buffer.from("Curriculum vitae")))).toBe(true);
    const large = largeDocument();
    expect(large.length).toBeLessThan(5 * 1024 * 1024);
    expect(await check(large)).toBe(true);
  });

  it("refuses a word/document.xml of about 100 KB that inflates to 100 MB", async () => {
    const bomb = documentBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await check(bomb)).toBe(false);
  });

  it("refuses a part at an absurd ratio even when the total stays under 50 MB", async () => {
    expect(await check(docxWithDocument(Buffer.alloc(30 * 1024 * 1024, " ")))).toBe(false);
  });

  it("refuses parts that pass one by one but inflate past 50 MB together", async () => {
    expect(await check(manyPartsBomb())).toBe(false);
  });

  it("refuses archives it cannot read safely: unknown compression, a directory pointing outside, garbage", async () => {
    const unknownMethod = zipOf([{ name: "word/document.xml", data: Buffer.from("<w:document/>") }]);
    unknownMethod.writeUInt16LE(12, 8); // bzip2, in the local header ...
    unknownMethod.writeUInt16LE(12, unknownMethod.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10); // ... and the directory
    expect(await check(unknownMethod)).toBe(false);
    const outside = sample.docx();
    outside.writeUInt32LE(0x7fffffff, outside.length - 6);
    expect(await check(outside)).toBe(false);
    expect(await check(Buffer.from("PK\u0005\u0006 not a zip at all"))).toBe(false);
    const corrupt = docxWithDocument(Buffer.alloc(4096, "x"));
    // The part's name appears in [Content_Types].xml, then in its local header, right before its data.
    const name = Buffer.from("word/document.xml");
    const dataStart = corrupt.indexOf(name, corrupt.indexOf(name) + 1) + name.length;
    corrupt.fill(0xff, dataStart, dataStart + 8);
    expect(await check(corrupt)).toBe(false);
  });
});
