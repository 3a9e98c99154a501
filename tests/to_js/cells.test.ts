// References that a function only reads and writes in place are written as JavaScript variables
// (`analysis.ts`'s cells, manual section 21.11.1); a reference that escapes (passed to a
// function, captured, stored, compared) stays a block. What the program prints is checked by the
// corpus (tests/programs/refs/local_refs.ml, at every level); here, what its code looks like.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureRuntimeBundle, functionText } from "./support.js";

ensureRuntimeBundle();
const { build, defaultOptions } = await import("../../src/driver/index.js");

const file = join(import.meta.dirname, "..", "programs", "refs", "local_refs.ml");
const source = readFileSync(file, "latin1");

describe("references held in JavaScript variables", () => {
  it("at -O0: the loop's references are variables, the escaping ones blocks", () => {
    const r = build([{ name: "local_refs.ml", text: source }], { ...defaultOptions, optimisation: "O0" });
    expect(r.ok).toBe(true);
    const sum = functionText(r.js, "sum_to");
    expect(sum).toMatch(/let acc\S* = 0;/);
    expect(sum).toMatch(/let i\S* = 1;/);
    expect(sum).not.toMatch(/\{ t: 0, /);
    // `a` is passed to `bump`, `b` captured by `add`, `c` stored in a list, `d` compared.
    const escaping = functionText(r.js, "escaping");
    for (const [name, init] of [["a", 1], ["b", 10], ["c", 100], ["d", 0]] as const) {
      expect(escaping).toMatch(new RegExp(`const ${name}\\S* = \\{ t: 0, _0: ${init} \\};`));
    }
  });
  for (const optimisation of ["O1", "O3"] as const) {
    it(`at -${optimisation}: the loop allocates no block`, () => {
      const r = build([{ name: "local_refs.ml", text: source }], { ...defaultOptions, optimisation });
      expect(r.ok).toBe(true);
      expect(functionText(r.js, "sum_to")).not.toMatch(/\{ t: 0, /);
    });
  }
});
