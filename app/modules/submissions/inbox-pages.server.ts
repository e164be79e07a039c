import { data } from "react-router";
import { inboxes, type Inbox, type StaffRole } from "~/domain/choices";
import { applicationFiles, arrivalStatus, inboxAt, inboxesFor, isRated, lateAfterHours } from "~/domain/inboxes";
import type { Language } from "~/i18n/languages";
import type { AppServices } from "~/lib/app-context.server";
import { formatTimeAgo } from "~/lib/format";
import { REFERENCE_PATTERN } from "./reference";
import { readInboxFilters } from "./inbox-filters";
import { jobOfferOptions, listInbox } from "./inbox-list.server";
import { shortSearchWords } from "./search-words.server";
import { findRecord, sameSender, staffOfInbox } from "./inbox-record.server";
import { describeRecord } from "./record-fields.server";
import { inboxTags, tagsOf } from "./record-tags.server";
import { averagesOf, ratingsOf, summaryOf, type RatingSummary } from "./record-ratings.server";
import { draftMessage, purposesOf, withMessageStates } from "./person-message.server";
import { interviewsOf, interviewWords } from "./interviews.server";
import { todayInLuanda } from "~/lib/luanda-day";
import { givesReasons, reasonsOf, type RejectionReason } from "./rejection-reasons.server";
import type { HistoryEntry } from "~/modules/history/record-history.server";
import { readErasedRecord, readHistory, readInboxHistory } from "~/modules/history/record-history.server";
import { newFormKey } from "~/modules/staff/staff-submissions.server";
import type { InboxListData } from "./InboxList";
import type { RecordDetailData } from "./RecordDetail";

/** The inbox a back-office request is for (the `:inbox` of its address); 404 for any other word. */
export function inboxOfRequest(request: Request): Inbox {
  const inbox = inboxAt(new URL(request.url).pathname);
  if (!inbox) throw data(null, { status: 404 });
  return inbox;
}

/** Everything an inbox's list page shows, for the filters of its address. */
export async function loadInboxList(
  services: AppServices,
  inbox: Inbox,
  url: URL,
  language: Language,
  /** The staff member reading it: "assigned to me" is their id. */
  me: string,
): Promise<InboxListData> {
  const { db } = services.database;
  const { filters, ignored } = readInboxFilters(inbox, url.searchParams);
  const [list, staff, jobs, trail, reasons, tags] = await Promise.all([
    listInbox(db, inbox, filters, language),
    staffOfInbox(db, inbox),
    inbox === "applications" ? jobOfferOptions(db, language) : [],
    readInboxHistory(db, inbox),
    givesReasons(inbox) ? reasonsOf(db, inbox) : [],
    inboxTags(db, inbox),
  ]);
  const ids = list.rows.map((row) => row.id);
  const [rowTags, averages] = await Promise.all([
    tagsOf(db, inbox, ids),
    isRated(inbox) ? averagesOf(db, inbox, ids) : new Map<number, RatingSummary>(),
  ]);
  const shortWords = shortSearchWords(filters.q);
  const now = new Date();
  const lateBefore = now.getTime() - lateAfterHours[inbox] * 3_600_000;
  return {
    inbox,
    me,
    filters: { ...filters, page: list.page },
    ignored,
    shortWords,
    ...list,
    // Ages are written here, where the time is known (ADR 032): the browser would read another minute.
    rows: list.rows.map(({ changedAt, ...row }) => ({
      ...row,
      arrivedAgo: formatTimeAgo(row.createdAt, language, now),
      changedAgo: changedAt ? formatTimeAgo(changedAt, language, now) : null,
      late: row.status === arrivalStatus[inbox] && Date.parse(row.createdAt) < lateBefore,
      tags: rowTags.get(row.id) ?? [],
      rating: averages.get(row.id) ?? null,
    })),
    rated: isRated(inbox),
    staff,
    jobs,
    tags,
    trail,
    reasons: offeredReasons(reasons, language),
    formKey: newFormKey(),
  };
}

/** The reasons staff may give now, in their language, for a status form. */
const offeredReasons = (reasons: RejectionReason[], language: Language) =>
  reasons.filter((reason) => !reason.retired).map((reason) => ({ id: reason.id, label: reason.label[language] }));

/** The history with each rejection's reason in words (a retired reason still reads as it did). */
function withReasonLabels(entries: HistoryEntry[], reasons: RejectionReason[], language: Language) {
  const labels = new Map(reasons.map((reason) => [reason.id, reason.label[language]]));
  return entries.map((entry) =>
    typeof entry.detail.reason === "number" && labels.has(entry.detail.reason)
      ? { ...entry, detail: { ...entry.detail, reasonLabel: labels.get(entry.detail.reason)! } }
      : entry,
  );
}

/**
 * One record's page, read and nothing else (an unread contact message stays unread until someone
 * marks it: a GET changes nothing, ADR 039), and the stored row it was drawn from (for what an inbox
 * adds to the page, such as a delivery's steps). Null for an unknown reference.
 */
export async function loadRecordDetail(
  services: AppServices,
  inbox: Inbox,
  reference: string,
  {
    language,
    role,
    url,
    staffName,
    staffId,
  }: { language: Language; role: StaffRole; url: URL; staffName: string; staffId: string },
): Promise<{ detail: RecordDetailData; row: Record<string, unknown> } | null> {
  const { db } = services.database;
  const found = await findRecord(db, inbox, reference, language);
  if (!found) return null;
  const { row, summary: record } = found;
  const [others, entries, staff, reasons, interviews, tags, suggestions, ratings] = await Promise.all([
    sameSender(db, inbox, record, inboxesFor(role)),
    readHistory(db, inbox, record.id).then((entries) => withMessageStates(db, entries)),
    staffOfInbox(db, inbox),
    givesReasons(inbox) ? reasonsOf(db, inbox) : [],
    inbox === "applications" ? interviewsOf(db, record.id) : null,
    tagsOf(db, inbox, [record.id]).then((found) => found.get(record.id) ?? []),
    inboxTags(db, inbox),
    isRated(inbox) ? ratingsOf(db, inbox, record.id) : null,
  ]);
  const history = withReasonLabels(entries, reasons, language);
  const now = new Date();
  const upcoming = interviews?.findLast(
    (interview) => !interview.cancelledAt && Date.parse(interview.startsAt) > now.getTime(),
  );
  const reasonId = typeof row.rejectionReasonId === "number" ? row.rejectionReasonId : null;
  // The invitation's template says when the interview to come is, in the message's language.
  const ask = { template: url.searchParams.get("template"), language: url.searchParams.get("in") };
  const interviewIn = (language: Language) => (upcoming ? interviewWords(upcoming, language) : "");
  const draft = record.email ? await draftMessage(db, inbox, record, ask, staffName, interviewIn) : null;
  const files =
    inbox === "applications"
      ? applicationFiles.flatMap((file) => {
          const name = file === "cv" ? row.cvFileName : row.idCardFileName;
          return typeof name === "string" ? [{ file, name }] : [];
        })
      : [];
  const jobId = typeof row.jobOfferId === "string" ? row.jobOfferId : null;
  const detail = {
    inbox,
    record,
    assigneeId: typeof row.assignedTo === "string" ? row.assignedTo : null,
    fields: describeRecord(inbox, row, language),
    files,
    job: jobId && record.topic ? { id: jobId, title: record.topic } : null,
    sameSender: others,
    // Said from the role alone: whether those inboxes hold a match is not this member's to know.
    othersMayExist: inboxesFor(role).length < inboxes.length,
    history,
    staff,
    reasons: offeredReasons(reasons, language),
    interviews: interviews && { list: interviews, upcomingId: upcoming?.id ?? null, today: todayInLuanda(now) },
    rejectionReason: reasons.find((reason) => reason.id === reasonId)?.label[language] ?? null,
    tags,
    // The inbox's tags the record does not have yet: the tag box suggests them.
    suggestions: suggestions.filter((tag) => !tags.some((held) => held.key === tag.key)),
    ratings: ratings && {
      all: ratings,
      summary: summaryOf(ratings),
      mine: ratings.find((r) => r.staffId === staffId) ?? null,
    },
    // "Write to the person", where they gave an e-mail address: started from `?template=` in `?in=`.
    write: record.email && draft ? { email: record.email, purposes: purposesOf(inbox), draft } : null,
    formKey: newFormKey(),
  };
  return { detail, row };
}

/** An erased record's page: its tombstone and the history lines that stayed (410), or null (404). */
export async function loadErasedRecord(services: AppServices, inbox: Inbox, reference: string) {
  if (!REFERENCE_PATTERN.test(reference)) return null;
  const history = await readErasedRecord(services.database.db, inbox, reference);
  return history ? { inbox, reference, history } : null;
}
