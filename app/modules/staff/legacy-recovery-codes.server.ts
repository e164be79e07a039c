import { eq, like, not } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffTwoFactors } from "~/db/schema";

/**
 * Recovery codes an older version kept as one encrypted value (better-auth's default), hashed one by
 * one at start-up (recovery-codes.server.ts, ADR 039); their owners keep the same codes. better-auth's
 * decryption and the hashing load only when such a row exists, not on every start (ADR 029).
 */
export async function hashLegacyRecoveryCodes(db: Database, secret: string): Promise<number> {
  const legacy = await db
    .select({ id: staffTwoFactors.id, backupCodes: staffTwoFactors.backupCodes })
    .from(staffTwoFactors)
    .where(not(like(staffTwoFactors.backupCodes, "[%")));
  if (legacy.length === 0) return 0;
  const [{ symmetricDecrypt }, { hashRecoveryCodes }] = await Promise.all([
    import("better-auth/crypto"),
    import("./recovery-codes.server"),
  ]);
  for (const row of legacy) {
    const codes = JSON.parse(await symmetricDecrypt({ key: secret, data: row.backupCodes })) as string[];
    await db
      .update(staffTwoFactors)
      .set({ backupCodes: await hashRecoveryCodes(codes) })
      .where(eq(staffTwoFactors.id, row.id));
  }
  return legacy.length;
}
