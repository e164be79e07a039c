import { createHmac, timingSafeEqual } from "node:crypto";
import { inboxes, type Inbox } from "~/domain/choices";

/** How long a visitor's link to withdraw a submission works. */
const LINK_DAYS = 30;

const keyFrom = (secret: string) => createHmac("sha256", secret).update("kamba withdraw links v1").digest();

function signature(secret: string, payload: string) {
  return createHmac("sha256", keyFrom(secret)).update(payload).digest("base64url");
}

/**
 * A signed, expiring link to withdraw one submission and erase its data (`/withdraw/<token>`). It is
 * single-use because the erasure removes the record it names: a second use finds nothing.
 */
export function withdrawUrl(publicUrl: string, secret: string, inbox: Inbox, recordId: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + LINK_DAYS * 24 * 3600;
  const payload = `${inbox}.${recordId}.${expires}`;
  return `${publicUrl}/withdraw/${payload}.${signature(secret, payload)}`;
}

/** The submission a token names, if the token is genuine and not expired; null otherwise. */
export function readWithdrawToken(token: string, secret: string, now = Date.now()) {
  const match = /^([a-z]{1,20})\.(\d{1,10})\.(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, inbox, id, expires, given] = match;
  const expected = Buffer.from(signature(secret, `${inbox}.${id}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(given!))) return null;
  if (Number(expires) * 1000 < now) return null;
  if (!(inboxes as readonly string[]).includes(inbox!)) return null;
  return { inbox: inbox as Inbox, recordId: Number(id) };
}
