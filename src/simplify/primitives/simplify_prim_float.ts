// Float primitives: folding with IEEE doubles (what OCaml's floats are), comparisons with NaN
// as OCaml has them, and conversions between numbers only where the result is defined.
import { binary, unary, type BinaryOp, type Simple, type StandardIntOrFloat, type UnaryOp } from "../../flambda/index.js";
import { proveConstant, taggedImmediates, type TypingEnv } from "../../types/index.js";
import { compResult } from "./simplify_prim_int.js";
import { bool, floatConst, intConst, keep, replaceByConst, type PrimResult } from "./prim_result.js";

function floatValue(env: TypingEnv, s: Simple): number | undefined {
  const c = proveConstant(env, s);
  return c !== undefined && c.kind === "naked_float" ? c.value : undefined;
}

type FloatOp = Extract<BinaryOp, { kind: "float_arith" | "float_comp" }>;

export function simplifyFloatBinary(env: TypingEnv, op: FloatOp, a: Simple, b: Simple): PrimResult {
  const x = floatValue(env, a);
  const y = floatValue(env, b);
  if (x === undefined || y === undefined) {
    return keep(binary(op, a, b), op.kind === "float_comp" ? taggedImmediates(op.op === "compare" ? [-1, 0, 1] : [0, 1]) : undefined);
  }
  if (op.kind === "float_arith") {
    const arith = op.op;
    switch (arith) {
      case "add":
        return replaceByConst(floatConst(x + y));
      case "sub":
        return replaceByConst(floatConst(x - y));
      case "mul":
        return replaceByConst(floatConst(x * y));
      case "div":
        return replaceByConst(floatConst(x / y));
      default: {
        const never: never = arith;
        return never;
      }
    }
  }
  const comp = op.op;
  switch (comp) {
    case "eq":
      return bool(x === y);
    case "ne":
      return bool(x !== y);
    case "lt":
      return bool(x < y);
    case "gt":
      return bool(x > y);
    case "le":
      return bool(x <= y);
    case "ge":
      return bool(x >= y);
    case "compare":
      // OCaml's total order: NaN equals itself and is below every other float.
      if (Number.isNaN(x)) return compResult("compare", Number.isNaN(y) ? 0 : -1);
      if (Number.isNaN(y)) return compResult("compare", 1);
      return compResult("compare", x < y ? -1 : x > y ? 1 : 0);
    default: {
      const never: never = comp;
      return never;
    }
  }
}

export function simplifyFloatUnary(env: TypingEnv, op: Extract<UnaryOp, { kind: "float_neg" | "float_abs" }>, a: Simple): PrimResult {
  const x = floatValue(env, a);
  if (x === undefined) return keep(unary(op, a));
  return replaceByConst(floatConst(op.kind === "float_neg" ? -x : Math.abs(x)));
}

/** Conversions between numbers, folded only where OCaml defines the result. */
export function simplifyNumConv(env: TypingEnv, op: Extract<UnaryOp, { kind: "num_conv" }>, a: Simple): PrimResult {
  const c = proveConstant(env, a);
  if (c === undefined) return keep(unary(op, a));
  const dst: StandardIntOrFloat = op.dst;
  if (op.src === "naked_float") {
    const x = c.value as number;
    if (dst === "naked_float") return replaceByConst(floatConst(x));
    // Out of range, the conversion is unspecified: leave it to run time.
    const limit = dst === "naked_int64" ? 2 ** 63 : 2 ** 31;
    if (!Number.isFinite(x) || Math.trunc(x) >= limit || Math.trunc(x) < -limit) return keep(unary(op, a));
    const t = Math.trunc(x);
    return replaceByConst(intConst(dst, dst === "naked_int64" ? BigInt(t) : t));
  }
  const v = c.value;
  if (dst === "naked_float") return replaceByConst(floatConst(Number(v)));
  if (dst === "naked_int64") return replaceByConst(intConst(dst, BigInt(v)));
  return replaceByConst(intConst(dst, typeof v === "bigint" ? Number(BigInt.asIntN(32, v)) : v));
}
