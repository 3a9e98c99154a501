// A function whose self tail calls are a loop: a parameter every call passes back unchanged is
// not reassigned at each iteration, and what the body computes first from such parameters only
// (here the record's immutable `len`) is computed once, before the loop; the same load made again
// by the unrolled copy of the body names that value. What the program prints is checked by the
// corpus (tests/programs/loops/invariant_loads.ml, at every level); here, what its code looks like.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureRuntimeBundle, functionText } from "./support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../../src/driver/index.js");

const file = join(import.meta.dirname, "..", "programs", "loops", "invariant_loads.ml");
const source = readFileSync(file, "latin1");

describe("loop invariants of a self-tail-recursive function", () => {
  for (const optimisation of ["O0", "O3"] as const) {
    it(`at -${optimisation}: the invariant load comes before the loop, the invariant parameter is never reassigned`, () => {
      const r = build([{ name: "invariant_loads.ml", text: source }], { ...defaultOptions, optimisation });
      expect(r.ok).toBe(true);
      const text = functionText(r.js, "count");
      const [before, loop] = text.split(/tailcall[\w$]*: while \(true\) \{/);
      expect(loop).toBeDefined();
      // `t` is the function's parameter itself, read before the loop.
      expect(text).toMatch(/function count\(t, /);
      expect(before).toMatch(/= t\._0;/);
      expect(loop).not.toMatch(/t\._0/);
      expect(loop).not.toMatch(/\bt\$?\d* = /);
    });
  }
});
