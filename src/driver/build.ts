// `build`: a program's source files to one self-contained JavaScript program (the runtime
// included), with a source map when `-g` asks for one. A library call, no I/O: the command line
// writes the file, the playground runs the text.
import type { Diagnostic } from "../common/diagnostic.js";
import { noteStage } from "../common/progress.js";
import { printUnit } from "../flambda/printer.js";
import { emitProgram, externalHome, parseStubs, StubError, type Stubs } from "../to_js/index.js";
import { now } from "./clock.js";
import { compile, librarySymbol, type CompileResult } from "./compile.js";
import { stdlibSources } from "./stdlib_sources.generated.js";
import type { Options } from "./options.js";
import { unitNameOfFile, type SourceFile } from "./source_file.js";

export interface BuildDumps {
  readonly lambda?: string;
  readonly rawflambda?: string;
  readonly flambda?: string;
  /** The program's units after each round of Simplify (entry i: after round i). */
  readonly rounds?: readonly string[];
  readonly timings?: string;
}

export interface BuildResult {
  /** False when the program did not compile (the diagnostics say why); `js` is then empty. */
  readonly ok: boolean;
  readonly js: string;
  /** The source map (JSON text), when `options.debug` is set. */
  readonly map?: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly dumps: BuildDumps;
  /** Simplify's decisions per unit of the program and per round (`-inlining-report`). */
  readonly inliningReports?: CompileResult["inliningReports"];
}

export interface BuildExtras {
  /** The name of the output file (recorded in the source map and its URL comment). */
  readonly outputFile?: string;
  /** Count allocations and calls at run time (benchmarks). */
  readonly instrument?: boolean;
}


/**
 * The link-time check of the program's externals: the first that neither the runtime, the Js
 * library's primitives nor a stub provides is an error, in ocamlc's words for a missing C
 * primitive (`Error while linking a.cmo: The external function `foo' is not available`), at
 * the `external` declaration. Only the program's own units are checked: an external of the
 * standard library that the runtime lacks fails when called, not in every program linking its
 * unit.
 */
export function missingExternal(compiled: CompileResult, stubs: Stubs): Diagnostic | undefined {
  for (const e of compiled.externals ?? []) {
    if (externalHome(e.name, stubs) !== undefined) continue;
    return {
      severity: "error",
      location: e.declared,
      message: `Error while linking ${e.file}:\n       The external function \`${e.name}' is not available`,
    };
  }
  return undefined;
}

/** The stub files parsed, or the error in one. */
export function readStubs(options: Options): Stubs | Diagnostic {
  try {
    return parseStubs(options.stubs ?? []);
  } catch (e) {
    if (e instanceof StubError) return e.diagnostic;
    throw e;
  }
}

const isDiagnostic = (x: Stubs | Diagnostic): x is Diagnostic => "severity" in x;

export function build(files: readonly SourceFile[], options: Options, extras: BuildExtras = {}): BuildResult {
  const t0 = now();
  const stubs = readStubs(options);
  if (isDiagnostic(stubs)) return { ok: false, js: "", diagnostics: [stubs], dumps: {} };
  const compiled = compile(files, options);
  const t1 = now();
  if (!compiled.ok) return { ok: false, js: "", diagnostics: compiled.diagnostics, dumps: compiled.dumps };
  const missing = missingExternal(compiled, stubs);
  if (missing !== undefined) return { ok: false, js: "", diagnostics: [...compiled.diagnostics, missing], dumps: compiled.dumps };
  noteStage("emit");
  let emitted: { js: string; map?: string };
  // The library's units (the program's own are named after its files) are linked by need.
  const ownNames = new Set(files.map((f) => unitNameOfFile(f.name)));
  try {
    emitted = emitProgram(compiled.units, {
      isLibraryUnit: (name) => !ownNames.has(name),
      sourceMap: options.debug,
      instrument: extras.instrument ?? false,
      file: extras.outputFile ?? "out.js",
      stubs,
      module: options.module ?? "script",
      moduleName: (name) => (ownNames.has(name) ? name : librarySymbol(name)),
      // The program's files, then the library's (a program's file of the same name comes first).
      sourceText: (file) => files.find((f) => f.name === file)?.text ?? stdlibSources[file],
      exportNames: compiled.jsExports ?? [],
    });
  } catch (e) {
    // A stub requiring what nothing provides ("missing dependency"), found as stubs are linked.
    if (e instanceof StubError) return { ok: false, js: "", diagnostics: [...compiled.diagnostics, e.diagnostic], dumps: compiled.dumps };
    throw e;
  }
  const t2 = now();
  const dumps: { -readonly [K in keyof BuildDumps]: BuildDumps[K] } = { ...compiled.dumps };
  if (options.dumps.has("flambda")) {
    // The program's own units as the back end receives them: simplified, unless at -O0 (where
    // the IR is the converted one).
    const own = new Set(files.map((f) => f.name));
    dumps.flambda = compiled.units
      .filter((u) => [...own].some((f) => f.replace(/^.*\//, "").replace(/\.mli?$/, "").toLowerCase() === u.name.toLowerCase()))
      .map(printUnit)
      .join("");
  }
  if (options.dumps.has("timings"))
    dumps.timings =
      compiled.timings
        .map((t) => `${t.stage}: ${t.seconds.toFixed(3)}s\n` + (t.parts ?? []).map((p) => `${"  ".repeat(p.depth)}${p.label}: ${p.seconds.toFixed(3)}s\n`).join(""))
        .join("") +
      `compile: ${((t1 - t0) / 1000).toFixed(3)}s\nemit: ${((t2 - t1) / 1000).toFixed(3)}s\nall: ${((t2 - t0) / 1000).toFixed(3)}s\n`;
  const result = { ok: true, js: emitted.js, diagnostics: compiled.diagnostics, dumps, inliningReports: compiled.inliningReports };
  return emitted.map === undefined ? result : { ...result, map: emitted.map };
}
