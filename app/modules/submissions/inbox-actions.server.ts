import { inArray, sql } from "drizzle-orm";
import type { Inbox } from "~/domain/choices";
import { isInbox, isRated, NOTE_MAX_LENGTH, RATING_COMMENT_MAX_LENGTH, TAG_MAX_LENGTH } from "~/domain/inboxes";
import type { AppServices } from "~/lib/app-context.server";
import { isAcceptableText, normalizeLines } from "~/lib/text-rules";
import { formKeyOf } from "~/modules/staff/staff-submissions.server";
import type { InboxRow } from "./inbox-list.server";
import { eraseChosen, MAX_ERASURE_RECORDS, type ErasureResult, type RecordName } from "./erasure.server";
import { addNote, changeRecord, markMessageRead, type RecordChange } from "./inbox-record.server";
import { draftMessage, readMessageForm, sendPersonMessage } from "./person-message.server";
import {
  cancelInterview,
  interviewWords,
  readInterviewForm,
  scheduleInterview,
  type InterviewMail,
} from "./interviews.server";
import { fill } from "./outbox.server";
import { company } from "~/config/company";
import { asLanguage, type Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { inboxSources } from "./inbox-sources.server";
import { addTag, removeTag } from "./record-tags.server";
import { readRating, rateRecord, type RatingProblem } from "./record-ratings.server";
import { readTag, type TagProblem } from "./tag-rule";
import { readHistory, type Actor, type HistoryEntry } from "~/modules/history/record-history.server";

/** Far above any valid back-office form (a 2 000-character note, a page of selected records). */
/** A selection is at most a few pages of a list: anything longer is not a person clicking. */
const MAX_SELECTION = 200;

type InboxProblem =
  | "invalid"
  | "noSelection"
  | "noteLength"
  | "characters"
  | "missing"
  | "confirmErase"
  | "eraseMismatch"
  // A delivery's steps (modules/deliveries/delivery-steps.server.ts).
  | "price"
  | "reasonRequired"
  | "driverRequired"
  | "driverPhone"
  | "receivedByRequired"
  | "noStatus"
  // A message to the person (person-message.server.ts).
  | "subjectLength"
  | "bodyLength"
  | "noEmail"
  // A rejection without one of the reasons offered.
  | "rejectionReason"
  // An interview (interviews.server.ts).
  | "interviewWhen"
  | "interviewPast"
  | "interviewPlace"

  // Tags and ratings (record-tags.server.ts, record-ratings.server.ts).
  | TagProblem
  | "tooManyTags"
  | RatingProblem;

export type InboxOutcome =
  /** `skippedReferences`: which of a selection someone changed meanwhile (left as they were). */
  | { kind: "saved"; changed: number; skipped: number; skippedReferences?: string[] }
  /** A message to the person is in the outbox. */
  | { kind: "sent"; email: string }
  /** `message`, `interview`: a message to the person or an interview as typed, shown again in its form. */
  | { kind: "stale"; changes: HistoryEntry[]; message?: Record<string, string>; interview?: Record<string, string> }
  /**
   * `note`: the refused note as typed, shown again in its box; `message` and `interview` the same for theirs,
   * `tag` for a tag, `comment` for a rating's comment.
   */
  | {
      kind: "problem";
      problem: InboxProblem;
      note?: string;
      /** A refused status change as chosen (its status and reason). */
      change?: Record<string, string>;
      message?: Record<string, string>;
      interview?: Record<string, string>;
      tag?: string;
      comment?: string;
    };

export const problem = (name: InboxProblem): InboxOutcome => ({ kind: "problem", problem: name });

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/** The status or assignee a form asks for: `assignee` empty means "nobody". */
function requestedChange(form: FormData): RecordChange | null {
  const intent = field(form, "intent");
  if (intent === "status" || intent === "bulk-status")
    return { status: field(form, "status"), reason: wholeNumber(field(form, "reason")) };
  if (intent === "assign" || intent === "bulk-assign") return { assignee: field(form, "assignee") || null };
  return null;
}

/** Where a member's e-mail (a record given to them, a note naming them) comes from and links to. */
const staffMail = (services: AppServices) => ({ from: services.env.mail.from, publicUrl: services.env.publicUrl });

/** What the other member of staff did to a record since the page was read at `revision`. */
async function changesSince(services: AppServices, inbox: Inbox, id: number, revision: number) {
  const history = await readHistory(services.database.db, inbox, id);
  return history.filter((entry) => Number(entry.detail.revision ?? 0) > revision);
}

/** A change on one record's page: status, assignee, a note, or "mark as read" (a contact message). */
export async function actOnRecord(
  services: AppServices,
  inbox: Inbox,
  record: Pick<InboxRow, "id" | "status" | "email" | "name" | "language" | "topic">,
  form: FormData,
  actor: Actor,
): Promise<InboxOutcome> {
  const { db } = services.database;
  if (field(form, "intent") === "message") return writeToPerson(services, inbox, record, form, actor);
  if (inbox === "applications" && field(form, "intent").startsWith("interview"))
    return actOnInterview(services, record, form, actor);
  if (field(form, "intent") === "read" && inbox === "messages") {
    await markMessageRead(db, record, actor);
    return { kind: "saved", changed: 1, skipped: 0 };
  }
  if (field(form, "intent") === "tag" || field(form, "intent") === "untag")
    return tagRecord(services, inbox, record, form, actor);
  if (field(form, "intent") === "rate") return rate(services, inbox, record, form, actor);
  if (field(form, "intent") === "note") {
    const text = normalizeLines(field(form, "note")).trim();
    const typed = field(form, "note").slice(0, NOTE_MAX_LENGTH * 2);
    if (text.length === 0 || text.length > NOTE_MAX_LENGTH)
      return { kind: "problem", problem: "noteLength", note: typed };
    if (!isAcceptableText(text, "lines")) return { kind: "problem", problem: "characters", note: typed };
    const target = { inbox, recordId: record.id, formKey: formKeyOf(field(form, "formKey")) };
    await addNote(db, target, text, actor, staffMail(services));
    return { kind: "saved", changed: 1, skipped: 0 };
  }
  const change = requestedChange(form);
  const revision = wholeNumber(field(form, "revision"));
  if (!change || revision === null) return problem("invalid");
  const outcome = await changeRecord(db, inbox, { id: record.id, revision }, change, actor, staffMail(services));
  if (outcome.ok) return { kind: "saved", changed: 1, skipped: 0 };
  if (outcome.problem === "stale") {
    return { kind: "stale", changes: await changesSince(services, inbox, record.id, revision) };
  }
  // The status chosen comes back in its box, for the reason to be added to it.
  const chosen = { status: field(form, "status").slice(0, 50), reason: field(form, "reason").slice(0, 20) };
  return {
    kind: "problem",
    problem: outcome.problem,
    ...(field(form, "intent") === "status" ? { change: chosen } : {}),
  };
}

/** What staff add beside a record, never changing it (its revision stays): a tag, a rating. */
type BesideRecord = (
  services: AppServices,
  inbox: Inbox,
  record: Pick<InboxRow, "id">,
  form: FormData,
  actor: Actor,
) => Promise<InboxOutcome>;

/** A tag added to the record, or one of its tags removed (by its key); a refused tag comes back as typed. */
const tagRecord: BesideRecord = async (services, inbox, record, form, actor) => {
  const { db } = services.database;
  const target = { inbox, recordId: record.id };
  const typed = field(form, "tag");
  if (field(form, "intent") === "untag") {
    const read = readTag(typed);
    if (!read.ok) return problem("invalid");
    await removeTag(db, target, read.key, actor);
    return { kind: "saved", changed: 1, skipped: 0 };
  }
  const read = readTag(typed);
  const shown = typed.slice(0, TAG_MAX_LENGTH * 2);
  if (!read.ok) return { kind: "problem", problem: read.problem, tag: shown };
  const added = await addTag(db, inboxSources[inbox], target, read, actor);
  if (added === "tooMany") return { kind: "problem", problem: "tooManyTags", tag: shown };
  if (added === "missing") return problem("missing");
  return { kind: "saved", changed: added === "added" ? 1 : 0, skipped: 0 };
};

/** The member's rating of an applicant (their earlier one replaced); a refused comment comes back as typed. */
const rate: BesideRecord = async (services, inbox, record, form, actor) => {
  if (!isRated(inbox)) return problem("invalid");
  const comment = field(form, "comment").slice(0, RATING_COMMENT_MAX_LENGTH * 2);
  const read = readRating(field(form, "score"), field(form, "comment"));
  if (!read.ok) return { kind: "problem", problem: read.problem, comment };
  const target = { inbox, recordId: record.id, formKey: formKeyOf(field(form, "formKey")) };
  const rated = await rateRecord(services.database.db, inboxSources[inbox], target, read, actor);
  if (rated === "missing") return problem("missing");
  return { kind: "saved", changed: 1, skipped: 0 };
};

/** The fields of a message form, as typed (cut far above their limits), to show again after a refusal. */
const typedMessage = (form: FormData) =>
  Object.fromEntries(
    ["subject", "body", "language", "status", "reason", "purpose"].map((name) => [
      name,
      field(form, name).slice(0, 10_000),
    ]),
  );

/** "Write to the person": the message through the outbox, with its status in the same step when one is chosen. */
async function writeToPerson(
  services: AppServices,
  inbox: Inbox,
  record: Pick<InboxRow, "id" | "status" | "email">,
  form: FormData,
  actor: Actor,
): Promise<InboxOutcome> {
  const message = typedMessage(form);
  if (!record.email) return { kind: "problem", problem: "noEmail", message };
  const read = readMessageForm(inbox, (name) => field(form, name));
  if (!read.ok) return { kind: "problem", problem: read.problem, message };
  const revision = wholeNumber(field(form, "revision"));
  if (revision === null) return { kind: "problem", problem: "invalid", message };
  const settings = { ...staffMail(services), staffAddress: services.env.mail.staffAddress };
  const target = {
    id: record.id,
    revision,
    email: record.email,
    status: record.status,
    formKey: field(form, "formKey"),
  };
  const outcome = await sendPersonMessage(services.database.db, settings, inbox, target, read.draft, actor);
  if (outcome.ok) return { kind: "sent", email: record.email };
  if (outcome.problem === "stale") {
    return { kind: "stale", changes: await changesSince(services, inbox, record.id, revision), message };
  }
  return { kind: "problem", problem: outcome.problem, message };
}

/** The fields of an interview form, as typed, to show again after a refusal. */
const typedInterview = (form: FormData) =>
  Object.fromEntries(
    ["day", "time", "minutes", "place", "interviewer", "tell"].map((name) => [name, field(form, name).slice(0, 1000)]),
  );

/** Setting, moving or cancelling a job applicant's interview, told to them with a calendar file when asked. */
async function actOnInterview(
  services: AppServices,
  record: Pick<InboxRow, "id" | "status" | "email" | "name" | "language" | "topic">,
  form: FormData,
  actor: Actor,
): Promise<InboxOutcome> {
  const interview = typedInterview(form);
  const revision = wholeNumber(field(form, "revision"));
  if (revision === null) return { kind: "problem", problem: "invalid", interview };
  const language = asLanguage(record.language) ?? "pt";
  const target = {
    id: record.id,
    revision,
    formKey: formKeyOf(field(form, "formKey")),
    email: record.email,
    name: record.name,
    language,
    job: record.topic ?? "",
  };
  const settings = { ...staffMail(services), staffAddress: services.env.mail.staffAddress };
  const mail = await interviewMail(services.database.db, target, actor.name);
  let outcome;
  if (field(form, "intent") === "interview-cancel") {
    const id = wholeNumber(field(form, "interviewId"));
    if (id === null) return problem("invalid");
    const tell = field(form, "tell") === "yes";
    outcome = await cancelInterview(services.database.db, settings, target, id, tell, mail, actor);
  } else {
    const read = readInterviewForm((name) => field(form, name));
    if (!read.ok) return { kind: "problem", problem: read.problem, interview };
    outcome = await scheduleInterview(services.database.db, settings, target, read.plan, mail, actor);
  }
  if (outcome.ok) return { kind: "saved", changed: 1, skipped: 0 };
  if (outcome.problem === "stale") {
    return { kind: "stale", changes: await changesSince(services, "applications", record.id, revision), interview };
  }
  return { kind: "problem", problem: outcome.problem, interview };
}

/**
 * What the person is sent about their interview, in their language: the invitation from the "invite"
 * template (an admin's version or the original, read before the change's transaction) with the interview in
 * words where it says `{{interview}}` (at the end when it does not), or its cancellation.
 */
async function interviewMail(
  db: AppServices["database"]["db"],
  target: { name: string; language: Language; job: string },
  staffName: string,
): Promise<InterviewMail> {
  const record = { name: target.name, reference: "", topic: target.job, language: target.language };
  const ask = { template: "invite", language: target.language };
  const invite = await draftMessage(db, "applications", record, ask, staffName, () => INTERVIEW_PLACE);
  return (interview, cancelled) => {
    const words = interviewWords(interview, target.language);
    if (cancelled) {
      const texts = messages[target.language].admin.interview.mail;
      const values = { name: target.name, job: target.job, interview: words, staff: staffName, company: company.name };
      return { subject: fill(texts.cancelSubject, values), body: fill(texts.cancelBody, values) };
    }
    const body = invite.body.includes(INTERVIEW_PLACE)
      ? invite.body.replace(INTERVIEW_PLACE, words)
      : `${invite.body}\n\n${words}`;
    return { subject: invite.subject, body };
  };
}

/** Where the invitation's text says `{{interview}}`, kept until the interview is known. */
const INTERVIEW_PLACE = "{{interview}}";

/**
 * The same change on every selected record of a list (`record` = "id.revision" each): a record changed
 * by someone else since the list was read is skipped and counted, never written over.
 */
export async function actOnSelection(
  services: AppServices,
  inbox: Inbox,
  form: FormData,
  actor: Actor,
): Promise<InboxOutcome> {
  const change = requestedChange(form);
  if (!change) return problem("invalid");
  // The status box starts empty: a selection changes status only to one chosen.
  if ("status" in change && change.status === "") return problem("noStatus");
  const selected = form
    .getAll("record")
    .map((value) => (typeof value === "string" ? /^(\d{1,9})\.(\d{1,9})$/.exec(value) : null))
    .filter((match) => match !== null)
    .map((match) => ({ id: Number(match[1]), revision: Number(match[2]) }));
  if (selected.length === 0) return problem("noSelection");
  if (selected.length > MAX_SELECTION) return problem("invalid");
  let changed = 0;
  const skipped: number[] = [];
  for (const target of selected) {
    const outcome = await changeRecord(services.database.db, inbox, target, change, actor, staffMail(services));
    if (outcome.ok) changed += 1;
    else if (outcome.problem === "invalid" || outcome.problem === "rejectionReason") return problem(outcome.problem);
    else skipped.push(target.id);
  }
  const skippedReferences = await referencesOf(services, inbox, skipped);
  return { kind: "saved", changed, skipped: skipped.length, skippedReferences };
}

/** The references of records by their ids (those a selection skipped), as the list shows them. */
async function referencesOf(services: AppServices, inbox: Inbox, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const source = inboxSources[inbox];
  const rows = (await services.database.db
    .select({ reference: sql<string>`${source.reference}` })
    .from(source.table)
    .where(inArray(source.id, ids))) as Array<{ reference: string }>;
  return rows.map((row) => row.reference).sort();
}

/** What the erasure form sent back: done (what went, what did not and why), or why nothing was erased. */
export type ErasureOutcome =
  { kind: "erased"; result: ErasureResult } | { kind: "problem"; problem: InboxProblem; ticked: string[] };

/** A record as the erasure preview names it in its form: `inbox:reference:revision`. */
const CHOSEN = /^([a-z]{1,20}):(KX-[0-9A-Z]{4}-[0-9A-Z]{4}):(\d{1,9})$/;

function chosenRecords(values: FormDataEntryValue[]) {
  const records = values.map((value) => (typeof value === "string" ? CHOSEN.exec(value) : null));
  if (records.length > MAX_ERASURE_RECORDS) return null;
  const read = records.map((match) =>
    match && isInbox(match[1]) ? { inbox: match[1], reference: match[2]!, revision: Number(match[3]) } : null,
  );
  return read.every((record) => record !== null) ? read : null;
}

/**
 * An erasure on request from the preview of `start`: the person asked (the box), and exactly the ticked
 * records go, each checked again on the server (eraseChosen).
 */
export async function eraseOnRequest(
  services: AppServices,
  start: RecordName,
  form: FormData,
  actor: Actor,
): Promise<ErasureOutcome> {
  const ticked = form.getAll("erase").filter((value) => typeof value === "string");
  const refused = (name: InboxProblem): ErasureOutcome => ({ kind: "problem", problem: name, ticked });
  const chosen = chosenRecords(form.getAll("erase"));
  const shown = chosenRecords(form.getAll("shown"));
  if (!chosen || !shown) return refused("invalid");
  if (field(form, "confirm") !== "yes") return refused("confirmErase");
  if (chosen.length === 0) return refused("noSelection");
  const result = await eraseChosen(services, start, chosen, shown, actor);
  if (result === "missing") return refused("missing");
  if (result === "mismatch") return refused("eraseMismatch");
  return { kind: "erased", result };
}
