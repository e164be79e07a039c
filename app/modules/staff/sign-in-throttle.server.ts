import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffSignInFailures } from "~/db/schema";

/**
 * The one policy for wrong secrets (ADR 023, 039): every wrong password, authenticator code or recovery
 * code, at sign-in or when a signed-in member confirms their password (changing it, setting up an
 * authenticator), counts per account and per client address, kept in the database so every process
 * sees it. A few free tries, then 2, 4, 8 ... seconds up to 15 minutes between attempts: slow enough to
 * stop guessing; the account is never locked beyond the wait. A quiet hour forgets the failures.
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

/** The wait after the given number of failures of a key (0 while its free tries last). */
const waitAfter = (kind: ThrottleKey["kind"], failures: number) =>
  failures > FREE_TRIES[kind] ? Math.min(2 ** (failures - FREE_TRIES[kind]), LONGEST_WAIT_S) : 0;

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
    const delay = waitAfter(key.kind, row.failures);
    if (delay === 0) continue;
    const waited = (now.getTime() - row.lastFailureAt.getTime()) / 1000;
    wait = Math.max(wait, Math.ceil(delay - waited));
  }
  return Math.max(0, wait);
}

/** Counts a failure against each key; answers the keys that must now wait before the next attempt. */
export async function recordFailure(
  db: Database,
  keys: ThrottleKey[],
): Promise<Array<{ kind: ThrottleKey["kind"]; seconds: number }>> {
  const waits: Array<{ kind: ThrottleKey["kind"]; seconds: number }> = [];
  for (const key of keys) {
    const [counted] = await db
      .insert(staffSignInFailures)
      .values({ key: keyOf(key), failures: 1 })
      .onConflictDoUpdate({
        target: staffSignInFailures.key,
        set: {
          failures: sql`case when ${staffSignInFailures.lastFailureAt} < now() - interval '${sql.raw(FORGET_AFTER)}' then 1 else ${staffSignInFailures.failures} + 1 end`,
          lastFailureAt: sql`now()`,
        },
      })
      .returning({ failures: staffSignInFailures.failures });
    const seconds = waitAfter(key.kind, counted?.failures ?? 0);
    if (seconds > 0) waits.push({ kind: key.kind, seconds });
  }
  return waits;
}

/** A success clears the account's failures (the address's decay with time). */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, keyOf({ kind: "account", value: email })));
}
