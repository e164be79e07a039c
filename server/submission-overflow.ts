import type { Request, RequestHandler, Response } from "express";
import { languageOf } from "~/i18n/detect-language";
import { messages } from "~/i18n/messages.server";
import { BUSY_RETRY_SECONDS, type SubmissionAdmission } from "~/lib/forms/submission-admission.server";
import { noteFormOutcome } from "~/lib/production-figures.server";
import { escapeHtml } from "~/modules/submissions/outbox.server";

/** The addresses public forms post to (their page, its navigation data), and the figures' name of each. */
const FORM_POSTS: Array<[RegExp, string]> = [
  [/^\/contact(\.data)?$/, "contact"],
  [/^\/drivers(\.data)?$/, "driver"],
  [/^\/enterprise(\.data)?$/, "enterprise"],
  [/^\/deliveries(\.data)?$/, "delivery"],
  [/^\/careers\/[^/]+(\/apply)?(\.data)?$/, "job-application"],
];
/** Far above any valid submission of the url-encoded forms (their own cap, lib/forms/form-body.server.ts). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Counts every public form post from its arrival to its answer (ADR 061). One that arrives past what the
 * process holds is marked for its action, which answers busy at once; except a post without JavaScript,
 * whose answer would be a whole page, the heaviest work the site does: that visitor gets a small page
 * instead (the message, what they typed in hidden fields, one button that sends it again; 503 with
 * Retry-After), with nothing rendered, read from the database or stored.
 */
export function admitFormPosts(admission: SubmissionAdmission): RequestHandler {
  return (req, res, next) => {
    const form = req.method === "POST" ? FORM_POSTS.find(([address]) => address.test(req.path))?.[1] : undefined;
    if (!form) return next();
    const ticket = admission.arrive();
    const wholePage = !req.path.endsWith(".data") && req.is("application/x-www-form-urlencoded") !== false;
    if (wholePage && ticket.overflowing) {
      ticket.leave();
      noteFormOutcome(form, "refused", "busy");
      void answerBusy(req, res);
      return;
    }
    res.once("finish", ticket.leave);
    res.once("close", ticket.leave);
    res.locals.submissionOverflowing = ticket.overflowing;
    next();
  };
}

async function answerBusy(req: Request, res: Response) {
  const url = new URL(req.originalUrl, "http://site.invalid");
  const language = languageOf({
    url,
    cookie: req.get("cookie") ?? null,
    acceptLanguage: req.get("accept-language") ?? null,
  });
  const fields = await typedFields(req);
  const { forms, busyPage } = messages[language];
  const nonce = (res.locals.cspNonce as string | undefined) ?? "";
  const hidden = [...fields]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  res
    .status(503)
    .set({ "Retry-After": String(BUSY_RETRY_SECONDS), "Cache-Control": "no-store" })
    .type("html")
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(busyPage.title)}</title>` +
        `<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:34rem;padding:0 1rem;color:#1f2937}` +
        `button{min-height:44px;padding:0 1.25rem;font:inherit;font-weight:600;border:0;border-radius:.5rem;background:#b91c1c;color:#fff}</style>` +
        `</head><body><main><h1>${escapeHtml(busyPage.title)}</h1><p>${escapeHtml(forms.errors.busy)}</p>` +
        `<form method="post" action="${escapeHtml(url.pathname + url.search)}">${hidden}` +
        `<button type="submit">${escapeHtml(busyPage.sendAgain)}</button></form></main></body></html>`,
    );
}

/** What the visitor sent, when it is a form of reasonable size (else nothing: the message still says to send again). */
async function typedFields(req: Request): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return new URLSearchParams();
      chunks.push(chunk);
    }
  } catch {
    return new URLSearchParams();
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}
