import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // One copy of graphql for type-graphql, Apollo and the tests ("another module or realm" otherwise).
    alias: { graphql: "graphql/index.js" },
  },
  test: {
    include: [
      "server/src/**/*.test.ts",
      "server/test/**/*.test.ts",
      "client/src/**/*.unit.test.ts",
      "test/**/*.test.ts",
      "e2e/**/*.e2e.test.ts",
    ],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "./test/plain-summary-reporter.ts"],
  },
});
