// The front end shared by `check` and `compile`: each `.ml` of a program in order, typed in the
// environment of the units before it, against its `.mli` when it has one, as ocamlc -c would
// compile them one after the other. Pattern-matching warnings (8, 11, 12, 57) come from the
// translation to Lambda, which therefore runs here too.
import type { Diagnostic } from "../common/diagnostic.js";
import { noteStage } from "../common/progress.js";
import { translateUnit, type LambdaProgram } from "../lambda/index.js";
import { parseImplementation, parseInterface } from "../syntax/index.js";
import {
  addUnit,
  checkImplementsInterface,
  checkNoWeakVariables,
  initialEnvironment,
  jsExportNames,
  printSignature,
  typeImplementation,
  typeInterface,
  type Env,
} from "../typing/index.js";
import type { Options } from "./options.js";
import { isInterfaceFile, unitNameOfFile, type SourceFile } from "./source_file.js";
import { stdlibSources } from "./stdlib_sources.generated.js";

let cachedEnvironment: Env | undefined;

/** The environment holding the predefined types and the standard library, built once. */
export function standardEnvironment(): Env {
  cachedEnvironment ??= initialEnvironment(stdlibSources);
  return cachedEnvironment;
}

export interface FrontEndUnit {
  readonly unit: string;
  readonly file: string;
  /** The Lambda code of the unit (absent with `printInterfaces`). */
  readonly lambda: LambdaProgram | undefined;
  /** With `printInterfaces`: what `ocamlc -i` prints for the file. */
  readonly inferredInterface: string | undefined;
  /** For an ES module (`--module esm`): the names the unit exports by `Js.export` of a literal. */
  readonly jsExports: readonly string[];
}

/**
 * Types (and translates to Lambda) the program's files in order. Warnings are pushed to
 * `diagnostics` as found; the first error is thrown as a `CompileError`, as ocamlc stops there.
 */
export function frontEnd(
  files: readonly SourceFile[],
  options: Options,
  what: { readonly printInterfaces: boolean },
  diagnostics: Diagnostic[],
): FrontEndUnit[] {
  const typingOptions = { warnings: options.warnings, unsafe: options.unsafe };
  // A fork: what the program's typing caches (its modules' components) is not kept for the
  // next compilation of the process.
  let env = standardEnvironment().fork();
  const interfaceOf = new Map<string, SourceFile>();
  for (const f of files) if (isInterfaceFile(f.name)) interfaceOf.set(f.name.slice(0, -1), f);
  const units: FrontEndUnit[] = [];
  for (const file of files) {
    if (isInterfaceFile(file.name)) continue; // typed with its implementation
    noteStage("typing", file.name);
    const unit = unitNameOfFile(file.name);
    const ast = parseImplementation(file.text, file.name, (w) => diagnostics.push(w));
    // A unit with an interface is seen by later units through it, also with -i (which only
    // skips checking the implementation against it).
    const mli = interfaceOf.get(file.name);
    const declared = mli ? typeInterface(env, unit, parseInterface(mli.text, mli.name, (w) => diagnostics.push(w)), typingOptions) : undefined;
    const checkedAgainst = what.printInterfaces ? undefined : declared;
    const typed = typeImplementation(env, unit, ast, checkedAgainst ? { ...typingOptions, interface: checkedAgainst } : typingOptions);
    diagnostics.push(...typed.warnings);
    let lambda: LambdaProgram | undefined;
    if (what.printInterfaces) {
      units.push({ unit, file: file.name, lambda, inferredInterface: printSignature(typed.signature), jsExports: [] });
    } else {
      if (checkedAgainst) checkImplementsInterface(env, file.name, typed.signature, checkedAgainst);
      else checkNoWeakVariables(typed.signature);
      const unitEnv = env;
      const translated = translateUnit(unit, typed.tree, {
        unsafe: options.unsafe,
        warnings: options.warnings,
        unitSignature: (u) => unitEnv.unit(u),
        interface: checkedAgainst,
      });
      diagnostics.push(...translated.warnings);
      lambda = translated.program;
      units.push({ unit, file: file.name, lambda, inferredInterface: undefined, jsExports: options.module === "esm" ? jsExportNames(typed.tree) : [] });
    }
    env = addUnit(env, unit, declared ?? typed.signature);
  }
  // Interfaces given without their implementation are checked on their own.
  for (const file of files) {
    if (!isInterfaceFile(file.name) || files.some((f) => f.name === file.name.slice(0, -1))) continue;
    noteStage("typing", file.name);
    const unit = unitNameOfFile(file.name);
    env = addUnit(env, unit, typeInterface(env, unit, parseInterface(file.text, file.name), typingOptions));
  }
  return units;
}
