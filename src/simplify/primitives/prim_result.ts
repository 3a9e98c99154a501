// What simplifying a primitive gives: a simple that replaces it, or the primitive (arguments
// made canonical) with what is known of its result, or proof that the code is unreachable.
import {
  nakedFloat,
  nakedImmediate,
  nakedInt32,
  nakedInt64,
  nakedNativeint,
  simpleConst,
  taggedImmediate,
  type Const,
  type Primitive,
  type Simple,
  type StandardInt,
  type Variable,
} from "../../flambda/index.js";
import type { Type, TypingEnv } from "../../types/index.js";

export type PrimResult =
  | { readonly kind: "simple"; readonly simple: Simple }
  | {
      readonly kind: "prim";
      readonly prim: Primitive;
      /** The result's type, ⊤ when absent. */
      readonly type?: Type;
      /** Equations that relate the result to the arguments, added once it is defined. */
      readonly after?: (env: TypingEnv, result: Variable) => TypingEnv;
    }
  | { readonly kind: "invalid"; readonly reason: string };

export function replaceBy(simple: Simple): PrimResult {
  return { kind: "simple", simple };
}

export function replaceByConst(c: Const): PrimResult {
  return replaceBy(simpleConst(c));
}

export function keep(prim: Primitive, type?: Type, after?: (env: TypingEnv, result: Variable) => TypingEnv): PrimResult {
  return { kind: "prim", prim, ...(type ? { type } : {}), ...(after ? { after } : {}) };
}

export function bool(b: boolean): PrimResult {
  return replaceByConst(taggedImmediate(b ? 1 : 0));
}

/** A constant of an integer kind from its JavaScript value (wrapped to the kind's width). */
export function intConst(k: StandardInt, v: number | bigint): Const {
  switch (k) {
    case "tagged_immediate":
      return taggedImmediate(Number(v));
    case "naked_immediate":
      return nakedImmediate(Number(v));
    case "naked_int32":
      return nakedInt32(Number(v));
    case "naked_nativeint":
      return nakedNativeint(Number(v));
    case "naked_int64":
      return nakedInt64(typeof v === "bigint" ? v : BigInt(v));
    default: {
      const never: never = k;
      return never;
    }
  }
}

export function floatConst(x: number): Const {
  return nakedFloat(x);
}
