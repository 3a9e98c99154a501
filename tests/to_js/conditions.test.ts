// Tests in the code: a comparison used only to choose between two branches is written into the
// `if` (`if (c < 58)`, or `if (c >= 58)` for the other branch), not named first (`const cmp =
// (c < 58 ? 1 : 0); if (cmp)`); one whose value is also used elsewhere keeps its name. And a
// match on characters is a tree of a few comparisons on intervals, not one test per character.
// What the program prints is checked by the corpus (tests/programs/match/constant_intervals.ml,
// at every level, expectation from OCaml); here, what its code looks like.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureRuntimeBundle, functionText } from "./support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../../src/driver/index.js");

const file = join(import.meta.dirname, "..", "programs", "match", "constant_intervals.ml");
const source = readFileSync(file, "latin1");

describe("tests in the code", () => {
  for (const optimisation of ["O0", "O3"] as const) {
    it(`at -${optimisation}: the character classes are a few comparisons, written into their ifs`, () => {
      const r = build([{ name: "constant_intervals.ml", text: source }], { ...defaultOptions, optimisation });
      expect(r.ok).toBe(true);
      const text = functionText(r.js, "ident_class");
      const comparisons = text.match(/if \([\w$]+ (?:<|===) \d+\)/g) ?? [];
      // Six intervals of characters and the gaps between them: far fewer tests than the 87
      // characters the patterns name.
      expect(comparisons.length).toBeGreaterThan(4);
      expect(comparisons.length).toBeLessThan(20);
      expect(text).not.toMatch(/\? 1 : 0/);
      // A test on an integer that fails is its complement, not a negation.
      expect(text).not.toMatch(/!\(/);
    });
  }

  it("writes the test before a for loop's first iteration into its if", () => {
    const program = "let sum n = let s = ref 0 in for i = 1 to n do s := !s + i done; !s\nlet () = print_int (sum (int_of_string Sys.argv.(0)))\n";
    const r = build([{ name: "loop.ml", text: program }], { ...defaultOptions, optimisation: "O0" });
    expect(r.ok).toBe(true);
    const text = functionText(r.js, "sum");
    expect(text).toMatch(/if \(1 <= n\)/);
    expect(text).not.toMatch(/\? 1 : 0/);
  });

  it("keeps the name of a comparison whose value is used besides the test", () => {
    const program = "let f x y = let b = x < y in if b then (print_int x; b) else (print_int y; not b)\nlet () = print_string (string_of_bool (f (int_of_string Sys.argv.(0)) 3))\n";
    const r = build([{ name: "keep.ml", text: program }], { ...defaultOptions, optimisation: "O0" });
    expect(r.ok).toBe(true);
    const text = functionText(r.js, "f");
    expect(text).toMatch(/const [\w$]+ = \(x < y \? 1 : 0\);/);
  });
});
