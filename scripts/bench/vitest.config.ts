import { defineConfig } from "vitest/config";

// `npm run bench:careers` and `npm run bench:admin`: scripts that print figures, run by Vitest only for its TypeScript and `~/` paths.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["scripts/bench/*.bench-run.ts"],
    testTimeout: 20 * 60_000,
    hookTimeout: 5 * 60_000,
    reporters: ["default"],
    silent: false,
  },
});
