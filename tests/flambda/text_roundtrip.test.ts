import { describe, expect, it } from "vitest";
import { CompileError } from "../../src/common/diagnostic.js";
import {
  alphaEquivalent,
  alphaEquivalentUnits,
  parseExpr,
  parseUnit,
  printExpr,
  printUnit,
  printPrimitive,
  unary,
  binary,
  simpleVar,
  type Variable,
} from "../../src/flambda/index.js";
import { allFixedOps } from "../../src/flambda/parser.js";
import { sampleUnits } from "./samples.js";

describe("IR text form", () => {
  for (const [name, text] of Object.entries(sampleUnits)) {
    it(`print -> parse -> print is the identity: ${name}`, () => {
      const u = parseUnit(text);
      const printed = printUnit(u);
      const u2 = parseUnit(printed);
      expect(printUnit(u2)).toBe(printed);
      // The term itself is the same, not just its text.
      expect(u2.body).toEqual(u.body);
      expect(alphaEquivalentUnits(u, u2)).toBe(true);
    });
  }

  it("prints the arithmetic sample canonically", () => {
    const printed = printUnit(parseUnit(sampleUnits.arithmetic!));
    expect(printed.split("\n").slice(0, 4)).toEqual([
      "unit Arith $camlArith -> k_ret / k_exn =",
      "let x = %add_int 1 2 in",
      "let y = %sub_int x -3 in",
      "let (u : naked_immediate) = %untag_imm y in",
    ]);
    expect(printed).toContain("let (b : naked_int64) = %mul_i64 5L -9223372036854775808L in");
    expect(printed).toContain("let (h : naked_float) = %sub_float -inf 1e+21 in");
  });

  it("round-trips every primitive without parameters", () => {
    const x = simpleVar("x" as Variable);
    for (const f of allFixedOps()) {
      const p = f.arity === 1 ? unary(f.op, x) : binary(f.op, x, x);
      const text = `let y = ${printPrimitive(p)} in apply_cont k y`;
      const e = parseExpr(text);
      expect(e.kind === "let" && e.named.kind === "prim" ? e.named.prim : undefined).toEqual(p);
    }
  });

  it("accepts the parenthesised argument style and comments", () => {
    const a = parseExpr(`
      let x = %add_int y 1 in (* a comment (* nested *) *)
      let_cont k1 (z : value) = apply_cont k (z) in
      switch x { 0 -> k1 (1) | 1 -> k1 (2) }`);
    const b = parseExpr(`
      let x = %add_int y 1 in
      let_cont k1 (z) = apply_cont k z in
      switch x { 0 -> k1 1 | 1 -> k1 2 }`);
    expect(a).toEqual(b);
  });

  it("handles a straight line of 50,000 lets without overflowing the stack", () => {
    let text = "";
    for (let i = 0; i < 50000; i++) text += `let x${i + 1} = %add_int x${i} 1 in\n`;
    text += "apply_cont k x50000\n";
    const e = parseExpr(text);
    expect(printExpr(e)).toBe(text);
    expect(alphaEquivalent(e, parseExpr(text))).toBe(true);
  });

  it("numbers fresh names past the names read", () => {
    const u = parseUnit("unit A $a_7 -> k_3 / ke_12 = let x_40 = 1 in apply_cont k_3 x_40");
    expect(u.names.variable("y")).toBe("y_41");
  });
});

describe("IR parse errors", () => {
  const errorOf = (text: string): string => {
    try {
      parseExpr(text, "t.fl");
    } catch (e) {
      if (e instanceof CompileError) {
        const l = e.diagnostic.location!;
        return `${l.start.line}:${l.start.col}-${l.end.col} ${e.diagnostic.message}`;
      }
      throw e;
    }
    return "no error";
  };

  it("reports the line and column of a syntax error", () => {
    expect(errorOf("let x = %add_int 1 2\napply_cont k x")).toBe("2:0-10 Syntax error: 'in' expected, found 'apply_cont'");
    expect(errorOf("let x = %frobnicate 1 in apply_cont k x")).toBe("1:8-19 Unknown primitive %frobnicate");
    expect(errorOf("let x = %add_int 1 in apply_cont k x")).toBe("1:8-16 The primitive %add_int takes 2 arguments, not 1");
    expect(errorOf('invalid "abc')).toBe("1:8-12 String literal not terminated");
    expect(errorOf("let (x : boxed) = 1 in apply_cont k x")).toBe("1:9-14 Syntax error: a kind expected, found 'boxed'");
    expect(errorOf("switch x { 0 -> k | }")).toBe("1:20-21 Syntax error: an integer expected, found '}'");
    expect(errorOf("let_cont k () = apply_cont k and j () = apply_cont j in apply_cont k")).toBe(
      "1:29-32 Syntax error: only 'let_cont rec' binds several continuations",
    );
  });
});

describe("alpha-equivalence", () => {
  it("identifies terms that differ by bound names only", () => {
    const a = parseExpr("let x = %add_int y 1 in let_cont k1 (z) = apply_cont k z in switch x { 0 -> k1 1 | 1 -> k1 x }");
    const b = parseExpr("let w = %add_int y 1 in let_cont j (q) = apply_cont k q in switch w { 0 -> j 1 | 1 -> j w }");
    expect(alphaEquivalent(a, b)).toBe(true);
  });

  it("distinguishes free names, constants and structure", () => {
    const a = parseExpr("let x = %add_int y 1 in apply_cont k x");
    expect(alphaEquivalent(a, parseExpr("let x = %add_int z 1 in apply_cont k x"))).toBe(false);
    expect(alphaEquivalent(a, parseExpr("let x = %add_int y 2 in apply_cont k x"))).toBe(false);
    expect(alphaEquivalent(a, parseExpr("let x = %sub_int y 1 in apply_cont k x"))).toBe(false);
    expect(alphaEquivalent(a, parseExpr("let x = %add_int y 1 in apply_cont j x"))).toBe(false);
    expect(alphaEquivalent(a, parseExpr("let x = %add_int y 1 in apply_cont k y"))).toBe(false);
  });

  it("requires the renaming to be one to one", () => {
    const a = parseExpr("let x = 1 in let y = 2 in apply_cont k x y");
    const b = parseExpr("let x = 1 in let y = 2 in apply_cont k x x");
    expect(alphaEquivalent(a, b)).toBe(false);
    // A bound name on one side cannot match a free name on the other.
    expect(alphaEquivalent(parseExpr("let x = 1 in apply_cont k y"), parseExpr("let y = 1 in apply_cont k y"))).toBe(false);
  });

  it("renames symbols, code ids and slots consistently", () => {
    const a = parseExpr(`
      let_symbol code c1 (x) my_closure m -> r / e : value =
        let v = %project_value_slot[fs vs] m in apply_cont r v
      in
      let_symbol $s = closures { fs = c1 } env { vs = 1 } in
      apply direct(c1, fs) $s 3 -> k / ke`);
    const b = parseExpr(`
      let_symbol code c9 (y) my_closure n -> r2 / e2 : value =
        let w = %project_value_slot[gs ws] n in apply_cont r2 w
      in
      let_symbol $t = closures { gs = c9 } env { ws = 1 } in
      apply direct(c9, gs) $t 3 -> k / ke`);
    expect(alphaEquivalent(a, b)).toBe(true);
  });
});

describe("IR text form on random terms", () => {
  it("print -> parse gives back the same term, and print -> parse -> print the same text", async () => {
    const fc = (await import("fast-check")).default;
    const { arbitraryExpr } = await import("./random_terms.js");
    fc.assert(
      fc.property(arbitraryExpr, (e) => {
        const text = printExpr(e);
        const back = parseExpr(text);
        expect(back).toEqual(e);
        expect(printExpr(back)).toBe(text);
        expect(alphaEquivalent(e, back)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe("IR text form of the interpreter's programs", () => {
  it("print -> parse -> print is the identity on each of them", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const dir = join(import.meta.dirname, "..", "interp", "programs");
    const files = readdirSync(dir).filter((f) => f.endsWith(".fl"));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const u = parseUnit(readFileSync(join(dir, f), "latin1"), f);
      const printed = printUnit(u);
      expect(printUnit(parseUnit(printed)), f).toBe(printed);
    }
  });
});

describe("IR names", () => {
  it("reads symbols qualified by module paths", () => {
    const e = parseExpr("let x = %block_load[0] $Stdlib.List in apply_cont k $camlFoo.bar_3");
    expect(printExpr(e)).toBe("let x = %block_load[0] $Stdlib.List in\napply_cont k $camlFoo.bar_3\n");
  });
});

describe("names made from source names", () => {
  it("stay identifiers the text form reads back, whatever the source name", async () => {
    const { NameGenerator } = await import("../../src/flambda/names.js");
    const names = new NameGenerator();
    for (const stem of ["_2", "_", "x_1", "1x", "'a", "a'b", "__3", "é", ""]) {
      const v = names.variable(stem);
      expect(v).toMatch(/^[A-Za-z_][A-Za-z0-9_']*_\d+$/);
      const text = `unit U $U -> k_ret / k_exn =\nlet ${v} = %add_int 1 2 in\napply_cont k_ret ${v}\n`;
      expect(printUnit(parseUnit(text))).toContain(`let ${v} = %add_int 1 2 in`);
    }
  });
});
