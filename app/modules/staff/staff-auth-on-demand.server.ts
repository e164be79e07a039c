import type { Database } from "~/db/client.server";
import type { StaffAuth, StaffAuthSettings } from "./auth.server";

/** better-auth, created on the first request that needs it. */
export type LoadStaffAuth = () => Promise<StaffAuth>;

/**
 * better-auth and its plugins keep some 40 MB resident once imported, and only the back-office uses
 * them: they load on the first staff request, not at start (ADR 029).
 */
export function staffAuthOnDemand(db: Database, settings: StaffAuthSettings): LoadStaffAuth {
  let loading: Promise<StaffAuth> | undefined;
  return () => {
    loading ??= import("./auth.server").then(({ createStaffAuth }) => createStaffAuth(db, settings));
    // A failed import is tried again by the next request rather than remembered.
    loading.catch(() => (loading = undefined));
    return loading;
  };
}
