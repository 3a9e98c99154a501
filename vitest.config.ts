import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "src/**/*.test.ts", "runtime/**/*.test.ts"],
    testTimeout: 60000,
    pool: "forks",
  },
});
