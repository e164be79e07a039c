import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages, driverApplications, businessProposals, jobApplications } from "~/db/schema";
import { normaliseReference } from "./reference";

const formsByTable = [
  ["contact", contactMessages],
  ["driver", driverApplications],
  ["enterprise", businessProposals],
  ["job-application", jobApplications],
] as const;

export type SubmissionForm = (typeof formsByTable)[number][0];

/**
 * The submission a visitor's reference names, for staff (the back-office's search box): typed as the
 * visitor reads it out, in any case, with or without spaces and hyphens. Null when nothing matches.
 */
export async function findSubmissionByReference(
  db: Database,
  typed: string,
): Promise<{ form: SubmissionForm; id: number; reference: string } | null> {
  const reference = normaliseReference(typed);
  if (!reference) return null;
  for (const [form, table] of formsByTable) {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.reference, reference)).limit(1);
    if (row) return { form, id: row.id, reference };
  }
  return null;
}
