// Many floats (random bit patterns over the whole range, and rounding boundaries) printed with
// many conversions, against the reference toolchain (fixtures/float_formats.expected).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as rt from "../../runtime/index.js";
import { floatFormats, floatPatterns } from "./fixtures/float_patterns.mjs";
import { splitResults } from "./fixtures/ocaml_literals.mjs";

const expected = splitResults(readFileSync(new URL("./fixtures/float_formats.expected", import.meta.url), "latin1"));
const patterns = floatPatterns() as string[];
const formats = floatFormats as string[];

describe("float conversions over many values", () => {
  it("has an expected line for every value", () => {
    expect(expected.length).toBe(patterns.length);
  });
  patterns.forEach((bits, n) => {
    const x = rt.caml_int64_float_of_bits(BigInt(bits));
    it(`#${n} ${rt.caml_format_float("%.17g", x)}`, () => {
      const shown = [
        ...formats.map((f) => (rt.caml_flambe_sprintf(f) as (v: number) => string)(x)),
        rt.caml_flambe_string_of_float(x),
      ].join(" ");
      expect(shown).toBe(expected[n]);
    });
  });
});
