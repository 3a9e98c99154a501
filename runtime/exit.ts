/**
 * Program termination: `caml_sys_exit`, the named values OCaml's stdlib registers for exit
 * (`Pervasives.do_at_exit`, `Printexc.handle_uncaught_exception`), and `runMain`, which runs a
 * program's toplevel, flushes its channels and reports an uncaught exception as OCaml does.
 */
import { hostProcess } from "./host.js";
import { engineLimitException, formatUncaughtException, isException } from "./exceptions.js";
import { caml_flambe_flush_all, forgetOutputChannels, notifyPageOfExit, writeToDescriptor } from "./io.js";
import type { OFunction, Value } from "./values.js";
import { caml_flambe_observable } from "./restart.js";

/** Thrown by `caml_sys_exit`; not an OCaml exception, so `try ... with _` does not catch it. */
export class ExitSignal {
  constructor(readonly code: number) {}
}

export function caml_sys_exit(code: number): never {
  throw new ExitSignal(code);
}

const namedValues = new Map<string, Value>();

export function caml_register_named_value(name: string, v: Value): number {
  namedValues.set(name, v);
  return 0;
}

export function caml_named_value(name: string): Value | undefined {
  return namedValues.get(name);
}

// Runtime-level exit hooks (for embedders), run after the program's own `at_exit` functions.
const exitHooks: Array<() => void> = [];

export function caml_flambe_at_exit(hook: () => void): void {
  exitHooks.push(hook);
}

function runAtExit(): void {
  const doAtExit = namedValues.get("Pervasives.do_at_exit") as OFunction | undefined;
  // The stdlib's `do_at_exit` runs the `at_exit` functions, which flush the standard channels.
  if (doAtExit) doAtExit(0);
  for (const h of exitHooks) h();
  caml_flambe_flush_all();
}

/**
 * Runs a program's toplevel; returns its exit code: 0, the code given to `exit`, or 2 after
 * printing `Fatal error: exception E` on standard error for an uncaught exception. In a browser
 * the page is told the code too (`flambe_exit`, see io.ts). The signal abandoning a restartable
 * run (restart.ts) goes through, nothing flushed.
 */
export function runMain(body: () => void): number {
  const code = runToEnd(body);
  // Output held back while the run could restart is written now (restart.ts).
  caml_flambe_observable();
  notifyPageOfExit(code);
  return code;
}

/**
 * The backtraces of a program built with \`-g\` (backtrace.ts sets them when the program registers
 * its line table): started as a run starts, and printed after an uncaught exception's message.
 * A program without \`-g\` links none of that code.
 */
let backtraces: { readonly start: () => void; readonly uncaught: () => string } | undefined;

export function setBacktraces(b: { readonly start: () => void; readonly uncaught: () => string }): void {
  backtraces = b;
}

/** \`OCAMLRUNPARAM\` (or \`CAMLRUNPARAM\`) asking for backtraces (\`b\`, \`b=1\`), or not (\`b=0\`); undefined if silent. */
export function runParamAsksBacktraces(): boolean | undefined {
  const env = hostProcess()?.env;
  const param = env?.["OCAMLRUNPARAM"] ?? env?.["CAMLRUNPARAM"];
  if (param === undefined) return undefined;
  for (const part of param.split(",")) {
    const m = /^b(?:=(\d+))?$/.exec(part.trim());
    if (m !== null) return m[1] === undefined || m[1] !== "0";
  }
  return undefined;
}

function runToEnd(body: () => void): number {
  // A process may run several programs (tests, the interpreter, a playground): each starts
  // without the named values and channels of the one before.
  namedValues.clear();
  forgetOutputChannels();
  backtraces?.start();
  try {
    try {
      body();
    } catch (e) {
      if (e instanceof ExitSignal) {
        caml_flambe_flush_all();
        return e.code;
      }
      const exn = engineLimitException(e) ?? e;
      if (!isException(exn)) throw e;
      return uncaught(exn);
    }
    runAtExit();
    return 0;
  } catch (e) {
    // `exit` called from an at_exit function, or an exception escaping one.
    if (e instanceof ExitSignal) {
      caml_flambe_flush_all();
      return e.code;
    }
    const exn = engineLimitException(e) ?? e;
    if (isException(exn)) return uncaught(exn);
    throw e;
  }
}

function uncaught(exn: Value): number {
  const handler = namedValues.get("Printexc.handle_uncaught_exception") as OFunction | undefined;
  if (handler) {
    // The stdlib's handler prints (with registered printers) and runs at_exit itself.
    handler(exn, 0);
    caml_flambe_flush_all();
    return 2;
  }
  // at_exit first, so that the program's pending output comes before the message.
  try {
    runAtExit();
  } catch (e) {
    if (e instanceof ExitSignal) return e.code;
  }
  caml_flambe_flush_all();
  writeToDescriptor(2, `Fatal error: exception ${formatUncaughtException(exn)}\n`);
  // Recording backtraces, OCaml's runtime prints the exception's after the message.
  if (backtraces !== undefined) writeToDescriptor(2, backtraces.uncaught());
  else if (runParamAsksBacktraces() === true) writeToDescriptor(2, "(Cannot print stack backtrace: no debug information available)\n");
  return 2;
}
