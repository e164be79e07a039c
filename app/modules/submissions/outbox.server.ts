import { randomUUID } from "node:crypto";
import { company } from "~/config/company";
import type { MailSettings } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import type { MailAboutRecord } from "./insert-once.server";
import type { Inbox } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import type { Messages } from "~/i18n/pt";
import { messages } from "~/i18n/messages.server";
import { formatAoa } from "~/lib/money";
import {
  confirmationTexts,
  deliveryUpdateTexts,
  noticeTexts,
  staffMailTexts,
  WITHDRAW_LINK_PLACEHOLDER,
} from "./mail-texts";

/** A submission, as much as its e-mails need: staff get the name only, the visitor their own. */
export type Submission = {
  inbox: Inbox;
  reference: string;
  language: Language;
  name: string;
  email: string | null;
};

type Composed = { subject: string; text: string; html: string };

/** A text with its `{{name}}` placeholders filled in (one left as it is when no value names it). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Paragraphs as plain text and as simple HTML (each escaped; a line that is an address becomes a link). */
function compose(subject: string, paragraphs: string[][], language: Language): Composed {
  const footer = [
    `${company.name} · ${company.motto[language]}`,
    `${company.phone.display} · ${company.email}`,
    `${company.address.street}, ${company.address.locality}, ${company.address.countryName}`,
  ];
  const text = [...paragraphs, ["--", ...footer]].map((lines) => lines.join("\n")).join("\n\n");
  const line = (value: string) =>
    /^https?:\/\/\S+$/.test(value) || value === WITHDRAW_LINK_PLACEHOLDER
      ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
      : escapeHtml(value);
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">`,
    ...paragraphs.map((lines) => `<p>${lines.map(line).join("<br>")}</p>`),
    `<hr><p style="font-size:13px;color:#475569">${footer.map(escapeHtml).join("<br>")}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject, text, html };
}

/** A message staff wrote, as it goes out: its paragraphs (blank lines apart) as text and simple HTML, escaped. */
export function composeMessage(subject: string, body: string, language: Language) {
  const paragraphs = body.split(/\n{2,}/).map((paragraph) => paragraph.split("\n"));
  const { text, html } = compose(subject, paragraphs, language);
  return { subject, textBody: text, htmlBody: html };
}

/** The staff notice: the inbox, the reference, the sender's name and a link to the record. */
function composeNotice(submission: Submission, publicUrl: string): Composed {
  const values = {
    inbox: noticeTexts.inboxes[submission.inbox],
    reference: submission.reference,
    name: submission.name,
  };
  const link = `${publicUrl}/admin/${submission.inbox}/${submission.reference}`;
  return compose(fill(noticeTexts.subject, values), [[fill(noticeTexts.body, values)], [noticeTexts.open, link]], "pt");
}

/**
 * The visitor's confirmation, in their language: reference, what happens next, how to withdraw (the link's
 * place only: the sender makes the link as it sends the message).
 */
function composeConfirmation(submission: Submission, publicUrl: string): Composed {
  const texts = confirmationTexts[submission.language];
  const values = { reference: submission.reference, name: submission.name, company: company.name };
  const reference =
    submission.inbox === "deliveries"
      ? [fill(texts.track, values), trackingUrl(publicUrl, submission.reference, submission.language)]
      : [fill(texts.reference, values)];
  const paragraphs = [
    [fill(texts.greeting, values), fill(texts.received[submission.inbox], values)],
    reference,
    [texts.next[submission.inbox]],
    [texts.withdraw, WITHDRAW_LINK_PLACEHOLDER],
    // The address on a line of its own: the HTML copy makes it a link.
    [texts.privacy, `${publicUrl}/privacy?lng=${submission.language}`],
    [fill(texts.signature, values)],
  ];
  return compose(fill(texts.subject[submission.inbox], values), paragraphs, submission.language);
}

/** The tracking page of a delivery, in the language of its request. */
function trackingUrl(publicUrl: string, reference: string, language: Language) {
  return `${publicUrl}/track?number=${reference}&lng=${language}`;
}

/** The domain of the sender's address, for Message-IDs (`<uuid@domain>`). */
export function messageDomain(from: string) {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "kamba-express.example";
}

/**
 * A new submission's e-mails, composed before it is stored (its reference is chosen first): the staff notice,
 * and the visitor's confirmation when they gave an e-mail address. `insertOnce` writes them into the outbox
 * with the record, in the same statement.
 */
export function submissionMail(
  settings: MailSettings & { publicUrl: string },
  submission: Submission,
): MailAboutRecord[] {
  const domain = messageDomain(settings.from);
  const message = (kind: "notice" | "confirmation", recipient: string, composed: Composed) => ({
    messageId: `<${randomUUID()}@${domain}>`,
    kind,
    inbox: submission.inbox,
    recipient,
    subject: composed.subject,
    textBody: composed.text,
    htmlBody: composed.html,
  });
  const mail = [
    message("notice", settings.staffAddress[submission.inbox], composeNotice(submission, settings.publicUrl)),
  ];
  if (submission.email) {
    mail.push(message("confirmation", submission.email, composeConfirmation(submission, settings.publicUrl)));
  }
  return mail;
}

/** Why a member of staff is written to, about which record, by whom. */
export type StaffMail = {
  why: "assigned" | "mentioned";
  inbox: Inbox;
  recordId: number;
  reference: string;
  /** Who sent the record, as the inbox names them. */
  name: string;
  by: string;
  to: { email: string; language: Language };
};

/**
 * An e-mail to one member of staff, in their language, inside the transaction that made the change: a
 * record assigned to them, or a note that names them. The reference, the inbox and a link; never the note.
 */
export async function queueStaffMail(
  tx: Pick<Database, "insert">,
  settings: Pick<MailSettings, "from"> & { publicUrl: string },
  mail: StaffMail,
) {
  const texts = staffMailTexts[mail.to.language];
  const values = {
    reference: mail.reference,
    name: mail.name,
    by: mail.by,
    inbox: messages[mail.to.language].admin.inboxes[mail.inbox],
  };
  const link = `${settings.publicUrl}/admin/${mail.inbox}/${mail.reference}`;
  const composed = compose(
    fill(texts[mail.why].subject, values),
    [[fill(texts[mail.why].body, values)], [texts.open, link]],
    mail.to.language,
  );
  await tx.insert(outbox).values({
    messageId: `<${randomUUID()}@${messageDomain(settings.from)}>`,
    kind: "staff",
    inbox: mail.inbox,
    recordId: mail.recordId,
    recipient: mail.to.email,
    subject: composed.subject,
    textBody: composed.text,
    htmlBody: composed.html,
  });
}

/** A step of a delivery, as its customer is told of it. */
export type DeliveryUpdate = Omit<Submission, "inbox" | "email"> & {
  recordId: number;
  email: string;
  status: keyof Messages["track"]["steps"];
  /** The confirmed price, when this step set it. */
  price: number | null;
  /** Why it was cancelled. */
  reason: string | null;
};

/** The customer's e-mail of a delivery's step (through the outbox, in the language of the request). */
export async function queueDeliveryUpdate(
  tx: Pick<Database, "insert">,
  settings: MailSettings & { publicUrl: string },
  update: DeliveryUpdate,
) {
  const texts = deliveryUpdateTexts[update.language];
  const values = {
    reference: update.reference,
    name: update.name,
    company: company.name,
    status: messages[update.language].track.steps[update.status],
  };
  const paragraphs = [
    [fill(texts.greeting, values), fill(texts.now, values)],
    ...(update.price ? [[fill(texts.price, { price: formatAoa(update.price, update.language) })]] : []),
    ...(update.reason ? [[fill(texts.reason, { reason: update.reason })]] : []),
    [texts.track, trackingUrl(settings.publicUrl, update.reference, update.language)],
    [fill(texts.signature, values)],
  ];
  const composed = compose(fill(texts.subject, values), paragraphs, update.language);
  await tx.insert(outbox).values({
    messageId: `<${randomUUID()}@${messageDomain(settings.from)}>`,
    kind: "update",
    inbox: "deliveries",
    recordId: update.recordId,
    recipient: update.email,
    subject: composed.subject,
    textBody: composed.text,
    htmlBody: composed.html,
  });
}

/** The placeholder alone on its line, as the composer writes it in a confirmation's text. */
const LINE_OF_ITS_OWN = new RegExp(`^${WITHDRAW_LINK_PLACEHOLDER.replace(/[{}]/g, "\\$&")}$`, "gm");

/**
 * A stored confirmation as it goes out: the withdrawal link in its place. Only the placeholder as the
 * composer wrote it (a line of its own, the anchor in HTML) is replaced, never one a visitor typed into a
 * value: a name shows as typed.
 */
export function withWithdrawLink(body: { text: string; html: string }, link: string) {
  const anchor = (href: string) => `<a href="${href}">${href}</a>`;
  return {
    text: body.text.replace(LINE_OF_ITS_OWN, () => link),
    html: body.html.replaceAll(anchor(WITHDRAW_LINK_PLACEHOLDER), () => anchor(escapeHtml(link))),
  };
}
