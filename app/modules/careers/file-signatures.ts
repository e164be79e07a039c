/** What a chosen file starts with, read in the browser before sending (the server decides for good). */
export type Signature = "pdf" | "zip" | "cfb" | "jpg" | "png";

const signatures: Array<[Signature, number[]]> = [
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ["zip", [0x50, 0x4b, 0x03, 0x04]],
  ["cfb", [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ["jpg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

export function signatureOf(bytes: Uint8Array): Signature | null {
  const found = signatures.find(([, magic]) => magic.every((byte, i) => bytes[i] === byte));
  return found ? found[0] : null;
}

export async function sniffFile(file: Blob): Promise<Signature | null> {
  return signatureOf(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

/** Signatures each field may start with: a Word .docx is a zip, a Word .doc an OLE container. */
export const acceptedSignatures = {
  cv: ["pdf", "zip", "cfb"],
  idCard: ["pdf", "jpg", "png"],
} as const satisfies Record<string, readonly Signature[]>;
