// CPS-conversion scaling: times the conversion of generated programs of 1,000 and 10,000 lines
// from the typed tree to Lambda and from Lambda to Flambda (parsing and typing are measured but
// reported apart). Run with `node bench/from-lambda-scale.mjs` after `npm run build`. Prints
// figures; asserts nothing on time.
import { performance } from "node:perf_hooks";
import { Worker, isMainThread } from "node:worker_threads";
import { standardEnvironment } from "../dist/src/driver/index.js";
import { fromLambda } from "../dist/src/flambda/from_lambda/index.js";
import { NameGenerator } from "../dist/src/flambda/index.js";
import { translateUnit } from "../dist/src/lambda/index.js";
import { parseImplementation } from "../dist/src/syntax/index.js";
import { typeImplementation } from "../dist/src/typing/index.js";
import { generateProgram } from "./generate.mjs";

function measure(lines) {
  const source = generateProgram(lines);
  const env = standardEnvironment();
  const t0 = performance.now();
  const typed = typeImplementation(env, "Gen", parseImplementation(source, "gen.ml"), { warnings: "-a", unsafe: false });
  const t1 = performance.now();
  const { program } = translateUnit("Gen", typed.tree, { unsafe: false, warnings: "-a", unitSignature: (u) => env.unit(u) });
  const t2 = performance.now();
  fromLambda(program, new NameGenerator());
  const t3 = performance.now();
  const f = (ms) => ms.toFixed(0).padStart(6) + " ms";
  console.log(
    `${String(source.split("\n").length).padStart(6)} lines  parse+type ${f(t1 - t0)}  to Lambda ${f(t2 - t1)}  to Flambda ${f(t3 - t2)}  conversion ${f(t3 - t1)}`,
  );
}

function run() {
  measure(200); // warm-up
  for (const lines of [1000, 10000]) measure(lines);
}

if (isMainThread) {
  // The same large stack as the flambe command uses.
  new Worker(new URL(import.meta.url), { resourceLimits: { stackSizeMb: 1024 } });
} else {
  run();
}
