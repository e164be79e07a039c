import type { Transporter } from "nodemailer";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { MailSettings, SmtpSettings } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import type { Inbox } from "~/domain/choices";
import { WITHDRAW_LINK_PLACEHOLDER } from "./mail-texts";
import { withWithdrawLink } from "./outbox.server";
import { noteMailFailure } from "~/lib/production-figures.server";

/** Messages claimed per round, and how long a claim keeps other senders (processes) away. */
const BATCH = 10;

type Claimed = {
  id: number;
  message_id: string;
  kind: "notice" | "confirmation" | "update" | "staff" | "message";
  inbox: Inbox;
  record_id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** An iCalendar invitation or cancellation (an interview), sent as the message's calendar part. */
  calendar: string | null;
  attempts: number;
};

/**
 * The signed withdrawal link of a stored submission, made at sending time (the outbox holds only its
 * place); null when the submission is gone.
 */
export type WithdrawLinkMaker = (inbox: Inbox, recordId: number) => Promise<string | null>;

export type Delivery = (message: {
  messageId: string;
  to: string;
  /** Where the person's answer goes: the inbox's staff address (never the site's no-reply sender). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar event the person's mail program offers to add (nodemailer's `icalEvent`). */
  icalEvent?: { method: string; filename: string; content: string };
}) => Promise<void>;

/**
 * SMTP through nodemailer: STARTTLS when the server offers it (required on 587), TLS from the start on
 * 465. nodemailer (about 24 MB resident) loads with the first message, never on a site without SMTP.
 */
export function smtpDelivery(smtp: SmtpSettings, from: string): Delivery {
  let transport: Promise<Transporter> | null = null;
  const open = async () =>
    (await import("nodemailer")).default.createTransport({
      // A few open connections are reused for a burst of messages rather than one handshake per message.
      pool: true,
      maxConnections: 2,
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? "" } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  return async (message) => {
    transport ??= open();
    await (await transport).sendMail({ from, ...message });
  };
}

/**
 * Claims the messages that are due and not claimed by another sender, in one statement that skips
 * rows another process holds (`FOR UPDATE SKIP LOCKED`): the same on PGlite and PostgreSQL.
 */
async function claimDue(db: Database, leaseSeconds: number): Promise<Claimed[]> {
  const claimed = (await db.execute(sql`
    update outbox set lease_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from outbox
      where sent_at is null and next_attempt_at <= now() and (lease_until is null or lease_until < now())
      order by next_attempt_at, id
      limit ${BATCH}
      for update skip locked
    )
    returning id, message_id, kind, inbox, record_id, recipient, subject, text_body, html_body, calendar, attempts`)) as unknown as {
    rows: Claimed[];
  };
  return claimed.rows;
}

/**
 * The outbox's depth for the production figures (ADR 058): messages not sent yet, and among them those
 * whose last attempt failed.
 */
export async function outboxDepth(db: Database): Promise<{ waiting: number; failing: number }> {
  const { rows } = (await db.execute(sql`
    select count(*)::int as waiting, (count(*) filter (where last_error is not null))::int as failing
    from outbox where sent_at is null`)) as unknown as { rows: Array<{ waiting: number; failing: number }> };
  return { waiting: Number(rows[0]?.waiting ?? 0), failing: Number(rows[0]?.failing ?? 0) };
}

/** The wait after the n-th failed attempt: the base, doubled each time, at most `maxMs`. */
function retryDelayMs(attempts: number, { retryBaseMs, retryMaxMs }: Pick<MailSettings, "retryBaseMs" | "retryMaxMs">) {
  return Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** A claimed message as it goes out, its withdrawal link made now; null when its submission is gone. */
async function outgoing(message: Claimed, withdrawLink: WithdrawLinkMaker) {
  const body = { text: message.text_body, html: message.html_body };
  // Only the visitor's own confirmation carries the link; a notice goes to staff.
  if (message.kind !== "confirmation" || !body.text.includes(WITHDRAW_LINK_PLACEHOLDER)) return body;
  const link = await withdrawLink(message.inbox, Number(message.record_id));
  return link === null ? null : withWithdrawLink(body, link);
}

/** What became of one delivery, for its row: sent, or a failure to try again after `waitMs`. */
type Outcome = { id: number; sent: true } | { id: number; sent: false; reason: string; waitMs: number };

/** The kinds of e-mail a person may answer: to the inbox's staff address. */
const ANSWERABLE = new Set<Claimed["kind"]>(["confirmation", "update", "message"]);

async function deliverOne(
  deliver: Delivery,
  message: Claimed,
  body: { text: string; html: string },
  settings: Pick<MailSettings, "retryBaseMs" | "retryMaxMs" | "staffAddress">,
  logger: Logger,
): Promise<Outcome> {
  const replyTo = ANSWERABLE.has(message.kind) ? { replyTo: settings.staffAddress[message.inbox] } : {};
  try {
    await deliver({
      messageId: message.message_id,
      to: message.recipient,
      ...replyTo,
      subject: message.subject,
      ...body,
      ...(message.calendar ? { icalEvent: calendarPart(message.calendar) } : {}),
    });
    return { id: message.id, sent: true };
  } catch (error) {
    return notSentYet(message, error, settings, logger);
  }
}

/** The calendar as its part of the message: the method it states (REQUEST, CANCEL) is the part's too. */
function calendarPart(content: string) {
  const method = /^METHOD:(\w+)\r?$/m.exec(content)?.[1] ?? "REQUEST";
  return { method, filename: method === "CANCEL" ? "cancel.ics" : "invite.ics", content };
}

function notSentYet(
  message: Claimed,
  error: unknown,
  settings: Pick<MailSettings, "retryBaseMs" | "retryMaxMs">,
  logger: Logger,
): Outcome {
  const waitMs = retryDelayMs(Number(message.attempts), settings);
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  logger.warn({ messageId: message.message_id, attempts: message.attempts, waitMs, reason }, "e-mail not sent yet");
  noteMailFailure();
  return { id: message.id, sent: false, reason, waitMs };
}

async function record(db: Database, outcome: Outcome): Promise<void> {
  await db.execute(
    outcome.sent
      ? sql`update outbox set sent_at = now(), lease_until = null, last_error = null where id = ${outcome.id}`
      : sql`
        update outbox set lease_until = null, last_error = ${outcome.reason},
          next_attempt_at = now() + make_interval(secs => ${outcome.waitMs / 1000})
        where id = ${outcome.id}`,
  );
}

/**
 * Sends what is due once; returns how many messages it tried. An outcome the database cannot take
 * (it went away after the claim) waits in `unrecorded` and is written first next round, before any
 * claim: a message delivered during an outage is not delivered again when the lease runs out.
 */
async function sendDueMail(
  db: Database,
  deliver: Delivery,
  withdrawLink: WithdrawLinkMaker,
  settings: Pick<MailSettings, "retryBaseMs" | "retryMaxMs" | "staffAddress" | "leaseSeconds">,
  logger: Logger,
  unrecorded: Outcome[],
): Promise<number> {
  for (const outcome of [...unrecorded]) {
    await record(db, outcome);
    unrecorded.shift();
  }
  const due = await claimDue(db, settings.leaseSeconds);
  for (const message of due) {
    let outcome: Outcome;
    try {
      const body = await outgoing(message, withdrawLink);
      if (!body) {
        // Its submission was erased after the claim: the erasure took the message too, or takes it now.
        await db.execute(sql`delete from outbox where id = ${message.id}`);
        continue;
      }
      outcome = await deliverOne(deliver, message, body, settings, logger);
    } catch (error) {
      // The database went away between the claim and the link: not sent, and due again soon rather
      // than held by its lease.
      outcome = notSentYet(message, error, settings, logger);
    }
    await record(db, outcome).catch(() => unrecorded.push(outcome));
  }
  if (unrecorded.length > 0) throw new Error(`the outbox could not record ${unrecorded.length} deliveries`);
  return due.length;
}

/**
 * The background sender: looks for due messages every `pollMs` and sends them; a failure waits and
 * is tried again (at least once delivery: a crash between sending and marking sends it again, with
 * the same Message-ID). A round that fails (the database is away) is tried again every `pollMs`, for
 * as long as the site runs. `stop` waits for the round in progress.
 */
export function startMailSender(
  db: Database,
  deliver: Delivery,
  withdrawLink: WithdrawLinkMaker,
  settings: MailSettings,
  logger: Logger,
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const unrecorded: Outcome[] = [];
  const run = async () => {
    try {
      while (!stopped && (await sendDueMail(db, deliver, withdrawLink, settings, logger, unrecorded)) > 0);
    } catch (error) {
      if (!stopped) logger.error({ err: error }, "the e-mail sender could not reach the outbox; it tries again");
    }
    if (!stopped) timer = setTimeout(() => (round = run()), settings.pollMs);
  };
  round = run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      for (const outcome of unrecorded) await record(db, outcome).catch(() => {});
    },
  };
}
