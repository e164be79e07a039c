import type { RequestHandler, Response } from "express";
import { languageOf } from "~/i18n/detect-language";
import { messages } from "~/i18n/messages.server";
import { BUSY_RETRY_SECONDS } from "~/lib/forms/submission-admission.server";
import { noteFormOutcome } from "~/lib/production-figures.server";
import { escapeHtml } from "~/modules/submissions/outbox.server";

/** The pages whose form is posted without JavaScript as a whole page, and the figures' name of each. */
const FORM_PAGES = new Map([
  ["/contact", "contact"],
  ["/drivers", "driver"],
  ["/enterprise", "enterprise"],
  ["/deliveries", "delivery"],
]);
/** Far above any valid submission of those forms (their own cap, lib/forms/form-body.server.ts). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Forms posted without JavaScript, past what the process can answer at once (ADR 061): the answer to
 * such a post is a whole page, the heaviest work the site does, so past `limit` posts in flight the
 * visitor at once gets a small page instead: too many at once, the text they typed in a form of hidden
 * fields, and one button that sends it again (503, Retry-After). Nothing is rendered, read from the
 * database or stored for it, and the pages, /readyz and the staff keep being answered.
 */
export function shedFormOverflow({ limit }: { limit: number }): RequestHandler {
  let inFlight = 0;
  return (req, res, next) => {
    const form = req.method === "POST" ? FORM_PAGES.get(req.path) : undefined;
    if (!form || !req.is("application/x-www-form-urlencoded")) return next();
    if (inFlight >= limit) {
      noteFormOutcome(form, "refused", "busy");
      void answerBusy(req, res);
      return;
    }
    inFlight++;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      inFlight--;
    };
    res.once("finish", leave);
    res.once("close", leave);
    next();
  };
}

async function answerBusy(req: Parameters<RequestHandler>[0], res: Response) {
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
async function typedFields(req: Parameters<RequestHandler>[0]): Promise<URLSearchParams> {
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
