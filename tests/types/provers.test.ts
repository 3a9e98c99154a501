import { describe, expect, it } from "vitest";
import { nakedFloat, nakedImmediate, nakedInt64, taggedImmediate } from "../../src/flambda/simple.js";
import {
  boxedNumber,
  kindOfSimple,
  printType,
  proveBoxedContents,
  addAlias,
  addEquation,
  anyBlock,
  anyImmediate,
  canonicalSimple,
  closures,
  constantString,
  defineSymbol,
  defineVariable,
  emptyExtension,
  enterClosedScope,
  fullBlock,
  isSwitchArmReachable,
  makeBottom,
  nakedNumbers,
  partialBlock,
  proveBlockField,
  proveConstant,
  proveEqual,
  proveFunctionCode,
  proveFunctionSlot,
  proveIsInt,
  proveNakedNumbers,
  proveProjectedClosure,
  proveString,
  proveTaggedImmediates,
  proveTags,
  proveUniqueTagAndSize,
  proveValueSlot,
  stringOfLength,
  taggedImmediates,
  variant,
} from "../../src/types/index.js";
import { T, code, envWith, eq, eqInt, fslot, int, ssym, sv, sym, v, vslot } from "./helpers.js";

describe("provers", () => {
  it("known constants: aliases to constants and one-element sets", () => {
    let env = envWith("a", "b", "c");
    env = addEquation(env, v("a"), eqInt(4));
    env = addEquation(env, v("b"), taggedImmediates([5]));
    env = defineVariable(env, v("n"), "naked_int64", nakedNumbers("naked_int64", [nakedInt64(7n)]));
    expect(proveConstant(env, sv("a"))).toEqual(taggedImmediate(4));
    expect(proveConstant(env, sv("b"))).toEqual(taggedImmediate(5));
    expect(proveConstant(env, sv("n"))).toEqual(nakedInt64(7n));
    expect(proveConstant(env, sv("c"))).toBeUndefined();
    expect(proveConstant(env, int(9))).toEqual(taggedImmediate(9));
  });

  it("finite sets of immediates, only when the value cannot be a block", () => {
    let env = envWith("a", "b", "c");
    env = addEquation(env, v("a"), taggedImmediates([1, 2]));
    env = addEquation(env, v("b"), variant([{ value: 0, extension: emptyExtension }], [{ tag: 0, block: { shape: "full", fields: [], extension: emptyExtension } }], undefined));
    env = addEquation(env, v("c"), anyBlock());
    expect(proveTaggedImmediates(env, sv("a"))).toEqual({ kind: "proved", value: [1, 2] });
    expect(proveTaggedImmediates(env, sv("b"))).toEqual({ kind: "unknown" });
    expect(proveTaggedImmediates(env, sv("c"))).toEqual({ kind: "invalid" });
  });

  it("naked number sets", () => {
    const env = defineVariable(envWith(), v("i"), "naked_immediate", nakedNumbers("naked_immediate", [nakedImmediate(3), nakedImmediate(1)]));
    expect(proveNakedNumbers(env, sv("i"))).toEqual({ kind: "proved", value: [nakedImmediate(1), nakedImmediate(3)] });
    const e2 = defineVariable(env, v("j"), "naked_immediate");
    expect(proveNakedNumbers(e2, sv("j")).kind).toBe("unknown");
  });

  it("immediate or block", () => {
    let env = envWith("a", "b", "c", "d");
    env = addEquation(env, v("a"), anyImmediate());
    env = addEquation(env, v("b"), fullBlock(0, [T]));
    env = addEquation(env, v("c"), closures({}));
    expect(proveIsInt(env, sv("a"))).toEqual({ kind: "proved", value: true });
    expect(proveIsInt(env, sv("b"))).toEqual({ kind: "proved", value: false });
    expect(proveIsInt(env, sv("c"))).toEqual({ kind: "proved", value: false });
    expect(proveIsInt(env, sv("d"))).toEqual({ kind: "unknown" });
  });

  it("tags and sizes", () => {
    let env = envWith("a", "b", "c");
    env = addEquation(env, v("a"), fullBlock(3, [T, T]));
    env = addEquation(env, v("b"), partialBlock(3, [T]));
    env = addEquation(env, v("c"), variant([], [
      { tag: 0, block: { shape: "full", fields: [T], extension: emptyExtension } },
      { tag: 1, block: { shape: "full", fields: [T], extension: emptyExtension } },
    ], undefined));
    expect(proveUniqueTagAndSize(env, sv("a"))).toEqual({ kind: "proved", value: { tag: 3, size: 2 } });
    expect(proveUniqueTagAndSize(env, sv("b")).kind).toBe("unknown");
    expect(proveTags(env, sv("b"))).toEqual({ kind: "proved", value: [3] });
    expect(proveTags(env, sv("c"))).toEqual({ kind: "proved", value: [0, 1] });
    expect(proveUniqueTagAndSize(env, sv("c")).kind).toBe("unknown");
  });

  it("the field of a block, the same in every case, for replacing a load", () => {
    let env = envWith("x", "y", "z");
    env = addEquation(env, v("x"), variant([], [
      { tag: 0, block: { shape: "full", fields: [eq("y"), eq("z")], extension: emptyExtension } },
      { tag: 1, block: { shape: "full", fields: [eq("y")], extension: emptyExtension } },
    ], undefined));
    expect(proveBlockField(env, sv("x"), 0)).toEqual(sv("y"));
    expect(proveBlockField(env, sv("x"), 1)).toBeUndefined();
    env = addAlias(env, sv("z"), sv("y"), "value");
    expect(proveBlockField(env, sv("x"), 0)).toEqual(sv("y"));
  });

  it("the code of a closure and its captured values", () => {
    let env = envWith("f", "g", "k");
    env = addEquation(env, v("f"), closures({
      functionSlot: fslot("f_slot"),
      functions: new Map([
        [fslot("f_slot"), { codeId: code("code_f"), summary: undefined }],
        [fslot("g_slot"), { codeId: code("code_g"), summary: undefined }],
      ]),
      closures: new Map([[fslot("g_slot"), eq("g")]]),
      valueSlots: new Map([[vslot("k_slot"), eq("k")]]),
    }));
    expect(proveFunctionSlot(env, sv("f"))).toBe("f_slot");
    const own = proveFunctionCode(env, sv("f"));
    expect(own.kind === "proved" && own.value.codeId).toBe("code_f");
    const other = proveFunctionCode(env, sv("f"), fslot("g_slot"));
    expect(other.kind === "proved" && other.value.codeId).toBe("code_g");
    expect(proveValueSlot(env, sv("f"), vslot("k_slot"))).toEqual(sv("k"));
    expect(proveProjectedClosure(env, sv("f"), fslot("g_slot"))).toEqual(sv("g"));
    expect(proveProjectedClosure(env, sv("f"), fslot("f_slot"))).toEqual(sv("f"));
    expect(proveFunctionCode(env, sv("k")).kind).toBe("unknown");
  });

  it("equality of simples: same class, or the same constant", () => {
    let env = envWith("a", "b", "c", "d");
    env = addAlias(env, sv("a"), sv("b"), "value");
    env = addEquation(env, v("c"), taggedImmediates([2]));
    env = addEquation(env, v("d"), eqInt(2));
    expect(proveEqual(env, sv("a"), sv("b"))).toBe(true);
    expect(proveEqual(env, sv("c"), sv("d"))).toBe(true);
    expect(proveEqual(env, sv("a"), sv("c"))).toBe(false);
  });

  it("reachability of switch arms", () => {
    let env = envWith("x");
    env = addEquation(env, v("x"), taggedImmediates([0, 2]));
    expect(isSwitchArmReachable(env, sv("x"), 0)).toBe(true);
    expect(isSwitchArmReachable(env, sv("x"), 1)).toBe(false);
    expect(isSwitchArmReachable(makeBottom(env), sv("x"), 0)).toBe(false);
    const n = defineVariable(env, v("t"), "naked_immediate", nakedNumbers("naked_immediate", [nakedImmediate(5)]));
    expect(isSwitchArmReachable(n, sv("t"), 5)).toBe(true);
    expect(isSwitchArmReachable(n, sv("t"), 4)).toBe(false);
  });

  it("the canonical simple prefers constants, then names in scope", () => {
    let env = envWith("a", "b");
    env = defineSymbol(env, sym("S"));
    env = addAlias(env, sv("a"), ssym("S"), "value");
    expect(canonicalSimple(env, sv("a"))).toEqual(ssym("S"));
    env = addEquation(env, v("b"), taggedImmediates([1]));
    expect(canonicalSimple(env, sv("b"))).toEqual(int(1));
    // Inside a closure, the outer class {o, p} is reachable only through p.
    let outer = envWith("o");
    outer = enterClosedScope(outer);
    outer = defineVariable(outer, v("p"), "value");
    outer = addAlias(outer, sv("p"), sv("o"), "value");
    expect(canonicalSimple(outer, sv("p"))).toEqual(sv("p"));
    expect(canonicalSimple(outer, sv("o"))).toEqual(sv("p"));
  });

  it("strings", () => {
    let env = envWith("s", "t");
    env = addEquation(env, v("s"), constantString("hi"));
    env = addEquation(env, v("t"), stringOfLength(2));
    expect(proveString(env, sv("s"))).toEqual({ kind: "proved", value: "hi" });
    expect(proveString(env, sv("t")).kind).toBe("unknown");
  });
});

describe("boxed numbers and kinds", () => {
  it("the contents of a boxed number", () => {
    let env = envWith("b", "c");
    env = addEquation(env, v("b"), boxedNumber("naked_float", nakedNumbers("naked_float", [nakedFloat(2.5)])));
    env = addEquation(env, v("c"), fullBlock(0, []));
    const p = proveBoxedContents(env, sv("b"));
    expect(p.kind === "proved" && printType(p.value)).toBe("#2.5");
    expect(proveBoxedContents(env, sv("c")).kind).toBe("invalid");
  });

  it("the kind of a simple", () => {
    const env = defineVariable(envWith("x"), v("f"), "naked_float");
    expect(kindOfSimple(env, sv("x"))).toBe("value");
    expect(kindOfSimple(env, sv("f"))).toBe("naked_float");
    expect(kindOfSimple(env, { kind: "const", value: nakedFloat(1) })).toBe("naked_float");
  });
});
