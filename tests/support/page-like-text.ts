import { randomBytes } from "node:crypto";

/** A CSP nonce as the site makes them. */
export const nonce = () => randomBytes(16).toString("base64");

/** A page-like text: repeated markup, the nonce on every script, a key in a field and in the page data, as React renders it. */
export function pageLikeText(values: { nonce: string; key: string }) {
  const scripts = Array.from({ length: 12 }, (_, i) => `<script nonce="${values.nonce}">load(${i})</script>`).join(
    "\n",
  );
  const body = Array.from({ length: 400 }, (_, i) => `<li class="card">Entrega número ${i} em Luanda — çãé</li>`);
  return `<!DOCTYPE html><html><head>${scripts}</head><body><ul>${body.join("")}</ul>
<input name="submissionKey" value="${values.key}"/><script nonce="${values.nonce}">ctx("${values.key}")</script></body></html>`;
}
