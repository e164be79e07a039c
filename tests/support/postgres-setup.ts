import { startThrowawayPostgres } from "../../scripts/throwaway-postgres.mjs";

/**
 * Global set-up of the integration and browser tests: without TEST_DATABASE_URL (a single file run by
 * `npx vitest run FILE` or `npx playwright test FILE`), a throw-away PostgreSQL for this run, removed at
 * its end. `npm test` starts one for all its steps and sets the variable, so this starts nothing then.
 */
export default async function startPostgresWhenMissing(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const postgres = await startThrowawayPostgres();
  process.env.TEST_DATABASE_URL = postgres.url;
  return () => postgres.remove();
}
