import { describe, expect, it } from "vitest";
import { nakedFloat, nakedInt64, taggedImmediate } from "../../src/flambda/simple.js";
import {
  anyBlock,
  anyImmediate,
  bottom,
  boxedNumber,
  closures,
  fullBlock,
  maxSetSize,
  nakedNumbers,
  printType,
  taggedImmediates,
  top,
  typeOfConst,
  variant,
  anyShape,
} from "../../src/types/index.js";
import { vslot } from "./helpers.js";

describe("type constructors normalise", () => {
  it("an empty set of numbers is ⊥, and a set beyond the cap is ⊤", () => {
    expect(nakedNumbers("naked_float", []).kind).toBe("bottom");
    const many = Array.from({ length: maxSetSize + 1 }, (_, i) => nakedFloat(i));
    expect(nakedNumbers("naked_float", many).kind).toBe("top");
    expect(taggedImmediates(Array.from({ length: maxSetSize + 1 }, (_, i) => i))).toEqual(anyImmediate());
  });

  it("sets are sorted without duplicates; 0. and -0. are different floats, NaN is one", () => {
    const t = nakedNumbers("naked_float", [nakedFloat(2), nakedFloat(-0), nakedFloat(0), nakedFloat(2), nakedFloat(NaN), nakedFloat(NaN)]);
    expect(printType(t)).toBe("{#-0., #0., #2., #nan}");
    expect(printType(nakedNumbers("naked_int64", [nakedInt64(5n), nakedInt64(-1n)]))).toBe("{#-1L, #5L}");
  });

  it("a variant with no case is ⊥; one admitting everything is ⊤", () => {
    expect(variant([], [], undefined).kind).toBe("bottom");
    expect(variant("any", [], anyShape).kind).toBe("top");
    expect(printType(anyBlock())).toBe("block");
    expect(printType(anyImmediate())).toBe("int");
  });

  it("a block case with a ⊥ field disappears", () => {
    const t = variant([{ value: 0, extension: { existentials: [], equations: [] } }], [{ tag: 0, block: { shape: "full", fields: [bottom("value")], extension: { existentials: [], equations: [] } } }], undefined);
    expect(printType(t)).toBe("0");
    expect(fullBlock(0, [bottom("value")]).kind).toBe("bottom");
  });

  it("closures and boxed numbers with a ⊥ component are ⊥", () => {
    expect(closures({ valueSlots: new Map([[vslot("x"), bottom("value")]]) }).kind).toBe("bottom");
    expect(boxedNumber("naked_float", bottom("naked_float")).kind).toBe("bottom");
  });

  it("the type of a constant is its singleton", () => {
    expect(printType(typeOfConst(taggedImmediate(7)))).toBe("7");
    expect(printType(typeOfConst(nakedFloat(1.5)))).toBe("#1.5");
    expect(top("naked_int32")).toBe(top("naked_int32"));
  });
});
