// Simplify scaling: on generated programs of 1,000, 10,000 and 100,000 lines, times the front end
// with CPS conversion (`compile` at -O0: parse, type, Lambda, Flambda; the standard library is
// cached by the warm-up) and then Simplify alone (`simplifyUnit` on the program's unit) with the
// parameters of -O1 and -O3, given what the library units it links export at that level, as a
// compilation gives them (calls into the library are known, inlined, specialised). Run with
// `npm run bench:simplify` after `npm run build`. Prints milliseconds and milliseconds per 1,000
// lines (flat per-1,000 figures mean linear growth), in wall time and in CPU time (steadier on a
// loaded machine); asserts nothing on time. `--sizes 1000,10000` picks the sizes; `--runs N`
// keeps the best of N.
import { performance } from "node:perf_hooks";
import { Worker, isMainThread, workerData } from "node:worker_threads";
import { compile, defaultOptions, setPrebuiltLibrary } from "../dist/src/driver/index.js";
import { libraryUnitsAt } from "../dist/src/driver/compile.js";
import { readLibraryLevel } from "../dist/src/cli/library_files.js";
import { defaultSimplifyOptions, exportsOfUnit, importsOf, simplifyUnit } from "../dist/src/simplify/index.js";
import { generateProgram } from "./generate.mjs";

// The standard library the build compiled, as the command line reads it.
setPrebuiltLibrary(readLibraryLevel);

const o0 = { ...defaultOptions, optimisation: "O0", warnings: "-a" };

/** The program's unit as converted, and the names of the library units it links (in order). */
function frontEnd(source) {
  const result = compile([{ name: "gen.ml", text: source }], o0);
  if (!result.ok) throw new Error(`gen.ml does not compile: ${result.diagnostics[0]?.message}`);
  return { unit: result.units[result.units.length - 1], library: result.units.slice(0, -1).map((u) => u.name) };
}

/** Simplify's hooks as a compilation at `level` gives them: the imports of the library units linked. */
function hooksAt(library, level) {
  return { imports: importsOf(libraryUnitsAt(library, level).map((u) => exportsOfUnit(u.unit, u.summaries))) };
}

/** The best of `runs` runs, by wall time and by CPU time (the process's: main and GC threads). */
function best(runs, f) {
  let ms = Infinity;
  let cpu = Infinity;
  let value;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    value = f();
    const used = process.cpuUsage(startedCpu);
    ms = Math.min(ms, performance.now() - started);
    cpu = Math.min(cpu, (used.user + used.system) / 1000);
  }
  return { ms, cpu, value };
}

function measure(lines, runs) {
  const source = generateProgram(lines);
  const n = source.split("\n").length;
  const fe = best(runs, () => frontEnd(source));
  const { unit, library } = fe.value;
  const f = ({ ms, cpu }) =>
    `${ms.toFixed(0).padStart(6)} ms ${((ms * 1000) / n).toFixed(1).padStart(5)} ms/kline (cpu ${cpu.toFixed(0).padStart(6)} ms ${((cpu * 1000) / n).toFixed(1).padStart(5)}/kline)`;
  const cols = [`${String(n).padStart(6)} lines`, `front end+conversion ${f(fe)}`];
  for (const level of ["O1", "O3"]) {
    const options = defaultSimplifyOptions(level);
    // The imports are made before timing: a compilation makes them as it loads the library.
    const hooks = hooksAt(library, level);
    const s = best(runs, () => simplifyUnit(unit, options, hooks));
    cols.push(`simplify -${level} ${f(s)}`);
  }
  console.log(cols.join("\n    "));
}

function run({ sizes, runs }) {
  // Warm-up: compiles the standard library units the generated programs need, and the JIT.
  const warm = frontEnd(generateProgram(300));
  for (const level of ["O1", "O3"]) simplifyUnit(warm.unit, defaultSimplifyOptions(level), hooksAt(warm.library, level));
  for (const lines of sizes) measure(lines, lines >= 100000 ? 1 : runs);
}

if (isMainThread) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const sizes = (opt("--sizes") ?? "1000,10000,100000").split(",").map(Number);
  const runs = Number(opt("--runs") ?? "3");
  // The same large stack as the flambe command uses.
  new Worker(new URL(import.meta.url), { workerData: { sizes, runs }, resourceLimits: { stackSizeMb: 1024 } });
} else {
  run(workerData);
}
