import { and, count, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Inbox } from "~/domain/choices";
import { arrivalStatus, doneStatuses } from "~/domain/inboxes";
import { startOfDayInLuanda, todayInLuanda } from "~/lib/luanda-day";
import { lateCondition } from "./inbox-list.server";
import { inboxSources } from "./inbox-sources.server";
import { interviewsOfWeek } from "./interviews.server";
import { reasonInboxes, rejectionsByReason } from "./rejection-reasons.server";
import type { RecruitingFigures } from "./RecruitingDashboard";

const CHART_WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The Monday, in Luanda, of the week `now` falls in, as YYYY-MM-DD. */
function mondayOf(now: Date): string {
  const today = new Date(`${todayInLuanda(now)}T00:00:00Z`);
  const daysSinceMonday = (today.getUTCDay() + 6) % 7;
  return new Date(today.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

export type WeekFigures = { start: string; counts: Partial<Record<Inbox, number>> };

/**
 * Per inbox: how many wait in their arrival status, how many of those are late, how many there are in
 * all; and 12 weeks of arrivals.
 */
export async function dashboardFigures(db: Database, inboxes: Inbox[], now = new Date()) {
  const firstWeek = new Date(startOfDayInLuanda(mondayOf(now)).getTime() - (CHART_WEEKS - 1) * WEEK_MS);
  const weeks: WeekFigures[] = Array.from({ length: CHART_WEEKS }, (_, index) => ({
    start: todayInLuanda(new Date(firstWeek.getTime() + index * WEEK_MS)),
    counts: {},
  }));
  const totals = await Promise.all(
    inboxes.map(async (inbox) => {
      const source = inboxSources[inbox];
      const [waiting] = await db
        .select({ count: count() })
        .from(source.table)
        .where(eq(source.status, arrivalStatus[inbox]));
      const [all] = await db.select({ count: count() }).from(source.table);
      const [late] = await db.select({ count: count() }).from(source.table).where(lateCondition(source));
      const perWeek = await db
        .select({
          week: sql<number>`floor(extract(epoch from (${source.createdAt} - ${firstWeek})) / ${WEEK_MS / 1000})::int`,
          count: count(),
        })
        .from(source.table)
        .where(gte(source.createdAt, firstWeek))
        .groupBy(sql`1`);
      for (const { week, count: arrivals } of perWeek) {
        const figures = weeks[Number(week)];
        if (figures) figures.counts[inbox] = Number(arrivals);
      }
      return {
        inbox,
        waiting: Number(waiting?.count ?? 0),
        late: Number(late?.count ?? 0),
        total: Number(all?.count ?? 0),
      };
    }),
  );
  return { totals, weeks };
}

/** Per inbox, the records assigned to this member of staff that still ask something of them. */
export async function assignedTo(db: Database, inboxes: Inbox[], staffId: string) {
  return Promise.all(
    inboxes.map(async (inbox) => {
      const source = inboxSources[inbox];
      const [mine] = await db
        .select({ count: count() })
        .from(source.table)
        .where(and(eq(source.assignedTo, staffId), notInArray(source.status, [...doneStatuses[inbox]])));
      return { inbox, count: Number(mine?.count ?? 0) };
    }),
  );
}

/** Rejections are counted over this many days on the dashboard. */
const REJECTION_DAYS = 90;

/** The week's interviews (for who reads job applications) and the reasons of recent rejections, per inbox. */
export async function recruitingFigures(db: Database, inboxes: Inbox[], now = new Date()): Promise<RecruitingFigures> {
  const since = new Date(now.getTime() - REJECTION_DAYS * DAY_MS);
  const [interviews, rejections] = await Promise.all([
    inboxes.includes("applications") ? interviewsOfWeek(db, now) : null,
    Promise.all(
      reasonInboxes
        .filter((inbox) => inboxes.includes(inbox))
        .map(async (inbox) => ({ inbox, reasons: await rejectionsByReason(db, inbox, since) })),
    ),
  ]);
  return { interviews, rejections };
}
