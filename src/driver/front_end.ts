// The front end shared by `check` and `compile`: each `.ml` of a program in order, typed in the
// environment of the units before it, against its `.mli` when it has one, as ocamlc -c would
// compile them one after the other. Pattern-matching warnings (8, 11, 12, 57) come from the
// translation to Lambda, which therefore runs here too.
import type { Diagnostic } from "../common/diagnostic.js";
import { noteStage } from "../common/progress.js";
import { misplacedAttributeWarnings, translateUnit, type LambdaProgram } from "../lambda/index.js";
import { CompileError, FatalWarnings, isFatalWarning } from "../common/diagnostic.js";
import { moduleDependencies, parseImplementation, parseInterface, type Signature, type Structure } from "../syntax/index.js";
import { dependencyOrder } from "./dependency_order.js";
import {
  addUnit,
  checkImplementsInterface,
  checkNoWeakVariables,
  deferredPosition,
  deferredWarnings,
  isDelayedWarning,
  initialEnvironment,
  jsExportNames,
  missingInterfaceWarning,
  orderWarnings,
  printSignature,
  typeImplementation,
  typeInterface,
  warningState,
  type Env,
  type WarningState,
  type TypedStructure,
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
  /** Milliseconds spent translating the unit to Lambda, by the clock given (`-dtimings`). */
  readonly translationMs: number;
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
  clock: () => number = () => 0,
): FrontEndUnit[] {
  const typingOptions = { warnings: options.warnings, warnError: options.warnError, alerts: options.alerts, unsafe: options.unsafe };
  // A fork: what the program's typing caches (its modules' components) is not kept for the
  // next compilation of the process.
  let env = standardEnvironment().fork();
  const interfaceOf = new Map<string, SourceFile>();
  for (const f of files) if (isInterfaceFile(f.name)) interfaceOf.set(f.name.slice(0, -1), f);
  const parsed = parseAll(files, warningState(options.warnings, options.warnError, options.alerts));
  const units: FrontEndUnit[] = [];
  for (const file of parsed.order) {
    if (isInterfaceFile(file.name)) continue; // typed with its implementation
    noteStage("typing", file.name);
    const unit = unitNameOfFile(file.name);
    const before = diagnostics.length;
    // A unit with an interface is seen by later units through it, also with -i (which only
    // skips checking the implementation against it).
    const mli = interfaceOf.get(file.name);
    // Compiling the interface first, ocamlc reports its warnings (alerts) before the file's.
    const declared = mli ? typeInterface(env, unit, parsed.interface(mli, diagnostics), typingOptions, what.printInterfaces ? undefined : diagnostics) : undefined;
    const ast = parsed.implementation(file, diagnostics);
    const checkedAgainst = what.printInterfaces ? undefined : declared;
    let typed;
    try {
      typed = typeImplementation(env, unit, ast, checkedAgainst ? { ...typingOptions, interface: checkedAgainst } : typingOptions);
    } catch (e) {
      if (e instanceof CompileError) diagnostics.push(...orderWarnings([...e.warningsBefore, ...matchWarningsBefore(unit, e.doneBefore, options, env)]));
      throw e;
    }
    // ocamlc reports the unused-name warnings at the end of the file, after the pattern-matching
    // ones (which flambe finds in the translation).
    const unitWarnings = typed.warnings.filter((d) => !deferredWarnings.has(d.warning?.number ?? 0));
    // ocamlc runs these checks in the order the names were declared: the order of the source.
    const deferred = sortBySource(typed.warnings.filter((d) => deferredWarnings.has(d.warning?.number ?? 0)));
    // ocamlc warns of a missing interface after typing the file, before the unused names.
    const missingInterface = (): Diagnostic[] =>
      checkedAgainst || what.printInterfaces ? [] : missingInterfaceWarning(file.name, warningState(options.warnings, options.warnError, options.alerts));
    let lambda: LambdaProgram | undefined;
    // The translation's checks of attributes (warning 53), which ocamlc reports after the rest.
    let translationWarnings: Diagnostic[] = [];
    // The alerts of the inclusion of the unit in its interface, which ocamlc gives before the unused names.
    let inclusionAlerts: Diagnostic[] = [];
    if (what.printInterfaces) {
      units.push({ unit, file: file.name, lambda, inferredInterface: printSignature(typed.signature), jsExports: [], translationMs: 0 });
    } else {
      if (checkedAgainst) inclusionAlerts = checkImplementsInterface(env, file.name, typed.signature, checkedAgainst, warningState(options.warnings, options.warnError, options.alerts));
      else {
        try {
          checkNoWeakVariables(typed.signature);
        } catch (e) {
          // ocamlc has reported the typing's warnings (the matches' too) and the missing
          // interface before this error.
          if (e instanceof CompileError) diagnostics.push(...orderWarnings([...unitWarnings, ...matchWarningsBefore(unit, typed.tree, options, env)]), ...missingInterface());
          throw e;
        }
      }
      const unitEnv = env;
      const translationStart = clock();
      const translated = translateUnit(unit, typed.tree, {
        unsafe: options.unsafe,
        warnings: options.warnings,
        warnError: options.warnError,
        unitSignature: (u) => unitEnv.unit(u),
        interface: checkedAgainst,
      });
      unitWarnings.push(...translated.warnings);
      // Warning 53 comes from the translation, 55 of [@local] functions from the pass after it.
      translationWarnings = [...misplacedAttributeWarnings(typed.tree, warningState(options.warnings, options.warnError, options.alerts)), ...translated.localFunctionWarnings];
      lambda = translated.program;
      const translationMs = clock() - translationStart;
      units.push({ unit, file: file.name, lambda, inferredInterface: undefined, jsExports: options.module === "esm" ? jsExportNames(typed.tree) : [], translationMs });
    }
    // The pattern-matching warnings take their place among the typer's (`orderWarnings`).
    const missing = missingInterface();
    const ordered = [...orderWarnings(unitWarnings), ...missing, ...inclusionAlerts, ...deferred, ...translationWarnings];
    diagnostics.push(...ordered);
    // A warning made an error stops the compilation after its file, as ocamlc does.
    if (ordered.some(isFatalWarning) || diagnostics.slice(before).some(isFatalWarning)) throw new FatalWarnings();
    env = addUnit(env, unit, declared ?? typed.signature);
  }
  // Interfaces given without their implementation are checked on their own.
  for (const file of parsed.order) {
    if (!isInterfaceFile(file.name) || files.some((f) => f.name === file.name.slice(0, -1))) continue;
    noteStage("typing", file.name);
    const unit = unitNameOfFile(file.name);
    env = addUnit(env, unit, typeInterface(env, unit, parsed.interface(file, what.printInterfaces ? [] : diagnostics), typingOptions, what.printInterfaces ? undefined : diagnostics));
  }
  return units;
}

/** Diagnostics in the order of their locations in the file (stable). */
function sortBySource(ds: Diagnostic[]): Diagnostic[] {
  return ds
    .map((d, i) => ({ d, i }))
    .sort((a, b) => deferredPosition(a.d) - deferredPosition(b.d) || a.i - b.i)
    .map((x) => x.d);
}

/**
 * The pattern-matching warnings (8, 11, 12, ...) of the items typed before a type error, and of
 * the matches typed in full in the definition it stopped (\`unfinished\`, one item each), which
 * ocamlc reports as it types them: flambe finds them in the translation, run on those items.
 */
function matchWarningsBefore(unit: string, typedSoFar: unknown, options: Options, env: Env): Diagnostic[] {
  if (typedSoFar === undefined) return [];
  const { items, signature, unfinished } = typedSoFar as TypedStructure & { unfinished?: () => TypedStructure["items"] };
  const warningsOf = (part: TypedStructure["items"]): Diagnostic[] => {
    try {
      const translated = translateUnit(unit, { items: part, signature }, { unsafe: options.unsafe, warnings: options.warnings, warnError: options.warnError, unitSignature: (u) => env.unit(u) });
      return translated.warnings.filter((d) => d.warning !== undefined && [8, 11, 12, 57].includes(d.warning.number) && !isDelayedWarning(d));
    } catch {
      // Items that cannot be translated without what follows them: no warnings from them.
      return [];
    }
  };
  return [...warningsOf(items), ...(unfinished?.() ?? []).flatMap((item) => warningsOf([item]))];
}

interface ParsedFiles {
  /** The files in the order to compile them. */
  readonly order: readonly SourceFile[];
  /** A file's tree, its parse warnings pushed to `diagnostics` (when it is compiled, as ocamlc would report them). */
  implementation(f: SourceFile, diagnostics: Diagnostic[]): Structure;
  interface(f: SourceFile, diagnostics: Diagnostic[]): Signature;
}

/**
 * A file's parse tree, its lexer's and parser's warnings (1, 2, 14 and 50) given to `warn` as the
 * command line's warning `state` has them (the file's attributes do not apply yet).
 */
function parseFile(f: SourceFile, state: WarningState, warn: (d: Diagnostic) => void): Structure | Signature {
  const onWarning = (d: Diagnostic): void => {
    const n = d.warning?.number;
    if (n === undefined) return warn(d);
    if (!state.active[n]) return;
    warn(state.error[n] ? { ...d, warning: { ...d.warning!, error: true } } : d);
  };
  const options = { unexpectedDocstrings: state.active[50] === true };
  return isInterfaceFile(f.name) ? parseInterface(f.text, f.name, onWarning, options) : parseImplementation(f.text, f.name, onWarning, options);
}

/**
 * Parses every file first, to put them in dependency order (`ocamldep -sort`'s, a cycle its
 * error). When one does not parse, the files keep the order given and are parsed one after the
 * other, so that errors come as ocamlc reports them, the file with the syntax error in its turn.
 */
function parseAll(files: readonly SourceFile[], state: WarningState): ParsedFiles {
  const trees = new Map<SourceFile, { tree: Structure | Signature; warnings: Diagnostic[] }>();
  let allParse = true;
  if (files.length > 1) {
    for (const f of files) {
      const warnings: Diagnostic[] = [];
      try {
        const tree = parseFile(f, state, (w) => warnings.push(w));
        trees.set(f, { tree, warnings });
      } catch (e) {
        if (!(e instanceof CompileError)) throw e;
        allParse = false;
        break;
      }
    }
  }
  const order = allParse && files.length > 1 ? dependencyOrder(files, (f) => moduleDependencies(trees.get(f)!.tree)) : files;
  const take = (f: SourceFile, diagnostics: Diagnostic[]): Structure | Signature | undefined => {
    const known = allParse ? trees.get(f) : undefined;
    if (known === undefined) return undefined;
    diagnostics.push(...known.warnings);
    return known.tree;
  };
  return {
    order,
    implementation: (f, diagnostics) => (take(f, diagnostics) as Structure | undefined) ?? (parseFile(f, state, (w) => diagnostics.push(w)) as Structure),
    interface: (f, diagnostics) => (take(f, diagnostics) as Signature | undefined) ?? (parseFile(f, state, (w) => diagnostics.push(w)) as Signature),
  };
}
