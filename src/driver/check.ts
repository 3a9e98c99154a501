// `check`: parse and type-check a program's files in order, as ocamlc -c would one after the
// other, returning diagnostics (and, with `printInterfaces`, what ocamlc -i prints) as data.
import { CompileError, diagnosticsOfError, type Diagnostic } from "../common/diagnostic.js";
import { frontEnd } from "./front_end.js";
import type { Options } from "./options.js";
import type { SourceFile } from "./source_file.js";

export { standardEnvironment } from "./front_end.js";

export interface CheckResult {
  /** Warnings and at most one error (ocamlc stops at the first error), in the order found. */
  readonly diagnostics: readonly Diagnostic[];
  /** With `printInterfaces`: the inferred interface of each `.ml` file, as `ocamlc -i` prints it. */
  readonly interfaces: readonly { readonly file: string; readonly text: string }[];
  /** False when there was an error. */
  readonly ok: boolean;
}

export function check(files: readonly SourceFile[], options: Options, what: { printInterfaces: boolean }): CheckResult {
  const diagnostics: Diagnostic[] = [];
  try {
    const units = frontEnd(files, options, what, diagnostics);
    const interfaces = units.flatMap((u) => (u.inferredInterface === undefined ? [] : [{ file: u.file, text: u.inferredInterface }]));
    return { diagnostics, interfaces, ok: true };
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    diagnostics.push(...diagnosticsOfError(error));
    return { diagnostics, interfaces: [], ok: false };
  }
}
