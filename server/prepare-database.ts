import { readEnv } from "~/config/env.server";
import { withMigratedDatabase } from "~/db/database-template.server";
import { seedDemoContent } from "~/db/seed.server";
import { drawPriceLists } from "~/modules/price-list/price-list.server";

export { makeDatabaseTemplate } from "~/db/database-template.server";

/**
 * `npm run db:prepare` and the embedded database's child process (ADR 061): a new embedded database from
 * the build's template (ADR 065), the migrations and the demo content, the price lists drawn (ADR 069),
 * then closed. An entry of its own in
 * the server build, so the child loads the database's code and not the site's pages, React and HTTP layer
 * (about 55 MB less at its peak).
 */
export async function prepareDatabase({ root }: { root: string }): Promise<{ fromTemplate: boolean }> {
  const env = readEnv();
  return withMigratedDatabase(env, root, async (database, started) => {
    if (env.seedDemo) await seedDemoContent(database.db);
    await drawPriceLists({ dataDir: env.dataDir, db: database.db });
    return started;
  });
}
