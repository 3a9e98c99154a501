// `Simple`: the atoms of the IR (seed 001): a variable, a symbol or a constant. Arguments of
// primitives, applications and continuation applications are always simples.
import { assertNever } from "../common/assert_never.js";
import type { Kind } from "./kinds.js";
import type { Symbol, Variable } from "./names.js";

/**
 * Constants that fit in a register. Integers are kept in their 32-bit (int, int32, nativeint)
 * or 64-bit (int64) two's-complement range by the factories below: flambe's `int` is 32-bit.
 */
export type Const =
  /** An OCaml value that is an immediate: int, char, bool, unit, constant constructor. */
  | { readonly kind: "tagged_immediate"; readonly value: number }
  | { readonly kind: "naked_immediate"; readonly value: number }
  | { readonly kind: "naked_float"; readonly value: number }
  | { readonly kind: "naked_int32"; readonly value: number }
  | { readonly kind: "naked_int64"; readonly value: bigint }
  | { readonly kind: "naked_nativeint"; readonly value: number };

export type Simple =
  | { readonly kind: "var"; readonly name: Variable }
  | { readonly kind: "symbol"; readonly name: Symbol }
  | { readonly kind: "const"; readonly value: Const };

export function taggedImmediate(n: number): Const {
  return { kind: "tagged_immediate", value: n | 0 };
}
export function nakedImmediate(n: number): Const {
  return { kind: "naked_immediate", value: n | 0 };
}
export function nakedFloat(x: number): Const {
  return { kind: "naked_float", value: x };
}
export function nakedInt32(n: number): Const {
  return { kind: "naked_int32", value: n | 0 };
}
export function nakedInt64(n: bigint): Const {
  return { kind: "naked_int64", value: BigInt.asIntN(64, n) };
}
export function nakedNativeint(n: number): Const {
  return { kind: "naked_nativeint", value: n | 0 };
}

export function simpleVar(name: Variable): Simple {
  return { kind: "var", name };
}
export function simpleSymbol(name: Symbol): Simple {
  return { kind: "symbol", name };
}
export function simpleConst(value: Const): Simple {
  return { kind: "const", value };
}

/** The kind of what a constant holds. */
export function kindOfConst(c: Const): Kind {
  switch (c.kind) {
    case "tagged_immediate":
      return "value";
    case "naked_immediate":
    case "naked_float":
    case "naked_int32":
    case "naked_int64":
    case "naked_nativeint":
      return c.kind;
    default:
      return assertNever(c);
  }
}

/** Constants are equal when they have the same kind and the same bits (so NaN equals NaN, 0. differs from -0.). */
export function equalConsts(a: Const, b: Const): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === "naked_float") return Object.is(a.value, b.value);
  return a.value === b.value;
}

export function equalSimples(a: Simple, b: Simple): boolean {
  if (a.kind === "const") return b.kind === "const" && equalConsts(a.value, b.value);
  return a.kind === b.kind && a.name === b.name;
}
