// Integer primitives: constant folding with OCaml's semantics on flambe's widths (int, int32 and
// nativeint are 32-bit and wrap; int64 is 64-bit), and the identities that need one constant.
import {
  binary,
  simpleConst,
  unary,
  type BinaryOp,
  type IntArithOp,
  type IntComparison,
  type IntShiftOp,
  type Primitive,
  type Simple,
  type StandardInt,
  type UnaryOp,
} from "../../flambda/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import {
  findCommonSubexpression,
  findOffset,
  recordOffset,
  holdsComparison,
  proveConstant,
  proveEqual,
  proveTaggedImmediates,
  recordIntComparison,
  taggedImmediates,
  type ConstComparison,
  type TypingEnv,
} from "../../types/index.js";
import { bool, intConst, keep, replaceBy, replaceByConst, type PrimResult } from "./prim_result.js";

type IntOp = Extract<BinaryOp, { kind: "int_arith" | "int_shift" | "int_comp" }>;

function intValue(env: TypingEnv, s: Simple): number | bigint | undefined {
  const c = proveConstant(env, s);
  if (c === undefined || c.kind === "naked_float") return undefined;
  return c.value;
}

export function simplifyIntBinary(env: TypingEnv, dacc: DownwardAcc, op: IntOp, a: Simple, b: Simple): PrimResult {
  const x = intValue(env, a);
  const y = intValue(env, b);
  const prim = binary(op, a, b);
  switch (op.kind) {
    case "int_arith": {
      if (x !== undefined && y !== undefined) {
        const r = foldArith(op.int, op.op, x, y);
        if (r !== undefined) return replaceByConst(intConst(op.int, r));
      }
      // x * 0 and x land 0 are 0 whatever x (the primitive is pure).
      if (y !== undefined && BigInt(y) === 0n && (op.op === "mul" || op.op === "and")) return replaceByConst(intConst(op.int, 0));
      const id = arithIdentity(op.op, a, y);
      if (id !== undefined) return id === a ? replaceBy(a) : replaceBy(id);
      if (op.int === "tagged_immediate" && (op.op === "add" || op.op === "sub")) {
        if (y !== undefined) return addConstant(env, dacc, prim, a, op.op === "add" ? Number(y) : -Number(y));
        if (x !== undefined && op.op === "add") return addConstant(env, dacc, prim, b, Number(x));
      }
      return keep(prim);
    }
    case "int_shift": {
      if (x !== undefined && y !== undefined) {
        const r = foldShift(op.int, op.op, x, Number(y));
        if (r !== undefined) return replaceByConst(intConst(op.int, r));
      }
      if (y !== undefined && Number(y) === 0) return replaceBy(a);
      return keep(prim);
    }
    case "int_comp": {
      if (x !== undefined && y !== undefined) return compResult(op.op, compareInts(op.int, op.op, x, y));
      if (proveEqual(env, a, b)) return compResult(op.op, 0);
      if (op.int === "tagged_immediate") {
        const withConstant = comparisonWithConstant(op.op, a, x, b, y);
        if (withConstant !== undefined) return simplifyComparisonWithConstant(env, prim, withConstant);
      }
      return keep(prim, op.op === "compare" ? taggedImmediates([-1, 0, 1]) : taggedImmediates([0, 1]));
    }
    default: {
      const never: never = op;
      return never;
    }
  }
}

export function simplifyIntNeg(env: TypingEnv, op: Extract<UnaryOp, { kind: "int_neg" }>, a: Simple): PrimResult {
  const x = intValue(env, a);
  if (x === undefined) return keep(unary(op, a));
  return replaceByConst(intConst(op.int, typeof x === "bigint" ? -x : -x | 0));
}

/** A comparison of a tagged integer with a constant, the integer on the left (`3 < x` is `x > 3`). */
interface ComparisonWithConstant {
  readonly value: Simple;
  readonly op: ConstComparison;
  readonly bound: number;
}

function comparisonWithConstant(op: IntComparison, a: Simple, x: number | bigint | undefined, b: Simple, y: number | bigint | undefined): ComparisonWithConstant | undefined {
  let c: ConstComparison;
  switch (op) {
    case "eq":
    case "ne":
    case "lt":
    case "gt":
    case "le":
    case "ge":
      c = op;
      break;
    default:
      return undefined;
  }
  if (y !== undefined && x === undefined) return { value: a, op: c, bound: Number(y) };
  if (x !== undefined && y === undefined) return { value: b, op: mirrored(c), bound: Number(x) };
  return undefined;
}

/** The comparison that holds exactly when `op` does not. */
function complement(op: ConstComparison): ConstComparison {
  switch (op) {
    case "eq":
      return "ne";
    case "ne":
      return "eq";
    case "lt":
      return "ge";
    case "ge":
      return "lt";
    case "gt":
      return "le";
    case "le":
      return "gt";
    default: {
      const never: never = op;
      return never;
    }
  }
}

/** The answer of `value op bound`, when that comparison was computed in scope (either way round) and its result is known here. */
function knownAnswer(env: TypingEnv, value: Simple, op: ConstComparison, bound: number): boolean | undefined {
  const c = simpleConst(intConst("tagged_immediate", bound));
  for (const p of [binary({ kind: "int_comp", int: "tagged_immediate", op }, value, c), binary({ kind: "int_comp", int: "tagged_immediate", op: mirrored(op) }, c, value)]) {
    const earlier = findCommonSubexpression(env, p, "comparisons");
    if (earlier === undefined) continue;
    const r = proveConstant(env, earlier);
    if (r !== undefined && r.kind === "tagged_immediate") return r.value !== 0;
  }
  return undefined;
}

/** The comparison with its operands swapped. */
function mirrored(op: ConstComparison): ConstComparison {
  switch (op) {
    case "lt":
      return "gt";
    case "gt":
      return "lt";
    case "le":
      return "ge";
    case "ge":
      return "le";
    default:
      return op;
  }
}

/**
 * `x op c`: decided when every integer `x` may be (a finite set) gives the same answer; else
 * kept, with the relation that lets a branch on the result learn which integers `x` may be
 * (seed 002: `x = 3` in the `then` branch of `if x = 3`, `x` in {5} after `x > 3` when it was in {3, 5}).
 */
function simplifyComparisonWithConstant(env: TypingEnv, prim: Primitive, c: ComparisonWithConstant): PrimResult {
  const known = proveTaggedImmediates(env, c.value);
  if (known.kind === "proved") {
    const answers = new Set(known.value.map((v) => holdsComparison(c.op, v, c.bound)));
    if (answers.size === 1) return bool(answers.has(true));
  }
  // The opposite comparison already made, and its answer known here (`x >= 10` where `x < 10`
  // was found true): the answer is the other one.
  const opposite = knownAnswer(env, c.value, complement(c.op), c.bound);
  if (opposite !== undefined) return bool(!opposite);
  if (c.value.kind !== "var") return keep(prim, taggedImmediates([0, 1]));
  return keep(prim, taggedImmediates([0, 1]), (e, result) => recordIntComparison(e, result, c.value, c.op, c.bound));
}

/**
 * `v + c` for a tagged int: when `v` is itself `base + c'`, `base + (c + c')` (wrapping is
 * modular, so this holds on overflow too). Records the result's offset for the next addition.
 * The same `base + offset` computed earlier, in scope, is that result (`n - 1` made twice is one
 * value, so that a comparison with either is the same comparison: a `for` loop's bound).
 */
function addConstant(env: TypingEnv, dacc: DownwardAcc, original: Primitive, v: Simple, c: number): PrimResult {
  let base = v;
  let offset = c | 0;
  const known = v.kind === "var" ? dacc.offsets.get(v.name) : undefined;
  if (known !== undefined) {
    base = known.base;
    offset = (known.offset + offset) | 0;
  }
  if (offset === 0) return replaceBy(base);
  const earlier = findOffset(env, base, offset);
  if (earlier !== undefined) return replaceBy(earlier);
  const prim = known === undefined ? original : binary({ kind: "int_arith", int: "tagged_immediate", op: "add" }, base, simpleConst(intConst("tagged_immediate", offset)));
  return keep(prim, undefined, (env2, result) => {
    dacc.offsets.set(result, { base, offset });
    return recordOffset(env2, base, offset, result);
  });
}

function foldArith(k: StandardInt, op: IntArithOp, x: number | bigint, y: number | bigint): number | bigint | undefined {
  if (k === "naked_int64") {
    const a = BigInt(x);
    const b = BigInt(y);
    switch (op) {
      case "add":
        return BigInt.asIntN(64, a + b);
      case "sub":
        return BigInt.asIntN(64, a - b);
      case "mul":
        return BigInt.asIntN(64, a * b);
      case "div":
        return b === 0n ? undefined : BigInt.asIntN(64, a / b);
      case "mod":
        return b === 0n ? undefined : BigInt.asIntN(64, a % b);
      case "and":
        return a & b;
      case "or":
        return a | b;
      case "xor":
        return a ^ b;
      default: {
        const never: never = op;
        return never;
      }
    }
  }
  const a = Number(x) | 0;
  const b = Number(y) | 0;
  switch (op) {
    case "add":
      return (a + b) | 0;
    case "sub":
      return (a - b) | 0;
    case "mul":
      return Math.imul(a, b);
    case "div":
      // Division by zero is guarded before the primitive; leave such code alone.
      return b === 0 ? undefined : (a / b) | 0;
    case "mod":
      return b === 0 ? undefined : (a % b) | 0;
    case "and":
      return a & b;
    case "or":
      return a | b;
    case "xor":
      return a ^ b;
    default: {
      const never: never = op;
      return never;
    }
  }
}

/** `x + 0`, `x * 1`, ...: the identities with a known second argument. */
function arithIdentity(op: IntArithOp, a: Simple, y: number | bigint | undefined): Simple | undefined {
  if (y === undefined) return undefined;
  const n = typeof y === "bigint" ? y : BigInt(y);
  switch (op) {
    case "add":
    case "sub":
    case "or":
    case "xor":
      return n === 0n ? a : undefined;
    case "mul":
    case "div":
      return n === 1n ? a : undefined;
    case "and":
      return n === -1n ? a : undefined;
    case "mod":
      return undefined;
    default: {
      const never: never = op;
      return never;
    }
  }
}

function foldShift(k: StandardInt, op: IntShiftOp, x: number | bigint, n: number): number | bigint | undefined {
  if (k === "naked_int64") {
    // Shifts by 64 or more are unspecified in OCaml: leave them to run time.
    if (n < 0 || n >= 64) return undefined;
    const a = BigInt(x);
    const m = BigInt(n);
    switch (op) {
      case "lsl":
        return BigInt.asIntN(64, a << m);
      case "lsr":
        return BigInt.asIntN(64, BigInt.asUintN(64, a) >> m);
      case "asr":
        return a >> m;
      default: {
        const never: never = op;
        return never;
      }
    }
  }
  if (n < 0 || n >= 32) return undefined;
  const a = Number(x) | 0;
  switch (op) {
    case "lsl":
      return a << n;
    case "lsr":
      return (a >>> n) | 0;
    case "asr":
      return a >> n;
    default: {
      const never: never = op;
      return never;
    }
  }
}

/** The sign of x - y in the comparison's order (unsigned for the `u` ones). */
function compareInts(k: StandardInt, op: IntComparison, x: number | bigint, y: number | bigint): number {
  const unsigned = op.startsWith("u");
  let a: bigint;
  let b: bigint;
  if (k === "naked_int64") {
    a = unsigned ? BigInt.asUintN(64, BigInt(x)) : BigInt(x);
    b = unsigned ? BigInt.asUintN(64, BigInt(y)) : BigInt(y);
  } else {
    a = BigInt(unsigned ? Number(x) >>> 0 : Number(x) | 0);
    b = BigInt(unsigned ? Number(y) >>> 0 : Number(y) | 0);
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The result of a comparison whose operands compare as `sign`. */
export function compResult(op: IntComparison, sign: number): PrimResult {
  switch (op) {
    case "eq":
      return bool(sign === 0);
    case "ne":
      return bool(sign !== 0);
    case "lt":
    case "ult":
      return bool(sign < 0);
    case "gt":
    case "ugt":
      return bool(sign > 0);
    case "le":
    case "ule":
      return bool(sign <= 0);
    case "ge":
    case "uge":
      return bool(sign >= 0);
    case "compare":
      return replaceByConst(intConst("tagged_immediate", sign));
    default: {
      const never: never = op;
      return never;
    }
  }
}
