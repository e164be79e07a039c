import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { deliveryRequests, jobApplications } from "~/db/schema";
import { applicantFileFolders, deliveryProofFolder, type FileStore } from "./file-store.server";

/** The private folders whose files a row must name: applicants' files and drivers' photos at delivery. */
const sweptFolders = [...Object.values(applicantFileFolders), deliveryProofFolder].map((folder) => `${folder}/`);

/** A stored file no row names is kept this long: an application may be between its files and its row. */
const ORPHAN_AFTER_MS = 60 * 60 * 1000;

export type SweepCounts = { checked: number; kept: number; tooRecent: number; removed: number };

/**
 * Removes applicants' files and drivers' photos that no row references and that are older than an hour (for
 * example left by a process killed between storing the files and the row). Safe to run from several
 * processes at once: it only ever deletes unreferenced files. Published files (news images, price lists)
 * are another matter: their editors delete the file they replace.
 */
export async function sweepOrphanFiles(
  { db, fileStore, logger }: { db: Database; fileStore: FileStore; logger: Logger },
  now = new Date(),
): Promise<SweepCounts> {
  const rows = await db.select({ cv: jobApplications.cvKey, idCard: jobApplications.idCardKey }).from(jobApplications);
  const proofs = await db.select({ key: deliveryRequests.proofFileKey }).from(deliveryRequests);
  const referenced = new Set([...rows.flatMap((row) => [row.cv, row.idCard]), ...proofs.map((row) => row.key)]);
  const counts: SweepCounts = { checked: 0, kept: 0, tooRecent: 0, removed: 0 };
  for await (const file of fileStore.list()) {
    if (!sweptFolders.some((folder) => file.key.startsWith(folder))) continue;
    counts.checked += 1;
    if (referenced.has(file.key)) counts.kept += 1;
    else if (now.getTime() - file.writtenAt.getTime() < ORPHAN_AFTER_MS) counts.tooRecent += 1;
    else {
      await fileStore.delete(file.key);
      counts.removed += 1;
    }
  }
  logger.info({ event: "file-sweep", ...counts }, "orphan-file sweep");
  return counts;
}
