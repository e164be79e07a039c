import { count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Inbox } from "~/domain/choices";
import { arrivalStatus } from "~/domain/inboxes";
import { startOfDayInLuanda, todayInLuanda } from "~/lib/luanda-day";
import { inboxSources } from "./inbox-sources.server";

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

/** Per inbox: how many wait in their arrival status and how many there are in all; and 12 weeks of arrivals. */
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
      return { inbox, waiting: Number(waiting?.count ?? 0), total: Number(all?.count ?? 0) };
    }),
  );
  return { totals, weeks };
}
