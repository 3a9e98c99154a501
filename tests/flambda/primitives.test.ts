import { describe, expect, it } from "vitest";
import {
  argKinds,
  binary,
  canBeDeletedIfUnused,
  effectsAndCoeffects,
  effectsOfNamed,
  namedSetOfClosures,
  primitiveCanBeDeletedIfUnused,
  primitiveCanBeMoved,
  resultKind,
  setOfClosures,
  simpleVar,
  ternary,
  unary,
  variadic,
  type Variable,
} from "../../src/flambda/index.js";

const x = simpleVar("x" as Variable);

describe("primitives: kinds, effects and coeffects", () => {
  it("integer arithmetic is pure, so may be deleted and moved", () => {
    const add = binary({ kind: "int_arith", int: "tagged_immediate", op: "add" }, x, x);
    expect(effectsAndCoeffects(add)).toEqual({ effects: { kind: "no_effects" }, coeffects: "no_coeffects" });
    expect(primitiveCanBeDeletedIfUnused(add)).toBe(true);
    expect(primitiveCanBeMoved(add)).toBe(true);
    // Division is pure too: the zero test is explicit before it.
    expect(primitiveCanBeMoved(binary({ kind: "int_arith", int: "naked_int64", op: "div" }, x, x))).toBe(true);
  });

  it("allocation is a generative effect: deletable, not movable", () => {
    const mk = variadic({ kind: "make_block", blockKind: { kind: "values", tag: 0, fieldKinds: ["any_value"] }, mutability: "immutable" }, [x]);
    expect(effectsAndCoeffects(mk).effects).toEqual({ kind: "only_generative_effects", mutability: "immutable" });
    expect(primitiveCanBeDeletedIfUnused(mk)).toBe(true);
    expect(primitiveCanBeMoved(mk)).toBe(false);
    expect(canBeDeletedIfUnused(effectsOfNamed(namedSetOfClosures(setOfClosures([]))))).toBe(true);
  });

  it("reading mutable state has coeffects: deletable, not movable", () => {
    const load = unary({ kind: "block_load", access: { kind: "values", tag: 0, size: 1, fieldKind: "any_value" }, mutability: "mutable", field: 0 }, x);
    expect(effectsAndCoeffects(load)).toEqual({ effects: { kind: "no_effects" }, coeffects: "has_coeffects" });
    expect(primitiveCanBeDeletedIfUnused(load)).toBe(true);
    expect(primitiveCanBeMoved(load)).toBe(false);
    const imm = unary({ kind: "block_load", access: { kind: "values", tag: 0, size: 1, fieldKind: "any_value" }, mutability: "immutable", field: 0 }, x);
    expect(primitiveCanBeMoved(imm)).toBe(true);
  });

  it("writes and opaque_identity have arbitrary effects: kept", () => {
    const set = ternary({ kind: "bytes_set", width: 8 }, x, x, x);
    expect(primitiveCanBeDeletedIfUnused(set)).toBe(false);
    expect(primitiveCanBeDeletedIfUnused(unary({ kind: "opaque_identity" }, x))).toBe(false);
  });

  it("knows argument and result kinds", () => {
    expect(argKinds(binary({ kind: "int_shift", int: "naked_int64", op: "lsl" }, x, x))).toEqual(["naked_int64", "naked_immediate"]);
    expect(argKinds(binary({ kind: "int_shift", int: "tagged_immediate", op: "lsl" }, x, x))).toEqual(["value", "value"]);
    expect(resultKind(binary({ kind: "float_comp", op: "lt" }, x, x))).toBe("value");
    expect(resultKind(binary({ kind: "bytes_load", width: 64 }, x, x))).toBe("naked_int64");
    expect(argKinds(variadic({ kind: "make_block", blockKind: { kind: "naked_floats" }, mutability: "mutable" }, [x, x]))).toEqual(["naked_float", "naked_float"]);
    expect(resultKind(unary({ kind: "num_conv", src: "naked_float", dst: "tagged_immediate" }, x))).toBe("value");
  });
});
