import { defineConfig } from "vitest/config";

// The React Router Vite plugin stays out of here: tests import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/postgres-setup.ts"],
          setupFiles: ["tests/support/worker-database.ts", "tests/support/request-tally.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two files at a time, each worker on a PostgreSQL database of its own (worker-database.ts).
          maxWorkers: 2,
        },
      },
    ],
  },
});
