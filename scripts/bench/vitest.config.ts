import { defineConfig } from "vitest/config";

// `npm run bench:careers`: a script that prints figures, run by Vitest only for its TypeScript and `~/` paths.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["scripts/bench/careers.bench-run.ts"],
    testTimeout: 20 * 60_000,
    hookTimeout: 5 * 60_000,
    reporters: ["default"],
    silent: false,
  },
});
