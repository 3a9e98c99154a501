// The code of a function names each value once: a primitive that is an identity in JavaScript
// (boxing, unboxing, tagging a number) and a simple passed to a handler written in place stand
// for their argument instead of being copied into a new `const`. And an external that is one of
// JavaScript's `Math` functions is called as such (`Math.sqrt`). What the program prints is
// checked by the corpus (tests/programs/arith/float_shapes.ml, at every level); here, what its
// code looks like.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureRuntimeBundle, functionText } from "./support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../../src/driver/index.js");

const file = join(import.meta.dirname, "..", "programs", "arith", "float_shapes.ml");
const source = readFileSync(file, "latin1");

/** Declarations whose value is another name or a literal: `const x = y;`, `const x = 1;`. */
const copy = /const [\w$]+ = (?:[\w$]+|\(-?[\d.]+\)|-?[\d.]+);/;

describe("no copies in the code", () => {
  for (const optimisation of ["O0", "O3"] as const) {
    it(`at -${optimisation}: area and norm copy no value`, () => {
      const r = build([{ name: "float_shapes.ml", text: source }], { ...defaultOptions, optimisation });
      expect(r.ok).toBe(true);
      for (const name of ["area", "norm"]) {
        const text = functionText(r.js, name);
        expect(text).toMatch(/ \* /);
        expect(text).not.toMatch(copy);
      }
    });
  }

  it("calls the runtime's Math functions as Math's", () => {
    const r = build([{ name: "float_shapes.ml", text: source }], { ...defaultOptions });
    expect(r.ok).toBe(true);
    const norm = functionText(r.js, "norm");
    expect(norm).toMatch(/Math\.sqrt\(/);
    expect(norm).not.toMatch(/R\.caml_sqrt_float/);
  });
});
