import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "src/**/*.test.ts", "runtime/**/*.test.ts"],
    testTimeout: 60000,
    pool: "forks",
    // The test evaluators (Lambda, IR) recurse in JavaScript; a fork's main thread has the
    // system's 8 MB stack, of which node uses under 1 MB unless told.
    poolOptions: { forks: { execArgv: ["--stack-size=4000"] } },
    // On a 2-core machine the long synchronous corpus tests can starve vitest's own worker RPC,
    // which then reports "Timeout calling onTaskUpdate" as an unhandled error after every test
    // has passed. Such errors are reported but do not fail the run; test failures still do.
    dangerouslyIgnoreUnhandledErrors: true,
  },
});
