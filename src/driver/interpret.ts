// `interpret`: compile a program, then run its Flambda units through the IR interpreter, with
// the program's standard input given as a string, collecting what it writes. What the tests of
// the middle end compare with the reference toolchain's output.
import { interpretToText } from "../interp/index.js";
import type { Diagnostic } from "../common/diagnostic.js";
import * as runtime from "../../runtime/index.js";
import * as jsRuntime from "../../runtime/js/index.js";
import { linkStubs, StubError } from "../to_js/index.js";
import type { OFunction } from "../interp/values.js";
import { missingExternal, readStubs } from "./build.js";
import { compile } from "./compile.js";
import type { Options } from "./options.js";
import type { SourceFile } from "./source_file.js";

export interface InterpretResult {
  readonly stdout: string;
  readonly stderr: string;
  /** The program's exit code, or 2 when it did not compile. */
  readonly exitCode: number;
  readonly diagnostics: readonly Diagnostic[];
}

export function interpret(files: readonly SourceFile[], options: Options, stdin = ""): InterpretResult {
  const stubs = readStubs(options);
  if ("severity" in stubs) return { stdout: "", stderr: "", exitCode: 2, diagnostics: [stubs] };
  const compiled = compile(files, options);
  if (!compiled.ok) return { stdout: "", stderr: "", exitCode: 2, diagnostics: compiled.diagnostics };
  const missing = missingExternal(compiled, stubs);
  if (missing !== undefined) return { stdout: "", stderr: "", exitCode: 2, diagnostics: [...compiled.diagnostics, missing] };
  // Stubs are evaluated here (all of them), their required runtime functions read from the
  // runtime's modules: the interpreter calls them as the emitted program does.
  let externals: Record<string, OFunction> | undefined;
  if (stubs.provided.size > 0 || stubs.always.length > 0) {
    try {
      const code = linkStubs(stubs, stubs.provided.keys(), (name) =>
        typeof (runtime as Record<string, unknown>)[name] === "function" ? "R" : typeof (jsRuntime as Record<string, unknown>)[name] === "function" ? "$J" : undefined,
      );
      externals = new Function("R", "$J", `"use strict";\nreturn ${code};`)(runtime, jsRuntime) as Record<string, OFunction>;
    } catch (e) {
      if (e instanceof StubError) return { stdout: "", stderr: "", exitCode: 2, diagnostics: [...compiled.diagnostics, e.diagnostic] };
      throw e;
    }
  }
  const jsInterop = externals !== undefined || compiled.units.some((u) => u.name === "Js_of_ocaml");
  const io = externals === undefined ? { stdin, jsInterop } : { stdin, jsInterop, externals };
  return { ...interpretToText(compiled.units, io), diagnostics: compiled.diagnostics };
}
