import { inflateSync } from "node:zlib";

// Windows-1252 bytes 0x80–0x9f (the standard PDF fonts' encoding); the rest match Latin-1.
const cp1252 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const decodeByte = (byte: number) => (byte >= 0x80 && byte <= 0x9f ? cp1252[byte - 0x80]! : String.fromCharCode(byte));

function decodeHex(hex: string): string {
  let text = "";
  for (let index = 0; index + 1 < hex.length; index += 2) text += decodeByte(parseInt(hex.slice(index, index + 2), 16));
  return text;
}

/**
 * The lines of text a PDF made by pdfkit shows, in drawing order: one line per text operator block.
 * Enough for pdfkit's output (Flate streams, hex strings in `Tj`/`TJ`), not a general PDF reader.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const source = pdf.toString("latin1");
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue; // not a Flate stream (fonts, images)
    }
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      const pieces = [...block.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)].map(
        ([, array, single]) =>
          array !== undefined
            ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decodeHex(hex!)).join("")
            : decodeHex(single!),
      );
      if (pieces.length) lines.push(pieces.join(""));
    }
  }
  return lines;
}
