// The Lambda stage: translation of the typed tree to Lambda (with pattern-match compilation and
// the pattern-matching warnings) and the `-dlambda` printer.
import type { Diagnostic } from "../common/diagnostic.js";
import { warningState, type ModuleSignature, type TypedStructure } from "../typing/index.js";
import { resetLabels } from "./builders.js";
import type { LambdaProgram } from "./lambda.js";
import { runtimeItems } from "./module_layout.js";
import { TypeDecls } from "./type_decls.js";
import { tailModCons } from "./tmc.js";
import { localFunctionWarnings } from "./local_functions.js";
import { Translator } from "./translate.js";

export type * from "./lambda.js";
export { printLambda, printLambdaProgram } from "./printer.js";
export { children } from "./builders.js";
export { misplacedAttributeWarnings } from "./misplaced_attributes.js";

export interface TranslateUnitOptions {
  readonly unsafe: boolean;
  /** A `-w` specification ("+a-4"), over OCaml's default warnings. */
  readonly warnings: string;
  /** A `-warn-error` specification, over `warnings`. */
  readonly warnError?: string;
  /**
   * The signatures of the other units (the standard library's and the program's earlier ones),
   * to find the position of a value in their module blocks. Without it, only the unit itself
   * and the predefined names can be referred to.
   */
  readonly unitSignature?: (unit: string) => ModuleSignature | undefined;
  /**
   * The unit's interface (from its `.mli`), when it has one: the module block then has the
   * interface's layout, which is what other units see.
   */
  readonly interface?: ModuleSignature;
  /**
   * The unit's path in exception names, when it is not its name: the standard library's units
   * name their exceptions `Stdlib.Queue.Empty`.
   */
  readonly modulePath?: string;
}

/**
 * Translates a typed unit to Lambda, with the `[@tail_mod_cons]` transformation; returns warnings
 * 8, 11, 12, 57, 71 and 72 found on the way, and apart, the warnings 55 of `[@local]` functions
 * (`local_functions.ts`), which ocamlc gives after all the others.
 */
export function translateUnit(unitName: string, tree: TypedStructure, options: TranslateUnitOptions): { program: LambdaProgram; warnings: Diagnostic[]; localFunctionWarnings: Diagnostic[] } {
  resetLabels();
  const unitSignature = options.unitSignature ?? (() => undefined);
  const decls = new TypeDecls(unitSignature);
  const commandLine = warningState(options.warnings, options.warnError);
  const translator: Translator = new Translator(unitName, {
    unsafe: options.unsafe,
    warnings: { state: commandLine, constructorsOf: (p) => decls.constructorsOf(p, translator.scope), isNominal: (p) => decls.isNominal(p, translator.scope) },
    unitSignature,
    onTypes: (items) => decls.addStructureTypes(items),
    modulePath: options.modulePath,
  });
  let code = translator.translateStructure(tree);
  let layout = tree.signature;
  if (options.interface) {
    code = translator.coerce(code, { kind: "Signature", items: tree.signature }, { kind: "Signature", items: options.interface });
    layout = options.interface;
  }
  // The warnings of these passes (55, 71, 72) follow the command line only, as ocamlc's, whose
  // passes run after the scopes of `[@warning]` attributes are closed.
  const local = localFunctionWarnings(code, commandLine);
  code = tailModCons(code, translator.warnings, commandLine);
  return {
    program: { unitName, size: runtimeItems(layout).length, code, requiredUnits: translator.requiredUnits, externals: translator.externals },
    warnings: translator.warnings,
    localFunctionWarnings: local,
  };
}
