// `check`: parse and type-check a program's files in order, as ocamlc -c would one after the
// other, returning diagnostics (and, with `printInterfaces`, what ocamlc -i prints) as data.
import { CompileError, type Diagnostic } from "../common/diagnostic.js";
import { parseImplementation, parseInterface } from "../syntax/index.js";
import {
  addUnit,
  checkImplementsInterface,
  checkNoWeakVariables,
  initialEnvironment,
  printSignature,
  typeImplementation,
  typeInterface,
  type Env,
} from "../typing/index.js";
import type { Options } from "./options.js";
import { isInterfaceFile, unitNameOfFile, type SourceFile } from "./source_file.js";
import { stdlibSources } from "./stdlib_sources.generated.js";

export interface CheckResult {
  /** Warnings and at most one error (ocamlc stops at the first error), in the order found. */
  readonly diagnostics: readonly Diagnostic[];
  /** With `printInterfaces`: the inferred interface of each `.ml` file, as `ocamlc -i` prints it. */
  readonly interfaces: readonly { readonly file: string; readonly text: string }[];
  /** False when there was an error. */
  readonly ok: boolean;
}

let cachedEnvironment: Env | undefined;

/** The environment holding the predefined types and the standard library, built once. */
export function standardEnvironment(): Env {
  cachedEnvironment ??= initialEnvironment(stdlibSources);
  return cachedEnvironment;
}

export function check(files: readonly SourceFile[], options: Options, what: { printInterfaces: boolean }): CheckResult {
  const diagnostics: Diagnostic[] = [];
  const interfaces: { file: string; text: string }[] = [];
  const typingOptions = { warnings: options.warnings, unsafe: options.unsafe };
  let env = standardEnvironment();
  const interfaceOf = new Map<string, SourceFile>();
  for (const f of files) if (isInterfaceFile(f.name)) interfaceOf.set(f.name.slice(0, -1), f);
  try {
    for (const file of files) {
      if (isInterfaceFile(file.name)) continue; // typed with its implementation
      const unit = unitNameOfFile(file.name);
      const ast = parseImplementation(file.text, file.name);
      // As ocamlc: a unit with an interface is seen by later units through its interface, also
      // with -i (which only skips checking the implementation against it).
      const mli = interfaceOf.get(file.name);
      const declared = mli ? typeInterface(env, unit, parseInterface(mli.text, mli.name), typingOptions) : undefined;
      const checkedAgainst = declared && !what.printInterfaces ? declared : undefined;
      const typed = typeImplementation(env, unit, ast, checkedAgainst ? { ...typingOptions, interface: checkedAgainst } : typingOptions);
      diagnostics.push(...typed.warnings);
      if (what.printInterfaces) interfaces.push({ file: file.name, text: printSignature(typed.signature) });
      else if (checkedAgainst) checkImplementsInterface(env, file.name, typed.signature, checkedAgainst);
      else checkNoWeakVariables(typed.signature);
      env = addUnit(env, unit, declared ?? typed.signature);
    }
    // Interfaces given without their implementation are checked on their own.
    for (const file of files) {
      if (!isInterfaceFile(file.name) || files.some((f) => f.name === file.name.slice(0, -1))) continue;
      const declared = typeInterface(env, unitNameOfFile(file.name), parseInterface(file.text, file.name), typingOptions);
      env = addUnit(env, unitNameOfFile(file.name), declared);
    }
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    diagnostics.push(error.diagnostic);
    return { diagnostics, interfaces, ok: false };
  }
  return { diagnostics, interfaces, ok: true };
}
