// The type checker's interface: the initial environment (predefined types and the standard
// library), typing of implementations and interfaces, the `.ml`/`.mli` check, and the printer of
// signatures that `ocamlc -i` reproduces.
import { CompileError } from "../common/diagnostic.js";
import { errorAt, type Diagnostic } from "../common/diagnostic.js";
import { noLocation } from "../common/location.js";
import { parseInterface, type Signature, type Structure } from "../syntax/index.js";
import { Env } from "./env.js";
import { layoutMessage } from "./errors.js";
import { predefEnv } from "./predef.js";
export { predefExceptions } from "./predef.js";
import { Namer, outType, printOut, printSignature as printSig } from "./printtyp.js";
import type { TypedStructure } from "./typed_tree.js";
import { GENERIC_LEVEL, globalIdent, pident, repr, type ModuleSignature, type Type } from "./types.js";
import { ModTyper } from "./typemod.js";
import { getLevel, linkWatchers, resetLevel, setLevel } from "./unify.js";
import { deferredWarnings, warningState, WarningSink, type WarningState } from "./warnings.js";
import { withAlertReporter } from "./alerts.js";
import { warnUnusedOpens } from "./open_usage.js";
import { ModuleUsage, withModuleUsage } from "./module_usage.js";
import { withDeclarationUsage } from "./declaration_usage.js";
export { missingInterfaceWarning, stateWithAttributes, warningDiagnostic } from "./warnings.js";
export { deferredPosition, deferredWarnings, fragileLiteralMessage, isDelayedWarning, itemWarningState, orderWarnings, parseWarningSpec, placeMatchWarnings, warningState, type WarningState } from "./warnings.js";

export type { Env } from "./env.js";
export { somePattern, subpatterns } from "./subpatterns.js";
export type * from "./typed_tree.js";
export type { RecModuleInfo, RecModuleInit, RecModuleShape } from "./rec_modules.js";
export type * from "./types.js";
export { identKey, pathKey, pathName, pident, samePath } from "./types.js";
export { hashVariant, rowFieldRepr, rowRepr } from "./row.js";
export { isNonexpansive } from "./typecore.js";
export { typeToString } from "./printtyp.js";
export { unitsOutsideStdlib } from "./library_units.js";
export { jsExportNames } from "./js_export_names.js";

export interface TypingOptions {
  /** A `-w` specification such as "+a-4-40". */
  readonly warnings: string;
  /** A `-warn-error` specification such as "+8". */
  readonly warnError?: string;
  /** An `-alert` specification such as "-deprecated". */
  readonly alerts?: string;
  /** `-unsafe`: `a.(i)` and `s.[i]` skip bounds checks. */
  readonly unsafe: boolean;
  /** The unit's interface when it has one (values it does not export may be unused: warning 32). */
  readonly interface?: ModuleSignature;
}

const stdlibCache = new Map<string, Env>();

function unitNameOfFile(file: string): string {
  const base = file.replace(/^.*\//, "").replace(/\.mli?$/, "");
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/**
 * The environment every unit starts from: the predefined types and exceptions, the standard
 * library units typed from their interfaces (in the order of `ORDER` when given), and `Stdlib`
 * opened. Cached by the text of the library.
 */
export function initialEnvironment(stdlib: Readonly<Record<string, string>>): Env {
  const files = Object.keys(stdlib).sort();
  const key = files.map((f) => `${f}\u0000${stdlib[f]!.length}\u0000${hash(stdlib[f]!)}`).join("\u0001");
  const cached = stdlibCache.get(key);
  if (cached) return withStdlibOpened(cached.fork());
  const env = predefEnv();
  let order: string[] = [];
  const orderText = stdlib["ORDER"];
  if (orderText !== undefined) order = orderText.split(/\s+/).filter((s) => s.length > 0);
  const units = new Set<string>();
  for (const f of files) if (/\.mli?$/.test(f)) units.add(unitNameOfFile(f));
  const rest = [...units].filter((u) => !order.includes(u)).sort();
  // Stdlib's types refer to CamlinternalFormatBasics' (as in OCaml), which comes first.
  const first = ["CamlinternalFormatBasics", "Stdlib"];
  const all = [...first, ...order.filter((u) => !first.includes(u) && units.has(u)), ...rest.filter((u) => !first.includes(u))];
  for (const unit of all) {
    if (!units.has(unit)) continue;
    const lower = unit.charAt(0).toLowerCase() + unit.slice(1);
    const mli = stdlib[`${lower}.mli`];
    if (mli === undefined) continue;
    let loaded: ModuleSignature | undefined;
    const load = (): ModuleSignature => {
      // Typed on first use, possibly in the middle of another unit: the typer's level and
      // watchers are saved around it.
      if (loaded) return loaded;
      const ast = parseInterface(mli, `${lower}.mli`);
      loaded = withSavedTyperState(() =>
        typeInterface(first.includes(unit) ? env : withStdlibOpened(env), unit, ast, { warnings: "-a", unsafe: false }),
      );
      return loaded;
    };
    if (first.includes(unit)) env.addUnit(unit, load());
    else env.shared.pendingUnits.set(unit, load);
  }
  stdlibCache.set(key, env);
  return withStdlibOpened(env.fork());
}

function withSavedTyperState<T>(f: () => T): T {
  const level = getLevel();
  const watchers = linkWatchers.splice(0, linkWatchers.length);
  try {
    return f();
  } finally {
    setLevel(level);
    linkWatchers.push(...watchers);
  }
}

function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i += 7) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}

function withStdlibOpened(env: Env): Env {
  if (!env.shared.units.has("Stdlib")) return env;
  const path = pident(globalIdent("Stdlib"));
  const comps = env.componentsOf(path);
  return comps ? env.open(path, comps) : env;
}

function makeTyper(options: TypingOptions): { typer: ModTyper; sink: WarningSink } {
  const sink = new WarningSink(warningState(options.warnings, options.warnError, options.alerts));
  return { typer: new ModTyper({ warnings: sink, unsafe: options.unsafe }), sink };
}

/** Types a `.ml` file. Throws a `CompileError` for the first type error, as ocamlc does. */
export function typeImplementation(
  env: Env,
  unitName: string,
  ast: Structure,
  options: TypingOptions,
): { tree: TypedStructure; signature: ModuleSignature; warnings: Diagnostic[] } {
  void unitName;
  resetLevel();
  const { typer, sink } = makeTyper(options);
  const modules = new ModuleUsage(true);
  let tree: TypedStructure;
  try {
    tree = withAlertReporter(sink, () =>
      withDeclarationUsage(typer.usage, () =>
        withModuleUsage(modules, () => {
          const r = typer.typeStructure(env, ast);
          typer.core.forceDelayedChecks();
          // What the unit exports (all of it without an interface) is used.
          typer.usage.markExported(r.env, r.tree.signature, options.interface ?? "all");
          modules.markExported(r.env, r.tree.signature, options.interface ?? "all");
          return r.tree;
        }),
      ),
    );
  } catch (e) {
    // The warnings found before the error are reported, but those ocamlc keeps for the end.
    if (e instanceof CompileError) {
      const err = new CompileError(e.diagnostic, sink.diagnostics.filter((d) => !deferredWarnings.has(d.warning?.number ?? 0)));
      err.doneBefore = e.doneBefore;
      throw err;
    }
    throw e;
  }
  if (options.interface) typer.warnUnusedValues(tree.signature, options.interface);
  warnUnusedOpens(sink, typer.trackedOpens);
  typer.usage.report(sink, (loc) => typer.valueReachedOrWarned(loc));
  modules.report(sink);
  return { tree, signature: tree.signature, warnings: sink.diagnostics };
}

/** Types a `.mli` file into the unit's signature; its warnings (alerts) go to `warnings` when given. */
export function typeInterface(env: Env, unitName: string, ast: Signature, options: TypingOptions, warnings?: Diagnostic[]): ModuleSignature {
  void unitName;
  resetLevel();
  const { typer, sink } = makeTyper(options);
  const modules = new ModuleUsage();
  const sig = withAlertReporter(sink, () => withModuleUsage(modules, () => typer.typeSignature(env, ast).sig));
  modules.report(sink);
  if (warnings) warnings.push(...sink.diagnostics);
  return sig;
}

/**
 * Checks that an implementation's signature matches its interface, with OCaml's message
 * (`The implementation a.ml does not match the interface a.cmi:` ...). `file` is the `.ml` name.
 * Returns the alerts of the inclusion (a field `[@deprecated_mutable]` only in the
 * implementation), located at the file, as `state` selects them.
 */
export function checkImplementsInterface(env: Env, file: string, implementation: ModuleSignature, intf: ModuleSignature, state?: WarningState): Diagnostic[] {
  const { typer } = makeTyper({ warnings: "", unsafe: false });
  const errs = typer.signatureErrors(env, implementation, intf);
  const alerts = typer.takeInclusionAlerts();
  if (errs.length === 0) {
    if (!state || alerts.length === 0) return [];
    const sink = new WarningSink(state);
    const whole = { line: 1, col: -1, offset: 0 };
    for (const a of alerts) sink.alert({ file, start: whole, end: whole, ghost: false }, "deprecated", a.message, a.notes);
    return sink.diagnostics;
  }
  const cmi = file.replace(/\.ml$/, ".cmi");
  const msg = layoutMessage((p) => {
    p.openBox(0, "v");
    p.openBox(0);
    p.text(`The implementation ${file}`);
    p.space();
    p.text(`does not match the interface ${cmi}:`);
    p.space();
    p.closeBox();
    for (const e of errs) {
      p.cut();
      e(p);
    }
    p.closeBox();
  });
  throw errorAt({ ...noLocation, file, start: { line: 1, col: -1, offset: 0 }, end: { line: 1, col: -1, offset: 0 }, ghost: false }, msg);
}

/**
 * Compiling a unit without an interface (`ocamlc -c` with no `.mli`): its values may not have
 * weak type variables (`ocamlc -i` prints them instead). Throws OCaml's error for the first one.
 */
export function checkNoWeakVariables(sig: ModuleSignature): void {
  for (const it of sig) {
    if (it.kind !== "Value" || !hasWeak(it.desc.type)) continue;
    const namer = new Namer({ names: new Map(), counter: 0 });
    throw errorAt(
      it.desc.loc,
      layoutMessage((p) => {
        p.openBox(0);
        p.text("The type of this expression,");
        p.space();
        printOut(p, outType(it.desc.type, namer));
        p.text(",");
        p.space();
        p.text("contains type variables that cannot be generalized");
        p.closeBox();
      }),
    );
  }
}

function hasWeak(t0: Type, seen?: Set<number>): boolean {
  const t = repr(t0);
  const d = t.desc;
  const sub = (x: Type): boolean => hasWeak(x, seen);
  switch (d.kind) {
    case "Var":
      return t.level !== GENERIC_LEVEL;
    case "Arrow":
      return sub(d.arg) || sub(d.result);
    case "Tuple":
      return d.items.some(sub);
    case "Constr": {
      if (d.args.length === 0) return false;
      // An abbreviation of a variant type may be recursive: each is looked at once.
      const met = seen ?? new Set<number>();
      if (met.has(t.id)) return false;
      met.add(t.id);
      return d.args.some((x) => hasWeak(x, met));
    }
    case "Poly":
      return sub(d.body);
    case "Package":
      return d.types.some(sub);
    case "Variant": {
      // A variant type may be recursive: each is looked at once.
      const met = seen ?? new Set<number>();
      if (met.has(t.id)) return false;
      met.add(t.id);
      // A row still open or with possible tags is weak when its variable is.
      const row = rowRepr(d.row);
      const more = repr(row.more);
      if (!staticRow(row) && more.desc.kind === "Var" && more.level !== GENERIC_LEVEL) return true;
      return row.fields.some((e) => {
        const f = rowFieldRepr(e.field).desc;
        return f.kind === "Present" ? f.arg !== undefined && hasWeak(f.arg, met) : f.kind === "Either" ? f.args.some((x) => hasWeak(x, met)) : false;
      });
    }
    default:
      return false;
  }
}

/**
 * Makes a compiled unit visible to the units typed after it. Returns a new environment: the
 * given one is left unchanged (it may be the cached standard environment of other compilations).
 */
export function addUnit(env: Env, unitName: string, signature: ModuleSignature): Env {
  const e = env.fork();
  e.addUnit(unitName, signature);
  return e;
}

/** Exactly what `ocamlc -i` prints for a unit of this signature. */
export function printSignature(sig: ModuleSignature, env?: Env): string {
  return printSig(sig, env);
}

export { Env as Environment };
import { rowFieldRepr, rowRepr, staticRow } from "./row.js";
