import { z } from "zod";
import type { StaffRole } from "~/domain/choices";
import type { StaffAuth } from "~/modules/staff/auth.server";
import { passwordProblem, type PasswordProblem } from "~/modules/staff/passwords.server";
import { isAcceptableText } from "~/lib/text-rules";

export type NewStaffAccount = {
  email: string;
  password: string;
  name: string;
  role: StaffRole;
  /** A temporary password (set by an admin) is changed at the first sign-in. */
  mustChangePassword: boolean;
};

export type AccountProblem = PasswordProblem | "email" | "name" | "characters" | "exists";

const emailRule = z.email().max(254);

/** Creates a staff account with its password (argon2id); it enrols an authenticator at its first sign-in. */
export async function createStaffAccount(
  auth: StaffAuth,
  account: NewStaffAccount,
): Promise<{ ok: true; id: string } | { ok: false; problem: AccountProblem }> {
  const email = account.email.trim().toLowerCase();
  const name = account.name.trim();
  if (!emailRule.safeParse(email).success) return { ok: false, problem: "email" };
  if (name.length < 1 || name.length > 100) return { ok: false, problem: "name" };
  if (!isAcceptableText(name, "line")) return { ok: false, problem: "characters" };
  const weak = passwordProblem(account.password);
  if (weak) return { ok: false, problem: weak };
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(email)) return { ok: false, problem: "exists" };
  const user = await context.internalAdapter.createUser(
    {
      email,
      name,
      emailVerified: true,
      role: account.role,
      mustChangePassword: account.mustChangePassword,
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(account.password),
  });
  return { ok: true, id: user.id };
}
