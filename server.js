// Entry point: `npm start` runs the production build; NODE_ENV=development runs Vite in middleware mode.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
// The exit status of a site that cannot start until a person fixes something (a setting, a missing
// build): its supervisor does not start it again (`npm run serve`, deploy/kamba-express.service; ADR 036).
const NEEDS_A_PERSON = 78;
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
// React and the other libraries read NODE_ENV themselves: unset, they load their development builds (slower,
// and 30 MB more resident). The site's own settings already treat unset as production.
process.env.NODE_ENV ??= "production";

async function loadServer() {
  if (process.env.NODE_ENV === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true } });
    const { start } = await vite.ssrLoadModule("./server/app.ts");
    return () => start({ root, vite });
  }
  const entry = path.join(root, "build/server/index.js");
  if (!existsSync(entry)) {
    console.error("No production build found. Run `npm run build` first (npm start does it for you).");
    process.exit(NEEDS_A_PERSON);
  }
  const { start } = await import(entry);
  return () => start({ root });
}

try {
  const start = await loadServer();
  await start();
} catch (error) {
  if (error?.name === "InvalidSettingsError") {
    console.error(error.message);
    process.exit(NEEDS_A_PERSON);
  }
  console.error("The site could not start:", error);
  process.exit(1);
}
