import { describe, expect, it } from "vitest";
import { nakedFloat, nakedImmediate, nakedInt32, nakedInt64, nakedNativeint, taggedImmediate } from "../../src/flambda/simple.js";
import {
  addEquation,
  aliasOfConst,
  bottom,
  boxedNumber,
  closures,
  emptyExtension,
  extension,
  fullBlock,
  makeBottom,
  nakedNumbers,
  partialBlock,
  printConst,
  printEnv,
  printEnvSince,
  printExtension,
  printType,
  stringOfLength,
  variant,
  anyShape,
} from "../../src/types/index.js";
import { T, code, envWith, eq, fslot, v, vslot } from "./helpers.js";

describe("printer", () => {
  it("constants of every kind", () => {
    expect(printConst(taggedImmediate(-3))).toBe("-3");
    expect(printConst(nakedImmediate(3))).toBe("#3");
    expect(printConst(nakedFloat(2))).toBe("#2.");
    expect(printConst(nakedFloat(-Infinity))).toBe("#-inf");
    expect(printConst(nakedInt32(3))).toBe("#3l");
    expect(printConst(nakedInt64(3n))).toBe("#3L");
    expect(printConst(nakedNativeint(3))).toBe("#3n");
    expect(printType(aliasOfConst(nakedFloat(0.5)))).toBe("=#0.5");
  });

  it("⊤, ⊥ and structures", () => {
    expect(printType(T)).toBe("⊤");
    expect(printType(bottom("naked_float"))).toBe("⊥");
    expect(printType(fullBlock(0, [eq("y"), T]))).toBe("(=y, ⊤)");
    expect(printType(partialBlock(4, [eq("y")]))).toBe("#4(=y, …)");
    expect(printType(partialBlock(undefined, [eq("y")]))).toBe("#?(=y, …)");
    expect(printType(variant("any", [{ tag: 0, block: anyShape }], undefined))).toBe("int | (…)");
    expect(printType(stringOfLength(4))).toBe("string[4]");
    expect(printType(boxedNumber("naked_float", nakedNumbers("naked_float", [nakedFloat(1.5)])))).toBe("box(#1.5)");
  });

  it("closures in the talk's style", () => {
    const t = closures({
      functionSlot: fslot("ints_anon"),
      functions: new Map([[fslot("ints_anon"), { codeId: code("ints_anon_code"), summary: undefined }]]),
      valueSlots: new Map([[vslot("hi"), aliasOfConst(taggedImmediate(11))]]),
    });
    expect(printType(t)).toBe("[ints_anon(ints_anon_code) {hi ↦ =11}]");
    const mutual = closures({
      functionSlot: fslot("f"),
      functions: new Map([[fslot("g"), { codeId: code("code_g"), summary: undefined }]]),
      closures: new Map([[fslot("g"), eq("g_clo")]]),
    });
    expect(printType(mutual)).toBe("[f; g(code_g) : =g_clo]");
  });

  it("case extensions and extensions with existentials", () => {
    const t = variant([{ value: 0, extension: extension([{ name: v("c"), type: eq("d") }]) }], [], undefined);
    expect(printType(t)).toBe("0 with {c : =d}");
    expect(printExtension(emptyExtension)).toBe("{}");
    expect(printExtension(extension([], [{ name: v("e"), kind: "value" }]))).toBe("{∃e : ⊤}");
  });

  it("environments, one binding per line, and ⊥", () => {
    let env = envWith("a", "b");
    env = addEquation(env, v("b"), fullBlock(0, [eq("a")]));
    expect(printEnv(env)).toBe("a : ⊤\nb : (=a)");
    expect(printEnv(env, [v("b")])).toBe("b : (=a)");
    expect(printEnv(makeBottom(env))).toBe("⊥");
  });
});

describe("printing what changed", () => {
  it("lists the new names, then the refined ones", () => {
    const ancestor = envWith("a", "b");
    let env = addEquation(ancestor, v("b"), fullBlock(0, []));
    env = addEquation(env, v("a"), eq("b"));
    expect(printEnvSince(env, ancestor)).toBe("a : ()\nb : =a");
  });
});
