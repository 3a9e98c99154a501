// The standard library compiled at build time: a stored unit reads back as the unit it was
// (numbers JSON has no notation for included, abbreviated or not), a level's text reads back
// as written, the stored units are those the library's sources compile to, a compilation reads
// its own level's text only, and a program compiles to the same units whichever way the
// library's units are obtained (texts missing, damaged or stale: compiled from source).
import { afterEach, describe, expect, it } from "vitest";
import { compile, defaultOptions, type OptimisationLevel } from "../../src/driver/index.js";
import { compileLibraryUnit, setLibraryFromSource, setPrebuiltLibrary, type StdlibUnit } from "../../src/driver/compile.js";
import { embeddedLibrary } from "../../src/driver/embedded_library.js";
import { abbreviate, decodeUnit, encodeUnit, levelText, readLevel, storedLevels } from "../../src/driver/prebuilt_library.js";
import { stdlibSourcesDigest } from "../../src/driver/stdlib_sources.generated.js";
import * as generated from "../../src/driver/stdlib_units.generated.js";
import { equalData } from "../../src/flambda/alpha_equivalent.js";
import { parseUnit, type FlambdaUnit } from "../../src/flambda/index.js";

const withoutNames = ({ names: _, ...rest }: FlambdaUnit) => rest;

afterEach(() => {
  setLibraryFromSource(false);
  setPrebuiltLibrary(embeddedLibrary);
});

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

  it("stores a character above 255 escaped, so that a text is bytes", () => {
    const u = parseUnit('unit T $T -> k_return_0 / k_exn_1 =\nlet_symbol $T = string "x"\nin\napply_cont k_return_0 0');
    const body = u.body as unknown as Record<string, unknown>;
    const odd = JSON.parse(JSON.stringify(body).replace('"x"', '"\\u0101\\u00e9"')) as FlambdaUnit["body"];
    expect(JSON.stringify(odd)).toContain("\u0101");
    const stored = encodeUnit({ ...u, body: odd }, []);
    expect(/[^\x00-\xff]/.test(stored.json)).toBe(false);
    expect((decodeUnit(stored).body as unknown as Record<string, unknown>)).toEqual(odd);
  });

  it("holds the units the library's sources compile to, at every level", () => {
    const prebuiltLevels = generated.prebuiltLevels;
    expect(prebuiltLevels, "run `npm run build`").toBeDefined();
    const levels = storedLevels.map((l) => readLevel(prebuiltLevels![l]!)!);
    for (const level of levels) {
      expect(level.sourcesDigest).toBe(stdlibSourcesDigest);
      expect(level.unitNames).toEqual(levels[0]!.unitNames);
    }
    const o0 = levels[0]!;
    for (const name of ["Stdlib", "List", "Int64", "Printf"]) {
      const stored = o0.unit(name);
      expect(stored, name).toBeDefined();
      const fromSource = compileLibraryUnit(name) as StdlibUnit;
      expect(stored!.requiredUnits).toEqual(fromSource.requiredUnits);
      for (const level of levels) expect(level.unit(name)!.requiredUnits).toEqual(fromSource.requiredUnits);
      expect(equalData(withoutNames(decodeUnit(stored!, o0.dictionary)), withoutNames(fromSource.flambda)), name).toBe(true);
    }
  });

  it("reads the text of the level compiled at only", () => {
    for (const level of ["O0", "O3"] as const) {
      const asked: string[] = [];
      setPrebuiltLibrary((l) => (asked.push(l), embeddedLibrary!(l)));
      compiled(level);
      expect(asked).toEqual([level]);
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

  it("compiles the library from source when its texts are missing, damaged or stale", () => {
    const prebuilt = compiled("O0");
    const stale = (level: OptimisationLevel) => embeddedLibrary!(level)!.replace(stdlibSourcesDigest, "0".repeat(stdlibSourcesDigest.length));
    for (const source of [undefined, () => undefined, () => "damaged", stale]) {
      setPrebuiltLibrary(source);
      expectSameUnits(compiled("O0"), prebuilt);
    }
  });
});
