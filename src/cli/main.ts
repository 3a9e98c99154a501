// The `flambe` command. This thread parses the command line and answers what needs no compiler
// (`--help`, `--version`, usage errors) at once; otherwise the compiler runs on a worker thread
// with a large stack, so that deeply nested programs (10,000 levels) compile instead of
// overflowing, and this thread only relays its output. It loads no compiler module but the
// argument parser's (options as data), so that starting costs little more than node itself.
import { createRequire } from "node:module";
import { runInThisContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { Worker, type ResourceLimits } from "node:worker_threads";
import { version } from "../driver/version.js";
import { parseArgs, usage, type CompileCommand } from "./args.js";
import { internalErrorReport } from "./internal_error.js";
import type { Output, ProgramToRun } from "./output.js";

/** Stack size of the compiler's thread, in MB (virtual memory: pages are used only if needed). */
const compilerStackMb = 1024;

/** The compiler thread's limits. */
const compilerLimits: ResourceLimits = { stackSizeMb: compilerStackMb };

/**
 * How much bytecode a function runs before V8 considers optimising it, for `build` and `check`:
 * ten times V8's default (66 KB). A compilation runs once, through much code that is warm rather
 * than hot (hundreds of functions of the front end, the IRs and the emitter, most of them
 * polymorphic over the node kinds), and at the default V8 spent about a third of the process's CPU
 * time optimising them on its background threads, on a machine of two cores as much as the
 * compiler's own work saved. With the larger budget only what stays hot (Simplify's core, the
 * typer's unification) is optimised. The flag is the process's: `run`, which then runs the program
 * on this thread, keeps node's default.
 */
const compilerInterruptBudget = 10 * 66 * 1024;

export function main(argv: readonly string[]): Promise<number> {
  // SIGPIPE's default action, which Node replaces by ignoring it (libuv restores the default
  // when the signal's last listener goes): the compiler writing into a pipe whose reader has gone
  // (`flambe check -i a.ml | head -1`) ends silently, as ocamlc does, not with an EPIPE trace.
  const ignore = (): void => {};
  process.on("SIGPIPE", ignore);
  process.off("SIGPIPE", ignore);
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    process.stderr.write(Buffer.from(parsed.error, "latin1"));
    return Promise.resolve(2);
  }
  const command = parsed.command;
  switch (command.kind) {
    case "help":
      process.stdout.write(usage);
      return Promise.resolve(0);
    case "version":
      process.stdout.write(`flambe ${version}\n`);
      return Promise.resolve(0);
    case "check":
    case "build":
      setFlagsFromString(`--interrupt-budget=${compilerInterruptBudget}`);
      return compileOnWorker(command);
    case "run":
      return compileOnWorker(command);
    default: {
      const never: never = command;
      return never;
    }
  }
}

/** Runs a command that compiles on the compiler's thread (see worker.ts), relaying its output. */
function compileOnWorker(command: CompileCommand): Promise<number> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./worker.bundle.js", import.meta.url), {
      workerData: { command },
      resourceLimits: compilerLimits,
      stdout: false,
      stderr: false,
    });
    let exitCode = 2;
    let program: ProgramToRun | undefined;
    worker.on("message", (message: Output) => {
      program = message.run;
      for (const chunk of message.chunks) {
        (chunk.stream === "stdout" ? process.stdout : process.stderr).write(Buffer.from(chunk.text, "latin1"));
      }
      exitCode = message.exitCode;
    });
    worker.on("error", (error) => {
      // The compiler's thread itself failed (its own errors are reported by it, see worker.ts).
      process.stderr.write(internalErrorReport(error, undefined));
      exitCode = 2;
    });
    worker.on("exit", () => {
      if (program === undefined) resolve(exitCode);
      else void drained().then(() => runProgram(program!).then(resolve));
    });
  });
}

/**
 * Resolves once what this thread wrote to stdout and stderr has reached them (a full pipe makes
 * Node queue it): the program's own output, written synchronously, must come after it.
 */
function drained(): Promise<unknown> {
  const streams = [process.stdout, process.stderr];
  return Promise.all(streams.map((s) => (s.writableLength === 0 ? undefined : new Promise((r) => s.once("drain", r)))));
}

/**
 * Runs a compiled program (`flambe run`) on this thread, as `node OUT.js ARGS` would: its
 * launcher finds itself on Node's main thread and runs there, restarting on a Worker with a
 * large stack should it overflow the stack before doing anything observable, so that it behaves
 * exactly as the built file does. The program ends the process with its exit code (or sets it,
 * when it was restarted on a Worker): the promise never resolves.
 */
function runProgram(program: ProgramToRun): Promise<number> {
  // The program reads its `Sys.argv` from the process's arguments after node's own.
  process.argv = [process.argv[0]!, ...program.argv];
  // Evaluated as a CommonJS script would be, with `require` (Node's modules where
  // `process.getBuiltinModule` is missing: this ES module has no dynamic import to lend it).
  const script = runInThisContext(`(function (require) {\n${program.js}\n})`, { filename: program.argv[0] }) as (r: NodeJS.Require) => void;
  script(createRequire(import.meta.url));
  return new Promise(() => {});
}
