// The standard library compiled at build time: each unit's Flambda IR stored as JSON text, with
// what the driver needs to link it (the units it requires), so that a compilation reads the
// units it links instead of parsing, typing and converting them again. The build step
// (`scripts/prebuild-stdlib.mjs`) encodes; the driver decodes, one unit at a time, on first use.
//
// JSON is the form because `JSON.parse` is native: reading the whole library back this way is
// an order of magnitude faster than parsing the IR's text form. IR values are plain data but
// for a few numbers JSON has no notation for: `bigint`s (int64 constants), NaN, the infinities
// and -0. Those are written as tagged objects and restored by a reviver, for the units that
// have any. A field holding `undefined` is left out, which every reader of the IR treats alike.
// A simplified unit also stores the result summaries of the functions it exports
// (`LibraryUnit`): types, whose closures hold `Map`s, tagged the same way, in a JSON text of
// their own, so that only they are read with the reviver.
//
// The IR's JSON repeats its keys (`"kind":"let",`, `"name":`, ...): the most frequent fragments
// are written as one character each, a control character (JSON text never holds one raw) or one
// of U+00A0-U+00FF (which the JSON written here never holds raw either: it escapes every character
// outside ASCII). That takes a level from 11.5 MB to under 4 MB, and its file, compressed one unit
// at a time, from 0.84 MB to 0.70 MB (compression alone finds the keys again within a unit, not
// across units); it is undone by one regular expression replacement per unit read.
//
// The library is stored one optimisation level per text (`levelText`): -O0's units as
// converted, each other level's as Simplify leaves them. A level's text is one line of JSON,
// the header (the sources' digest, the dictionary, and for each unit what it requires and where
// its JSON lies), then the units' JSON one after the other. Its characters are all below 256
// and none is in U+0080-U+009F, so that it is stored as bytes (latin1), a unit's offsets count
// bytes as well as characters, and a browser's `TextDecoder("latin1")` (windows-1252, which
// differs from latin1 in that range only) reads it back. A compilation reads its own level only,
// and decodes the units it links only.
import type { FlambdaUnit } from "../flambda/flambda_unit.js";
import { flambdaUnit } from "../flambda/flambda_unit.js";
import { NameGenerator, type CodeId } from "../flambda/names.js";
import { isEmptyExtension, type FunctionSummary } from "../types/index.js";

/**
 * A library unit with what its functions return, in terms of their parameters
 * (`types/function_summary.ts`): the result summaries Simplify gave the codes it exports, which
 * the units after it use as a program's later files use its earlier ones'.
 */
export interface LibraryUnit {
  readonly unit: FlambdaUnit;
  readonly summaries: ReadonlyMap<CodeId, FunctionSummary>;
}

export interface PrebuiltUnit {
  /** The units this one's code refers to (the Lambda program's `requiredUnits`). */
  readonly requiredUnits: readonly string[];
  /** The unit's fresh names resume at this number. */
  readonly nextName: number;
  /** Whether `json` holds tagged numbers, to be restored while reading. */
  readonly tagged: boolean;
  /** The unit (without its name generator) as JSON. */
  readonly json: string;
}

/** The optimisation levels stored, each in a text of its own. */
export const storedLevels = ["O0", "Oclassic", "O1", "O2", "O3"] as const;

/** One level of the library, as read from its text. */
export interface PrebuiltLevel {
  /** The digest of the library sources the units were compiled from (`stdlibSourcesDigest`). */
  readonly sourcesDigest: string;
  /** The fragments the units' JSON abbreviates: entry i is written as the character `codes[i]`. */
  readonly dictionary: readonly string[];
  /** The units stored, in the order stored. */
  readonly unitNames: readonly string[];
  /** A unit as stored (its JSON a slice of the level's text, not yet parsed). */
  unit(name: string): PrebuiltUnit | undefined;
}

/** What the header of a level's text says of a unit: its `PrebuiltUnit` but the JSON, and where the JSON lies. */
interface UnitEntry {
  readonly requiredUnits: readonly string[];
  readonly nextName: number;
  readonly tagged: boolean;
  /** Offset of the unit's JSON from the end of the header line, and its length. */
  readonly start: number;
  readonly length: number;
}

export interface LevelHeader {
  readonly sourcesDigest: string;
  readonly dictionary: readonly string[];
  readonly units: Readonly<Record<string, UnitEntry>>;
}

/** The text that stores one level's units (abbreviated with `dictionary`). */
export function levelText(sourcesDigest: string, dictionary: readonly string[], units: Readonly<Record<string, PrebuiltUnit>>): string {
  const entries: Record<string, UnitEntry> = {};
  let start = 0;
  for (const [name, u] of Object.entries(units)) {
    if (/[^\x00-\x7f\xa0-\xff]/.test(u.json)) throw new Error(`prebuilt library: unit ${name} has a character outside ASCII and U+00A0-U+00FF`);
    entries[name] = { requiredUnits: u.requiredUnits, nextName: u.nextName, tagged: u.tagged, start, length: u.json.length };
    start += u.json.length;
  }
  const header: LevelHeader = { sourcesDigest, dictionary, units: entries };
  return JSON.stringify(header) + "\n" + Object.values(units).map((u) => u.json).join("");
}

/** The header line of a level's text (with or without its line end) read back; undefined if it is not one. */
export function readLevelHeader(line: string): LevelHeader | undefined {
  let header: LevelHeader;
  try {
    header = JSON.parse(line) as LevelHeader;
  } catch {
    return undefined;
  }
  if (typeof header !== "object" || header === null) return undefined;
  if (typeof header.sourcesDigest !== "string" || !Array.isArray(header.dictionary) || typeof header.units !== "object" || header.units === null) return undefined;
  return header;
}

/** A level's text read back; undefined if it is not one (a damaged or foreign file). */
export function readLevel(text: string): PrebuiltLevel | undefined {
  const end = text.indexOf("\n");
  if (end < 0) return undefined;
  const header = readLevelHeader(text.slice(0, end));
  if (header === undefined) return undefined;
  const body = end + 1;
  const units = header.units;
  return {
    sourcesDigest: header.sourcesDigest,
    dictionary: header.dictionary,
    unitNames: Object.keys(units),
    unit(name) {
      if (!Object.hasOwn(units, name)) return undefined;
      const e = units[name]!;
      const json = text.slice(body + e.start, body + e.start + e.length);
      return { requiredUnits: e.requiredUnits, nextName: e.nextName, tagged: e.tagged, json };
    },
  };
}

/** The characters that stand for fragments: control characters but NUL and line ends, and U+00A0-U+00FF. */
const codes: readonly string[] = [
  ...Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).filter((c) => c !== "\n" && c !== "\r"),
  ...Array.from({ length: 0x60 }, (_, i) => String.fromCharCode(0xa0 + i)),
];
const codePattern = /[\x01-\x09\x0b\x0c\x0e-\x1f\xa0-\xff]/g;

/** The candidates for abbreviation: a key, with its string value or its opening bracket. */
const fragmentPattern = /\{?"[A-Za-z]+":(?:"[a-z_]*"[,}]?|\{|\[\{?|true|false|\[\])?,?/g;

/**
 * The fragments to abbreviate in units like `units`: the candidates counted once, those whose
 * abbreviation saves the most first, as many as there are codes. (Choosing one code at a time,
 * counting again in what remains after each, saves a few percent more before compression and
 * about nothing after, for seconds of the build's time.)
 */
export function abbreviations(units: Iterable<PrebuiltUnit>): string[] {
  const counts = new Map<string, number>();
  for (const u of units) for (const m of u.json.matchAll(fragmentPattern)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  return [...counts]
    .filter(([f, n]) => (f.length - 1) * n > 0)
    .sort(([f, n], [g, m]) => (g.length - 1) * m - (f.length - 1) * n || (f < g ? -1 : f > g ? 1 : 0))
    .slice(0, codes.length)
    .map(([f]) => f);
}

/** The units' JSON abbreviated with `dictionary` (`abbreviations`): in one pass, the longest fragment first where they overlap. */
export function abbreviateWith(dictionary: readonly string[], units: Readonly<Record<string, PrebuiltUnit>>): Record<string, PrebuiltUnit> {
  const out: Record<string, PrebuiltUnit> = {};
  if (dictionary.length === 0) {
    Object.entries(units).forEach(([name, u]) => (out[name] = u));
    return out;
  }
  if (dictionary.length > codes.length) throw new Error("prebuilt library: more fragments than codes");
  const code = new Map(dictionary.map((f, i) => [f, codes[i]!]));
  const longestFirst = [...dictionary].sort((f, g) => g.length - f.length || (f < g ? -1 : 1));
  const pattern = new RegExp(longestFirst.map((f) => f.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")).join("|"), "g");
  Object.entries(units).forEach(([name, u]) => (out[name] = { ...u, json: u.json.replace(pattern, (f) => code.get(f)!) }));
  return out;
}

/** Abbreviates the units' JSON with the fragments they repeat most (`abbreviations`). */
export function abbreviate(units: Readonly<Record<string, PrebuiltUnit>>): { dictionary: string[]; units: Record<string, PrebuiltUnit> } {
  const dictionary = abbreviations(Object.values(units));
  return { dictionary, units: abbreviateWith(dictionary, units) };
}

const expansions = new WeakMap<readonly string[], string[]>();

/** A unit's JSON abbreviated with `dictionary` (`abbreviate`), written out again. */
export function expand(text: string, dictionary: readonly string[]): string {
  if (dictionary.length === 0) return text;
  let table = expansions.get(dictionary);
  if (table === undefined) {
    table = [];
    dictionary.forEach((f, i) => (table![codes[i]!.charCodeAt(0)] = f));
    expansions.set(dictionary, table);
  }
  const t = table;
  return text.replace(codePattern, (c) => t[c.charCodeAt(0)] ?? c);
}

const BIGINT = "$bigint";
const FLOAT = "$float";
const MAP = "$map";

function replacer(this: unknown, _key: string, value: unknown): unknown {
  if (typeof value === "bigint") return { [BIGINT]: value.toString() };
  if (value instanceof Map) return { [MAP]: [...value] };
  if (typeof value === "number" && (!Number.isFinite(value) || Object.is(value, -0))) return { [FLOAT]: Object.is(value, -0) ? "-0" : String(value) };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const v = value as Record<string, unknown>;
  const big = v[BIGINT];
  if (typeof big === "string") return BigInt(big);
  const float = v[FLOAT];
  if (typeof float === "string") return float === "-0" ? -0 : Number(float);
  const map = v[MAP];
  if (Array.isArray(map)) return new Map(map as [unknown, unknown][]);
  return value;
}

/** Whether `x` holds a number JSON cannot write, or an `undefined` inside an array (JSON would make it `null`). */
function needsTags(root: unknown): boolean {
  const todo: unknown[] = [root];
  let tagged = false;
  while (todo.length > 0) {
    const x = todo.pop();
    if (typeof x === "bigint") tagged = true;
    else if (typeof x === "number") tagged ||= !Number.isFinite(x) || Object.is(x, -0);
    else if (Array.isArray(x)) {
      for (const e of x) {
        if (e === undefined) throw new Error("prebuilt library: an IR array holds undefined");
        todo.push(e);
      }
    } else if (typeof x === "object" && x !== null) {
      if (x instanceof Map || x instanceof Set) throw new Error("prebuilt library: the IR holds a Map or a Set");
      for (const e of Object.values(x)) todo.push(e);
    }
  }
  return tagged;
}

/**
 * The largest result summary stored, in characters of JSON. The large ones are functors' (a
 * module of closures, each with its own summary: `MoreLabels`' run to 500,000 characters), and a
 * functor applied at toplevel is inlined, so that its summary is not read; all of them would make
 * the library's text half as large again (every unit a program links is read whole), those up to
 * this size add a fifteenth at -O1.
 */
const maxStoredSummary = 2000;

/** A unit as stored, with the result summaries of the functions it exports, if any. */
export function encodeUnit(u: FlambdaUnit, requiredUnits: readonly string[], summaries: ReadonlyMap<CodeId, FunctionSummary> = new Map()): PrebuiltUnit {
  // A summary that says nothing of the result is as good as none; one too large is not kept.
  const said = [...summaries].filter(([, s]) => !isEmptyExtension(s.extension) && JSON.stringify(s, replacer).length <= maxStoredSummary);
  const data = {
    name: u.name,
    moduleSymbol: u.moduleSymbol,
    returnContinuation: u.returnContinuation,
    exnContinuation: u.exnContinuation,
    body: u.body,
    // A text of its own, read with the reviver (the body needs it only if it has tagged numbers).
    summaries: said.length === 0 ? undefined : JSON.stringify(said, replacer),
  };
  const tagged = needsTags(data);
  // JSON.stringify leaves characters outside ASCII as they are; escaped, the text is ASCII, and
  // the characters above it are free to stand for fragments.
  const json = (tagged ? JSON.stringify(data, replacer) : JSON.stringify(data)).replace(
    /[^\x00-\x7f]/g,
    (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"),
  );
  return { requiredUnits: [...requiredUnits], nextName: u.names.nextNumber, tagged, json };
}

/**
 * A stored unit, read back (its JSON abbreviated with `dictionary`, if any): equal (as data) to
 * the unit encoded, with its own name generator.
 */
export function decodeUnit(p: PrebuiltUnit, dictionary: readonly string[] = []): FlambdaUnit {
  return decodeLibraryUnit(p, dictionary).unit;
}

/** A stored unit read back with its functions' result summaries (`decodeUnit`). */
export function decodeLibraryUnit(p: PrebuiltUnit, dictionary: readonly string[] = []): LibraryUnit {
  const json = expand(p.json, dictionary);
  const { summaries, ...data } = (p.tagged ? JSON.parse(json, reviver) : JSON.parse(json)) as Omit<FlambdaUnit, "names"> & { summaries?: string };
  const names = new NameGenerator();
  if (p.nextName > 0) names.reserve(p.nextName - 1);
  const entries = summaries === undefined ? [] : (JSON.parse(summaries, reviver) as [CodeId, FunctionSummary][]);
  return { unit: flambdaUnit({ ...data, names }), summaries: new Map(entries) };
}
