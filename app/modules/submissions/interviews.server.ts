import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { company } from "~/config/company";
import type { Database } from "~/db/client.server";
import { interviews, jobApplications, outbox } from "~/db/schema";
import { intlLocale, type Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { dateTimeFormat } from "~/lib/intl-formatters";
import { startOfDayInLuanda, todayInLuanda } from "~/lib/luanda-day";
import { isAcceptableText } from "~/lib/text-rules";
import { writeHistory, type Actor } from "~/modules/history/record-history.server";
import { claimFormKey } from "~/modules/staff/staff-submissions.server";
import { staffOfInbox } from "./inbox-record.server";
import { composeMessage, fill, messageDomain } from "./outbox.server";
import type { MessageSettings } from "./person-message.server";

/** The lengths an interview may take, in minutes (the form's choices). */
const interviewLengths = [30, 45, 60, 90] as const;
const PLACE_MAX = 300;
/** How far ahead an interview may be set: further is a typing mistake. */
const FURTHEST_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export type InterviewPlan = { startsAt: Date; minutes: number; place: string; interviewerId: string; tell: boolean };
export type InterviewProblem = "interviewWhen" | "interviewPast" | "interviewPlace" | "characters" | "invalid";

/** The interview form as posted: a day and time in Luanda, a length, a place or link, an interviewer. */
export function readInterviewForm(
  field: (name: string) => string,
  now = new Date(),
): { ok: true; plan: InterviewPlan } | { ok: false; problem: InterviewProblem } {
  const day = field("day");
  const time = field("time");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    return { ok: false, problem: "interviewWhen" };
  const startsAt = new Date(`${day}T${time}:00+01:00`);
  // A day that is no day (2026-02-30) reads as another: refused rather than moved.
  if (Number.isNaN(startsAt.getTime()) || todayInLuanda(startsAt) !== day)
    return { ok: false, problem: "interviewWhen" };
  if (startsAt.getTime() <= now.getTime() || startsAt.getTime() > now.getTime() + FURTHEST_DAYS * DAY_MS)
    return { ok: false, problem: "interviewPast" };
  const minutes = Number(field("minutes"));
  if (!(interviewLengths as readonly number[]).includes(minutes)) return { ok: false, problem: "invalid" };
  const place = field("place").trim();
  if (place.length === 0 || [...place].length > PLACE_MAX) return { ok: false, problem: "interviewPlace" };
  if (!isAcceptableText(place, "line")) return { ok: false, problem: "characters" };
  const interviewerId = field("interviewer");
  if (interviewerId === "") return { ok: false, problem: "invalid" };
  return { ok: true, plan: { startsAt, minutes, place, interviewerId, tell: field("tell") === "yes" } };
}

export type Interview = {
  id: number;
  startsAt: string;
  minutes: number;
  place: string;
  interviewerId: string | null;
  interviewerName: string;
  sequence: number;
  cancelledAt: string | null;
};

const interviewColumns = {
  id: interviews.id,
  startsAt: interviews.startsAt,
  minutes: interviews.minutes,
  place: interviews.place,
  interviewerId: interviews.interviewerId,
  interviewerName: interviews.interviewerName,
  sequence: interviews.sequence,
  cancelledAt: interviews.cancelledAt,
};

const asInterview = (
  row: Omit<Interview, "startsAt" | "cancelledAt"> & { startsAt: Date; cancelledAt: Date | null },
): Interview => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  minutes: row.minutes,
  place: row.place,
  interviewerId: row.interviewerId,
  interviewerName: row.interviewerName,
  sequence: row.sequence,
  cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
});

/** An application's interviews, the latest first (cancelled ones too: the record says what happened). */
export async function interviewsOf(db: Database, applicationId: number): Promise<Interview[]> {
  const rows = await db
    .select(interviewColumns)
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(desc(interviews.startsAt));
  return rows.map(asInterview);
}

/** The interview still to come, if any: scheduling again moves it rather than adding another. */
const upcomingOf = (db: Pick<Database, "select">, applicationId: number, now: Date) =>
  db
    .select(interviewColumns)
    .from(interviews)
    .where(
      and(eq(interviews.applicationId, applicationId), isNull(interviews.cancelledAt), gte(interviews.startsAt, now)),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(1);

/** The interview's when, where and with whom, in the person's language, as the invitation says it. */
export function interviewWords(
  interview: Pick<Interview, "startsAt" | "minutes" | "place" | "interviewerName">,
  language: Language,
) {
  const texts = messages[language].admin.interview.mail;
  const when = dateTimeFormat(intlLocale[language], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Africa/Luanda",
  }).format(new Date(interview.startsAt));
  return [
    fill(texts.when, { when }),
    fill(texts.length, { minutes: String(interview.minutes) }),
    fill(texts.place, { place: interview.place }),
    fill(texts.with, { name: interview.interviewerName }),
  ].join("\n");
}

/**
 * The calendar file sent with the invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL): one
 * event per interview (its UID), whose SEQUENCE goes up with each change, so a calendar moves or removes
 * the event it already holds.
 */
function interviewCalendar(
  interview: Pick<Interview, "id" | "startsAt" | "minutes" | "place" | "sequence">,
  about: { summary: string; description: string; organizer: string; attendee: { name: string; email: string } },
  domain: string,
  cancelled = false,
) {
  const calendar = ical({
    prodId: { company: company.name, product: "back-office", language: "PT" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const start = new Date(interview.startsAt);
  const link = /^https:\/\/\S+$/.exec(interview.place)?.[0];
  const event = calendar.createEvent({
    id: `interview-${interview.id}@${domain}`,
    sequence: interview.sequence,
    start,
    end: new Date(start.getTime() + interview.minutes * 60_000),
    summary: about.summary,
    description: about.description,
    location: interview.place,
    ...(link ? { url: link } : {}),
    organizer: { name: company.name, email: about.organizer },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  event.createAttendee({ email: about.attendee.email, name: about.attendee.name, rsvp: !cancelled });
  return calendar.toString();
}

export type InterviewTarget = {
  id: number;
  revision: number;
  formKey: string;
  email: string | null;
  name: string;
  language: Language;
  job: string;
};

/** What the person is sent: the invitation's or cancellation's subject and text, in their language. */
export type InterviewMail = (interview: Interview, cancelled: boolean) => { subject: string; body: string };

export type InterviewOutcome =
  { ok: true; revision: number } | { ok: false; problem: "stale" | "missing" | "invalid" | "noEmail" };

/**
 * Sets the application's interview (or moves the one still to come), with the interviewer among those
 * who work the inbox; a pending application becomes reviewed in the same step. Told to the person when
 * asked: the invitation with its calendar file, through the outbox. Refused on a page read before
 * someone else's change; a form sent twice sets it once.
 */
export async function scheduleInterview(
  db: Database,
  settings: MessageSettings,
  target: InterviewTarget,
  plan: InterviewPlan,
  mail: InterviewMail,
  actor: Actor,
  now = new Date(),
): Promise<InterviewOutcome> {
  const interviewer = (await staffOfInbox(db, "applications")).find((member) => member.id === plan.interviewerId);
  if (!interviewer) return { ok: false, problem: "invalid" };
  if (plan.tell && !target.email) return { ok: false, problem: "noEmail" };
  return db.transaction(async (tx) => {
    if (!(await claimFormKey(tx, target.formKey)).first) return { ok: true, revision: target.revision };
    const guard = await lockApplication(tx, target);
    if (!guard.ok) return guard;
    const revision = target.revision + 1;
    const reviewed = guard.status === "pending";
    await tx
      .update(jobApplications)
      .set({ revision, updatedAt: new Date(), ...(reviewed ? { status: "reviewed" } : {}) })
      .where(eq(jobApplications.id, target.id));
    if (reviewed) {
      const detail = { from: "pending", to: "reviewed", revision };
      await writeHistory(tx, { inbox: "applications", recordId: target.id, actor, action: "status", detail });
    }
    const values = {
      startsAt: plan.startsAt,
      minutes: plan.minutes,
      place: plan.place,
      interviewerId: interviewer.id,
      interviewerName: interviewer.name,
      updatedAt: new Date(),
    };
    const [upcoming] = await upcomingOf(tx, target.id, now);
    const [saved] = upcoming
      ? await tx
          .update(interviews)
          .set({ ...values, sequence: upcoming.sequence + 1 })
          .where(eq(interviews.id, upcoming.id))
          .returning()
      : await tx
          .insert(interviews)
          .values({ ...values, applicationId: target.id })
          .returning();
    const interview = asInterview(saved!);
    const told = plan.tell && target.email ? await tellPerson(tx, settings, target, interview, mail, false) : null;
    await writeHistory(tx, {
      inbox: "applications",
      recordId: target.id,
      actor,
      action: "interview",
      detail: {
        at: interview.startsAt,
        minutes: interview.minutes,
        place: interview.place,
        interviewer: interview.interviewerName,
        moved: upcoming ? 1 : 0,
        outbox: told,
        revision,
      },
    });
    return { ok: true, revision };
  });
}

/** Cancels an interview still to come; its cancellation goes to the person's calendar when asked. */
export async function cancelInterview(
  db: Database,
  settings: MessageSettings,
  target: InterviewTarget,
  interviewId: number,
  tell: boolean,
  mail: InterviewMail,
  actor: Actor,
  now = new Date(),
): Promise<InterviewOutcome> {
  if (tell && !target.email) return { ok: false, problem: "noEmail" };
  return db.transaction(async (tx) => {
    if (!(await claimFormKey(tx, target.formKey)).first) return { ok: true, revision: target.revision };
    const guard = await lockApplication(tx, target);
    if (!guard.ok) return guard;
    const [cancelled] = await tx
      .update(interviews)
      .set({ cancelledAt: now, sequence: sql`${interviews.sequence} + 1`, updatedAt: now })
      .where(
        and(
          eq(interviews.id, interviewId),
          eq(interviews.applicationId, target.id),
          isNull(interviews.cancelledAt),
          gte(interviews.startsAt, now),
        ),
      )
      .returning();
    if (!cancelled) return { ok: false, problem: "invalid" };
    const revision = target.revision + 1;
    await tx.update(jobApplications).set({ revision, updatedAt: now }).where(eq(jobApplications.id, target.id));
    const interview = asInterview(cancelled);
    const told = tell && target.email ? await tellPerson(tx, settings, target, interview, mail, true) : null;
    await writeHistory(tx, {
      inbox: "applications",
      recordId: target.id,
      actor,
      action: "interview",
      detail: { at: interview.startsAt, cancelled: 1, outbox: told, revision },
    });
    return { ok: true, revision };
  });
}

/** The application, locked for the change, if nobody changed it since the page was read. */
async function lockApplication(tx: Database, target: { id: number; revision: number }) {
  const [row] = await tx
    .select({ revision: jobApplications.revision, status: jobApplications.status })
    .from(jobApplications)
    .where(eq(jobApplications.id, target.id))
    .for("update");
  if (!row) return { ok: false as const, problem: "missing" as const };
  if (row.revision !== target.revision) return { ok: false as const, problem: "stale" as const };
  return { ok: true as const, status: row.status };
}

/** Queues the invitation or cancellation with its calendar file; answers the outbox line's id. */
async function tellPerson(
  tx: Database,
  settings: MessageSettings,
  target: InterviewTarget,
  interview: Interview,
  mail: InterviewMail,
  cancelled: boolean,
) {
  const [application] = await tx
    .select({ reference: jobApplications.reference })
    .from(jobApplications)
    .where(eq(jobApplications.id, target.id));
  const { subject, body } = mail(interview, cancelled);
  const tagged = subject.includes(application!.reference) ? subject : `[${application!.reference}] ${subject}`;
  const domain = messageDomain(settings.from);
  const calendar = interviewCalendar(
    interview,
    {
      summary: subject,
      description: body,
      organizer: settings.staffAddress.applications,
      attendee: { name: target.name, email: target.email! },
    },
    domain,
    cancelled,
  );
  const [queued] = await tx
    .insert(outbox)
    .values({
      messageId: `<${randomUUID()}@${domain}>`,
      kind: "message",
      inbox: "applications",
      recordId: target.id,
      recipient: target.email!,
      ...composeMessage(tagged, body, target.language),
      calendar,
    })
    .returning({ id: outbox.id });
  return queued!.id;
}

/** The week's interviews (from the start of today in Luanda, seven days), for the dashboard. */
export async function interviewsOfWeek(db: Database, now = new Date()) {
  const from = startOfDayInLuanda(todayInLuanda(now));
  const until = new Date(from.getTime() + 7 * DAY_MS);
  const rows = await db
    .select({
      startsAt: interviews.startsAt,
      minutes: interviews.minutes,
      interviewerName: interviews.interviewerName,
      reference: jobApplications.reference,
      name: sql<string>`${jobApplications.firstName} || ' ' || ${jobApplications.lastName}`,
    })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .where(and(isNull(interviews.cancelledAt), gte(interviews.startsAt, from), lt(interviews.startsAt, until)))
    .orderBy(asc(interviews.startsAt));
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}
