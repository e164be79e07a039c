/**
 * Real visitors' page speed (ADR 058): the browser's beacon (entry.client.tsx, lib/page-speed/report-vitals.ts)
 * is checked here and added to the day's counts per page, language and measure; the back-office
 * dashboard reads the 75th percentile of the last 7 and 28 days against Google's targets.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { pageSpeedDays } from "~/db/schema";
import { languages } from "~/i18n/languages";
import { vitalNames, type VitalName } from "~/lib/page-speed/vital-names";
import { todayInLuanda } from "~/lib/luanda-day";

const MILLISECONDS = [
  25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500,
  2750, 3000, 3500, 4000, 4500, 5000, 6000, 7000, 8000, 10000, 12000, 15000, 20000, 30000, 60000,
];

/**
 * Each measure's bucket bounds (milliseconds; CLS has no unit). A value counts in the first bucket whose
 * bound it does not exceed; the targets and the "poor" thresholds are bounds, so a verdict is exact.
 */
export const vitalBuckets: Record<VitalName, readonly number[]> = {
  LCP: MILLISECONDS,
  INP: MILLISECONDS,
  TTFB: MILLISECONDS,
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
};

/** Good up to `good`, poor above `poor`, needs improvement between (web.dev's thresholds). */
const vitalTargets: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/** A beacon's largest body, in bytes. */
export const MAX_BEACON_BYTES = 1024;

const vitalValue = (metric: VitalName) => z.number().finite().min(0).max(vitalBuckets[metric].at(-1)!);

/** The beacon's one accepted shape: a known page and language, and one to four known measures. */
export function beaconSchema(pages: ReadonlySet<string>) {
  return z.strictObject({
    route: z
      .string()
      .max(100)
      .refine((route) => pages.has(route)),
    language: z.enum(languages),
    metrics: z
      .strictObject(
        Object.fromEntries(vitalNames.map((name) => [name, vitalValue(name).optional()])) as {
          [Name in VitalName]: z.ZodOptional<z.ZodNumber>;
        },
      )
      .refine((metrics) => Object.values(metrics).some((value) => value !== undefined)),
  });
}

export type Beacon = z.output<ReturnType<typeof beaconSchema>>;

function bucketOf(metric: VitalName, value: number): number {
  return vitalBuckets[metric].findIndex((bound) => value <= bound);
}

/** Adds a beacon's measures to today's counts (Luanda's day): one statement, whatever it carries. */
export async function recordBeacon(db: Database, beacon: Beacon, day = todayInLuanda()): Promise<void> {
  const rows = vitalNames.flatMap((metric) => {
    const value = beacon.metrics[metric];
    if (value === undefined) return [];
    const buckets = vitalBuckets[metric].map((_, index) => (index === bucketOf(metric, value) ? 1 : 0));
    return [sql`(${day}::date, ${beacon.route}, ${beacon.language}, ${metric}, ${`{${buckets.join(",")}}`}::int[], 1)`];
  });
  if (rows.length === 0) return;
  // Element-wise sum of the two arrays of equal length: the stored counts and the beacon's one.
  await db.execute(sql`
    insert into page_speed_days as stored (day, route, language, metric, buckets, count)
    values ${sql.join(rows, sql`, `)}
    on conflict (day, route, language, metric) do update set
      count = stored.count + 1,
      buckets = (
        select array_agg(old + added order by position)
        from unnest(stored.buckets, excluded.buckets) with ordinality as pair(old, added, position)
      )`);
}

type Verdict = "good" | "needs-improvement" | "poor";
type VitalFigure = { p75: number; verdict: Verdict; samples: number };
export type PageSpeedRow = { route: string; metrics: Partial<Record<VitalName, VitalFigure>> };

/**
 * The 75th percentile from bucket counts: the bound of the bucket that holds the visit at the 75th
 * percentile (rank ⌈0.75 n⌉), so the figure is never below the true one by more than a bucket.
 */
export function p75Of(metric: VitalName, buckets: readonly number[]): number {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    seen += count;
    if (seen >= rank) return vitalBuckets[metric][index]!;
  }
  return vitalBuckets[metric].at(-1)!;
}

export function verdictOf(metric: VitalName, value: number): Verdict {
  const { good, poor } = vitalTargets[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Each page's measures over the last `days` days up to today (Luanda), every language together. */
async function pageSpeedFigures(db: Database, days: number, today = todayInLuanda()): Promise<PageSpeedRow[]> {
  const rows = await db
    .select({ route: pageSpeedDays.route, metric: pageSpeedDays.metric, buckets: pageSpeedDays.buckets })
    .from(pageSpeedDays)
    .where(sql`${pageSpeedDays.day} > ${today}::date - ${days}::int and ${pageSpeedDays.day} <= ${today}::date`)
    .orderBy(pageSpeedDays.route);
  const sums = new Map<string, { route: string; metric: VitalName; buckets: number[] }>();
  for (const row of rows) {
    const metric = row.metric as VitalName;
    const key = `${row.route} ${metric}`;
    const sum = sums.get(key) ?? { route: row.route, metric, buckets: vitalBuckets[metric].map(() => 0) };
    row.buckets.forEach((count, index) => (sum.buckets[index] = (sum.buckets[index] ?? 0) + count));
    sums.set(key, sum);
  }
  const pages = new Map<string, PageSpeedRow>();
  for (const { route, metric, buckets } of sums.values()) {
    const p75 = p75Of(metric, buckets);
    const samples = buckets.reduce((total, count) => total + count, 0);
    const page = pages.get(route) ?? { route, metrics: {} };
    page.metrics[metric] = { p75, verdict: verdictOf(metric, p75), samples };
    pages.set(route, page);
  }
  return [...pages.values()];
}

type ShownFigure = { shown: string; verdict: Verdict; samples: number };
export type PageSpeedPeriod = {
  days: number;
  pages: Array<{ route: string; metrics: Partial<Record<VitalName, ShownFigure>> }>;
};

/** The dashboard's panel: the last 7 and 28 days, each figure written in the member's language. */
export async function pageSpeedPanel(db: Database, language: string, today = todayInLuanda()) {
  const seconds = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const plain = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  const shown = (metric: VitalName, value: number) =>
    metric === "CLS"
      ? plain.format(value)
      : value >= 1000
        ? `${seconds.format(value / 1000)} s`
        : `${whole.format(value)} ms`;
  return Promise.all(
    [7, 28].map(async (days): Promise<PageSpeedPeriod> => {
      const rows = await pageSpeedFigures(db, days, today);
      return {
        days,
        pages: rows.map(({ route, metrics }) => ({
          route,
          metrics: Object.fromEntries(
            Object.entries(metrics).map(([metric, figure]) => [
              metric,
              { shown: shown(metric as VitalName, figure.p75), verdict: figure.verdict, samples: figure.samples },
            ]),
          ),
        })),
      };
    }),
  );
}
