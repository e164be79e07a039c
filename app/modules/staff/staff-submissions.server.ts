import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffSubmissions } from "~/db/schema";

/**
 * A fresh key for the back-office forms a page is about to show. Pages key their forms on it, so a form
 * starts empty again after each accepted action (its page's loader runs again and brings a new key), and
 * a form that creates something sends it, so it creates that once (ADR 038).
 */
export const newFormKey = () => randomUUID();

const FORM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key a form was sent with; a form without one (not from our pages) gets a key of its own. */
export const formKeyOf = (text: string | undefined) => (text && FORM_KEY.test(text) ? text : randomUUID());

/** How long a key is remembered: far longer than a double click or a browser resending a form. */
const KEPT_FOR = sql`interval '1 day'`;

/**
 * Claims a form's key, in the transaction that creates what the form asked for. `first` is false when the
 * same form was sent before (a double click, a form sent again): then create nothing, and `created` names
 * what the first one created, if it noted it. The second of two at once waits for the first to commit.
 */
export async function claimFormKey(
  db: Pick<Database, "insert" | "select" | "delete">,
  key: string,
): Promise<{ first: true } | { first: false; created: string | null }> {
  await db.delete(staffSubmissions).where(lt(staffSubmissions.createdAt, sql`now() - ${KEPT_FOR}`));
  const claimed = await db
    .insert(staffSubmissions)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: staffSubmissions.key });
  if (claimed.length > 0) return { first: true };
  const [earlier] = await db
    .select({ created: staffSubmissions.created })
    .from(staffSubmissions)
    .where(eq(staffSubmissions.key, key));
  return { first: false, created: earlier?.created ?? null };
}

/** Notes what a form created under its key (a job offer's id), so the same form sent again leads to it. */
export async function noteCreated(db: Pick<Database, "update">, key: string, created: string) {
  await db.update(staffSubmissions).set({ created }).where(eq(staffSubmissions.key, key));
}

/** Forgets a claimed key whose form created nothing (it was refused), so the same form may be sent again. */
export async function releaseFormKey(db: Pick<Database, "delete">, key: string) {
  await db.delete(staffSubmissions).where(eq(staffSubmissions.key, key));
}
