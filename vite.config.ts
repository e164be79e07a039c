import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { minifyInlineScripts } from "./scripts/minify-inline-scripts.mjs";
import { precompressAssets } from "./scripts/precompress-assets.mjs";

/** After the client bundle is written: Brotli and gzip copies of its hashed assets (ADR 027). */
function precompressedAssets(): Plugin {
  return {
    name: "kamba:precompressed-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir) await precompressAssets(path.join(options.dir, "assets"));
    },
  };
}

/**
 * V8's explicit compile hint on the hydration code and what it imports: the browser compiles every
 * function while the file streams in, off the main thread, instead of on first call during
 * hydration (about 6 ms less in the longest task of a page load; ADR 028).
 */
function compileHintsForHydration(): Plugin {
  return {
    name: "kamba:compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.facadeModuleId?.endsWith("/app/entry.client.tsx"),
      );
      const hinted = new Set<string>();
      const hint = (fileName: string) => {
        const chunk = bundle[fileName];
        if (hinted.has(fileName) || chunk?.type !== "chunk") return;
        hinted.add(fileName);
        chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        chunk.imports.forEach(hint);
      };
      if (entry) hint(entry.fileName);
    },
  };
}

/**
 * The scripts written inside every page (marked `/* inline-script *\/`) minified, in both builds: their
 * comments and indentation cost each visitor bytes of the page's first round trip (ADR 086).
 */
function minifiedInlineScripts(): Plugin {
  return {
    name: "kamba:minified-inline-scripts",
    enforce: "pre",
    transform(code, id) {
      if (!/\/app\/.*\.tsx?$/.test(id)) return null;
      const minified = minifyInlineScripts(code, id);
      return minified === null ? null : { code: minified, map: null };
    },
  };
}

/**
 * The server build's second entry, `prepare-database.js`: the embedded database's preparation in its child
 * process loads the database's code only (ADR 061). React Router names every entry of the server build
 * after its own, so this one is named here.
 */
function databasePreparationEntry(): Plugin {
  return {
    name: "kamba:database-preparation-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions(options) {
      const named = options.entryFileNames;
      return {
        ...options,
        entryFileNames: (chunk) =>
          chunk.name === "prepare-database"
            ? "prepare-database.js"
            : typeof named === "function"
              ? named(chunk)
              : (named ?? "index.js"),
      };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { target: "node22" } : { target: "es2022", modulePreload: false },
  environments: {
    // The Express app is the server build's entry, so one bundle holds the
    // HTTP layer and the React Router handler and they share one database client.
    ssr: {
      build: {
        rollupOptions: {
          input: { app: "./server/app.ts", "prepare-database": "./server/prepare-database.ts" },
          // V8 keeps every module's source while the site runs: without doc comments, and all ASCII (escaped)
          // so that it is kept at one byte a character, not two.
          output: { charset: "ascii", comments: { legal: true, annotation: true, jsdoc: false } },
        },
      },
      // Bundled, so the server holds the few icons the site draws, not the 40 MB of all of them (ADR 029).
      resolve: { noExternal: ["lucide-react"] },
    },
  },
  plugins: [
    tailwindcss(),
    minifiedInlineScripts(),
    reactRouter(),
    compileHintsForHydration(),
    precompressedAssets(),
    databasePreparationEntry(),
  ],
  resolve: { tsconfigPaths: true },
}));
