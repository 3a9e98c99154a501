// The meaning of each primitive on run-time values (ARCHITECTURE.md's representation): 32-bit
// integers are numbers kept in range with `| 0` and `Math.imul`, int64s are bigints, floats are
// numbers, blocks are arrays with the tag at index 0, strings are byte strings and bytes are
// `Uint8Array`s. A primitive never raises: preconditions were made explicit before it.
//
// Each operation is turned once into a JavaScript function of its arguments (`unaryFn(op)`,
// ...), so that running a primitive does not decide again what it is.
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
import { makeBlock } from "../../runtime/values.js";

export type Fn1 = (a: Value) => Value;
export type Fn2 = (a: Value, b: Value) => Value;
export type Fn3 = (a: Value, b: Value, c: Value) => Value;

const bool = (b: boolean): number => (b ? 1 : 0);

function intArith32(op: IntArithOp): (a: number, b: number) => number {
  switch (op) {
    case "add":
      return (a, b) => (a + b) | 0;
    case "sub":
      return (a, b) => (a - b) | 0;
    case "mul":
      return Math.imul;
    case "div":
      return (a, b) => (a / b) | 0;
    case "mod":
      return (a, b) => a % b | 0;
    case "and":
      return (a, b) => a & b;
    case "or":
      return (a, b) => a | b;
    case "xor":
      return (a, b) => a ^ b;
    default:
      return assertNever(op);
  }
}

function intArith64(op: IntArithOp): (a: bigint, b: bigint) => bigint {
  switch (op) {
    case "add":
      return (a, b) => BigInt.asIntN(64, a + b);
    case "sub":
      return (a, b) => BigInt.asIntN(64, a - b);
    case "mul":
      return (a, b) => BigInt.asIntN(64, a * b);
    case "div":
      return (a, b) => BigInt.asIntN(64, a / b);
    case "mod":
      return (a, b) => BigInt.asIntN(64, a % b);
    case "and":
      return (a, b) => BigInt.asIntN(64, a & b);
    case "or":
      return (a, b) => BigInt.asIntN(64, a | b);
    case "xor":
      return (a, b) => BigInt.asIntN(64, a ^ b);
    default:
      return assertNever(op);
  }
}

function shift32(op: IntShiftOp): (a: number, n: number) => number {
  switch (op) {
    case "lsl":
      return (a, n) => a << n;
    case "lsr":
      return (a, n) => (a >>> n) | 0;
    case "asr":
      return (a, n) => a >> n;
    default:
      return assertNever(op);
  }
}

function shift64(op: IntShiftOp): (a: bigint, n: number) => bigint {
  switch (op) {
    case "lsl":
      return (a, n) => BigInt.asIntN(64, a << BigInt(n & 63));
    case "lsr":
      return (a, n) => BigInt.asIntN(64, BigInt.asUintN(64, a) >> BigInt(n & 63));
    case "asr":
      return (a, n) => a >> BigInt(n & 63);
    default:
      return assertNever(op);
  }
}

/** A comparison, given how to see its operands as unsigned. */
function comparison<T extends number | bigint>(op: IntComparison, unsigned: (x: T) => T): (a: T, b: T) => number {
  switch (op) {
    case "eq":
      return (a, b) => bool(a === b);
    case "ne":
      return (a, b) => bool(a !== b);
    case "lt":
      return (a, b) => bool(a < b);
    case "gt":
      return (a, b) => bool(a > b);
    case "le":
      return (a, b) => bool(a <= b);
    case "ge":
      return (a, b) => bool(a >= b);
    case "ult":
      return (a, b) => bool(unsigned(a) < unsigned(b));
    case "ugt":
      return (a, b) => bool(unsigned(a) > unsigned(b));
    case "ule":
      return (a, b) => bool(unsigned(a) <= unsigned(b));
    case "uge":
      return (a, b) => bool(unsigned(a) >= unsigned(b));
    case "compare":
      return (a, b) => (a < b ? -1 : a > b ? 1 : 0);
    default:
      return assertNever(op);
  }
}

function intComp(int: StandardInt, op: IntComparison): Fn2 {
  if (int === "naked_int64") return comparison<bigint>(op, (x) => BigInt.asUintN(64, x)) as Fn2;
  return comparison<number>(op, (x) => x >>> 0) as Fn2;
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

function convert(src: StandardIntOrFloat, dst: StandardIntOrFloat): Fn1 {
  if (src === dst) return (v) => v;
  if (dst === "naked_float") return src === "naked_int64" ? (v) => Number(v as bigint) : (v) => v;
  if (dst === "naked_int64") {
    if (src === "naked_float")
      return (v) => {
        const x = v as number;
        return Number.isFinite(x) ? BigInt.asIntN(64, BigInt(Math.trunc(x))) : 0n;
      };
    return (v) => BigInt(v as number);
  }
  // To a 32-bit kind.
  if (src === "naked_int64") return (v) => Number(BigInt.asIntN(32, v as bigint));
  return (v) => (v as number) | 0;
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
  if (typeof v === "object" && v !== null && typeof (v as { t?: unknown }).t === "number") return (v as { t: number }).t;
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

export function nullaryValue(op: NullaryOp): Value {
  switch (op.kind) {
    case "optimised_out":
      return op.resultKind === "naked_int64" ? 0n : 0;
    default:
      return assertNever(op.kind);
  }
}

const identity: Fn1 = (a) => a;

export function unaryFn(op: UnaryOp): Fn1 {
  switch (op.kind) {
    case "tag_immediate":
    case "untag_immediate":
    case "box_number":
    case "unbox_number":
    case "opaque_identity":
      return identity;
    case "int_neg":
      return op.int === "naked_int64" ? (a) => BigInt.asIntN(64, -(a as bigint)) : (a) => -(a as number) | 0;
    case "float_neg":
      return (a) => -(a as number);
    case "float_abs":
      return (a) => Math.abs(a as number);
    case "boolean_not":
      return (a) => bool(a === 0);
    case "num_conv":
      return convert(op.src, op.dst);
    case "is_int":
      return (a) => bool(typeof a === "number");
    case "get_tag":
      return getTag;
    case "array_length":
      return (a) => (a as Value[]).length - 1;
    case "string_length":
      return (a) => (a as string).length;
    case "bytes_length":
      return (a) => (a as Uint8Array).length;
    case "block_load": {
      const k = `_${op.field}`;
      return (a) => (a as Record<string, Value>)[k];
    }
    case "project_value_slot": {
      const slot = op.slot;
      return (a) => {
        const info = functionInfo(a);
        if (info?.kind !== "closure") throw new Error(`project_value_slot on a value that is not a closure`);
        return info.set.valueSlots.get(slot);
      };
    }
    case "project_function_slot": {
      const to = op.to;
      return (a) => {
        const info = functionInfo(a);
        if (info?.kind !== "closure") throw new Error(`project_function_slot on a value that is not a closure`);
        return info.set.closures.get(to);
      };
    }
    case "bytes_of_string":
      return (a) => bytesOfString(a as string);
    case "string_of_bytes":
      return (a) => stringOfBytes(a as Uint8Array);
    default:
      return assertNever(op);
  }
}

export function binaryFn(op: BinaryOp): Fn2 {
  switch (op.kind) {
    case "int_arith":
      return (op.int === "naked_int64" ? intArith64(op.op) : intArith32(op.op)) as Fn2;
    case "int_shift":
      return (op.int === "naked_int64" ? shift64(op.op) : shift32(op.op)) as Fn2;
    case "int_comp":
      return intComp(op.int, op.op);
    case "float_arith": {
      const fop = op.op;
      switch (fop) {
        case "add":
          return (a, b) => (a as number) + (b as number);
        case "sub":
          return (a, b) => (a as number) - (b as number);
        case "mul":
          return (a, b) => (a as number) * (b as number);
        case "div":
          return (a, b) => (a as number) / (b as number);
        default:
          return assertNever(fop);
      }
    }
    case "float_comp": {
      const fop = op.op;
      switch (fop) {
        case "eq":
          return (a, b) => bool(a === b);
        case "ne":
          return (a, b) => bool(a !== b);
        case "lt":
          return (a, b) => bool((a as number) < (b as number));
        case "gt":
          return (a, b) => bool((a as number) > (b as number));
        case "le":
          return (a, b) => bool((a as number) <= (b as number));
        case "ge":
          return (a, b) => bool((a as number) >= (b as number));
        case "compare":
          return floatCompare as Fn2;
        default:
          return assertNever(fop);
      }
    }
    case "phys_equal":
      return (a, b) => bool(a === b);
    case "phys_not_equal":
      return (a, b) => bool(a !== b);
    case "block_set": {
      const k = `_${op.field}`;
      return (a, b) => {
        (a as Record<string, Value>)[k] = b;
        return 0;
      };
    }
    case "array_load":
      return (a, i) => (a as Value[])[(i as number) + 1];
    case "string_load": {
      const width = op.width;
      return (a, i) => {
        const s = a as string;
        return loadWidth((j) => s.charCodeAt(j), i as number, width);
      };
    }
    case "bytes_load": {
      const width = op.width;
      return (a, i) => {
        const s = a as Uint8Array;
        return loadWidth((j) => s[j]!, i as number, width);
      };
    }
    default:
      return assertNever(op);
  }
}

export function ternaryFn(op: TernaryOp): Fn3 {
  switch (op.kind) {
    case "array_set":
      return (a, i, v) => {
        (a as Value[])[(i as number) + 1] = v;
        return 0;
      };
    case "bytes_set": {
      const width = op.width;
      return (a, i, v) => {
        storeWidth(a as Uint8Array, i as number, width, v);
        return 0;
      };
    }
    default:
      return assertNever(op);
  }
}

export function variadicFn(op: VariadicOp): (args: Value[]) => Value {
  switch (op.kind) {
    case "make_block": {
      const tag = op.blockKind.kind === "naked_floats" ? 254 : op.blockKind.tag;
      return (args) => makeBlock(tag, ...args);
    }
    case "make_array": {
      // A generic array cannot tell a float from an int at run time (both are numbers), so
      // only arrays known to hold floats get the float-array tag.
      const tag = op.arrayKind === "naked_floats" ? 254 : 0;
      return (args) => [tag, ...args];
    }
    default:
      return assertNever(op);
  }
}

/** Evaluates a primitive on the values of its arguments. */
export function evalPrimitive(p: Primitive, args: Value[]): Value {
  switch (p.kind) {
    case "nullary":
      return nullaryValue(p.op);
    case "unary":
      return unaryFn(p.op)(args[0]);
    case "binary":
      return binaryFn(p.op)(args[0], args[1]);
    case "ternary":
      return ternaryFn(p.op)(args[0], args[1], args[2]);
    case "variadic":
      return variadicFn(p.op)(args);
    default:
      return assertNever(p);
  }
}
