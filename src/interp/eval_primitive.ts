// The meaning of each primitive on run-time values (ARCHITECTURE.md's representation): 32-bit
// integers are numbers kept in range with `| 0` and `Math.imul`, int64s are bigints, floats are
// numbers, blocks are arrays with the tag at index 0, strings are byte strings and bytes are
// `Uint8Array`s. A primitive never raises: preconditions were made explicit before it.
import { assertNever } from "../common/assert_never.js";
import type {
  BinaryOp,
  IntArithOp,
  IntComparison,
  IntShiftOp,
  NullaryOp,
  Primitive,
  StandardInt,
  StandardIntOrFloat,
  StringAccessWidth,
  TernaryOp,
  UnaryOp,
  VariadicOp,
} from "../flambda/primitives.js";
import { functionInfo, type Value } from "./values.js";

const bool = (b: boolean): number => (b ? 1 : 0);

function intArith32(op: IntArithOp, a: number, b: number): number {
  switch (op) {
    case "add":
      return (a + b) | 0;
    case "sub":
      return (a - b) | 0;
    case "mul":
      return Math.imul(a, b);
    case "div":
      return (a / b) | 0;
    case "mod":
      return a % b | 0;
    case "and":
      return a & b;
    case "or":
      return a | b;
    case "xor":
      return a ^ b;
    default:
      return assertNever(op);
  }
}

function intArith64(op: IntArithOp, a: bigint, b: bigint): bigint {
  switch (op) {
    case "add":
      return BigInt.asIntN(64, a + b);
    case "sub":
      return BigInt.asIntN(64, a - b);
    case "mul":
      return BigInt.asIntN(64, a * b);
    case "div":
      return BigInt.asIntN(64, a / b);
    case "mod":
      return BigInt.asIntN(64, a % b);
    case "and":
      return BigInt.asIntN(64, a & b);
    case "or":
      return BigInt.asIntN(64, a | b);
    case "xor":
      return BigInt.asIntN(64, a ^ b);
    default:
      return assertNever(op);
  }
}

function shift32(op: IntShiftOp, a: number, n: number): number {
  switch (op) {
    case "lsl":
      return a << n;
    case "lsr":
      return (a >>> n) | 0;
    case "asr":
      return a >> n;
    default:
      return assertNever(op);
  }
}

function shift64(op: IntShiftOp, a: bigint, n: number): bigint {
  const s = BigInt(n & 63);
  switch (op) {
    case "lsl":
      return BigInt.asIntN(64, a << s);
    case "lsr":
      return BigInt.asIntN(64, BigInt.asUintN(64, a) >> s);
    case "asr":
      return a >> s;
    default:
      return assertNever(op);
  }
}

function compareOrdered<T extends number | bigint>(op: IntComparison, a: T, b: T, ua: T, ub: T): number {
  switch (op) {
    case "eq":
      return bool(a === b);
    case "ne":
      return bool(a !== b);
    case "lt":
      return bool(a < b);
    case "gt":
      return bool(a > b);
    case "le":
      return bool(a <= b);
    case "ge":
      return bool(a >= b);
    case "ult":
      return bool(ua < ub);
    case "ugt":
      return bool(ua > ub);
    case "ule":
      return bool(ua <= ub);
    case "uge":
      return bool(ua >= ub);
    case "compare":
      return a < b ? -1 : a > b ? 1 : 0;
    default:
      return assertNever(op);
  }
}

function intComp(int: StandardInt, op: IntComparison, a: Value, b: Value): number {
  if (int === "naked_int64") {
    const x = a as bigint;
    const y = b as bigint;
    return compareOrdered(op, x, y, BigInt.asUintN(64, x), BigInt.asUintN(64, y));
  }
  const x = a as number;
  const y = b as number;
  return compareOrdered(op, x, y, x >>> 0, y >>> 0);
}

/** OCaml's `compare` on floats: a total order where NaN equals itself and is below everything. */
export function floatCompare(a: number, b: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a === b) return 0;
  const na = Number.isNaN(a);
  const nb = Number.isNaN(b);
  return na ? (nb ? 0 : -1) : 1;
}

function convert(src: StandardIntOrFloat, dst: StandardIntOrFloat, v: Value): Value {
  if (src === dst) return v;
  if (dst === "naked_float") return src === "naked_int64" ? Number(v as bigint) : (v as number);
  if (dst === "naked_int64") {
    if (src === "naked_float") {
      const x = v as number;
      return Number.isFinite(x) ? BigInt.asIntN(64, BigInt(Math.trunc(x))) : 0n;
    }
    return BigInt(v as number);
  }
  // To a 32-bit kind.
  if (src === "naked_int64") return Number(BigInt.asIntN(32, v as bigint));
  return (v as number) | 0;
}

function loadWidth(get: (i: number) => number, i: number, width: StringAccessWidth): Value {
  switch (width) {
    case 8:
      return get(i);
    case 16:
      return get(i) | (get(i + 1) << 8);
    case 32:
      return get(i) | (get(i + 1) << 8) | (get(i + 2) << 16) | (get(i + 3) << 24);
    case 64: {
      let r = 0n;
      for (let k = 7; k >= 0; k--) r = (r << 8n) | BigInt(get(i + k));
      return BigInt.asIntN(64, r);
    }
    default:
      return assertNever(width);
  }
}

function storeWidth(b: Uint8Array, i: number, width: StringAccessWidth, v: Value): void {
  if (width === 64) {
    let x = BigInt.asUintN(64, v as bigint);
    for (let k = 0; k < 8; k++) {
      b[i + k] = Number(x & 0xffn);
      x >>= 8n;
    }
    return;
  }
  const n = v as number;
  const bytes = width / 8;
  for (let k = 0; k < bytes; k++) b[i + k] = (n >>> (8 * k)) & 0xff;
}

function getTag(v: Value): number {
  if (Array.isArray(v)) return v[0] as number;
  if (typeof v === "string" || v instanceof Uint8Array) return 252;
  if (typeof v === "number") return 253;
  if (typeof v === "function") return 247;
  return 255;
}

export function bytesOfString(s: string): Uint8Array {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
  return b;
}

export function stringOfBytes(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
}

export function nullaryOp(op: NullaryOp): Value {
  switch (op.kind) {
    case "optimised_out":
      return op.resultKind === "naked_int64" ? 0n : 0;
    default:
      return assertNever(op.kind);
  }
}

export function unaryOp(op: UnaryOp, a: Value): Value {
  switch (op.kind) {
    case "tag_immediate":
    case "untag_immediate":
    case "box_number":
    case "unbox_number":
    case "opaque_identity":
      return a;
    case "int_neg":
      return op.int === "naked_int64" ? BigInt.asIntN(64, -(a as bigint)) : -(a as number) | 0;
    case "float_neg":
      return -(a as number);
    case "float_abs":
      return Math.abs(a as number);
    case "boolean_not":
      return bool(a === 0);
    case "num_conv":
      return convert(op.src, op.dst, a);
    case "is_int":
      return bool(typeof a === "number");
    case "get_tag":
      return getTag(a);
    case "array_length":
      return (a as Value[]).length - 1;
    case "string_length":
      return (a as string).length;
    case "bytes_length":
      return (a as Uint8Array).length;
    case "block_load":
      return (a as Value[])[op.field + 1];
    case "project_value_slot": {
      const info = functionInfo(a);
      if (info?.kind !== "closure") throw new Error(`project_value_slot on a value that is not a closure`);
      return info.set.valueSlots.get(op.slot);
    }
    case "project_function_slot": {
      const info = functionInfo(a);
      if (info?.kind !== "closure") throw new Error(`project_function_slot on a value that is not a closure`);
      return info.set.closures.get(op.to);
    }
    case "bytes_of_string":
      return bytesOfString(a as string);
    case "string_of_bytes":
      return stringOfBytes(a as Uint8Array);
    default:
      return assertNever(op);
  }
}

export function binaryOp(op: BinaryOp, a: Value, b: Value): Value {
  switch (op.kind) {
    case "int_arith":
      return op.int === "naked_int64"
        ? intArith64(op.op, a as bigint, b as bigint)
        : intArith32(op.op, a as number, b as number);
    case "int_shift":
      return op.int === "naked_int64" ? shift64(op.op, a as bigint, b as number) : shift32(op.op, a as number, b as number);
    case "int_comp":
      return intComp(op.int, op.op, a, b);
    case "float_arith": {
      const x = a as number;
      const y = b as number;
      const fop = op.op;
      switch (fop) {
        case "add":
          return x + y;
        case "sub":
          return x - y;
        case "mul":
          return x * y;
        case "div":
          return x / y;
        default:
          return assertNever(fop);
      }
    }
    case "float_comp": {
      const x = a as number;
      const y = b as number;
      const fop = op.op;
      switch (fop) {
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
          return floatCompare(x, y);
        default:
          return assertNever(fop);
      }
    }
    case "phys_equal":
      return bool(a === b);
    case "phys_not_equal":
      return bool(a !== b);
    case "block_set":
      (a as Value[])[op.field + 1] = b;
      return 0;
    case "array_load":
      return (a as Value[])[(b as number) + 1];
    case "string_load": {
      const s = a as string;
      return loadWidth((i) => s.charCodeAt(i), b as number, op.width);
    }
    case "bytes_load": {
      const s = a as Uint8Array;
      return loadWidth((i) => s[i]!, b as number, op.width);
    }
    default:
      return assertNever(op);
  }
}

export function ternaryOp(op: TernaryOp, a: Value, b: Value, c: Value): Value {
  switch (op.kind) {
    case "array_set":
      (a as Value[])[(b as number) + 1] = c;
      return 0;
    case "bytes_set":
      storeWidth(a as Uint8Array, b as number, op.width, c);
      return 0;
    default:
      return assertNever(op);
  }
}

export function variadicOp(op: VariadicOp, args: Value[]): Value {
  switch (op.kind) {
    case "make_block":
      return [op.blockKind.kind === "naked_floats" ? 254 : op.blockKind.tag, ...args];
    case "make_array":
      // A generic array cannot tell a float from an int at run time (both are numbers), so
      // only arrays known to hold floats get the float-array tag.
      return [op.arrayKind === "naked_floats" ? 254 : 0, ...args];
    default:
      return assertNever(op);
  }
}

/** Evaluates a primitive on the values of its arguments. */
export function evalPrimitive(p: Primitive, args: Value[]): Value {
  switch (p.kind) {
    case "nullary":
      return nullaryOp(p.op);
    case "unary":
      return unaryOp(p.op, args[0]);
    case "binary":
      return binaryOp(p.op, args[0], args[1]);
    case "ternary":
      return ternaryOp(p.op, args[0], args[1], args[2]);
    case "variadic":
      return variadicOp(p.op, args);
    default:
      return assertNever(p);
  }
}
