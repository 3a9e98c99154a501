// How a program starts under node, as a built file (`node out.js`) and under `flambe run`: on the
// main thread, with no Worker, unless it overflows the stack before doing anything observable, in
// which case it runs again from the start on a Worker with a large stack (src/to_js/launcher.ts,
// runtime/restart.ts). A preloaded script records every Worker started from code (`eval: true`,
// as the launcher starts it; the compiler's own thread under `flambe run` is a file). The
// programs and their expectations (from OCaml) are the corpus's, tests/programs/deep/.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const corpus = join(root, "tests/programs/deep");
const flambe = join(root, "bin/flambe.js");
const scratch = mkdtempSync(join(tmpdir(), "flambe-start-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

writeFileSync(
  join(scratch, "spy.cjs"),
  `const threads = require("node:worker_threads");
const fs = require("node:fs");
const Base = threads.Worker;
threads.Worker = class extends Base {
  constructor(code, options) {
    super(code, options);
    if (options && options.eval) fs.appendFileSync(process.env.WORKER_LOG, "worker\\n");
  }
};
`,
);
writeFileSync(join(scratch, "hello.ml"), 'let () = print_endline "Hello, world!"\n');

interface Run {
  readonly stdout: string;
  readonly stderr: string;
  readonly status: number | null;
  /** Workers the program started. */
  readonly workers: number;
}

/** Runs node with the spy preloaded. */
function node(args: readonly string[], stdin = ""): Run {
  const log = join(scratch, "workers.log");
  rmSync(log, { force: true });
  const r = spawnSync(process.execPath, ["--require", "./spy.cjs", ...args], {
    cwd: scratch,
    encoding: "latin1",
    input: stdin,
    env: { ...process.env, WORKER_LOG: log },
    timeout: 120_000,
  });
  const workers = existsSync(log) ? readFileSync(log, "latin1").split("\n").length - 1 : 0;
  return { stdout: r.stdout, stderr: r.stderr, status: r.status, workers };
}

/** A corpus program copied into the scratch folder; its expected stdout, stderr, exit code and stdin. */
function program(name: string): { file: string; expected: Omit<Run, "workers">; stdin: string } {
  const read = (ext: string): string | undefined => {
    const p = join(corpus, `${name}.${ext}`);
    return existsSync(p) ? readFileSync(p, "latin1") : undefined;
  };
  copyFileSync(join(corpus, `${name}.ml`), join(scratch, `${name}.ml`));
  return {
    file: `${name}.ml`,
    expected: { stdout: read("expected") ?? "", stderr: read("stderr") ?? "", status: Number(read("exit") ?? "0") },
    stdin: read("stdin") ?? "",
  };
}

function build(file: string, level: string): string {
  const out = file.replace(/\.ml$/, `${level}.js`);
  const r = spawnSync(process.execPath, [flambe, "build", ...(level === "" ? [] : [level]), file, "-o", out], { cwd: scratch, encoding: "latin1" });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return out;
}

describe("starting a program", () => {
  it("runs hello world on the main thread, with no Worker (a built file and flambe run)", () => {
    const expected = { stdout: "Hello, world!\n", stderr: "", status: 0, workers: 0 };
    expect(node([build("hello.ml", "")])).toEqual(expected);
    expect(node([flambe, "run", "hello.ml"])).toEqual(expected);
  });

  // [corpus program, Workers started: 1 when it runs again after an overflow, 0 when not]
  const cases: [string, number][] = [
    // Output pending on both channels, then a recursion 100,000 deep, then exit 3: the output
    // comes once, from the run on the Worker.
    ["print_then_recurse", 1],
    // Standard input read before the overflow is read again by the run on the Worker.
    ["stdin_then_recurse", 1],
    // Output flushed in the run's first second is held back: an unbounded recursion then runs
    // again on the Worker, where it ends in Stack_overflow after the output.
    ["flushed_then_overflow", 1],
    // A file made and removed, then an unbounded recursion: Stack_overflow on the main thread.
    ["observable_then_overflow", 0],
    // Nothing flushed, then an unbounded recursion: Stack_overflow on the Worker, within seconds.
    ["unbounded_uncaught", 1],
  ];

  it.each(cases.flatMap(([name, workers]) => ["", "-O3"].map((level) => [name, workers, level] as const)))(
    "runs %s as OCaml does, starting %i Worker(s), as a built file (%s)",
    (name, workers, level) => {
      const p = program(name);
      expect(node([build(p.file, level)], p.stdin)).toEqual({ ...p.expected, workers });
    },
  );

  it.each(cases)("runs %s under flambe run as the built file runs, starting %i Worker(s)", (name, workers) => {
    const p = program(name);
    expect(node([flambe, "run", p.file], p.stdin)).toEqual({ ...p.expected, workers });
  });
});
