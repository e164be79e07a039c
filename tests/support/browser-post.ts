/**
 * A form post as a browser sends it from one of the site's own pages: with the page's `Origin`, which
 * the site requires of every post (ADR 039). Tests that play a forger set their own headers instead.
 */
export function browserPost(url: string, init: Omit<RequestInit, "method"> = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("origin")) headers.set("origin", new URL(url).origin);
  return fetch(url, { ...init, method: "POST", headers });
}
