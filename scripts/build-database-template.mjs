// The last step of `npm run build`: an empty embedded database under build/pglite-template/, which a new
// data folder starts as a copy of (ADR 065).
import { loadServerBuild, root } from "./server-build.mjs";

const { makeDatabaseTemplate } = await loadServerBuild("prepare-database.js");
await makeDatabaseTemplate(root);
console.log("build/pglite-template: an empty embedded database for new data folders");
