import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "src/**/*.test.ts", "runtime/**/*.test.ts"],
    testTimeout: 60000,
    pool: "forks",
    // The test evaluators (Lambda, IR) recurse in JavaScript; a fork's main thread has the
    // system's 8 MB stack, of which node uses under 1 MB unless told.
    poolOptions: { forks: { execArgv: ["--stack-size=4000"] } },
    // Long files of synchronous tests must let the worker read vitest's replies (see the file).
    // Property tests use a fixed seed (see the file). The driver reads the standard library the
    // build compiled (see the file).
    setupFiles: ["tests/support/yield_to_event_loop.ts", "tests/support/fixed_property_seed.ts", "tests/support/prebuilt_library.ts"],
  },
});
