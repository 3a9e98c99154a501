// Options per level, per-round flag syntax, the inlining report and warning 55, the fuel bound.
import { describe, expect, it } from "vitest";
import { parseUnit } from "../../src/flambda/index.js";
import { CompileError } from "../../src/common/diagnostic.js";
import { atRound, defaultSimplifyOptions, parsePerRound, printInliningReport, simplifyUnit } from "../../src/simplify/index.js";

const program = `
unit M $camlM -> k_ret / k_exn =
let_symbol $camlM = block 0 () in
let_symbol code code_f (x) my_closure cf -> krf / kef : value name("f") @loc("m.ml", 1, 4, 4, 1, 20, 20) =
  let r = %add_int x 1 in
  apply_cont krf r
in
let_symbol code code_r (n) my_closure cr -> krr / ker : value rec name("r") =
  apply_cont krr n
in
let_symbol $f = closures { f_slot = code_f } in
let_symbol $r = closures { r_slot = code_r } in
let_cont a (v) =
  let g = %opaque $r in
  apply g v -> b / k_exn inlined(always) @loc("m.ml", 3, 10, 50, 3, 15, 55)
and b (w) =
  ccall show w -> k_ret / k_exn
in
apply $f 41 -> a / k_exn @loc("m.ml", 2, 8, 30, 2, 12, 34)
`.replace("let_cont a (v) =", "let_cont b (w) =\n  ccall show w -> k_ret / k_exn\nin\nlet_cont a (v) =").replace(/\nand b \(w\) =\n  ccall show w -> k_ret \/ k_exn/, "");

describe("options", () => {
  it("has more rounds and larger parameters at -O3", () => {
    expect(defaultSimplifyOptions("O1").rounds).toBe(1);
    expect(defaultSimplifyOptions("O2").rounds).toBe(2);
    expect(defaultSimplifyOptions("O3").rounds).toBe(3);
    expect(defaultSimplifyOptions("Oclassic").mode).toBe("classic");
    // Section 21.5: the second round doubles the costs, the third triples them.
    expect(atRound(defaultSimplifyOptions("O3").inlineCallCost, 1)).toBe(10);
    expect(atRound(defaultSimplifyOptions("O3").inlineCallCost, 2)).toBe(15);
    expect(atRound(defaultSimplifyOptions("O3").inlineCallCost, 7)).toBe(15);
    expect(defaultSimplifyOptions("O2").inline).toEqual([10, 25]);
    expect(defaultSimplifyOptions("O3").inlineToplevel).toEqual([160, 400, 800]);
    expect(defaultSimplifyOptions("O3").inlineMaxDepth).toEqual([1, 2, 3]);
    expect(defaultSimplifyOptions("O3").inlineMaxUnroll).toEqual([0, 0, 1]);
    expect(defaultSimplifyOptions("O3").inlineBranchFactor).toEqual([0.1]);
  });
  it("parses per-round values", () => {
    expect(parsePerRound("25")).toEqual([25]);
    expect(parsePerRound("0=10,1=25")).toEqual([10, 25]);
    expect(parsePerRound("0=10,2=30")).toEqual([10, 10, 30]);
    expect(parsePerRound("1=10")).toBeUndefined();
    expect(parsePerRound("x")).toBeUndefined();
  });
});

describe("inlining report and warning 55", () => {
  const result = simplifyUnit(parseUnit(program), defaultSimplifyOptions("O1"));
  it("names every call site with its decision and reason", () => {
    const text = printInliningReport(result.report);
    expect(text).toBe(
      [
        "* Round 0",
        '** File "m.ml", line 2, characters 8-12',
        "   call to f: inlined: its size 2 is no larger than the call's (3)",
        '** File "m.ml", line 3, characters 10-15',
        "   call to an unknown function: not inlined: the function called is not known",
        "",
      ].join("\n"),
    );
  });
  it("warns when an [@inlined] call cannot be inlined", () => {
    expect(result.warnings.map((w) => [w.warning?.number, w.message, w.location?.start.line])).toEqual([
      [55, "Cannot inline: Unknown function", 3],
    ]);
  });
});

describe("fuel", () => {
  it("turns a runaway into an error naming the parameter", () => {
    const options = { ...defaultSimplifyOptions("O1"), fuel: 3 };
    expect(() => simplifyUnit(parseUnit(program), options)).toThrow(CompileError);
    expect(() => simplifyUnit(parseUnit(program), options)).toThrow(/-inline/);
  });
});
