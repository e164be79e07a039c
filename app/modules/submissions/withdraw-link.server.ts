import { createHmac, timingSafeEqual } from "node:crypto";
import { inboxes, type Inbox } from "~/domain/choices";

/** How long a visitor's link to withdraw a submission works. */
const LINK_DAYS = 30;
const LINK_MS = LINK_DAYS * 24 * 3600 * 1000;

/** v1 links named the row id (`inbox.id.expires.sig`); v2 links name the random reference. */
const keyFrom = (secret: string, version: "v1" | "v2") =>
  createHmac("sha256", secret).update(`kamba withdraw links ${version}`).digest();

function signature(secret: string, version: "v1" | "v2", payload: string) {
  return createHmac("sha256", keyFrom(secret, version)).update(payload).digest("base64url");
}

/**
 * A signed, expiring link to withdraw one submission and erase its data (`/withdraw/<token>`). The token
 * names the submission by its inbox and random reference, never by its row id, so it tells nothing about
 * how many submissions there are. It is single-use because the erasure removes the record it names.
 * The link is made only when the e-mail is sent (mail-sender.server.ts): the outbox never holds it.
 */
export function withdrawUrl(publicUrl: string, secret: string, inbox: Inbox, reference: string, now = Date.now()) {
  const expires = Math.floor((now + LINK_MS) / 1000);
  const payload = `${inbox}.${reference}.${expires}`;
  return `${publicUrl}/withdraw/${payload}.${signature(secret, "v2", payload)}`;
}

/**
 * What a genuine, unexpired token names: a reference, or a row id (v1 links). `storedBefore`: the record was
 * stored before the link was made (a few minutes' leeway for the database's clock), so a reference given
 * again to a later submission is not the one an old link names.
 */
export type WithdrawToken = { inbox: Inbox; storedBefore: Date } & ({ reference: string } | { recordId: number });

const CLOCK_LEEWAY_MS = 5 * 60 * 1000;

const TOKEN = /^([a-z]{1,20})\.(KX-[0-9A-Z]{4}-[0-9A-Z]{4}|\d{1,10})\.(\d{10})\.([A-Za-z0-9_-]{43})$/;

/**
 * The submission a token names, if the token is genuine and not expired; null otherwise. Links of the
 * first form (row ids, sent before references named submissions) keep working until they expire.
 */
export function readWithdrawToken(token: string, secret: string, now = Date.now()): WithdrawToken | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, inbox, name, expires, given] = match;
  const byReference = name!.startsWith("KX-");
  const expected = Buffer.from(signature(secret, byReference ? "v2" : "v1", `${inbox}.${name}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(given!))) return null;
  const expiresMs = Number(expires) * 1000;
  if (expiresMs < now) return null;
  if (!(inboxes as readonly string[]).includes(inbox!)) return null;
  const storedBefore = new Date(expiresMs - LINK_MS + CLOCK_LEEWAY_MS);
  return byReference
    ? { inbox: inbox as Inbox, storedBefore, reference: name! }
    : { inbox: inbox as Inbox, storedBefore, recordId: Number(name) };
}

/** A withdrawal link in a stored text (an e-mail queued before links were made at sending): never shown. */
export const WITHDRAW_LINK_IN_TEXT = /(?:https?:\/\/[^\s"'<>]*)?\/withdraw\/[A-Za-z0-9._-]{20,}/g;
