// Focused conversions: small programs compiled to Flambda, whose IR must pass the invariant
// checker, show the shapes CPS and closure conversion promise (direct calls to known
// functions, tail calls through the return continuation, explicit division and bounds checks,
// trap actions around `try`), and run through the interpreter as the real OCaml runs them
// (expected outputs in cases/*.expected, produced by the reference toolchain).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, defaultOptions } from "../../src/driver/index.js";
import { checkUnit, parseUnit, printUnit, type FlambdaUnit } from "../../src/flambda/index.js";
import { interpretToText } from "../../src/interp/index.js";

const dir = join(import.meta.dirname, "cases");

function compileCase(name: string): { units: readonly FlambdaUnit[]; own: FlambdaUnit; text: string } {
  // -O0: the IR as converted, before Simplify.
  const c = compile([{ name, text: readFileSync(join(dir, name), "latin1") }], { ...defaultOptions, optimisation: "O0" });
  expect(c.ok, c.diagnostics.map((d) => d.message).join("\n")).toBe(true);
  const own = c.units[c.units.length - 1]!;
  return { units: c.units, own, text: printUnit(own) };
}

describe("conversion of focused programs", () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".ml")).sort()) {
    it(`${f}: checker, text round trip, run`, () => {
      const { units, own, text } = compileCase(f);
      expect(checkUnit(own)).toEqual([]);
      expect(printUnit(parseUnit(text))).toBe(text);
      const r = interpretToText(units);
      expect(r.stdout).toBe(readFileSync(join(dir, f.replace(/\.ml$/, ".expected")), "latin1"));
      expect(r.exitCode).toBe(0);
    });
  }

  it("calls a known function directly, in tail position through the return continuation", () => {
    const { own, text } = compileCase("direct.ml");
    expect(own.moduleSymbol).toBe("Direct");
    expect(text).toMatch(/apply direct\(Direct__fact_\d+, fact_\d+\)/);
    // fact is closed: a static set of closures bound to a symbol.
    expect(text).toMatch(/\$Direct__fact_\d+ = closures \{ fact_\d+ = Direct__fact_\d+ \}/);
  });

  it("marks the functions called from one place only, and no other", () => {
    const { text } = compileCase("called_once.ml");
    const marked = [...text.matchAll(/code Called_once__(\w+?)_\d+ .*$/gm)].filter((m) => / called_once /.test(m[0])).map((m) => m[1]);
    expect(marked).toEqual(["helper"]);
    for (const name of ["twice", "passed", "partial", "over", "f", "exported"]) expect(text).toMatch(new RegExp(`code Called_once__${name}_\\d+ `));
  });

  it("converts && and || in a condition to jumps, with no boolean joined and tested again", () => {
    const { text } = compileCase("conditions.ml");
    // No join point receives a condition's value: each operand's test jumps to the branch.
    expect(text).not.toMatch(/k_join_\d+ \(join_\d+\) =\n\s*let cond_\d+ = %ne_int join_\d+ 0/);
    expect(text).toMatch(/k_cond_then_\d+/);
    expect(text).toMatch(/k_cond_else_\d+/);
    // The while loop's condition: the first test leaves the loop, the second runs in its own
    // continuation and leaves it too.
    expect(text).toMatch(/switch cmp_\d+ \{ 0 -> k_loop_exit_\d+ \| 1 -> k_cond_then_\d+ \}/);
  });

  it("makes the zero test of a division explicit", () => {
    const { text } = compileCase("division.ml");
    expect(text).toMatch(/\$caml_exn_Division_by_zero/);
    expect(text).toMatch(/%eq_int b_\d+ 0/);
  });

  it("leaves the handlers around a try nested in tail position one level at a time", () => {
    // Each level's result goes to a join that pops one handler: linear in the depth, where
    // leaving all the handlers from each level would be quadratic.
    const depth = 2000;
    const text = `let f x = ${"try ".repeat(depth)}x${" with Not_found -> 0".repeat(depth)}\n`;
    const c = compile([{ name: "deep_try.ml", text }], { ...defaultOptions, optimisation: "O0" });
    expect(c.ok).toBe(true);
    const ir = printUnit(c.units[c.units.length - 1]!);
    expect(ir.match(/\[pop k_exn_handler_\d+\]/g)?.length).toBe(depth);
    expect(ir).not.toMatch(/k_pop/);
  });

  it("pushes and pops an exception handler around a try body", () => {
    const { text } = compileCase("trywith.ml");
    expect(text).toMatch(/\[push k_exn_handler_\d+\]/);
    expect(text).toMatch(/\[pop k_exn_handler_\d+\]/);
  });

  it("turns loops into recursive continuations", () => {
    const { text } = compileCase("loops.ml");
    expect(text).toMatch(/let_cont rec k_for_\d+/);
    expect(text).toMatch(/let_cont rec k_loop_\d+/);
  });

  it("reaches free variables through value slots and siblings through function slots", () => {
    const { text } = compileCase("closures.ml");
    expect(text).toMatch(/%project_value_slot/);
    expect(text).toMatch(/add_partial/);
  });

  it("bounds-checks safe array accesses", () => {
    const { text } = compileCase("arrays.ml");
    expect(text).toMatch(/\$Arrays__index_out_of_bounds_\d+/);
  });
});
