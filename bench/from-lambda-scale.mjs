// CPS-conversion scaling: times the conversion of generated programs of 1,000, 10,000 and 100,000
// lines from the typed tree to Lambda (`translate`) and from Lambda to Flambda (`from_lambda`),
// each on its own, so that a superlinear stage shows (the time per 1,000 lines should stay flat).
// Parsing and typing are done once per size and reported apart. Each conversion runs `--runs`
// times (default 3) and the best run is reported, in CPU time (user + system, which includes the
// garbage collector's threads) and in wall time, so that figures taken on a loaded machine mean
// something. Then functions nested 1,000 to 4,000 deep, each using its parent's parameter: closure
// conversion must stay linear in the depth (it was quadratic when each function's free variables
// were found by walking its whole body, nested functions included). Run with
// `node bench/from-lambda-scale.mjs [--sizes 1000,10000] [--depths 1000,4000] [--runs 5]` after
// `npm run build`. Prints figures; asserts nothing on time.
import { performance } from "node:perf_hooks";
import { Worker, isMainThread, workerData } from "node:worker_threads";
import { standardEnvironment } from "../dist/src/driver/index.js";
import { fromLambda } from "../dist/src/flambda/from_lambda/index.js";
import { NameGenerator } from "../dist/src/flambda/index.js";
import { translateUnit } from "../dist/src/lambda/index.js";
import { parseImplementation } from "../dist/src/syntax/index.js";
import { typeImplementation } from "../dist/src/typing/index.js";
import { generateProgram } from "./generate.mjs";

function option(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
}

/** Runs `f`, returning its result and the CPU and wall milliseconds it took. */
function timed(f) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const result = f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { result, cpu: (c.user + c.system) / 1000, wall };
}

const ms = (x) => x.toFixed(0).padStart(6) + " ms";

function measure(lines, runs, print) {
  const source = generateProgram(lines);
  const env = standardEnvironment();
  const typing = timed(() => typeImplementation(env, "Gen", parseImplementation(source, "gen.ml"), { warnings: "-a", unsafe: false }));
  const tree = typing.result.tree;
  let translate;
  let convert;
  for (let r = 0; r < runs; r++) {
    const t = timed(() => translateUnit("Gen", tree, { unsafe: false, warnings: "-a", unitSignature: (u) => env.unit(u) }).program);
    const c = timed(() => fromLambda(t.result, new NameGenerator()));
    if (translate === undefined || t.cpu < translate.cpu) translate = t;
    if (convert === undefined || c.cpu < convert.cpu) convert = c;
  }
  if (!print) return;
  const n = source.split("\n").length;
  const per1k = (x) => (x / (n / 1000)).toFixed(1).padStart(6);
  console.log(
    `${String(n).padStart(7)} lines  parse+type ${ms(typing.cpu)} cpu` +
      `  translate ${ms(translate.cpu)} cpu ${ms(translate.wall)} wall (${per1k(translate.cpu)} /1k)` +
      `  from_lambda ${ms(convert.cpu)} cpu ${ms(convert.wall)} wall (${per1k(convert.cpu)} /1k)` +
      `  both ${ms(translate.cpu + convert.cpu)} cpu`,
  );
}

/** `f1` inside `f0`, `f2` inside `f1`, ... `depth` deep; each body uses its own and its parent's parameter. */
function nestedFunctions(depth) {
  let body = `a${depth} + a${depth - 1}`;
  for (let i = depth; i >= 1; i--) body = `let f${i} a${i} = ${body} in f${i} (a${i - 1} + 1)`;
  return `let f0 a0 = ${body}\nlet () = print_int (f0 1)\n`;
}

function measureNesting(depth, runs) {
  const env = standardEnvironment();
  const tree = typeImplementation(env, "Nest", parseImplementation(nestedFunctions(depth), "nest.ml"), { warnings: "-a", unsafe: false }).tree;
  let translate;
  let convert;
  for (let r = 0; r < runs; r++) {
    const t = timed(() => translateUnit("Nest", tree, { unsafe: false, warnings: "-a", unitSignature: (u) => env.unit(u) }).program);
    const c = timed(() => fromLambda(t.result, new NameGenerator()));
    if (translate === undefined || t.cpu < translate.cpu) translate = t;
    if (convert === undefined || c.cpu < convert.cpu) convert = c;
  }
  console.log(`${String(depth).padStart(7)} deep   translate ${ms(translate.cpu)} cpu ${ms(translate.wall)} wall  from_lambda ${ms(convert.cpu)} cpu ${ms(convert.wall)} wall`);
}

function run(args) {
  const sizes = option(args, "--sizes", "1000,10000,100000").split(",").map(Number);
  const depths = option(args, "--depths", "1000,2000,4000").split(",").map(Number);
  const runs = Number(option(args, "--runs", "3"));
  measure(500, 2, false); // warm-up
  for (const lines of sizes) measure(lines, runs, true);
  for (const depth of depths) measureNesting(depth, runs);
}

if (isMainThread) {
  // The same large stack as the flambe command uses.
  new Worker(new URL(import.meta.url), { resourceLimits: { stackSizeMb: 1024 }, workerData: process.argv.slice(2) });
} else {
  run(workerData);
}
