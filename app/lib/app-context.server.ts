import type { Logger } from "pino";
import { createContext } from "react-router";
import type { AppEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { FileStore } from "~/modules/files/file-store.server";
import type { FormRateLimits } from "~/lib/forms/rate-limit.server";
import type { SubmissionAdmission } from "~/lib/forms/submission-admission.server";
import type { LoadStaffAuth } from "~/modules/staff/staff-auth-on-demand.server";

export type AppServices = {
  env: AppEnv;
  database: DatabaseHandle;
  logger: Logger;
  /** Private storage of uploaded files. */
  fileStore: FileStore;
  /** Per-client limits on the public forms (FORM_BURST_LIMIT posts, FORM_RATE_LIMIT stored submissions). */
  formRateLimits: FormRateLimits;
  /** How many public-form submissions this process works on at once (SUBMISSIONS_AT_ONCE, ADR 061). */
  submissionAdmission: SubmissionAdmission;
  /** Staff sign-in and sessions of the back-office (better-auth, ADR 023), loaded when first needed. */
  staffAuth: LoadStaffAuth;
  /** AUTH_SECRET (or the one kept in the database): the key behind signed links (modules/submissions/withdraw-link.server.ts). */
  signingSecret: string;
  /** True once the process has been told to stop: long-lived answers (a tracking page's events) end. */
  isShuttingDown?: () => boolean;
};

/** What loaders and actions reach through `context.get(appServicesContext)`. */
export const appServicesContext = createContext<AppServices>();

/**
 * The client's address as Express sees it (`req.ip`, honouring TRUST_PROXY), for per-client limits.
 * Never logged or stored.
 */
export const clientAddressContext = createContext<string>("unknown");
