// The standard library compiled at build time: a stored unit reads back as the unit it was
// (numbers JSON has no notation for included, abbreviated or not), a level's text and its file
// read back as written (the file decompressed whole, or one unit at a time), the stored units
// are those the library's sources compile to, a compilation reads its own level only and
// decompresses the units it links only, and a program compiles to the same units whichever way
// the library's units are obtained (files missing, damaged or stale: compiled from source).
import { readFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compile, defaultOptions, type OptimisationLevel } from "../../src/driver/index.js";
import { compileLibraryUnit, setLibraryFromSource, setPrebuiltLibrary, type StdlibUnit } from "../../src/driver/compile.js";
import { levelFile, levelFileMembers, readLevelFile } from "../../src/driver/library_file.js";
import { abbreviate, decodeLibraryUnit, decodeUnit, encodeUnit, levelText, readLevel, storedLevels } from "../../src/driver/prebuilt_library.js";
import { stdlibSourcesDigest } from "../../src/driver/stdlib_sources.generated.js";
import { builtLibrary } from "../support/prebuilt_library.js";
import { equalData } from "../../src/flambda/alpha_equivalent.js";
import { parseUnit, type CodeId, type FlambdaUnit, type FunctionSlot, type ValueSlot, type Variable } from "../../src/flambda/index.js";
import { extension, type FunctionSummary, type Type } from "../../src/types/index.js";

const withoutNames = ({ names: _, ...rest }: FlambdaUnit) => rest;

afterEach(() => {
  setLibraryFromSource(false);
  setPrebuiltLibrary(builtLibrary);
});

const gzip = (bytes: Uint8Array) => gzipSync(bytes);
const gunzip = (member: Uint8Array) => gunzipSync(member).toString("latin1");
/** A built level's file. */
const builtFile = (level: OptimisationLevel) => readFileSync(new URL(`../../dist/src/driver/stdlib_units.${level}.bin`, import.meta.url));

const unitWithOddNumbers = `unit T $T -> k_return_0 / k_exn_1 =
let_symbol $big_2 = boxed_int64 -9223372036854775808L
and $zero_3 = boxed_float -0.
and $nan_4 = boxed_float nan
and $inf_5 = boxed_float -inf
and $T = block 0 ($big_2, $zero_3, $nan_4, $inf_5)
in
let x_6 = %add_i64 1L 2L in
apply_cont k_return_0 0`;

const program = { name: "main.ml", text: 'let () = Printf.printf "%d %Ld\\n" (List.length [1; 2]) (Int64.of_int 3)\n' };

/** The program's units (names and code) with the library's units from where the driver is told. */
function compiled(level: OptimisationLevel) {
  const r = compile([program], { ...defaultOptions, optimisation: level });
  expect(r.ok).toBe(true);
  return r.units;
}

function expectSameUnits(a: readonly FlambdaUnit[], b: readonly FlambdaUnit[]): void {
  expect(a.map((u) => u.name)).toEqual(b.map((u) => u.name));
  a.forEach((u, i) => expect(equalData(withoutNames(u), withoutNames(b[i]!)), u.name).toBe(true));
}

describe("prebuilt standard library", () => {
  it("reads back a unit with int64 constants, -0, NaN and infinities, and resumes its names", () => {
    const u = parseUnit(unitWithOddNumbers);
    const stored = encodeUnit(u, ["Stdlib"]);
    expect(stored.tagged).toBe(true);
    expect(stored.requiredUnits).toEqual(["Stdlib"]);
    const back = decodeUnit(JSON.parse(JSON.stringify(stored)));
    expect(equalData(withoutNames(back), withoutNames(u))).toBe(true);
    expect(back.names.variable("y")).toBe(u.names.variable("y"));
    // Abbreviated, and read back through the dictionary.
    const { dictionary, units } = abbreviate({ T: stored });
    expect(dictionary.length).toBeGreaterThan(0);
    expect(units["T"]!.json.length).toBeLessThan(stored.json.length);
    expect(equalData(withoutNames(decodeUnit(units["T"]!, dictionary)), withoutNames(u))).toBe(true);
  });

  it("reads back the result summaries stored with a unit (closures' maps and odd numbers included), but for those saying nothing or too large", () => {
    const u = parseUnit(unitWithOddNumbers);
    const p = "p_1" as Variable;
    const r = "r_2" as Variable;
    const closure: Type = {
      kind: "closures",
      ofKind: "value",
      functionSlot: "f_3" as FunctionSlot,
      functions: new Map([["f_3" as FunctionSlot, { codeId: "code_4" as CodeId, summary: undefined }]]),
      closures: new Map(),
      valueSlots: new Map([["v_5" as ValueSlot, { kind: "alias", ofKind: "value", simple: { kind: "var", name: p } }]]),
    };
    const odd: Type = { kind: "naked_numbers", ofKind: "naked_float", values: [{ kind: "naked_float", value: -0 }, { kind: "naked_float", value: Infinity }] };
    const summary = (type: Type): FunctionSummary => ({ params: [p], result: r, resultKind: type.ofKind, extension: extension([{ name: r, type }]) });
    const large: Type = {
      kind: "variant",
      ofKind: "value",
      immediates: [],
      blocks: [{ tag: 0, block: { shape: "full", fields: Array.from({ length: 200 }, () => ({ kind: "alias", ofKind: "value", simple: { kind: "var", name: p } })), extension: extension([]) } }],
      otherTags: undefined,
    };
    const summaries = new Map<CodeId, FunctionSummary>([
      ["code_6" as CodeId, summary(closure)],
      ["code_7" as CodeId, summary(odd)],
      ["code_8" as CodeId, { params: [p], result: r, resultKind: "value", extension: extension([]) }],
      ["code_9" as CodeId, summary(large)],
    ]);
    const back = decodeLibraryUnit(JSON.parse(JSON.stringify(encodeUnit(u, ["Stdlib"], summaries))));
    expect(equalData(withoutNames(back.unit), withoutNames(u))).toBe(true);
    expect(back.summaries).toEqual(new Map([...summaries].slice(0, 2)));
    expect(Object.is((back.summaries.get("code_7" as CodeId)!.extension.equations[0]!.type as { values: { value: number }[] }).values[0]!.value, -0)).toBe(true);
    expect(decodeLibraryUnit(encodeUnit(u, [])).summaries.size).toBe(0);
  });

  it("reads back a level's text: its header, and each unit from where it lies", () => {
    const t = encodeUnit(parseUnit(unitWithOddNumbers), ["Stdlib"]);
    const s = encodeUnit(parseUnit("unit S $S -> k_return_0 / k_exn_1 =\nlet_symbol $S = block 0 ()\nin\napply_cont k_return_0 0"), []);
    const { dictionary, units } = abbreviate({ T: t, S: s });
    const text = levelText("digest", dictionary, units);
    // One header line, then bytes only.
    expect(text.split("\n").length).toBe(2);
    expect(/[^\x00-\xff]/.test(text)).toBe(false);
    const level = readLevel(text)!;
    expect(level.sourcesDigest).toBe("digest");
    expect(level.unitNames).toEqual(["T", "S"]);
    expect(level.unit("T")).toEqual(units["T"]);
    expect(level.unit("S")).toEqual(units["S"]);
    expect(level.unit("U")).toBeUndefined();
    expect(level.unit("constructor")).toBeUndefined();
    expect(equalData(withoutNames(decodeUnit(level.unit("T")!, level.dictionary)), withoutNames(parseUnit(unitWithOddNumbers)))).toBe(true);
    expect(readLevel("not a level")).toBeUndefined();
    expect(readLevel("{oops\n")).toBeUndefined();
  });

  it("stores a character outside ASCII escaped, so that the characters above stand for fragments only", () => {
    const u = parseUnit('unit T $T -> k_return_0 / k_exn_1 =\nlet_symbol $T = string "x"\nin\napply_cont k_return_0 0');
    const body = u.body as unknown as Record<string, unknown>;
    const odd = JSON.parse(JSON.stringify(body).replace('"x"', '"\\u0101\\u00e9"')) as FlambdaUnit["body"];
    expect(JSON.stringify(odd)).toContain("\u0101");
    const stored = encodeUnit({ ...u, body: odd }, []);
    expect(/[^\x00-\x7f]/.test(stored.json)).toBe(false);
    expect((decodeUnit(stored).body as unknown as Record<string, unknown>)).toEqual(odd);
  });

  it("stores a level's text in a file of one gzip member per unit, read whole or a unit at a time", () => {
    const t = encodeUnit(parseUnit(unitWithOddNumbers), ["Stdlib"]);
    const s = encodeUnit(parseUnit("unit S $S -> k_return_0 / k_exn_1 =\nlet_symbol $S = block 0 ()\nin\napply_cont k_return_0 0"), []);
    const { dictionary, units } = abbreviate({ T: t, S: s });
    const text = levelText("digest", dictionary, units);
    const file = levelFile(text, gzip);
    // Any reader of gzip reads the level's text.
    expect(gunzipSync(file).toString("latin1")).toBe(text);
    expect(levelFileMembers(file)).toHaveLength(3);
    const asked: number[] = [];
    const level = readLevelFile(file, (m) => (asked.push(m.length), gunzip(m)))!;
    expect(asked).toHaveLength(1);
    expect(level.sourcesDigest).toBe("digest");
    expect(level.dictionary).toEqual(dictionary);
    expect(level.unitNames).toEqual(["T", "S"]);
    expect(level.unit("U")).toBeUndefined();
    expect(level.unit("constructor")).toBeUndefined();
    // A unit's header entry is read without its member; its JSON, from its member alone.
    const lazy = level.unit("S")!;
    expect(lazy.requiredUnits).toEqual([]);
    expect(asked).toHaveLength(1);
    expect(lazy.json).toBe(units["S"]!.json);
    expect(asked).toHaveLength(2);
    expect(level.unit("T")).toEqual(units["T"]);
    // A level's text gzipped whole (one member) reads too; a file cut short does not.
    expect(readLevelFile(gzipSync(Buffer.from(text, "latin1")), gunzip)!.unit("T")).toEqual(units["T"]);
    expect(readLevelFile(file.subarray(0, file.length - 1), gunzip)).toBeUndefined();
    expect(readLevelFile(new Uint8Array([1, 2, 3]), gunzip)).toBeUndefined();
  });

  it("holds the units the library's sources compile to, at every level", () => {
    const levels = storedLevels.map((l) => builtLibrary(l));
    for (const level of levels) {
      expect(level, "run `npm run build`").toBeDefined();
      expect(level!.sourcesDigest).toBe(stdlibSourcesDigest);
      expect(level!.unitNames).toEqual(levels[0]!.unitNames);
    }
    const o0 = levels[0]!;
    for (const name of ["Stdlib", "List", "Int64", "Printf"]) {
      const stored = o0.unit(name);
      expect(stored, name).toBeDefined();
      const fromSource = compileLibraryUnit(name) as StdlibUnit;
      expect(stored!.requiredUnits).toEqual(fromSource.requiredUnits);
      for (const level of levels) expect(level!.unit(name)!.requiredUnits).toEqual(fromSource.requiredUnits);
      expect(equalData(withoutNames(decodeUnit(stored!, o0.dictionary)), withoutNames(fromSource.flambda)), name).toBe(true);
    }
  });

  it("reads the level compiled at only, and decompresses the units linked only", () => {
    for (const level of ["O0", "O3"] as const) {
      const asked: string[] = [];
      let members = 0;
      setPrebuiltLibrary((l) => (asked.push(l), readLevelFile(builtFile(l), (m) => (members++, gunzip(m)))));
      compiled(level);
      expect(asked).toEqual([level]);
      // The header, then Stdlib, List, Int64, Printf and what those require: not the 60 units.
      expect(members).toBeGreaterThan(4);
      expect(members).toBeLessThan(20);
    }
  });

  it("gives a program the same units as compiling the library from source", () => {
    for (const level of ["O0", "O1"] as const) {
      const prebuilt = compiled(level);
      setLibraryFromSource(true);
      const fromSource = compiled(level);
      setLibraryFromSource(false);
      expectSameUnits(prebuilt, fromSource);
    }
  });

  it("compiles the library from source when its files are missing, damaged or stale", () => {
    const prebuilt = compiled("O0");
    const stale = (level: OptimisationLevel) => ({ ...builtLibrary(level)!, sourcesDigest: "0".repeat(stdlibSourcesDigest.length) });
    const damaged = (level: OptimisationLevel) => readLevelFile(builtFile(level).subarray(0, 1000), gunzip);
    for (const source of [undefined, () => undefined, damaged, stale]) {
      setPrebuiltLibrary(source);
      expectSameUnits(compiled("O0"), prebuilt);
    }
  });
});
