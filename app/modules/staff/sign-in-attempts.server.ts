import { eq } from "drizzle-orm";
import { staffUsers } from "~/db/schema";
import type { AppServices } from "~/lib/app-context.server";
import { writeStaffAudit } from "~/modules/staff/staff-audit.server";
import { clearAccountFailures, recordFailure, secondsToWait, signInKeys } from "./sign-in-throttle.server";

/** Which secret an attempt checks: the password, an authenticator code, a recovery code, or the password again. */
export type AttemptStep = "password" | "code" | "recovery" | "current-password";

/** One attempt at a secret, by an account's e-mail (as typed at sign-in) from a client address. */
export type Attempt = { services: AppServices; email: string; address: string; step: AttemptStep };

/** The account an e-mail names, for the audit: never the e-mail typed itself (it may be anything). */
async function accountNamed(services: AppServices, email: string) {
  const [account] = await services.database.db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.email, email.trim().toLowerCase()));
  return account ?? null;
}

/** Seconds the attempt must wait before its secret is even checked (0: check it). */
export function waitBeforeAttempt({ services, email, address }: Attempt): Promise<number> {
  return secondsToWait(services.database.db, signInKeys(email, address));
}

/**
 * A wrong secret: counted against the account and the address (sign-in-throttle.server.ts), and
 * audited, with the wait it now imposes when it is the failure that starts one (a "lockout").
 */
export async function attemptFailed({ services, email, address, step }: Attempt, detail: Record<string, string> = {}) {
  const waits = await recordFailure(services.database.db, signInKeys(email, address));
  const account = await accountNamed(services, email);
  const who = { actor: account ?? { id: null, name: "" }, subject: account, address };
  const { db } = services.database;
  await writeStaffAudit(db, { event: "sign-in-failed", ...who, detail: { step, ...detail } });
  for (const { kind, seconds } of waits) {
    await writeStaffAudit(db, { event: "sign-in-throttled", ...who, detail: { step, scope: kind, seconds } });
  }
}

/** The right secret: the account's failures are forgotten (the address's fade with time). */
export function attemptSucceeded({ services, email }: Attempt) {
  return clearAccountFailures(services.database.db, email);
}

/** A member signed in, all steps done. */
export async function signedIn(
  services: AppServices,
  account: { id: string; name: string },
  address: string,
  step: AttemptStep,
) {
  await writeStaffAudit(services.database.db, {
    event: "sign-in",
    actor: account,
    subject: account,
    address,
    detail: { step },
  });
}
