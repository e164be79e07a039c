import { crc32, deflateRawSync } from "node:zlib";

/** A zip archive built in the test (nothing large is committed): each part stored or deflated. */
export function zipOf(parts: Array<{ name: string; data: Buffer; deflate?: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const body = part.deflate === false ? part.data : deflateRawSync(part.data, { level: 9 });
    const method = part.deflate === false ? 0 : 8;
    const name = Buffer.from(part.name, "utf8");
    const crc = crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(part.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(part.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

/** A Word document whose word/document.xml is `body` wrapped in the document's XML. */
export function docxWithDocument(body: Buffer, deflate = true): Buffer {
  const document = Buffer.concat([
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
    ),
    body,
    Buffer.from("</w:t></w:r></w:p></w:body></w:document>"),
  ]);
  return zipOf([
    { name: "[Content_Types].xml", data: contentTypes, deflate: false },
    { name: "word/document.xml", data: document, deflate },
  ]);
}

/** The example: about 100 KB of word/document.xml that inflates to 100 MB. */
export const documentBomb = () => docxWithDocument(Buffer.alloc(100 * 1024 * 1024, " "));

/** Sixty 1 MB parts: each at a ratio that passes alone, 60 MB together. */
export const manyPartsBomb = () =>
  zipOf([
    { name: "[Content_Types].xml", data: contentTypes, deflate: false },
    { name: "word/document.xml", data: Buffer.from("<w:document/>") },
    ...Array.from({ length: 60 }, (_, i) => ({
      name: `word/media/part${i}.xml`,
      data: Buffer.alloc(1024 * 1024, "a"),
    })),
  ]);

/** A real-sized document: 3 MB of varied words (XML text compresses a few times, not hundreds). */
export function largeDocument(): Buffer {
  const words = ["entrega", "Luanda", "motorista", "armazém", "cliente", "rota", "pacote", "Viana", "Cazenga"];
  let seed = 7;
  const text: string[] = [];
  for (let size = 0; size < 3 * 1024 * 1024;) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const word = `${words[seed % words.length]}${seed % 997} `;
    text.push(word);
    size += word.length;
  }
  return docxWithDocument(Buffer.from(text.join("")));
}
