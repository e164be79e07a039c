// What the maintenance commands share: the project's .env and the production build's server entry.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Loads .env (if any) and an entry of the server build (the site's, or `prepare-database.js`, which holds
 * the database's code only); stops with a message when there is no build yet.
 */
export async function loadServerBuild(entryFile = "index.js") {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  const entry = path.join(root, "build/server", entryFile);
  if (!existsSync(entry)) {
    console.error("No build found. Run `npm run build` first.");
    process.exit(1);
  }
  return import(entry);
}
