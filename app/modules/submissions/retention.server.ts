import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { RetentionSettings } from "~/config/env.server";
import { deliveryPositions, deliveryRequests, jobApplications } from "~/db/schema";
import { inboxes, type Inbox } from "~/domain/choices";
import type { AppServices } from "~/lib/app-context.server";
import { eraseSubmission } from "./erasure.server";
import { inboxSources } from "./inbox-sources.server";
import { writeHistory } from "~/modules/history/record-history.server";

type Services = Pick<AppServices, "database" | "fileStore" | "logger">;

/** What is due to go, by reference (no personal data), and why. */
type PurgeItem = { inbox: Inbox; reference: string; reason: "id-card" | "rejected" | "expired" };
export type PurgeReport = {
  dryRun: boolean;
  asOf: string;
  idCards: number;
  rejected: number;
  expired: number;
  /** A delivery driver's positions, RETAIN_POSITIONS_DAYS after the delivery ended. */
  positions: number;
  items: PurgeItem[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

function monthsBefore(date: Date, months: number): Date {
  const earlier = new Date(date);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
}

/** Due: decided job applications whose ID card outlived RETAIN_ID_CARD_DAYS after the decision. */
async function idCardsDue({ database }: Services, settings: RetentionSettings, asOf: Date) {
  const decided = sql`coalesce(${jobApplications.decidedAt}, ${jobApplications.updatedAt})`;
  return database.db
    .select({ id: jobApplications.id, reference: jobApplications.reference, key: jobApplications.idCardKey })
    .from(jobApplications)
    .where(
      and(
        inArray(jobApplications.status, ["accepted", "rejected"]),
        isNotNull(jobApplications.idCardKey),
        lt(decided, new Date(asOf.getTime() - settings.idCardDays * DAY_MS)),
      ),
    );
}

/** The positions of deliveries that ended (delivered or cancelled) more than RETAIN_POSITIONS_DAYS ago. */
const positionsDue = (settings: RetentionSettings, asOf: Date) =>
  sql`${deliveryPositions.deliveryId} in (select ${deliveryRequests.id} from ${deliveryRequests} where coalesce(${deliveryRequests.deliveredAt}, ${deliveryRequests.cancelledAt}) < ${new Date(asOf.getTime() - settings.positionDays * DAY_MS)})`;

async function countPositionsDue({ database }: Services, settings: RetentionSettings, asOf: Date) {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveryPositions)
    .where(positionsDue(settings, asOf));
  return Number(row?.count ?? 0);
}

/** Due: submissions past their time: rejected applications after the decision, the rest after arrival. */
async function submissionsDue({ database }: Services, settings: RetentionSettings, asOf: Date) {
  const due: Array<{ inbox: Inbox; id: number; reference: string; reason: "rejected" | "expired" }> = [];
  for (const inbox of inboxes) {
    const source = inboxSources[inbox];
    const select = { id: sql<number>`${source.id}`, reference: sql<string>`${source.reference}` };
    if (source.decidedAt) {
      const decided = sql`coalesce(${source.decidedAt}, ${source.updatedAt})`;
      const rejected = (await database.db
        .select(select)
        .from(source.table)
        .where(and(eq(source.status, "rejected"), lt(decided, monthsBefore(asOf, settings.rejectedMonths))))) as Array<{
        id: number;
        reference: string;
      }>;
      due.push(...rejected.map((row) => ({ inbox, ...row, reason: "rejected" as const })));
    }
    const expired = (await database.db
      .select(select)
      .from(source.table)
      .where(lt(source.createdAt, monthsBefore(asOf, settings.submissionMonths)))) as Array<{
      id: number;
      reference: string;
    }>;
    for (const row of expired) {
      if (!due.some((other) => other.inbox === inbox && other.id === row.id))
        due.push({ inbox, ...row, reason: "expired" });
    }
  }
  return due;
}

/**
 * Deletes what has been kept long enough (Lei n.º 22/11; durations in the settings and on the privacy
 * page): ID cards of decided job applications, rejected applications, and every submission past its
 * time, rows and files together (local folder or S3). A dry run only lists what would go, as of now
 * or of a later date. Each deletion leaves a history line without personal data.
 */
export async function purgeExpired(
  services: Services,
  settings: RetentionSettings,
  { dryRun = false, asOf = new Date() }: { dryRun?: boolean; asOf?: Date } = {},
): Promise<PurgeReport> {
  const cards = await idCardsDue(services, settings, asOf);
  const submissions = await submissionsDue(services, settings, asOf);
  const erasedIds = new Set(submissions.filter((item) => item.inbox === "applications").map((item) => item.id));
  const cardsOnly = cards.filter((card) => !erasedIds.has(card.id));
  const items: PurgeItem[] = [
    ...cardsOnly.map((card) => ({
      inbox: "applications" as const,
      reference: card.reference,
      reason: "id-card" as const,
    })),
    ...submissions.map(({ inbox, reference, reason }) => ({ inbox, reference, reason })),
  ];
  const report: PurgeReport = {
    dryRun,
    asOf: asOf.toISOString(),
    idCards: cardsOnly.length,
    rejected: submissions.filter((item) => item.reason === "rejected").length,
    expired: submissions.filter((item) => item.reason === "expired").length,
    positions: await countPositionsDue(services, settings, asOf),
    items,
  };
  if (dryRun) return report;
  await services.database.db.delete(deliveryPositions).where(positionsDue(settings, asOf));
  for (const card of cardsOnly) await removeIdCard(services, card);
  for (const item of submissions) await eraseSubmission(services, item.inbox, { id: item.id }, "retention");
  services.logger.info(
    {
      event: "retention-purge",
      idCards: report.idCards,
      rejected: report.rejected,
      expired: report.expired,
      positions: report.positions,
    },
    "personal data past its retention period deleted",
  );
  return report;
}

async function removeIdCard(services: Services, card: { id: number; reference: string; key: string | null }) {
  await services.database.db.transaction(async (tx) => {
    await tx
      .update(jobApplications)
      .set({ idCardKey: null, idCardFileName: null })
      .where(eq(jobApplications.id, card.id));
    await writeHistory(tx, {
      inbox: "applications",
      recordId: card.id,
      actor: { id: null, name: "" },
      action: "erasure",
      detail: { reason: "retention", reference: card.reference, file: "id-card" },
    });
  });
  if (card.key) {
    await services.fileStore.delete(card.key).catch((error: unknown) => {
      services.logger.warn({ err: error }, "an expired ID card could not be deleted yet (the sweep will)");
    });
  }
}
