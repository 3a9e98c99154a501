// `interpret`: compile a program, then run its Flambda units through the IR interpreter, with
// the program's standard input given as a string, collecting what it writes. What the tests of
// the middle end compare with the reference toolchain's output.
import { interpretToText } from "../interp/index.js";
import type { Diagnostic } from "../common/diagnostic.js";
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
  const compiled = compile(files, options);
  if (!compiled.ok) return { stdout: "", stderr: "", exitCode: 2, diagnostics: compiled.diagnostics };
  return { ...interpretToText(compiled.units, { stdin }), diagnostics: compiled.diagnostics };
}
