// `npm run fuzz -- --count N --seed S [--reference] [--reference-sample K] [--jobs J] [--keep DIR]`:
// generates N programs from the seed, checks each at every level and through the interpreter
// (and, for a sample, against the reference toolchain), keeps the failing ones with a
// description, and sums up. `--only S:I` checks program I of seed S; `--file F.ml` a given file;
// `--from I` starts at program I (stopped with Ctrl-C, a campaign says where to resume).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { LEVELS, defaultCheckOptions, type CheckOptions, type ProgramReport } from "./check_program.js";
import { generateProgram } from "./generate.js";
import { classify, type Failure } from "./outcome.js";
import { CheckPool } from "./pool.js";
import { referenceAvailable, runReference } from "./reference.js";
import type { OptimisationLevel } from "../../src/driver/index.js";

interface Args {
  count: number;
  /** The index of the first program (a campaign resumed where another stopped). */
  from: number;
  seed: number;
  reference: boolean;
  referenceSample: number | undefined;
  jobs: number;
  keep: string;
  only: { seed: number; index: number } | undefined;
  file: string | undefined;
  levels: OptimisationLevel[];
  compileLimitMs: number;
  runTimeoutMs: number;
  interpret: boolean;
  verbose: boolean;
}

const usage = `usage: npm run fuzz -- [--count N] [--seed S] [--reference] [--reference-sample K] [--jobs J]
                     [--from INDEX] [--keep DIR] [--only SEED:INDEX] [--file F.ml] [--levels O0,O3]
                     [--compile-limit SEC] [--run-timeout SEC] [--no-interp] [--verbose]`;

function parse(argv: readonly string[]): Args {
  const a: Args = {
    count: 100,
    from: 0,
    seed: Date.now() % 1_000_000,
    reference: false,
    referenceSample: undefined,
    jobs: 2,
    keep: join(tmpdir(), "flambe-fuzz"),
    only: undefined,
    file: undefined,
    levels: [...LEVELS],
    compileLimitMs: 20_000,
    runTimeoutMs: 10_000,
    interpret: true,
    verbose: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value\n${usage}`);
      return v;
    };
    switch (arg) {
      case "--count": a.count = Number(value()); break;
      case "--from": a.from = Number(value()); break;
      case "--seed": a.seed = Number(value()); break;
      case "--reference": a.reference = true; break;
      case "--reference-sample": a.reference = true; a.referenceSample = Number(value()); break;
      case "--jobs": a.jobs = Math.max(1, Number(value())); break;
      case "--keep": a.keep = resolve(value()); break;
      case "--only": {
        const [s, n] = value().split(":");
        a.only = { seed: Number(s), index: Number(n) };
        break;
      }
      case "--file": a.file = resolve(value()); break;
      case "--levels": a.levels = value().split(",").map((l) => l.replace(/^-/, "")) as OptimisationLevel[]; break;
      case "--compile-limit": a.compileLimitMs = Number(value()) * 1000; break;
      case "--run-timeout": a.runTimeoutMs = Number(value()) * 1000; break;
      case "--no-interp": a.interpret = false; break;
      case "--verbose": a.verbose = true; break;
      case "--help": console.log(usage); process.exit(0); break;
      default: throw new Error(`unknown argument ${arg}\n${usage}`);
    }
  }
  if (!Number.isInteger(a.count) || a.count < 0 || !Number.isInteger(a.seed)) throw new Error(usage);
  return a;
}

export interface Checked {
  readonly report: ProgramReport;
  readonly failures: readonly Failure[];
}

/** Checks one program (with the reference too when asked). */
export async function checkOne(pool: CheckPool, text: string, opts: CheckOptions, reference: boolean): Promise<Checked> {
  const [report, ref] = await Promise.all([pool.check(text, opts), reference ? runReference(text, opts.fileName, opts.runTimeoutMs * 3) : undefined]);
  const full = ref === undefined ? report : { ...report, observations: [...report.observations, ref] };
  return { report: full, failures: classify(full) };
}

function describe(text: string, checked: Checked, reproduce: string): string {
  const lines = [`reproduce: ${reproduce}`, ""];
  for (const f of checked.failures) lines.push(`## ${f.signature}`, f.detail, "");
  lines.push("## compile times (ms)", JSON.stringify(checked.report.compileMs, (_k, v: unknown) => (typeof v === "number" ? Math.round(v) : v)));
  void text;
  return lines.join("\n") + "\n";
}

export async function main(argv: readonly string[], root: string): Promise<number> {
  const args = parse(argv);
  const missing = args.reference ? referenceAvailable() : undefined;
  if (missing !== undefined) console.log(`fuzz: no reference runs: ${missing}`);
  const reference = args.reference && missing === undefined;
  const opts: CheckOptions = { ...defaultCheckOptions, levels: args.levels, compileLimitMs: args.compileLimitMs, runTimeoutMs: args.runTimeoutMs, interpret: args.interpret };
  const pool = new CheckPool(args.jobs, new URL("./compile_worker.mjs", import.meta.url), join(root, "dist"));
  const jobs: { seed: number; index: number; text: string; name: string; reproduce: string; reference: boolean }[] = [];
  if (args.file !== undefined) {
    jobs.push({ seed: 0, index: 0, text: readFileSync(args.file, "latin1"), name: args.file, reproduce: `npm run fuzz -- --file ${args.file}`, reference });
  } else {
    const seed = args.only?.seed ?? args.seed;
    const indexes = args.only !== undefined ? [args.only.index] : Array.from({ length: args.count }, (_, i) => args.from + i);
    const sample = args.referenceSample ?? indexes.length;
    const every = sample <= 0 ? Infinity : indexes.length / Math.min(sample, indexes.length);
    // The sample is chosen by index, so a campaign resumed with --from (and a proportional
    // sample) compares the same programs as one run whole.
    indexes.forEach((index) =>
      jobs.push({
        seed,
        index,
        text: generateProgram(seed, index),
        name: `seed ${seed} program ${index}`,
        reproduce: `npm run fuzz -- --only ${seed}:${index}`,
        reference: reference && (args.only !== undefined || Math.floor(index / every) !== Math.floor((index - 1) / every)),
      }),
    );
  }
  console.log(`fuzz: ${jobs.length} programs, seed ${args.seed}, levels ${args.levels.join(",")}${args.interpret ? " + interpreter" : ""}, ${jobs.filter((j) => j.reference).length} against the reference, ${args.jobs} jobs`);
  const t0 = performance.now();
  const counts = new Map<string, number>();
  const classes = new Map<string, { count: number; example: string; kept: string }>();
  let failing = 0;
  let done = 0;
  let next = 0;
  const finished = new Set<number>();
  const summary = (): void => {
    console.log(`outcomes: ${[...counts].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    if (classes.size > 0) {
      console.log(`\nfailure classes (programs kept in ${args.keep}):`);
      for (const [sig, c] of [...classes].sort((a, b) => b[1].count - a[1].count)) console.log(`  ${c.count} x ${sig}\n      e.g. ${c.example}   (${c.kept})`);
      console.log(`\nreduce one: npm run fuzz:reduce -- DIR/main.ml`);
    }
  };
  // Stopped early (Ctrl-C), a long campaign says what it checked and where to resume.
  const stop = (): void => {
    const resume = jobs.findIndex((_, k) => !finished.has(k));
    console.log(`\nstopped after ${done} of ${jobs.length} programs${resume >= 0 && args.only === undefined && args.file === undefined ? `; every program before index ${jobs[resume]!.index} was checked (resume with --from ${jobs[resume]!.index})` : ""}`);
    summary();
    process.exit(130);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  mkdirSync(args.keep, { recursive: true });
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const k = next++;
      const job = jobs[k]!;
      const checked = await checkOne(pool, job.text, opts, job.reference);
      done++;
      finished.add(k);
      const kinds = new Set(checked.failures.map((f) => f.kind));
      if (kinds.size === 0) counts.set("ok", (counts.get("ok") ?? 0) + 1);
      for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
      if (checked.failures.length > 0) {
        failing++;
        const dir = join(args.keep, args.file !== undefined ? "file" : `s${job.seed}_p${job.index}`);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, "main.ml"), job.text, "latin1");
        writeFileSync(join(dir, "failure.txt"), describe(job.text, checked, job.reproduce), "latin1");
        for (const f of checked.failures) {
          const c = classes.get(f.signature) ?? { count: 0, example: job.reproduce, kept: dir };
          c.count++;
          classes.set(f.signature, c);
        }
        console.log(`[${done}/${jobs.length}] ${job.name}: ${checked.failures.map((f) => f.signature).join("; ")}  (${dir})`);
        if (args.verbose || jobs.length === 1) for (const f of checked.failures) console.log(`--- ${f.signature}\n${f.detail}`);
      } else if (args.verbose || done % 50 === 0) {
        const min = (performance.now() - t0) / 60000;
        console.log(`[${done}/${jobs.length}] ${(done / min).toFixed(1)} programs/minute, ${failing} failing so far`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(args.jobs, jobs.length) }, worker));
  await pool.close();
  const minutes = (performance.now() - t0) / 60000;
  console.log(`\n${jobs.length} programs in ${(minutes * 60).toFixed(0)} s: ${(jobs.length / minutes).toFixed(1)} programs/minute`);
  summary();
  return failing > 0 ? 1 : 0;
}
