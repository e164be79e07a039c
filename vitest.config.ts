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
          setupFiles: ["tests/support/request-tally.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Suites share one PostgreSQL database and the built server: run files one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
