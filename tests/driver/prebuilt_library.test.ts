// The standard library compiled at build time: a stored unit reads back as the unit it was
// (numbers JSON has no notation for included, abbreviated or not), the stored units are those the library's
// sources compile to, and a program compiles to the same units whichever way the library's
// units are obtained.
import { afterEach, describe, expect, it } from "vitest";
import { compile, defaultOptions } from "../../src/driver/index.js";
import { compileLibraryUnit, setLibraryFromSource, type StdlibUnit } from "../../src/driver/compile.js";
import { abbreviate, decodeUnit, encodeUnit } from "../../src/driver/prebuilt_library.js";
import { stdlibSourcesDigest } from "../../src/driver/stdlib_sources.generated.js";
import { prebuiltLibrary } from "../../src/driver/stdlib_units.generated.js";
import { equalData } from "../../src/flambda/alpha_equivalent.js";
import { parseUnit, type FlambdaUnit } from "../../src/flambda/index.js";

const withoutNames = ({ names: _, ...rest }: FlambdaUnit) => rest;

afterEach(() => setLibraryFromSource(false));

describe("prebuilt standard library", () => {
  it("reads back a unit with int64 constants, -0, NaN and infinities, and resumes its names", () => {
    const u = parseUnit(`unit T $T -> k_return_0 / k_exn_1 =
let_symbol $big_2 = boxed_int64 -9223372036854775808L
and $zero_3 = boxed_float -0.
and $nan_4 = boxed_float nan
and $inf_5 = boxed_float -inf
and $T = block 0 ($big_2, $zero_3, $nan_4, $inf_5)
in
let x_6 = %add_i64 1L 2L in
apply_cont k_return_0 0`);
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

  it("holds the units the library's sources compile to", () => {
    expect(prebuiltLibrary, "run `npm run build`").toBeDefined();
    expect(prebuiltLibrary!.sourcesDigest).toBe(stdlibSourcesDigest);
    for (const name of ["Stdlib", "List", "Int64", "Printf"]) {
      const stored = prebuiltLibrary!.units[name];
      expect(stored, name).toBeDefined();
      const fromSource = compileLibraryUnit(name) as StdlibUnit;
      expect(stored!.requiredUnits).toEqual(fromSource.requiredUnits);
      expect(equalData(withoutNames(decodeUnit(stored!, prebuiltLibrary!.dictionary)), withoutNames(fromSource.flambda)), name).toBe(true);
    }
  });

  it("gives a program the same units as compiling the library from source", () => {
    const file = { name: "main.ml", text: 'let () = Printf.printf "%d %Ld\\n" (List.length [1; 2]) (Int64.of_int 3)\n' };
    const prebuilt = compile([file], defaultOptions);
    setLibraryFromSource(true);
    const fromSource = compile([file], defaultOptions);
    expect(prebuilt.ok && fromSource.ok).toBe(true);
    expect(prebuilt.units.map((u) => u.name)).toEqual(fromSource.units.map((u) => u.name));
    prebuilt.units.forEach((u, i) => expect(equalData(withoutNames(u), withoutNames(fromSource.units[i]!)), u.name).toBe(true));
  });
});
