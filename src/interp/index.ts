// The IR interpreter: runs Flambda units (linked in order, symbols shared by name) against the
// runtime, as the semantic reference for testing passes. Output goes through the runtime's
// channels, exit codes and uncaught exceptions are the runtime's (`runMain`), so an interpreted
// program prints what the compiled one does.
import * as runtime from "../../runtime/index.js";
import * as jsRuntime from "../../runtime/js/index.js";
import type { FlambdaUnit } from "../flambda/flambda_unit.js";
import { stringOfBytes } from "./eval_primitive.js";
import { Machine } from "./machine.js";
import type { OFunction, Value } from "./values.js";

export { InterpreterError } from "./machine.js";

export interface InterpretIO {
  /** Receives what the program writes to standard output, as a byte string (one char per byte). */
  readonly stdout?: (bytes: string) => void;
  /** Receives what the program writes to standard error. */
  readonly stderr?: (bytes: string) => void;
  /** Replaces or adds runtime primitives by name (tests, embedders). */
  readonly externals?: Readonly<Record<string, OFunction>>;
  /**
   * How many nested OCaml calls before `Stack_overflow` (default 250,000: deeper than a
   * `List.map` over 100,000 elements needs, about what OCaml's default 8 MB stack allows).
   */
  readonly maxDepth?: number;
  /** Stops a run that takes more steps than this with an `InterpreterError` (default: no limit). */
  readonly maxSteps?: number;
  /** What the program reads on standard input, as a byte string (default: the host's). */
  readonly stdin?: string;
  /**
   * The program links JavaScript code (stubs, or the Js library): a JavaScript exception caught
   * by OCaml code becomes an OCaml one (`Js_error.Exn`, `Failure`), as in the emitted program.
   */
  readonly jsInterop?: boolean;
}

const runtimeTable = runtime as unknown as Record<string, unknown>;
const jsTable = jsRuntime as unknown as Record<string, unknown>;

/**
 * Runs the units in order. Returns the exit code: 0, the code given to `exit`, or 2 after an
 * uncaught exception (printed as OCaml prints it). A term that is not well formed raises an
 * `InterpreterError` (a bug, not a user error).
 */
export function interpretUnit(units: readonly FlambdaUnit[], io: InterpretIO = {}): { exitCode: number } {
  const machine = new Machine({
    external: (name) => {
      const own = io.externals?.[name];
      if (own !== undefined) return own;
      const f = runtimeTable[name];
      if (typeof f === "function") return f as OFunction;
      // The Js library's primitives (runtime/js/), which the emitted program links when called.
      const j = jsTable[name];
      return typeof j === "function" ? (j as OFunction) : undefined;
    },
    runtimeSymbol: (name) => {
      const v = runtimeTable[name];
      return typeof v === "function" ? undefined : (v as Value);
    },
    exnOfJs: io.jsInterop === true ? (e) => jsRuntime.caml_wrap_exception(e) : (e) => runtime.caml_flambe_exn_of_js(e),
    stackOverflow: runtime.caml_exn_Stack_overflow,
    maxDepth: io.maxDepth ?? 250_000,
    maxSteps: io.maxSteps ?? Infinity,
  });
  const previous = runtime.setOutputSink((fd, bytes) => {
    const out = fd === 2 ? io.stderr : fd === 1 ? io.stdout : undefined;
    if (out !== undefined) out(stringOfBytes(bytes));
    else previous(fd, bytes);
  });
  const input = io.stdin;
  let inputPos = 0;
  const previousSource: runtime.InputSource | undefined =
    input === undefined
      ? undefined
      : runtime.setInputSource((fd: number, buffer: Uint8Array): number => {
          if (fd !== 0) return previousSource!(fd, buffer);
          const n = Math.min(buffer.length, input.length - inputPos);
          for (let i = 0; i < n; i++) buffer[i] = input.charCodeAt(inputPos + i);
          inputPos += n;
          return n;
        });
  // The runtime keeps the closures a program registers for its exit in one global table; a run
  // must neither see those of a previous run in the same process nor leave its own behind.
  const savedNamed = exitNamedValues.map((name) => [name, runtime.caml_named_value(name)] as const);
  for (const name of exitNamedValues) runtime.caml_register_named_value(name, undefined);
  try {
    const exitCode = runtime.runMain(() => {
      for (const u of units) machine.runUnit(u);
    });
    return { exitCode };
  } finally {
    runtime.setOutputSink(previous);
    if (previousSource !== undefined) runtime.setInputSource(previousSource);
    for (const [name, v] of savedNamed) runtime.caml_register_named_value(name, v);
  }
}

/** The named values through which the runtime calls back into a program when it ends. */
const exitNamedValues = ["Pervasives.do_at_exit", "Printexc.handle_uncaught_exception"];

/** Runs the units and collects their output: the form tests compare with the reference toolchain's. */
export function interpretToText(
  units: readonly FlambdaUnit[],
  opts: Omit<InterpretIO, "stdout" | "stderr"> = {},
): { stdout: string; stderr: string; exitCode: number } {
  let stdout = "";
  let stderr = "";
  const { exitCode } = interpretUnit(units, {
    ...opts,
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
  });
  return { stdout, stderr, exitCode };
}
