import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffSignInFailures } from "~/db/schema";

/**
 * Growing delays after failed sign-in steps (password or code), per account and per client address,
 * kept in the database so every process sees them. A few free tries, then 2, 4, 8 ... seconds up to
 * 15 minutes between attempts: slow enough to stop guessing, and never a lock-out that an attacker
 * could impose on a member of staff. A quiet hour forgets the failures.
 */
const FREE_TRIES = { account: 3, address: 10 } as const;
const LONGEST_WAIT_S = 15 * 60;
const FORGET_AFTER = "1 hour";

type ThrottleKey = { kind: keyof typeof FREE_TRIES; value: string };

const keyOf = ({ kind, value }: ThrottleKey) => `${kind}:${value.toLowerCase()}`;

export function signInKeys(email: string, address: string): ThrottleKey[] {
  return [
    { kind: "account", value: email.trim() },
    { kind: "address", value: address },
  ];
}

/** Seconds to wait before the next attempt may be tried (0: go ahead). */
export async function secondsToWait(db: Database, keys: ThrottleKey[], now = new Date()): Promise<number> {
  const rows = await db
    .select()
    .from(staffSignInFailures)
    .where(inArray(staffSignInFailures.key, keys.map(keyOf)));
  let wait = 0;
  for (const key of keys) {
    const row = rows.find((candidate) => candidate.key === keyOf(key));
    if (!row) continue;
    const beyond = row.failures - FREE_TRIES[key.kind];
    if (beyond <= 0) continue;
    const delay = Math.min(2 ** beyond, LONGEST_WAIT_S);
    const waited = (now.getTime() - row.lastFailureAt.getTime()) / 1000;
    wait = Math.max(wait, Math.ceil(delay - waited));
  }
  return Math.max(0, wait);
}

export async function recordFailure(db: Database, keys: ThrottleKey[]): Promise<void> {
  for (const key of keys) {
    await db
      .insert(staffSignInFailures)
      .values({ key: keyOf(key), failures: 1 })
      .onConflictDoUpdate({
        target: staffSignInFailures.key,
        set: {
          failures: sql`case when ${staffSignInFailures.lastFailureAt} < now() - interval '${sql.raw(FORGET_AFTER)}' then 1 else ${staffSignInFailures.failures} + 1 end`,
          lastFailureAt: sql`now()`,
        },
      });
  }
}

/** A success clears the account's failures (the address's decay with time). */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, keyOf({ kind: "account", value: email })));
}
