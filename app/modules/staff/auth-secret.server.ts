import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteSettings } from "~/db/schema";

const GENERATED_SECRET = "staff-auth-secret";

/**
 * AUTH_SECRET when set; otherwise one generated at the first start and kept in the database, so
 * `npm start` works on a fresh machine and sessions and authenticator secrets survive a restart. Every
 * process of one site reads the same row (the first to write it wins). ADR 023: production sets AUTH_SECRET.
 */
export async function staffAuthSecret(db: Database, fromEnvironment: string | undefined) {
  if (fromEnvironment) return { secret: fromEnvironment, generated: false };
  await db
    .insert(siteSettings)
    .values({ key: GENERATED_SECRET, value: { secret: randomBytes(48).toString("base64url") } })
    .onConflictDoNothing();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, GENERATED_SECRET));
  const secret = (row?.value as { secret?: string } | undefined)?.secret;
  if (!secret) throw new Error("the generated staff sign-in secret could not be read back");
  return { secret, generated: true };
}
