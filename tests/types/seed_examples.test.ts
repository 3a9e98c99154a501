// The examples of the talk "Static analysis in Flambda 2", each with the result it states.
// Constant constructors are immediates: A is 0 and B is 1; a tuple is a block of tag 0.
import { describe, expect, it } from "vitest";
import {
  addEquation,
  addEquationOnSimple,
  addExtension,
  alias,
  blockWithTags,
  createEnv,
  defineVariable,
  enterClosedScope,
  extension,
  fullBlock,
  instantiateSummary,
  join,
  makeFunctionSummary,
  meet,
  nakedNumbers,
  partialBlock,
  printBinding,
  printEnv,
  printExtension,
  printType,
  proveBlockField,
  proveConstant,
  proveEqual,
  proveUniqueTagAndSize,
  recordGetTag,
  recordIsInt,
  taggedImmediates,
  top,
  variant,
  anyShape,
  isBottomEnv,
  emptyExtension,
} from "../../src/types/index.js";
import { nakedImmediate, taggedImmediate } from "../../src/flambda/simple.js";
import { T, envWith, eq, eqInt, int, sv, v } from "./helpers.js";

const A = taggedImmediates([0]);
const B = taggedImmediates([1]);

describe("meet examples of the talk", () => {
  it("{x : (A, ⊤); y : ⊤} ⊢ =x ⊓ (=y, B) gives =x in {x : (=y, B); y : A}", () => {
    let env = envWith("x", "y");
    env = addEquation(env, v("x"), fullBlock(0, [A, T]));
    const r = meet(env, eq("x"), fullBlock(0, [eq("y"), B]));
    expect(printType(r.type)).toBe("=x");
    expect(printEnv(r.env)).toBe("x : (=y, 1)\ny : 0");
  });

  it("{x : (=y, ⊤); y : ⊤; z : A} ⊢ =x ⊓ (=z, ⊤) gives =x with y : A, z : =y (aliases {y, z})", () => {
    let env = envWith("x", "y", "z");
    env = addEquation(env, v("x"), fullBlock(0, [eq("y"), T]));
    env = addEquation(env, v("z"), A);
    const r = meet(env, eq("x"), fullBlock(0, [eq("z"), T]));
    expect(printType(r.type)).toBe("=x");
    expect(printEnv(r.env)).toBe("x : (=y, ⊤)\ny : 0\nz : =y");
    expect(proveEqual(r.env, sv("y"), sv("z"))).toBe(true);
  });
});

describe("projections through aliases", () => {
  it("let y = fst x in match y with A -> … gives x : (A, ⊤) in the branch", () => {
    // x : (⊤, ⊤) from the value kinds; binding y records x's first field as =y.
    let env = envWith("x");
    env = addEquation(env, v("x"), fullBlock(0, [T, T]));
    env = defineVariable(env, v("y"), "value");
    env = addEquation(env, v("x"), partialBlock(0, [eq("y")]));
    expect(printBinding(env, v("x"))).toBe("x : (=y, ⊤)");
    expect(printBinding(env, v("y"))).toBe("y : ⊤");
    // In the branch where y is A:
    const branch = addEquation(env, v("y"), A);
    expect(printEnv(branch)).toBe("x : (=y, ⊤)\ny : 0");
    // So `fst x` is known to be A, and `fst x == A` holds.
    expect(proveBlockField(branch, sv("x"), 0)).toEqual(int(0));
    expect(proveEqual(branch, sv("y"), int(0))).toBe(true);
    // Outside the branch nothing is known of the field but its name.
    expect(proveBlockField(env, sv("x"), 0)).toEqual(sv("y"));
  });
});

describe("existentials", () => {
  it("{x : (=y, =y); ∃y : ⊤} says that both fields of x are the same value", () => {
    let env = envWith("x");
    const ext = extension([{ name: v("x"), type: fullBlock(0, [eq("y"), eq("y")]) }], [{ name: v("y"), kind: "value" }]);
    expect(printExtension(ext)).toBe("{x : (=y, =y); ∃y : ⊤}");
    env = addExtension(env, ext);
    expect(printBinding(env, v("x"))).toBe("x : (=y, =y)");
    expect(printBinding(env, v("y"))).toBe("∃y : ⊤");
    // y is not a name the program can use, so the loads cannot be replaced by it...
    expect(proveBlockField(env, sv("x"), 0)).toBeUndefined();
    // ...but once the first field is known to be a, so is the second.
    env = defineVariable(env, v("a"), "value");
    env = addEquation(env, v("x"), partialBlock(0, [eq("a")]));
    expect(proveBlockField(env, sv("x"), 0)).toEqual(sv("a"));
    expect(proveBlockField(env, sv("x"), 1)).toEqual(sv("a"));
  });

  it("entering a function body puts the outer variables out of the program's scope, not out of the types", () => {
    let env = envWith("a", "x");
    env = addEquation(env, v("x"), fullBlock(0, [eq("a")]));
    const inner = enterClosedScope(env);
    // The load `field 0 x` cannot be replaced by `a` inside the closure: a is not in scope there.
    expect(proveBlockField(env, sv("x"), 0)).toEqual(sv("a"));
    expect(proveBlockField(inner, sv("x"), 0)).toBeUndefined();
  });
});

describe("extensions under disjunctions", () => {
  it("let r = if cond then A y else B z gives r : A(=y) with {cond = 1} | B(=z) with {cond = 0}", () => {
    // Here A and B carry an argument, so they are blocks of tags 0 and 1.
    const ancestor = envWith("cond", "y", "z");
    let e1 = addEquationOnSimple(ancestor, sv("cond"), eqInt(1));
    e1 = defineVariable(e1, v("a"), "value", fullBlock(0, [eq("y")]));
    e1 = defineVariable(e1, v("r"), "value", eq("a"));
    let e2 = addEquationOnSimple(ancestor, sv("cond"), eqInt(0));
    e2 = defineVariable(e2, v("b"), "value", fullBlock(1, [eq("z")]));
    e2 = defineVariable(e2, v("r"), "value", eq("b"));
    const j = join(ancestor, [e1, e2], [v("r")]);
    expect(printBinding(j, v("r"))).toBe("r : (=y) with {cond : =1} | #1(=z) with {cond : =0}");
    expect(printBinding(j, v("cond"))).toBe("cond : {0, 1}");
    // Learning that r is an A (a switch on its tag) brings back cond = 1.
    const inA = addEquation(j, v("r"), blockWithTags([0]));
    expect(proveConstant(inA, sv("cond"))).toEqual(taggedImmediate(1));
    expect(proveBlockField(inA, sv("r"), 0)).toEqual(sv("y"));
    const inB = addEquation(j, v("r"), blockWithTags([1]));
    expect(proveConstant(inB, sv("cond"))).toEqual(taggedImmediate(0));
  });

  it("variant unboxing: tag : (A{arg : =y} | B{arg : =z})", () => {
    // The unboxed form of the same function: a tag and an argument.
    const ancestor = envWith("cond", "y", "z");
    let e1 = addEquationOnSimple(ancestor, sv("cond"), eqInt(1));
    e1 = defineVariable(e1, v("tag"), "value", eqInt(0));
    e1 = defineVariable(e1, v("arg"), "value", eq("y"));
    let e2 = addEquationOnSimple(ancestor, sv("cond"), eqInt(0));
    e2 = defineVariable(e2, v("tag"), "value", eqInt(1));
    e2 = defineVariable(e2, v("arg"), "value", eq("z"));
    const j = join(ancestor, [e1, e2], [v("tag"), v("arg")]);
    expect(printBinding(j, v("arg"))).toBe("arg : ⊤");
    expect(printBinding(j, v("tag"))).toBe("tag : 0 with {arg : =y; cond : =1} | 1 with {arg : =z; cond : =0}");
    const inA = addEquationOnSimple(j, sv("tag"), eqInt(0));
    expect(proveEqual(inA, sv("arg"), sv("y"))).toBe(true);
    expect(proveEqual(inA, sv("arg"), sv("z"))).toBe(false);
  });

  it("a meet that leaves several cases keeps what each learnt as its extension", () => {
    let env = envWith("x", "y");
    env = addEquation(env, v("x"), variant([], [{ tag: 0, block: anyShape }, { tag: 1, block: anyShape }], undefined));
    const r = meet(env, eq("x"), variant([], [
      { tag: 0, block: { shape: "full", fields: [eq("y")], extension: emptyExtension } },
      { tag: 1, block: { shape: "full", fields: [T, T], extension: emptyExtension } },
    ], undefined));
    expect(printBinding(r.env, v("x"))).toBe("x : (=y) | #1(⊤, ⊤)");
    const e2 = addEquation(r.env, v("y"), A);
    const narrowed = addEquation(e2, v("x"), blockWithTags([0]));
    expect(proveBlockField(narrowed, sv("x"), 0)).toEqual(int(0));
  });
});

describe("function summaries", () => {
  it("let f x y = (x, y) has the summary {result : (=x, =y)}", () => {
    let body = envWith("x", "y");
    body = defineVariable(body, v("result"), "value", fullBlock(0, [eq("x"), eq("y")]));
    const s = makeFunctionSummary(body, [v("x"), v("y")], v("result"))!;
    expect(printExtension(s.extension)).toBe("{result : (=x, =y)}");
    // At a call `let r = f a b`, r is known to be (a, b) without inlining f.
    let caller = envWith("a", "b", "r");
    caller = instantiateSummary(caller, s, [sv("a"), sv("b")], v("r"));
    expect(printBinding(caller, v("r"))).toBe("r : (=a, =b)");
    expect(proveBlockField(caller, sv("r"), 1)).toEqual(sv("b"));
  });

  it("names local to the body are expanded out of the summary", () => {
    let body = envWith("x");
    body = defineVariable(body, v("tmp"), "value", fullBlock(0, [eq("x"), eqInt(3)]));
    body = defineVariable(body, v("result"), "value", fullBlock(1, [eq("tmp")]));
    const s = makeFunctionSummary(body, [v("x")], v("result"))!;
    expect(printExtension(s.extension)).toBe("{result : #1((=x, =3))}");
  });
});

describe("relations between a block and its tag", () => {
  it("a switch on get_tag x refines x in each arm", () => {
    let env = envWith("x");
    env = addEquation(env, v("x"), variant([], [
      { tag: 0, block: { shape: "full", fields: [T], extension: emptyExtension } },
      { tag: 1, block: { shape: "full", fields: [T, T], extension: emptyExtension } },
    ], undefined));
    env = defineVariable(env, v("t"), "naked_immediate");
    env = recordGetTag(env, v("t"), sv("x"));
    // The tag starts out as the set of x's possible tags.
    expect(printBinding(env, v("t"))).toBe("t : {#0, #1}");
    const arm1 = addEquationOnSimple(env, sv("t"), alias({ kind: "const", value: nakedImmediate(1) }, "naked_immediate"));
    expect(printBinding(arm1, v("x"))).toBe("x : #1(⊤, ⊤)");
    expect(proveUniqueTagAndSize(arm1, sv("x"))).toEqual({ kind: "proved", value: { tag: 1, size: 2 } });
    const arm0 = addEquation(env, v("t"), nakedNumbers("naked_immediate", [nakedImmediate(0)]));
    expect(printBinding(arm0, v("x"))).toBe("x : (⊤)");
    const arm2 = addEquation(env, v("t"), nakedNumbers("naked_immediate", [nakedImmediate(2)]));
    expect(isBottomEnv(arm2)).toBe(true);
  });

  it("is_int: learning the value is not an immediate makes it a block", () => {
    let env = envWith("x");
    env = addEquation(env, v("x"), variant([{ value: 0, extension: emptyExtension }], [{ tag: 0, block: { shape: "full", fields: [T], extension: emptyExtension } }], undefined));
    env = defineVariable(env, v("i"), "naked_immediate");
    env = recordIsInt(env, v("i"), sv("x"));
    const isBlock = addEquation(env, v("i"), nakedNumbers("naked_immediate", [nakedImmediate(0)]));
    expect(printBinding(isBlock, v("x"))).toBe("x : (⊤)");
    const isImm = addEquation(env, v("i"), nakedNumbers("naked_immediate", [nakedImmediate(1)]));
    expect(printBinding(isImm, v("x"))).toBe("x : 0");
  });
});

describe("the sum of squares example", () => {
  it("let p = if s < 11 then let t = s + 1 in Cons (s, t) else Empty gives p : Empty | Cons(=s, =t)", () => {
    const ancestor = envWith("s", "acc");
    let e1 = defineVariable(ancestor, v("t"), "value");
    e1 = defineVariable(e1, v("c"), "value", fullBlock(0, [eq("s"), eq("t")]));
    e1 = defineVariable(e1, v("p"), "value", eq("c"));
    const e2 = defineVariable(ancestor, v("p"), "value", eqInt(0));
    const j = join(ancestor, [e1, e2], [v("p")]);
    expect(printBinding(j, v("p"))).toBe("p : 0 | (=s, =t)");
    // In the Cons arm of `match p`, the fields are s and t.
    const cons = addEquation(j, v("p"), blockWithTags([0]));
    expect(proveBlockField(cons, sv("p"), 0)).toEqual(sv("s"));
    expect(top("value").kind).toBe("top");
  });
});
