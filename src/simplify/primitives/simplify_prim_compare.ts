// Physical equality: known when both sides are the same value, or two different constants.
import { binary, type BinaryOp, type Simple } from "../../flambda/index.js";
import { proveConstant, proveEqual, taggedImmediates, type TypingEnv } from "../../types/index.js";
import { bool, keep, type PrimResult } from "./prim_result.js";

export function simplifyPhysEqual(env: TypingEnv, op: Extract<BinaryOp, { kind: "phys_equal" | "phys_not_equal" }>, a: Simple, b: Simple): PrimResult {
  const positive = op.kind === "phys_equal";
  if (proveEqual(env, a, b)) return bool(positive);
  const x = proveConstant(env, a);
  const y = proveConstant(env, b);
  // Two different immediates are never the same value.
  if (x !== undefined && y !== undefined && x.kind === "tagged_immediate" && y.kind === "tagged_immediate") {
    return bool(positive ? x.value === y.value : x.value !== y.value);
  }
  return keep(binary(op, a, b), taggedImmediates([0, 1]));
}
