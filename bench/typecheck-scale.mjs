// Front-end scaling: times `check` (parse + type-check) on generated programs of 1,000, 10,000
// and 100,000 lines, and checks that deeply nested input gives a result or a clean error.
// Run with `npm run bench:typecheck` after `npm run build`. Prints figures; asserts nothing on time.
import { performance } from "node:perf_hooks";
import { Worker, isMainThread } from "node:worker_threads";
import { check, defaultOptions } from "../dist/src/driver/index.js";
import { generateDeep, generateProgram } from "./generate.mjs";

function time(label, source) {
  const file = { name: "gen.ml", text: source };
  const started = performance.now();
  const result = check([file], defaultOptions, { printInterfaces: false });
  const ms = performance.now() - started;
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  const status = result.ok ? "ok" : `error: ${errors[0]?.message.split("\n")[0]}`;
  console.log(`${label.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms  ${status}`);
}

if (isMainThread) {
  // Measure on a thread with the same large stack as the flambe command uses.
  new Worker(new URL(import.meta.url), { resourceLimits: { stackSizeMb: 1024 } });
} else {
  measure();
}

function measure() {
check([{ name: "warmup.ml", text: generateProgram(200) }], defaultOptions, { printInterfaces: false });
for (const lines of [1000, 10000, 100000]) {
  const source = generateProgram(lines);
  time(`${source.split("\n").length} lines`, source);
}
for (const [shape, depth] of [["parens", 10000], ["lets", 10000], ["ifs", 10000], ["list", 100000], ["cons", 100000]]) {
  time(`${shape} nested ${depth}`, generateDeep(shape, depth));
}
}
