// The IR interpreter: runs Flambda units (linked in order, symbols shared by name) against the
// runtime, as the semantic reference for testing passes. Output goes through the runtime's
// channels, exit codes and uncaught exceptions are the runtime's (`runMain`), so an interpreted
// program prints what the compiled one does.
import * as runtime from "../../runtime/index.js";
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
}

const runtimeTable = runtime as unknown as Record<string, unknown>;

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
      return typeof f === "function" ? (f as OFunction) : undefined;
    },
    runtimeSymbol: (name) => {
      const v = runtimeTable[name];
      return typeof v === "function" ? undefined : (v as Value);
    },
    exnOfJs: (e) => runtime.caml_flambe_exn_of_js(e),
    stackOverflow: runtime.caml_exn_Stack_overflow,
    maxDepth: io.maxDepth ?? 250_000,
  });
  const previous = runtime.setOutputSink((fd, bytes) => {
    const out = fd === 2 ? io.stderr : fd === 1 ? io.stdout : undefined;
    if (out !== undefined) out(stringOfBytes(bytes));
    else previous(fd, bytes);
  });
  try {
    const exitCode = runtime.runMain(() => {
      for (const u of units) machine.runUnit(u);
    });
    return { exitCode };
  } finally {
    runtime.setOutputSink(previous);
  }
}

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
