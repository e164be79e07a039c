import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "~/db/client.server";
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";
import { hashPassword, verifyPassword } from "./passwords.server";
import { hashedRecoveryCodes } from "./recovery-codes.server";

/**
 * Who a sign-in waiting for its second step belongs to (the signed cookie the password step left),
 * so that wrong codes count against the account as wrong passwords do. Server-only: never an HTTP route.
 */
const pendingSignIn = {
  id: "kamba-pending-sign-in",
  endpoints: {
    pendingSignIn: createAuthEndpoint.serverOnly({ method: "GET" }, async (ctx) => {
      const cookie = ctx.context.createAuthCookie("two_factor");
      const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
      const verification = identifier ? await ctx.context.internalAdapter.findVerificationValue(identifier) : null;
      if (!verification || verification.expiresAt < new Date()) return null;
      const user = await ctx.context.internalAdapter.findUserById(verification.value);
      return user ? { id: user.id, email: user.email, name: user.name } : null;
    }),
  },
} satisfies BetterAuthPlugin;

export type StaffAuthSettings = {
  /** The site's public origin (PUBLIC_URL): cookies are Secure when it is https. */
  publicUrl: string;
  /** Signs the session cookies and encrypts the authenticator secrets (AUTH_SECRET, ADR 023). */
  secret: string;
  /** A session unused for this long ends (default 1 hour). */
  idleSeconds: number;
};

/**
 * better-auth for the staff back-office (ADR 023). Its HTTP handler is not mounted: every step of
 * signing in is a form of ours whose action calls `auth.api`, forwarding the cookies it sets. So its
 * own rate limiter never runs (ours does, in the database), and no second API surface exists.
 */
export function createStaffAuth(db: Database, settings: StaffAuthSettings) {
  return betterAuth({
    appName: "Kamba Express",
    baseURL: settings.publicUrl,
    basePath: "/admin/auth",
    secret: settings.secret,
    trustedOrigins: [new URL(settings.publicUrl).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    user: {
      additionalFields: {
        role: { type: "string", input: false, required: false, defaultValue: "operations" },
        mustChangePassword: { type: "boolean", input: false, required: false, defaultValue: true },
        disabledAt: { type: "date", input: false, required: false },
        language: { type: "string", input: false, required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      // Sliding: each use (at most once a minute) pushes the end back; the 12-hour cap is ours.
      expiresIn: settings.idleSeconds,
      updateAge: Math.min(60, Math.floor(settings.idleSeconds / 4)),
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whatever it proves.
          before: async (session) => {
            const [user] = await db
              .select({ disabledAt: staffUsers.disabledAt })
              .from(staffUsers)
              .where(eq(staffUsers.id, session.userId));
            if (!user || user.disabledAt) return false;
          },
        },
      },
    },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: settings.publicUrl.startsWith("https:"),
      cookiePrefix: "kamba-staff",
      database: { generateId: () => crypto.randomUUID() },
      // Path "/": the data requests of client navigations are named /admin.data, outside a "/admin" path.
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // Set by us from Express's view of the client (sign-in.server.ts), never by the client.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    // Failed sign-ins are logged by our actions, without the e-mail's password; its own warnings are noise.
    logger: { level: "error" },
    plugins: [
      twoFactor({
        issuer: "Kamba Express",
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: hashedRecoveryCodes },
        // One policy for every wrong password and code: our growing delays (sign-in-throttle.server.ts),
        // never a lock-out of the owner (its own 10-failure lock would shut them out for 15 minutes).
        accountLockout: { enabled: false },
      }),
      pendingSignIn,
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
