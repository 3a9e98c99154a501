// How closures are built. A closure that code makes and lets escape (returned, stored, passed)
// is one function object holding its value slots itself: its factory returns it and the
// allocation sets the slots on it. Other closures (made when the unit starts, or only called
// where they are made) are a function reading an environment object. What the program prints
// is checked by the corpus (tests/programs/closures/counters.ml, at every level); here, the
// shape of its code.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureRuntimeBundle, functionText } from "./support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../../src/driver/index.js");

const file = join(import.meta.dirname, "..", "programs", "closures", "counters.ml");
const source = readFileSync(file, "latin1");

describe("closure shapes", () => {
  for (const optimisation of ["O0", "O3"] as const) {
    it(`at -${optimisation}: make_counter's closures hold their slots, the toplevel loop's keep an environment`, () => {
      const r = build([{ name: "counters.ml", text: source }], { ...defaultOptions, optimisation });
      expect(r.ok).toBe(true);
      const make = functionText(r.js, "make_counter");
      // Two closures, each made by a factory call and given the reference `n`.
      expect(make.match(/const (\S+) = make_\S+\(\);\n\s*\1\.n_\d+ = n\S*;/g)).toHaveLength(2);
      expect(make).not.toMatch(/\{ n_\d+: /);
      // `fun () -> i`, made once per iteration of the toplevel loop, reads an environment.
      expect(r.js).toMatch(/const env\S* = \{ i_\d+: i\S* \};/);
    });
  }
});
