// Primitives as JavaScript expressions, following ARCHITECTURE.md's value representation:
// 32-bit integers kept in range with `| 0` and `Math.imul`, int64 as bigint, floats as numbers,
// blocks as objects `{t: tag, _0: field0, ...}`, arrays as JavaScript arrays with the tag at
// index 0, strings as byte strings, bytes as `Uint8Array`s.
// A primitive never raises: its preconditions were made explicit before it.
import { assertNever } from "../common/assert_never.js";
import type {
  BinaryOp,
  FloatComparison,
  IntArithOp,
  IntComparison,
  IntShiftOp,
  Primitive,
  StandardInt,
  StandardIntOrFloat,
  TernaryOp,
  UnaryOp,
  VariadicOp,
} from "../flambda/primitives.js";
import type { Simple } from "../flambda/simple.js";

/** What a primitive becomes: an expression, or a statement (assignments, whose result is unit). */
export type PrimitiveCode = { readonly kind: "expr"; readonly js: string } | { readonly kind: "stmt"; readonly js: string };

/** How to read a simple, and how to reach a closure's environment (see code/closures.ts). */
export interface PrimitiveContext {
  readonly simple: (s: Simple) => string;
  readonly valueSlot: (closure: Simple, slot: string) => string;
  readonly functionSlot: (closure: Simple, slot: string) => string;
}

const expr = (js: string): PrimitiveCode => ({ kind: "expr", js });
const stmt = (js: string): PrimitiveCode => ({ kind: "stmt", js });
const bool = (cond: string): string => `(${cond} ? 1 : 0)`;

function intArith(int: StandardInt, op: IntArithOp, a: string, b: string): string {
  if (int === "naked_int64") {
    const sym = { add: "+", sub: "-", mul: "*", div: "/", mod: "%", and: "&", or: "|", xor: "^" }[op];
    return `BigInt.asIntN(64, ${a} ${sym} ${b})`;
  }
  switch (op) {
    case "add":
      return `(${a} + ${b} | 0)`;
    case "sub":
      return `(${a} - ${b} | 0)`;
    case "mul":
      return `Math.imul(${a}, ${b})`;
    case "div":
      return `(${a} / ${b} | 0)`;
    case "mod":
      return `(${a} % ${b} | 0)`;
    case "and":
      return `(${a} & ${b})`;
    case "or":
      return `(${a} | ${b})`;
    case "xor":
      return `(${a} ^ ${b})`;
    default:
      return assertNever(op);
  }
}

function intShift(int: StandardInt, op: IntShiftOp, a: string, n: string): string {
  if (int === "naked_int64") {
    switch (op) {
      case "lsl":
        return `BigInt.asIntN(64, ${a} << BigInt(${n} & 63))`;
      case "lsr":
        return `BigInt.asIntN(64, BigInt.asUintN(64, ${a}) >> BigInt(${n} & 63))`;
      case "asr":
        return `(${a} >> BigInt(${n} & 63))`;
      default:
        return assertNever(op);
    }
  }
  switch (op) {
    case "lsl":
      return `(${a} << ${n})`;
    case "lsr":
      return `(${a} >>> ${n} | 0)`;
    case "asr":
      return `(${a} >> ${n})`;
    default:
      return assertNever(op);
  }
}

function intComp(int: StandardInt, op: IntComparison, a: string, b: string): string {
  return op === "compare" ? `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)` : bool(intCondition(int, op, a, b));
}

/** JavaScript's operator for an ordered comparison of numbers (ints of 32 bits, floats, BigInts). */
const orderedOperator = { eq: "===", ne: "!==", lt: "<", gt: ">", le: "<=", ge: ">=" } as const;

/** The condition an integer comparison (other than `compare`) tests. */
function intCondition(int: StandardInt, op: Exclude<IntComparison, "compare">, a: string, b: string): string {
  const u = int === "naked_int64" ? (x: string) => `BigInt.asUintN(64, ${x})` : (x: string) => `(${x} >>> 0)`;
  switch (op) {
    case "ult":
      return `${u(a)} < ${u(b)}`;
    case "ugt":
      return `${u(a)} > ${u(b)}`;
    case "ule":
      return `${u(a)} <= ${u(b)}`;
    case "uge":
      return `${u(a)} >= ${u(b)}`;
    default:
      return `${a} ${orderedOperator[op]} ${b}`;
  }
}

/** The condition a float comparison (other than `compare`) tests. */
function floatCondition(op: Exclude<FloatComparison, "compare">, a: string, b: string): string {
  return `${a} ${orderedOperator[op]} ${b}`;
}

/** The integer comparison that holds exactly when `op` does not. */
const complement = { eq: "ne", ne: "eq", lt: "ge", ge: "lt", gt: "le", le: "gt", ult: "uge", uge: "ult", ugt: "ule", ule: "ugt" } as const;

/**
 * The JavaScript condition a primitive that gives 1 or 0 tests (comparisons, `is_int`), for a
 * test that uses it directly, or (`negated`) the condition that holds when it gives 0 (an
 * ordered comparison of floats is negated as a whole: with NaN, `!(a < b)` is not `a >= b`);
 * undefined for any other primitive.
 */
export function primitiveCondition(p: Primitive, cx: PrimitiveContext, negated = false): string | undefined {
  if (p.kind === "unary") return p.op.kind === "is_int" ? `typeof ${cx.simple(p.arg)} ${negated ? "!==" : "==="} "number"` : undefined;
  if (p.kind !== "binary") return undefined;
  const op = p.op;
  const a = cx.simple(p.arg1);
  const b = cx.simple(p.arg2);
  switch (op.kind) {
    case "int_comp":
      return op.op === "compare" ? undefined : intCondition(op.int, negated ? complement[op.op] : op.op, a, b);
    case "float_comp":
      return op.op === "compare" ? undefined : negated ? `!(${floatCondition(op.op, a, b)})` : floatCondition(op.op, a, b);
    case "phys_equal":
    case "phys_not_equal":
      return `${a} ${(op.kind === "phys_equal") !== negated ? "===" : "!=="} ${b}`;
    default:
      return undefined;
  }
}

function convert(src: StandardIntOrFloat, dst: StandardIntOrFloat, a: string): string {
  if (src === dst) return a;
  if (dst === "naked_float") return src === "naked_int64" ? `Number(${a})` : a;
  if (dst === "naked_int64") return src === "naked_float" ? `$i64OfFloat(${a})` : `BigInt(${a})`;
  if (src === "naked_int64") return `Number(BigInt.asIntN(32, ${a}))`;
  // Between 32-bit kinds (all numbers already in range) or from a float (truncated, wrapped).
  return src === "naked_float" ? `(${a} | 0)` : a;
}

function unaryCode(op: UnaryOp, arg: Simple, cx: PrimitiveContext): PrimitiveCode {
  // A projection's closure may have no value of its own (a lifted closure, code/closures.ts).
  if (op.kind === "project_value_slot") return expr(cx.valueSlot(arg, op.slot));
  const a = cx.simple(arg);
  switch (op.kind) {
    case "tag_immediate":
    case "untag_immediate":
    case "box_number":
    case "unbox_number":
    case "opaque_identity":
      return expr(a);
    case "int_neg":
      return expr(op.int === "naked_int64" ? `BigInt.asIntN(64, -${a})` : `(-${a} | 0)`);
    case "float_neg":
      return expr(`-${a}`);
    case "float_abs":
      return expr(`Math.abs(${a})`);
    case "boolean_not":
      return expr(`(${a} ? 0 : 1)`);
    case "num_conv":
      return expr(convert(op.src, op.dst, a));
    case "is_int":
      return expr(bool(primitiveCondition({ kind: "unary", op, arg }, cx)!));
    case "get_tag":
      // Only ever asked of a value known to be a block (a switch on its constructor).
      return expr(`${member(a, "t")}`);
    case "array_length":
      return expr(`(${member(a, "length")} - 1)`);
    case "string_length":
    case "bytes_length":
      return expr(member(a, "length"));
    case "block_load":
      return expr(member(a, blockField(op.field)));
    case "project_function_slot":
      return expr(op.from === op.to ? a : cx.functionSlot(arg, op.to));
    case "bytes_of_string":
      return expr(`R.caml_bytes_of_string(${a})`);
    case "string_of_bytes":
      return expr(`R.caml_string_of_bytes(${a})`);
    default:
      return assertNever(op);
  }
}

function floatArith(op: "add" | "sub" | "mul" | "div", a: string, b: string): string {
  const sym = { add: "+", sub: "-", mul: "*", div: "/" }[op];
  return `(${a} ${sym} ${b})`;
}

function binaryCode(op: BinaryOp, a1: Simple, a2: Simple, cx: PrimitiveContext): PrimitiveCode {
  const a = cx.simple(a1);
  const b = cx.simple(a2);
  switch (op.kind) {
    case "int_arith":
      return expr(intArith(op.int, op.op, a, b));
    case "int_shift":
      return expr(intShift(op.int, op.op, a, b));
    case "int_comp":
      return expr(intComp(op.int, op.op, a, b));
    case "float_arith":
      return expr(floatArith(op.op, a, b));
    case "float_comp":
      return expr(op.op === "compare" ? `$fcompare(${a}, ${b})` : bool(floatCondition(op.op, a, b)));
    case "phys_equal":
    case "phys_not_equal":
      return expr(bool(primitiveCondition({ kind: "binary", op, arg1: a1, arg2: a2 }, cx)!));
    case "block_set":
      return stmt(`${member(a, blockField(op.field))} = ${b};`);
    case "array_load":
      return expr(`${a}[${b} + 1]`);
    case "string_load":
      return expr(op.width === 8 ? `${a}.charCodeAt(${b})` : `$sload(${a}, ${b}, ${op.width})`);
    case "bytes_load":
      return expr(op.width === 8 ? `${a}[${b}]` : `$bload(${a}, ${b}, ${op.width})`);
    default:
      return assertNever(op);
  }
}

function ternaryCode(op: TernaryOp, a1: Simple, a2: Simple, a3: Simple, cx: PrimitiveContext): PrimitiveCode {
  const a = cx.simple(a1);
  const b = cx.simple(a2);
  const c = cx.simple(a3);
  switch (op.kind) {
    case "array_set":
      return stmt(`${a}[${b} + 1] = ${c};`);
    case "bytes_set":
      return stmt(op.width === 8 ? `${a}[${b}] = ${c};` : `$bstore(${a}, ${b}, ${op.width}, ${c});`);
    default:
      return assertNever(op);
  }
}

function variadicCode(op: VariadicOp, args: readonly Simple[], cx: PrimitiveContext): PrimitiveCode {
  const fields = args.map(cx.simple);
  switch (op.kind) {
    case "make_block": {
      const tag = op.blockKind.kind === "naked_floats" ? 254 : op.blockKind.tag;
      return expr(blockLiteral(tag, fields));
    }
    case "make_array": {
      // A generic array cannot tell a float from an int at run time (both are numbers), so
      // only arrays known to hold floats get the float-array tag (as the interpreter does).
      const tag = op.arrayKind === "naked_floats" ? 254 : 0;
      return expr(`[${[String(tag), ...fields].join(", ")}]`);
    }
    default:
      return assertNever(op);
  }
}

/**
 * `a.p`; a number literal is parenthesised (`0.t` does not parse). Code that cannot be reached
 * may load from a constant: the scrutinee of a switch made unreachable by what Simplify knows.
 */
function member(a: string, p: string): string {
  return /^[-\d.]/.test(a) ? `(${a}).${p}` : `${a}.${p}`;
}

/** The property holding field i of a block (ARCHITECTURE.md, value representation). */
export function blockField(i: number): string {
  return `_${i}`;
}

/** A block allocated with its tag and fields: one hidden class per size, whatever the site. */
export function blockLiteral(tag: number, fields: readonly string[]): string {
  return `{ ${[`t: ${tag}`, ...fields.map((f, i) => `${blockField(i)}: ${f}`)].join(", ")} }`;
}

export function primitiveCode(p: Primitive, cx: PrimitiveContext): PrimitiveCode {
  switch (p.kind) {
    case "nullary":
      return expr(p.op.resultKind === "naked_int64" ? "0n" : "0");
    case "unary":
      return unaryCode(p.op, p.arg, cx);
    case "binary":
      return binaryCode(p.op, p.arg1, p.arg2, cx);
    case "ternary":
      return ternaryCode(p.op, p.arg1, p.arg2, p.arg3, cx);
    case "variadic":
      return variadicCode(p.op, p.args, cx);
    default:
      return assertNever(p);
  }
}
