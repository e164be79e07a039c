import { and, asc, avg, count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { recordRatings } from "~/db/schema";
import { RATING_COMMENT_MAX_LENGTH, type ratedInboxes } from "~/domain/inboxes";
import { isAcceptableText, normalizeLines, shownText } from "~/lib/text-rules";
import { claimFormKey } from "~/modules/staff/staff-submissions.server";
import { writeHistory, type Actor } from "~/modules/history/record-history.server";
import { lockRecord, type InboxSource } from "./inbox-sources.server";

type RatedInbox = (typeof ratedInboxes)[number];

export type RatingProblem = "ratingScore" | "ratingComment";

/** A rating form as sent: a whole score from 1 to 5 (nothing else), and a comment of at most 500 characters. */
export function readRating(
  score: string,
  comment: string,
): { ok: true; score: number; comment: string } | { ok: false; problem: RatingProblem } {
  if (!/^[1-5]$/.test(score)) return { ok: false, problem: "ratingScore" };
  const text = normalizeLines(comment).trim();
  if (Array.from(text).length > RATING_COMMENT_MAX_LENGTH) return { ok: false, problem: "ratingComment" };
  if (!isAcceptableText(text, "lines")) return { ok: false, problem: "ratingComment" };
  return { ok: true, score: Number(score), comment: text };
}

/**
 * A member's rating of a record: theirs is replaced (one per member and record), and the history says
 * they rated it, with the score (the comment stays with the rating, and goes with an erasure). The
 * form's key sends a double tap once.
 */
export async function rateRecord(
  db: Database,
  source: InboxSource,
  target: { inbox: RatedInbox; recordId: number; formKey: string },
  rating: { score: number; comment: string },
  actor: Actor,
): Promise<"rated" | "missing"> {
  return db.transaction(async (tx) => {
    if (!(await lockRecord(tx, source, target.recordId))) return "missing";
    if (!(await claimFormKey(tx, target.formKey)).first) return "rated";
    const { inbox, recordId } = target;
    await tx
      .delete(recordRatings)
      .where(
        and(eq(recordRatings.inbox, inbox), eq(recordRatings.recordId, recordId), eq(recordRatings.staffId, actor.id)),
      );
    await tx.insert(recordRatings).values({ inbox, recordId, staffId: actor.id, staffName: actor.name, ...rating });
    await writeHistory(tx, { inbox, recordId, actor, action: "rating", detail: { score: rating.score } });
    return "rated";
  });
}

export type RecordRating = { staffId: string | null; staffName: string; score: number; comment: string; at: string };

/** Every member's rating of a record, oldest first. */
export async function ratingsOf(db: Database, inbox: RatedInbox, recordId: number): Promise<RecordRating[]> {
  const rows = await db
    .select({
      staffId: recordRatings.staffId,
      staffName: recordRatings.staffName,
      score: recordRatings.score,
      comment: recordRatings.comment,
      at: recordRatings.createdAt,
    })
    .from(recordRatings)
    .where(and(eq(recordRatings.inbox, inbox), eq(recordRatings.recordId, recordId)))
    .orderBy(asc(recordRatings.createdAt), asc(recordRatings.id));
  return rows.map((row) => ({
    ...row,
    staffName: shownText(row.staffName),
    comment: shownText(row.comment),
    at: new Date(row.at).toISOString(),
  }));
}

/** The average score (one decimal) and how many ratings, for a record with at least one. */
export type RatingSummary = { average: number; count: number };

/** Averages of some records of an inbox (a list's page, an export's batch), by record id. */
export async function averagesOf(db: Database, inbox: RatedInbox, ids: number[]): Promise<Map<number, RatingSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ recordId: recordRatings.recordId, average: avg(recordRatings.score), count: count() })
    .from(recordRatings)
    .where(and(eq(recordRatings.inbox, inbox), inArray(recordRatings.recordId, ids)))
    .groupBy(recordRatings.recordId);
  return new Map(rows.map((row) => [row.recordId, summary(Number(row.average), Number(row.count))]));
}

/** The summary of ratings already read. */
export function summaryOf(ratings: RecordRating[]): RatingSummary | null {
  if (ratings.length === 0) return null;
  return summary(ratings.reduce((sum, rating) => sum + rating.score, 0) / ratings.length, ratings.length);
}

const summary = (average: number, count: number) => ({ average: Math.round(average * 10) / 10, count });
