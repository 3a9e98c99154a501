// A whole program: the runtime (bundled at build time), the helpers, one variable per symbol
// (symbols are shared by name between units, as the interpreter links them), then per unit the
// factories of its sets of closures and a function running its toplevel code, and the launcher.
// Names are handed out in a fixed order, so the same units always give the same bytes.
import * as runtime from "../../runtime/index.js";
import * as jsRuntime from "../../runtime/js/index.js";
import type { FlambdaUnit } from "../flambda/flambda_unit.js";
import type { Code } from "../flambda/code.js";
import type { Location } from "../common/location.js";
import type { CodeId, Symbol } from "../flambda/names.js";
import { analyseUnit } from "./analysis.js";
import { emitFactory, emitLifted, emitUnitBody, numberLiteral, stringLiteral, type UnitContext } from "./code/index.js";
import { liftedSets, type LiftedSet } from "./lifting.js";
import { helperNames, helpersSource } from "./helpers.js";
import { identifierOf, Namer } from "./js_names.js";
import { pruneUnits } from "./link_units.js";
import { esmPreamble, launcherEpilogue, launcherPrologue } from "./launcher.js";
import { jsRuntimeBundle } from "./js_runtime_bundle.generated.js";
import { runtimeBundle } from "./runtime_bundle.generated.js";
import { linkBundle, runtimeReads } from "./runtime_closure.js";
import { linkStubs, noStubs, type Stubs } from "./stubs.js";
import { encodeSourceMap, type Mapping } from "./source_map.js";
import { Writer } from "./writer.js";

export interface EmitOptions {
  readonly sourceMap: boolean;
  /** Count allocated blocks and closures and OCaml calls; see `instrumentReport`. */
  readonly instrument?: boolean;
  /** The name of the emitted file, recorded in the source map. */
  readonly file?: string;
  /** The program's JavaScript stub files (`parseStubs`): an external one provides calls it. */
  readonly stubs?: Stubs;
  /**
   * Which units are the library's: their toplevel definitions that nothing reachable uses are
   * not linked (`pruneUnits`). None, when absent.
   */
  readonly isLibraryUnit?: (unitName: string) => boolean;
  /**
   * \`script\` (the default): a file that runs as a script, a CommonJS module or a page's classic
   * script. \`esm\`: an ES module whose default export is what the program exports.
   */
  readonly module?: "script" | "esm";
  /** A unit's OCaml module name, as backtraces print it (\`Stdlib__List\`); the unit's name when absent. */
  readonly moduleName?: (unitName: string) => string;
  /** The text of a source file (\`a.ml\`, \`list.ml\`), for the source map's \`sourcesContent\`. */
  readonly sourceText?: (file: string) => string | undefined;
  /** For an ES module: the names it declares as named exports (their values, once the program has run as the module is evaluated). */
  readonly exportNames?: readonly string[];
}

const runtimeNames = new Set(Object.keys(runtime));
const isFunction = (table: object, name: string): boolean => typeof (table as Record<string, unknown>)[name] === "function";

/**
 * Where an external lives, for the emitter and for the linker's check (`build`): a stub that
 * provides it (which replaces the runtime's primitive of that name, as in js_of_ocaml), the
 * runtime, the Js library's primitives (`runtime/js/`, bundled apart and linked when called),
 * or nowhere.
 */
export function externalHome(name: string, stubs: Stubs): "stub" | "runtime" | "js" | undefined {
  if (stubs.provided.has(name)) return "stub";
  return isFunction(runtime, name) ? "runtime" : isFunction(jsRuntime, name) ? "js" : undefined;
}

/**
 * The runtime's externals that are JavaScript's own `Math` functions (`caml_sqrt_float` is
 * `Math.sqrt`): a call to one is written as a call to `Math.f`, the same function, which reads
 * better and needs no lookup in the runtime.
 */
const mathFunctions = new Map<unknown, string>(
  Object.getOwnPropertyNames(Math)
    .filter((k) => typeof (Math as unknown as Record<string, unknown>)[k] === "function")
    .map((k) => [(Math as unknown as Record<string, unknown>)[k], `Math.${k}`]),
);

/** A symbol's stem: its name without the unique-number suffix. */
function symbolStem(s: string): string {
  let i = s.length;
  while (i > 0 && s.charCodeAt(i - 1) >= 48 && s.charCodeAt(i - 1) <= 57) i--;
  return i < s.length && i > 0 && s.charCodeAt(i - 1) === 95 ? s.slice(0, i - 1) : s;
}

/** The deepest indentation written, in levels of two spaces. */
const maxIndent = 40;

/** The number of line ends in `s`. */
function lineCount(s: string): number {
  let n = 0;
  for (let i = s.indexOf("\n"); i >= 0; i = s.indexOf("\n", i + 1)) n++;
  return n;
}

/** A line of the program with an OCaml location, for the backtraces' line table. */
interface LineInfo {
  /** 0-based, in the emitted file. */
  readonly genLine: number;
  readonly loc: Location;
  /** The OCaml function (an index into the writer's \`functions\`), -1 for none. */
  readonly fn: number;
}

/**
 * The statement registering the line table of a program built with \`-g\`
 * (\`caml_flambe_debug_info\`, runtime/backtrace.ts), written on line \`line\` (1-based): each
 * line with a location gives its file, line and characters (OCaml's: from the start of the
 * location's first line) and its function, as base-36 numbers.
 */
function debugInfoCall(lines: readonly LineInfo[], functions: readonly string[], line: number): string {
  const files: string[] = [];
  const fileIndex = new Map<string, number>();
  const names = [...functions, "unknown"];
  const parts: string[] = [];
  let previous = 0;
  for (const l of lines) {
    let f = fileIndex.get(l.loc.file);
    if (f === undefined) {
      f = files.length;
      files.push(l.loc.file);
      fileIndex.set(l.loc.file, f);
    }
    const start = Math.max(0, l.loc.start.col);
    const end = Math.max(start, l.loc.end.offset - (l.loc.start.offset - l.loc.start.col));
    const genLine = l.genLine + 1;
    parts.push([genLine - previous, f, l.loc.start.line, start, end, l.fn < 0 ? names.length - 1 : l.fn].map((n) => n.toString(36)).join(","));
    previous = genLine;
  }
  return `R.caml_flambe_debug_info(${JSON.stringify(files)}, ${JSON.stringify(names)}, "${parts.join(";")}", ${line});`;
}

/**
 * An ES module's exports: the default one, the object the program's \`Js.export\`s fill; then one
 * named export per name known before it runs, with the value exported while the module was
 * evaluated (a property the program did not set is \`undefined\`).
 */
function esmExports(names: readonly string[]): string[] {
  const lines = ["export default $esm.exports;"];
  const named = names.filter((n) => n !== "default");
  if (named.length === 0) return lines;
  const locals = named.map((_, i) => `$export${i}`);
  lines.push(`const { ${named.map((n, i) => `${stringLiteral(n)}: ${locals[i]}`).join(", ")} } = $esm.exports;`);
  const exportName = (n: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(n) ? n : stringLiteral(n));
  lines.push(`export { ${named.map((n, i) => `${locals[i]} as ${exportName(n)}`).join(", ")} };`);
  return lines;
}

export function emitProgram(allUnits: readonly FlambdaUnit[], options: EmitOptions): { js: string; map?: string } {
  const isLibraryUnit = options.isLibraryUnit;
  const units = isLibraryUnit === undefined ? allUnits : pruneUnits(allUnits, (u) => isLibraryUnit(u.name));
  const instrument = options.instrument ?? false;
  // \`-g\`: a source map, and OCaml backtraces (runtime/backtrace.ts).
  const debug = options.sourceMap;
  const global = new Namer();
  for (const n of ["R", "run", "program", "proc", "onNode", "builtin", "threads", "failed", "library", "module", "require", "exports", "worker", "data", "argv", "code", "$count", "$load", ...helperNames])
    global.reserve(n);
  // Code ids name their unit, so one table serves the whole program (filled as units are
  // analysed: a unit only holds the code of the units before it).
  const codes = new Map<CodeId, Code>();
  const codeOf = (id: CodeId): Code | undefined => codes.get(id);
  const analyses = units.map((u) => {
    const a = analyseUnit(u, codeOf);
    for (const [id, c] of a.codes) codes.set(id, c);
    return a;
  });

  // Symbols: one program-wide variable each; those no unit binds are the runtime's.
  // A symbol bound to a number is written as the number (`analysis.ts`, `numberSymbols`).
  const symbolNames = new Map<string, string>();
  for (const a of analyses) {
    for (const [s, x] of a.numberSymbols) symbolNames.set(s, numberLiteral(x));
    for (const s of a.boundSymbols) if (!symbolNames.has(s)) symbolNames.set(s, global.fresh(symbolStem(s), false));
  }
  const symbol = (s: Symbol): string => {
    const js = symbolNames.get(s);
    if (js !== undefined) return js;
    if (runtimeNames.has(s) && typeof (runtime as Record<string, unknown>)[s] !== "function") return `R.${identifierOf(s)}`;
    throw new Error(`to_js: symbol ${s} is not defined`);
  };
  // The program's stubs and the Js library's primitives, linked when something calls them (their
  // variables' names hold a `$`, which no name of the generated code holds).
  const stubs = options.stubs ?? noStubs;
  const calledStubs = new Set<string>();
  let usesJs = false;
  const external = (name: string): string => {
    switch (externalHome(name, stubs)) {
      case "stub":
        calledStubs.add(name);
        return `$S.${name}`;
      case "runtime": {
        const f = (runtime as Record<string, unknown>)[name];
        return mathFunctions.get(f) ?? `R.${name}`;
      }
      case "js":
        usesJs = true;
        return `$J.${name}`;
      case undefined:
        return `$missing(${stringLiteral(name)})`;
    }
  };

  const w = new Writer();
  const inits: string[] = [];
  let foreign = false;
  units.forEach((u, i) => {
    const analysis = analyses[i]!;
    const factories = new Map<string, string>();
    const lifted = new Map<string, LiftedSet & { readonly fn: string }>();
    for (const [key, l] of liftedSets(analysis, codeOf)) lifted.set(key, { ...l, fn: global.fresh(l.code.dbg.name, false) });
    for (const [key, set] of analysis.sets) {
      if (lifted.has(key)) continue;
      const first = codes.get(set.functionDecls[0]!.codeId);
      factories.set(key, global.fresh(`make_${first?.dbg.name ?? "closures"}`, false));
    }
    const moduleName = options.moduleName?.(u.name) ?? u.name;
    const unit: UnitContext = { analysis, codeOf, symbol, external, factories, lifted, instrument, debug, moduleName, foreignProjections: false };
    const init = global.fresh(`init_${u.name}`, false);
    inits.push(init);
    w.line(`// Unit ${u.name}`);
    w.block(`function ${init}() {`, () => emitUnitBody(u.body, u.returnContinuation, u.exnContinuation, unit, new Namer(global), w));
    for (const [key, set] of analysis.sets) {
      const l = lifted.get(key);
      if (l !== undefined) emitLifted(l, set, unit, global, w);
      else emitFactory(factories.get(key)!, set, unit, global, w);
    }
    foreign ||= unit.foreignProjections;
  });

  // Stubs are linked when called or marked `//Always`; a program linking JavaScript code catches
  // JavaScript exceptions in OCaml as js_of_ocaml's does (`caml_wrap_exception`).
  const stubHome = (name: string): string | undefined => {
    if (isFunction(runtime, name) || (runtimeNames.has(name) && name.startsWith("caml_"))) return "R";
    if (isFunction(jsRuntime, name)) {
      usesJs = true;
      return "$J";
    }
    return undefined;
  };
  const linkedStubs = calledStubs.size > 0 || stubs.always.length > 0 ? linkStubs(stubs, calledStubs, stubHome) : undefined;
  if (linkedStubs !== undefined) usesJs = true;
  // After the runtime: the Js primitives and stubs called, the helpers, the symbols' variables.
  const afterRuntime: string[] = [];
  if (usesJs) afterRuntime.push(`const $J = ${jsRuntimeBundle};`, "R.caml_flambe_exn_of_js = $J.caml_wrap_exception;");
  if (linkedStubs !== undefined) afterRuntime.push(`const $S = ${linkedStubs};`);
  afterRuntime.push(helpersSource.trimEnd());
  if (instrument) afterRuntime.push("const $count = { blocks: 0, closures: 0, calls: 0 };");
  const numbers = new Set<string>(analyses.flatMap((a) => [...a.numberSymbols.keys()]));
  const declared = [...symbolNames].filter(([s]) => !numbers.has(s)).map(([, js]) => js);
  for (let i = 0; i < declared.length; i += 8) afterRuntime.push(`let ${declared.slice(i, i + 8).join(", ")};`);
  const tail: string[] = [
    "function run(argv) {",
    '  R.caml_flambe_set_argv(argv.length > 0 ? argv[0] : "a.out", argv.slice(1));',
    // Replaced by the line table once the lines are known (see below).
    ...(debug ? ["  R.caml_flambe_debug_info();"] : []),
    // With JavaScript code linked, a JavaScript exception escaping the program is an uncaught
    // OCaml exception (`Js_error.Exn`, `Failure`), as it is for a handler inside it.
    usesJs
      ? `  const code = R.runMain(() => { try { ${inits.map((f) => `${f}();`).join(" ")} } catch (e) { throw R.caml_flambe_exn_of_js(e); } });`
      : `  const code = R.runMain(() => { ${inits.map((f) => `${f}();`).join(" ")} });`,
  ];
  if (instrument)
    tail.push(
      "  const hook = globalThis.__flambeInstrument;",
      '  if (typeof hook === "function") hook({ ...$count });',
      '  else R.writeToDescriptor(2, "flambe-instrument: " + JSON.stringify($count) + "\\n");',
    );
  const esm = options.module === "esm";
  tail.push("  return code;", "}", launcherEpilogue(!usesJs, esm), esm ? "})($esm);" : "})();");
  if (esm) tail.push(...esmExports(options.exportNames ?? []));
  tail.push("");

  // The runtime by need: what the rest of the program reads from `R`, and what that needs.
  const prologue = launcherPrologue();
  const reads = runtimeReads(prologue);
  for (const text of [afterRuntime, w.texts, tail]) for (const t of text) runtimeReads(t, reads);
  const head: string[] = [
    "// Generated by flambe.",
    ...(esm ? [esmPreamble(), "(function program($esm) {"] : ["(function program() {"]),
    '"use strict";',
    prologue,
    `const R = ${linkBundle(runtimeBundle, reads)};`,
    ...afterRuntime,
  ];
  const headText = head.join("\n") + "\n";

  // The lines with their indentation (two spaces a level), and the source map's mappings.
  const { texts, indents, locs } = w;
  const pads: string[] = [""];
  const body: string[] = [];
  const mappings: Mapping[] = [];
  const lineInfo: LineInfo[] = [];
  const firstLine = options.sourceMap ? lineCount(headText) : 0;
  for (let i = 0; i < texts.length; i++) {
    if (w.foreign[i] === true && !foreign) continue;
    // Deep nesting is not indented further: 10,000 nested loops would otherwise be mostly
    // spaces, in a quadratic amount (40 MB for 2,000 levels), past the engine's longest string.
    const level = Math.min(indents[i]!, maxIndent);
    const loc = locs[i];
    if (options.sourceMap && loc !== undefined) {
      mappings.push({ genLine: firstLine + body.length, genCol: 2 * level, source: loc.file, srcLine: loc.start.line - 1, srcCol: Math.max(0, loc.start.col) });
      if (debug) lineInfo.push({ genLine: firstLine + body.length, loc, fn: w.fns[i] ?? -1 });
    }
    const pad = pads[level] ?? (pads[level] = " ".repeat(2 * level));
    body.push(level === 0 ? texts[i]! : pad + texts[i]!);
  }

  if (debug) tail[2] = `  ${debugInfoCall(lineInfo, w.functions, firstLine + body.length + 3)}`;
  // The launcher after the program's code comes from no OCaml source: a mapping to nothing ends
  // the reach of the last line's (which a debugger would otherwise extend to the end).
  if (options.sourceMap) mappings.push({ genLine: firstLine + body.length, genCol: 0, source: undefined, srcLine: 0, srcCol: 0 });
  let js = headText + body.join("\n") + "\n" + tail.join("\n");
  let map: string | undefined;
  if (options.sourceMap) {
    const file = options.file ?? "out.js";
    map = encodeSourceMap(file, mappings, options.sourceText);
    js += `//# sourceMappingURL=${file.replace(/^.*\//, "")}.map\n`;
  }
  return map === undefined ? { js } : { js, map };
}
