// String primitives: the length of a known string, and byte loads at a known index of one.
import { binary, unary, type BinaryOp, type Simple, type UnaryOp } from "../../flambda/index.js";
import { proveConstant, proveString, type TypingEnv } from "../../types/index.js";
import { intConst, keep, replaceByConst, type PrimResult } from "./prim_result.js";

export function simplifyStringLength(env: TypingEnv, op: UnaryOp, a: Simple): PrimResult {
  const s = proveString(env, a);
  if (s.kind === "proved") return replaceByConst(intConst("tagged_immediate", s.value.length));
  return keep(unary(op, a));
}

export function simplifyStringLoad(env: TypingEnv, op: Extract<BinaryOp, { kind: "string_load" }>, a: Simple, i: Simple): PrimResult {
  const s = proveString(env, a);
  const idx = proveConstant(env, i);
  if (op.width === 8 && s.kind === "proved" && idx !== undefined && idx.kind === "tagged_immediate") {
    const n = idx.value;
    if (n >= 0 && n < s.value.length) return replaceByConst(intConst("tagged_immediate", s.value.charCodeAt(n)));
  }
  return keep(binary(op, a, i));
}
