import { randomInt } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { staffTwoFactors, staffUsers } from "~/db/schema";
import { staffRoles, type StaffAuditEvent, type StaffRole } from "~/domain/choices";
import type { AppServices } from "~/lib/app-context.server";
import { writeStaffAudit } from "~/modules/staff/staff-audit.server";
import { createStaffAccount, type AccountProblem } from "./staff-accounts.server";
import { revokeStaffSessions } from "./staff-session.server";

export type StaffListEntry = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  authenticator: boolean;
};

export async function listStaff(services: AppServices): Promise<StaffListEntry[]> {
  const rows = await services.database.db
    .select()
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as StaffRole,
    disabled: row.disabledAt !== null,
    authenticator: row.twoFactorEnabled,
  }));
}

// No 0/O, 1/l/I: a temporary password is read out or copied by hand.
const READABLE = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random temporary password of 20 characters in groups of five (about 115 bits). */
function temporaryPassword(): string {
  const letters = Array.from({ length: 20 }, () => READABLE[randomInt(READABLE.length)]);
  return [0, 5, 10, 15].map((start) => letters.slice(start, start + 5).join("")).join("-");
}

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (staffRoles as readonly string[]).includes(value);

/** Who acts on an account (the admin signed in) and the account they act on, for the audit. */
type Actor = { id: string; name: string };
type Member = { id: string; name: string };

const audit = (services: AppServices, event: StaffAuditEvent, actor: Actor, subject: Member, detail = {}) =>
  writeStaffAudit(services.database.db, { event, actor, subject, detail });

/** A new account with a temporary password, to be changed (and an authenticator set up) at its first sign-in. */
export async function addStaffMember(
  services: AppServices,
  actor: Actor,
  input: { name: string; email: string; role: StaffRole },
): Promise<{ ok: true; password: string } | { ok: false; problem: AccountProblem }> {
  const password = temporaryPassword();
  const created = await createStaffAccount(await services.staffAuth(), {
    ...input,
    password,
    mustChangePassword: true,
  });
  if (!created.ok) return created;
  await audit(services, "account-created", actor, { id: created.id, name: input.name.trim() }, { role: input.role });
  return { ok: true, password };
}

/**
 * Every change an admin makes to an account ends its sessions (ASVS 5.0: a session never outlives a
 * change of what it may do): its next request signs in again, with a new session id.
 */
export async function setStaffDisabled(services: AppServices, actor: Actor, member: Member, disabled: boolean) {
  await services.database.db
    .update(staffUsers)
    .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
    .where(eq(staffUsers.id, member.id));
  await revokeStaffSessions(services, member.id);
  await audit(services, disabled ? "account-disabled" : "account-enabled", actor, member);
}

export async function setStaffRole(
  services: AppServices,
  actor: Actor,
  member: Member & { role: StaffRole },
  role: StaffRole,
) {
  await services.database.db
    .update(staffUsers)
    .set({ role, updatedAt: new Date() })
    .where(eq(staffUsers.id, member.id));
  await revokeStaffSessions(services, member.id);
  await audit(services, "role-changed", actor, member, { from: member.role, to: role });
}

/** A lost phone: the authenticator is removed, its sessions end, and the next sign-in enrols a new one. */
export async function resetAuthenticator(services: AppServices, actor: Actor, member: Member) {
  await services.database.db.transaction(async (tx) => {
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, member.id));
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, member.id));
  });
  await revokeStaffSessions(services, member.id);
  await audit(services, "authenticator-reset", actor, member);
}

/** A forgotten password: a new temporary one, to be changed at the next sign-in; its sessions end. */
export async function resetPassword(services: AppServices, actor: Actor, member: Member): Promise<string> {
  const password = temporaryPassword();
  const context = await (await services.staffAuth()).$context;
  await context.internalAdapter.updatePassword(member.id, await context.password.hash(password));
  await services.database.db
    .update(staffUsers)
    .set({ mustChangePassword: true, updatedAt: new Date() })
    .where(eq(staffUsers.id, member.id));
  await revokeStaffSessions(services, member.id);
  await audit(services, "password-reset", actor, member);
  return password;
}
