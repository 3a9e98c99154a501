// `compile`: a program's files (in dependency order, each `.ml` with its `.mli` if given) through
// parsing, typing, Lambda and CPS conversion, to one Flambda unit per file, preceded by the
// units of the standard library the program needs. The standard library's units are compiled
// at build time (`prebuilt_library.ts`), one file per optimisation level (`library_file.ts`),
// which the host reads (`setPrebuiltLibrary`); a compilation reads its own level's header and
// decompresses and decodes the units it links, when first needed. When the
// texts are missing or were compiled from other sources, the units are compiled from source,
// once, and kept in memory. No I/O here.
import { CompileError, diagnosticsOfError, type Diagnostic } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";
import { noteStage } from "../common/progress.js";
import { fromLambda } from "../flambda/from_lambda/index.js";
import { externalHome, noStubs } from "../to_js/index.js";
import type { FlambdaUnit } from "../flambda/flambda_unit.js";
import { NameGenerator, type Symbol } from "../flambda/names.js";
import { printUnit } from "../flambda/printer.js";
import {
  defaultSimplifyOptions,
  exportsOfUnit,
  importsOf,
  simplifyUnit,
  withOverrides,
  type InliningReport,
  type RoundTiming,
  type UnitExports,
} from "../simplify/index.js";
import { printLambdaProgram, translateUnit, type LambdaProgram } from "../lambda/index.js";
import { parseImplementation } from "../syntax/index.js";
import { initialEnvironment, typeImplementation, unitsOutsideStdlib, type Env } from "../typing/index.js";
import { now } from "./clock.js";
import { checkDistinctUnits } from "./distinct_units.js";
import { frontEnd } from "./front_end.js";
import type { OptimisationLevel, Options } from "./options.js";
import type { SourceFile } from "./source_file.js";
import { decodeLibraryUnit, decodeUnit, type LibraryUnit, type PrebuiltLevel } from "./prebuilt_library.js";
import { stdlibSources, stdlibSourcesDigest } from "./stdlib_sources.generated.js";

export interface CompileResult {
  /** The standard library's units the program needs, then the program's, in link order. */
  readonly units: readonly FlambdaUnit[];
  /** Warnings and at most one error, in the order found. */
  readonly diagnostics: readonly Diagnostic[];
  /** False when there was an error (then `units` is empty). */
  readonly ok: boolean;
  /**
   * `-dlambda` and `-drawflambda` dumps of the program's units (not the library's), when asked,
   * and with `rounds` the program's units after each round of Simplify (entry i: after round i).
   */
  readonly dumps: { readonly lambda?: string; readonly rawflambda?: string; readonly rounds?: readonly string[] };
  /** What Simplify decided at each call site of each of the program's units, per round (`-inlining-report`). */
  readonly inliningReports?: readonly { readonly unit: string; readonly report: readonly InliningReport[] }[];
  /** Seconds spent in each stage, in pipeline order (`-dtimings`). */
  readonly timings: readonly StageTiming[];
  /**
   * The externals the program's own units call (as written: before Simplify, so that whether a
   * program links does not depend on the level), in order, each with where it is declared and
   * the file of the first unit calling it: what the linker must find.
   */
  readonly externals?: readonly ProgramExternal[];
  /** With `module: "esm"`: the names the program's units export by `Js.export` of a literal, in order. */
  readonly jsExports?: readonly string[];
}

export interface ProgramExternal {
  readonly name: string;
  readonly declared: Location;
  /** The file of the unit that calls it. */
  readonly file: string;
}

export interface StageTiming {
  readonly stage: "front end" | "lambda" | "library" | "cps conversion" | "simplify";
  readonly seconds: number;
  /** Its parts, printed indented under it (Simplify's rounds, and the searches in each). */
  readonly parts?: readonly TimingPart[];
}

export interface TimingPart {
  readonly label: string;
  readonly seconds: number;
  /** 1 for a part of the stage, 2 for a part of a part. */
  readonly depth: 1 | 2;
}


const stdlibOrder = (stdlibSources["ORDER"] ?? "").split(/\s+/).filter((u) => u.length > 0);
/** The library unit of js_of_ocaml's `Js` (runtime/js/ holds its primitives). */
const jsLibraryUnit = "Js_of_ocaml";
const fileOf = (unit: string): string => unit.charAt(0).toLowerCase() + unit.slice(1);

/**
 * The library's units are linked under their own names (`Stdlib__List`), as OCaml links them,
 * so that a program may have a unit of the same name as a library unit.
 */
export function librarySymbol(unit: string): Symbol {
  return (unit === "Stdlib" ? "Stdlib" : `Stdlib__${unit}`) as Symbol;
}

export interface StdlibUnit {
  /** The unit's name (`List`). */
  readonly name: string;
  /** The library units its code refers to. */
  readonly requiredUnits: readonly string[];
  readonly flambda: FlambdaUnit;
}

const stdlibUnits = new Map<string, StdlibUnit | CompileError>();

/** Whether the units compiled at build time are used (when they match the library's sources). */
let usePrebuilt = true;

/**
 * Chooses where the library's units come from: compiled at build time (the default), or
 * compiled here from their sources (as the build step itself does). Both give the same units.
 */
export function setLibraryFromSource(fromSource: boolean): void {
  if (usePrebuilt === !fromSource) return;
  usePrebuilt = !fromSource;
  stdlibUnits.clear();
  simplifiedLibrary.clear();
}

/**
 * Each stored level, as the host reads it (from its file, `readLevelFile`, or its text,
 * `readLevel`), or undefined for a level not stored.
 */
export type PrebuiltLibrarySource = (level: OptimisationLevel) => PrebuiltLevel | undefined;

let librarySource: PrebuiltLibrarySource | undefined;
const prebuiltLevels = new Map<OptimisationLevel, PrebuiltLevel | undefined>();

/**
 * Where the library's units compiled at build time come from: the command line reads them from
 * the files beside it (`src/cli/library_files.ts`), a browser's host hands them over
 * (`browser.ts`), the tests read the files the build wrote.
 * Without one (or for a level missing, damaged or compiled from other sources), the units are
 * compiled from source.
 */
export function setPrebuiltLibrary(source: PrebuiltLibrarySource | undefined): void {
  librarySource = source;
  prebuiltLevels.clear();
  stdlibUnits.clear();
  simplifiedLibrary.clear();
}

/** A level as stored at build time, read once, if there is one for the library's sources. */
function prebuiltLevel(level: OptimisationLevel): PrebuiltLevel | undefined {
  if (!usePrebuilt || librarySource === undefined) return undefined;
  if (!prebuiltLevels.has(level)) {
    const read = librarySource(level);
    prebuiltLevels.set(level, read?.sourcesDigest === stdlibSourcesDigest ? read : undefined);
  }
  return prebuiltLevels.get(level);
}

/** A unit of the standard library as converted: the one compiled at build time, or compiled from source. */
function stdlibUnit(name: string): StdlibUnit | CompileError {
  const cached = stdlibUnits.get(name);
  if (cached !== undefined) return cached;
  const level = prebuiltLevel("O0");
  const stored = level?.unit(name);
  const result = stored !== undefined ? { name, requiredUnits: stored.requiredUnits, flambda: decodeUnit(stored, level!.dictionary) } : compileLibraryUnit(name);
  stdlibUnits.set(name, result);
  return result;
}

/**
 * A library unit to link at `level`: -O0's as converted; at other levels, the units it requires
 * as stored for that level, its converted code decoded (or compiled) only if asked for (when
 * the level's simplified unit is not stored).
 */
function linkedUnit(name: string, level: OptimisationLevel): StdlibUnit | CompileError {
  const stored = level === "O0" ? undefined : prebuiltLevel(level)?.unit(name);
  if (stored === undefined) return stdlibUnit(name);
  return {
    name,
    requiredUnits: stored.requiredUnits,
    get flambda() {
      const u = stdlibUnit(name);
      if (u instanceof CompileError) throw u;
      return u.flambda;
    },
  };
}

/** A unit of the standard library compiled from source, in the environment of the units before it. */
export function compileLibraryUnit(name: string): StdlibUnit | CompileError {
  const text = stdlibSources[fileOf(name) + ".ml"];
  if (text === undefined) throw new Error(`no standard library unit ${name}`);
  const before: Record<string, string> = {};
  for (const u of stdlibOrder) {
    if (u === name) break;
    const mli = stdlibSources[fileOf(u) + ".mli"];
    if (mli !== undefined) before[fileOf(u) + ".mli"] = mli;
  }
  before["ORDER"] = stdlibOrder.slice(0, stdlibOrder.indexOf(name)).join("\n");
  try {
    const env = initialEnvironment(before);
    const file = fileOf(name) + ".ml";
    const options = { warnings: "-a", unsafe: false };
    const typed = typeImplementation(env, name, parseImplementation(text, file), options);
    const lambda = translateUnit(name, typed.tree, {
      unsafe: false,
      warnings: "-a",
      unitSignature: (u) => env.unit(u),
      interface: standardLibrarySignature(name),
      modulePath: name === "Stdlib" || unitsOutsideStdlib.has(name) ? name : `Stdlib.${name}`,
    }).program;
    return { name, requiredUnits: lambda.requiredUnits, flambda: fromLambda(lambda, new NameGenerator(), { moduleSymbol: librarySymbol }) };
  } catch (e) {
    if (!(e instanceof CompileError)) throw e;
    return e;
  }
}

const simplifiedLibrary = new Map<string, LibraryUnit>();

/**
 * A library unit simplified at the program's level (without the program's `-inline`-style
 * overrides: those apply to the program's own code), once per level and unit: as simplified at
 * build time, or simplified here when the library was compiled from source. Its warnings
 * (inlining attributes in the library) are not the program's.
 */
function simplifiedLibraryUnit(u: StdlibUnit, level: Exclude<OptimisationLevel, "O0">): LibraryUnit {
  const key = `${level} ${u.name}`;
  let s = simplifiedLibrary.get(key);
  if (s === undefined) {
    const stored = prebuiltLevel(level);
    const unit = stored?.unit(u.name);
    s =
      unit !== undefined
        ? decodeLibraryUnit(unit, stored!.dictionary)
        : simplifyLibraryUnit(
            u.flambda,
            level,
            libraryRequirements(u.name, (r) => linked(r, level).requiredUnits).map((r) => simplifiedLibraryUnit(linked(r, level), level)),
          );
    simplifiedLibrary.set(key, s);
  }
  return s;
}

/**
 * A library unit simplified at a level, importing what the library units it requires export
 * (`required`: those units simplified at that level, in link order; see `libraryRequirements`),
 * with the result summaries of the functions it exports. The build step simplifies the units it
 * stores with this function, as a compilation does.
 */
export function simplifyLibraryUnit(flambda: FlambdaUnit, level: Exclude<OptimisationLevel, "O0">, required: readonly LibraryUnit[]): LibraryUnit {
  const r = simplifyUnit(flambda, defaultSimplifyOptions(level), { imports: importsOf(required.map((u) => exportsOfUnit(u.unit, u.summaries))) });
  return { unit: r.unit, summaries: exportsOfUnit(r.unit, r.summaries).summaries };
}

/**
 * The library units `name` requires, directly or not, in link order: those linked before it in
 * every program that links it (and `Stdlib`, always linked first).
 */
export function libraryRequirements(name: string, requiredUnits: (unit: string) => readonly string[]): string[] {
  return libraryUnitsNeeded(requiredUnits(name), requiredUnits, name);
}

/**
 * The library units that units requiring `roots` need, directly or not, in the library's order,
 * `Stdlib` always (it flushes the standard channels at exit), `except` never.
 */
function libraryUnitsNeeded(roots: Iterable<string>, requiredUnits: (unit: string) => readonly string[], except?: string): string[] {
  const needed = new Set<string>();
  const todo = ["Stdlib", ...roots];
  while (todo.length > 0) {
    const u = todo.pop()!;
    if (u === except || needed.has(u) || !stdlibOrder.includes(u)) continue;
    needed.add(u);
    todo.push(...requiredUnits(u));
  }
  return stdlibOrder.filter((u) => needed.has(u));
}

function linked(name: string, level: OptimisationLevel): StdlibUnit {
  const u = linkedUnit(name, level);
  if (u instanceof CompileError) throw u;
  return u;
}


/**
 * The library units named (as a compilation at `level` links them: simplified at that level
 * but at -O0), for tools that simplify a program's unit themselves with the imports a
 * compilation would give it (`bench/simplify-scale.mjs`).
 */
export function libraryUnitsAt(names: readonly string[], level: OptimisationLevel): LibraryUnit[] {
  return names.map((name) => libraryUnitAt(linked(name, level), level));
}

function libraryUnitAt(u: StdlibUnit, level: OptimisationLevel): LibraryUnit {
  return level === "O0" ? { unit: u.flambda, summaries: new Map() } : simplifiedLibraryUnit(u, level);
}

/** The library's units, in link order. */
export function libraryUnitNames(): readonly string[] {
  return stdlibOrder;
}

let fullLibraryEnv: Env | undefined;
function standardLibrarySignature(unit: string) {
  fullLibraryEnv ??= initialEnvironment(stdlibSources);
  return fullLibraryEnv.unit(unit);
}

/** The library units needed by units requiring `required`, in the library's order, to link at `level`. */
function libraryClosure(required: Iterable<string>, level: OptimisationLevel): StdlibUnit[] {
  return libraryUnitsNeeded(required, (u) => linked(u, level).requiredUnits).map((u) => linked(u, level));
}

export function compile(files: readonly SourceFile[], options: Options): CompileResult {
  const diagnostics: Diagnostic[] = [];
  const programs: LambdaProgram[] = [];
  const filesOfUnits: string[] = [];
  const jsExports: string[] = [];
  const units: FlambdaUnit[] = [];
  const inliningReports: { unit: string; report: InliningReport[] }[] = [];
  let lambdaDump = "";
  let rawDump = "";
  const roundDumps: string[] = [];
  const level = options.optimisation;
  const spent = { "front end": 0, lambda: 0, library: 0, "cps conversion": 0, simplify: 0 };
  // Simplify's rounds, summed over the program's units.
  const rounds: RoundTiming[] = [];
  let clock = now();
  const lap = (stage: StageTiming["stage"]): void => {
    const t = now();
    spent[stage] += (t - clock) / 1000;
    clock = t;
  };
  try {
    const typed = frontEnd(files, options, { printInterfaces: false }, diagnostics, now);
    checkDistinctUnits(typed);
    for (const u of typed) programs.push(u.lambda!);
    for (const u of typed) filesOfUnits.push(u.file);
    for (const u of typed) for (const n of u.jsExports) if (!jsExports.includes(n)) jsExports.push(n);
    lap("front end");
    // The translation to Lambda runs inside the front end, unit by unit: its share is its own stage.
    const translation = typed.reduce((sum, u) => sum + u.translationMs, 0) / 1000;
    spent["front end"] -= translation;
    spent.lambda += translation;
    noteStage("library");
    // A unit refers to the program's units before it, and to the library's for other names.
    const before = (i: number): Set<string> => new Set(programs.slice(0, i).map((p) => p.unitName));
    // A unit named as a library unit may use that library unit, which its requirements do not
    // list (the name is its own).
    // A program calling the Js library's primitives (through its externals, which need not
    // reach the unit's block) links the library's unit, which registers `Js_error.Exn` for the
    // JavaScript exceptions OCaml code catches (js_of_ocaml links its library whole).
    const jsRoots = programs.some((p) => [...(p.externals?.keys() ?? [])].some((e) => externalHome(e, noStubs) === "js")) ? [jsLibraryUnit] : [];
    const library = libraryClosure(
      [...jsRoots, ...programs.flatMap((p, i) => [...p.requiredUnits, p.unitName].filter((u) => !before(i).has(u)))],
      options.optimisation,
    );
    const libraryUnits = library.map((u) => libraryUnitAt(u, level));
    units.push(...libraryUnits.map((l) => l.unit));
    // What each unit exports is known in the units after it (as ocamlopt's .cmx files make it).
    const exports: UnitExports[] = level === "O0" ? [] : libraryUnits.map((l) => exportsOfUnit(l.unit, l.summaries));
    lap("library");
    for (const [i, p] of programs.entries()) {
      const file = typed[i]!.file;
      noteStage("cps conversion", file);
      const earlier = before(i);
      const raw = fromLambda(p, new NameGenerator(), {
        moduleSymbol: (unit) => (earlier.has(unit) ? (unit as Symbol) : stdlibOrder.includes(unit) ? librarySymbol(unit) : (unit as Symbol)),
        ownSymbol: p.unitName as Symbol,
      });
      lap("cps conversion");
      // Simplify at every level but -O0, as ocamlopt with flambda does (the default level runs
      // one round).
      let u = raw;
      if (level !== "O0") {
        noteStage("simplify", file);
        const afterRound = options.dumps.has("rounds")
          ? (unit: FlambdaUnit, round: number): void => void (roundDumps[round] = (roundDumps[round] ?? "") + printUnit(unit))
          : undefined;
        const simplified = simplifyUnit(raw, withOverrides(defaultSimplifyOptions(level), options.simplify), { imports: importsOf(exports), clock: now, afterRound });
        u = simplified.unit;
        for (const t of simplified.timings) {
          const r = rounds[t.round];
          rounds[t.round] =
            r === undefined
              ? t
              : { round: t.round, ms: r.ms + t.ms, speculationMs: r.speculationMs + t.speculationMs, specialisationMs: r.specialisationMs + t.specialisationMs };
        }
        exports.push(exportsOfUnit(u, simplified.summaries));
        diagnostics.push(...simplified.warnings);
        inliningReports.push({ unit: p.unitName, report: simplified.report });
        lap("simplify");
      }
      units.push(u);
      if (options.dumps.has("lambda")) lambdaDump += printLambdaProgram(p);
      if (options.dumps.has("rawflambda")) rawDump += printUnit(raw);
    }
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    diagnostics.push(...diagnosticsOfError(error));
    return { units: [], diagnostics, ok: false, dumps: {}, timings: [] };
  }
  const dumps: { lambda?: string; rawflambda?: string; rounds?: string[] } = {};
  if (options.dumps.has("lambda")) dumps.lambda = lambdaDump;
  if (options.dumps.has("rawflambda")) dumps.rawflambda = rawDump;
  if (options.dumps.has("rounds")) dumps.rounds = roundDumps;
  const timings = (Object.keys(spent) as StageTiming["stage"][])
    .filter((stage) => stage !== "simplify" || level !== "O0")
    .map((stage) => (stage === "simplify" ? { stage, seconds: spent[stage], parts: roundParts(rounds) } : { stage, seconds: spent[stage] }));
  const externals: ProgramExternal[] = [];
  const seen = new Set<string>();
  programs.forEach((p, i) => {
    for (const [name, declared] of p.externals ?? []) {
      if (seen.has(name)) continue;
      seen.add(name);
      externals.push({ name, declared, file: filesOfUnits[i]! });
    }
  });
  return { units, diagnostics, ok: true, dumps, inliningReports, timings, externals, ...(options.module === "esm" ? { jsExports } : {}) };
}

/** Each round, and in it the searches (copies simplified to decide) and the rest. */
function roundParts(rounds: readonly RoundTiming[]): TimingPart[] {
  return rounds.flatMap((r) => [
    { label: `round ${r.round}`, seconds: r.ms / 1000, depth: 1 as const },
    { label: "speculative inlining", seconds: r.speculationMs / 1000, depth: 2 as const },
    { label: "specialisation", seconds: r.specialisationMs / 1000, depth: 2 as const },
    { label: "other", seconds: Math.max(0, r.ms - r.speculationMs - r.specialisationMs) / 1000, depth: 2 as const },
  ]);
}
