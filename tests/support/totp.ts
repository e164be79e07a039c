import { createHmac } from "node:crypto";

/** RFC 4648 base32, as authenticator apps read the key. */
function fromBase32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const letter of text.replace(/=+$/, "").toUpperCase()) {
    const value = alphabet.indexOf(letter);
    if (value < 0) throw new Error(`not base32: ${letter}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The 6-digit code an authenticator app shows for this key at this moment (RFC 6238, SHA-1, 30 s). */
export function totpCode(secret: string, at = Date.now(), stepOffset = 0): string {
  const step = Math.floor(at / 30_000) + stepOffset;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", fromBase32(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const number = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(number).padStart(6, "0");
}
