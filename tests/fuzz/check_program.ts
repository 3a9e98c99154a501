// One program through every stage: compiled at each optimisation level (in this thread), each
// emitted program run (by a `JsRunner`), the -O0 IR run by the interpreter. What each stage did
// is an `Observation`; `classify` (outcome.ts) turns them into failures.
import type { OptimisationLevel } from "../../src/driver/index.js";
import type { JsRunner } from "./js_runner.js";
import type { Library } from "./library.js";

export const LEVELS: readonly OptimisationLevel[] = ["O0", "Oclassic", "O1", "O2", "O3"];

/** Who produced an observation: an optimisation level, the interpreter, or the reference toolchain. */
export type Stage = OptimisationLevel | "interp" | "ref";

export type Observation =
  | { readonly stage: Stage; readonly kind: "ran"; readonly stdout: string; readonly stderr: string; readonly exitCode: number; readonly ms: number }
  | { readonly stage: Stage; readonly kind: "internal-error"; readonly message: string }
  | { readonly stage: Stage; readonly kind: "rejected"; readonly message: string }
  | { readonly stage: Stage; readonly kind: "compile-timeout"; readonly seconds: number }
  | { readonly stage: Stage; readonly kind: "run-error"; readonly message: string; readonly stdout: string; readonly stderr: string }
  | { readonly stage: Stage; readonly kind: "run-timeout"; readonly seconds: number };

export interface ProgramReport {
  readonly observations: Observation[];
  /** Compile time per level, in milliseconds. */
  readonly compileMs: Partial<Record<OptimisationLevel, number>>;
  /** Levels whose program ran more than twice as long as -O0's, by more than `slowMarginMs`, measured again. */
  readonly slow: { readonly level: OptimisationLevel; readonly ms: number; readonly baseMs: number }[];
}

export interface CheckOptions {
  readonly levels: readonly OptimisationLevel[];
  readonly interpret: boolean;
  readonly runTimeoutMs: number;
  /** A compile taking longer is reported (the caller may also stop it sooner: see the campaign's workers). */
  readonly compileLimitMs: number;
  /** Compare run times with -O0's. */
  readonly measure: boolean;
  /** The file name given to the compiler (the module name shows in exception names). */
  readonly fileName: string;
  /** Called before each compile, then before the runs (the campaign's watchdog uses it). */
  readonly onStage?: (stage: OptimisationLevel | "runs") => void;
}

/**
 * How much longer than -O0's a level's run must be, besides twice as long, to count as slow: a
 * generated hot loop runs in 20 to 40 ms (the runner adds no overhead of its own, see
 * js_runner.ts), and the best of five alternated runs of each varies by a few milliseconds.
 */
export const slowMarginMs = 20;

export const defaultCheckOptions: CheckOptions = {
  levels: LEVELS,
  interpret: true,
  runTimeoutMs: 10_000,
  compileLimitMs: 20_000,
  measure: true,
  fileName: "main.ml",
};

function firstLines(s: string, n: number): string {
  return s.split("\n").slice(0, n).join("\n");
}

export async function checkProgram(lib: Library, runner: JsRunner, text: string, opts: CheckOptions): Promise<ProgramReport> {
  const observations: Observation[] = [];
  const compileMs: Partial<Record<OptimisationLevel, number>> = {};
  const files = [{ name: opts.fileName, text }];
  const argv0 = opts.fileName.replace(/\.ml$/, "");
  const programs = new Map<OptimisationLevel, string>();
  for (const level of opts.levels) {
    opts.onStage?.(level);
    const t0 = performance.now();
    let js: string | undefined;
    let units;
    try {
      const compiled = lib.compile(files, { ...lib.defaultOptions, optimisation: level });
      if (!compiled.ok) {
        observations.push({ stage: level, kind: "rejected", message: compiled.diagnostics.map((d) => d.message).join("\n") });
      } else {
        units = compiled.units;
        js = lib.emitProgram(units, { sourceMap: false, instrument: false, file: "main.js" }).js;
      }
    } catch (e) {
      observations.push({ stage: level, kind: "internal-error", message: firstLines(e instanceof Error ? `${e.name}: ${e.message}` : String(e), 3) });
    }
    const ms = performance.now() - t0;
    compileMs[level] = ms;
    if (ms > opts.compileLimitMs) observations.push({ stage: level, kind: "compile-timeout", seconds: ms / 1000 });
    if (js !== undefined) programs.set(level, js);
    if (level === "O0" && opts.interpret && units !== undefined) {
      try {
        const r = opts.interpret ? lib.interpretToText(units, { stdin: "", maxSteps: 200_000_000 }) : undefined;
        if (r !== undefined) observations.push({ stage: "interp", kind: "ran", ...r, ms: 0 });
      } catch (e) {
        observations.push({ stage: "interp", kind: "run-error", message: firstLines(String(e instanceof Error ? e.message : e), 3), stdout: "", stderr: "" });
      } finally {
        lib.flushAll();
      }
    }
  }
  opts.onStage?.("runs");
  const times = new Map<OptimisationLevel, number>();
  for (const [level, js] of programs) {
    const r = await runner.run(js, opts.runTimeoutMs, argv0);
    if (r.error === undefined) {
      observations.push({ stage: level, kind: "ran", stdout: r.stdout, stderr: r.stderr, exitCode: r.exitCode, ms: r.ms });
      times.set(level, r.ms);
    } else if (/timed out|timeout/i.test(r.error)) observations.push({ stage: level, kind: "run-timeout", seconds: opts.runTimeoutMs / 1000 });
    else observations.push({ stage: level, kind: "run-error", message: r.error, stdout: r.stdout, stderr: r.stderr });
  }
  const slow: { level: OptimisationLevel; ms: number; baseMs: number }[] = [];
  const base = times.get("O0");
  if (opts.measure && base !== undefined) {
    const tooSlow = (ms: number, b: number): boolean => ms > 2 * b && ms - b > slowMarginMs;
    for (const [level, ms] of times) {
      if (level === "O0" || !tooSlow(ms, base)) continue;
      // Measure again, both, alternately, four times more, and keep the best of each: noise only
      // ever adds time (on a loaded machine the best of three still flagged a 15 ms run as 35).
      let b = base;
      let m = ms;
      for (let k = 0; k < 4; k++) {
        b = Math.min(b, (await runner.run(programs.get("O0")!, opts.runTimeoutMs, argv0)).ms);
        m = Math.min(m, (await runner.run(programs.get(level)!, opts.runTimeoutMs, argv0)).ms);
      }
      if (tooSlow(m, b)) slow.push({ level, ms: m, baseMs: b });
    }
  }
  return { observations, compileMs, slow };
}
