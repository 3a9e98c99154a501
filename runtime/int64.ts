/**
 * `int64` at run time is a `bigint` kept in the signed 64-bit range; every operation wraps.
 */
import { caml_raise_zero_divide } from "./exceptions.js";

/** Wraps a bigint into the signed 64-bit range. */
export function wrap64(x: bigint): bigint {
  return BigInt.asIntN(64, x);
}

export function caml_int64_add(a: bigint, b: bigint): bigint {
  return wrap64(a + b);
}
export function caml_int64_sub(a: bigint, b: bigint): bigint {
  return wrap64(a - b);
}
export function caml_int64_mul(a: bigint, b: bigint): bigint {
  return wrap64(a * b);
}
export function caml_int64_neg(a: bigint): bigint {
  return wrap64(-a);
}
/** Division truncating toward zero (as bigint division does); raises `Division_by_zero`. */
export function caml_int64_div(a: bigint, b: bigint): bigint {
  if (b === 0n) caml_raise_zero_divide();
  return wrap64(a / b);
}
export function caml_int64_mod(a: bigint, b: bigint): bigint {
  if (b === 0n) caml_raise_zero_divide();
  return wrap64(a % b);
}
export function caml_int64_and(a: bigint, b: bigint): bigint {
  return a & b;
}
export function caml_int64_or(a: bigint, b: bigint): bigint {
  return a | b;
}
export function caml_int64_xor(a: bigint, b: bigint): bigint {
  return a ^ b;
}
// Shift counts outside 0..63 are unspecified in OCaml; masking them matches the machine.
export function caml_int64_shift_left(a: bigint, n: number): bigint {
  return wrap64(a << BigInt(n & 63));
}
export function caml_int64_shift_right(a: bigint, n: number): bigint {
  return a >> BigInt(n & 63);
}
export function caml_int64_shift_right_unsigned(a: bigint, n: number): bigint {
  return wrap64(BigInt.asUintN(64, a) >> BigInt(n & 63));
}
export function caml_int64_of_int(n: number): bigint {
  return BigInt(n | 0);
}
export const caml_int64_of_int32 = caml_int64_of_int;
export const caml_int64_of_nativeint = caml_int64_of_int;
export function caml_int64_to_int(a: bigint): number {
  return Number(BigInt.asIntN(32, a));
}
export const caml_int64_to_int32 = caml_int64_to_int;
export const caml_int64_to_nativeint = caml_int64_to_int;

/** Truncation toward zero; out-of-range and NaN inputs give what the reference gives (wrapped). */
export function caml_int64_of_float(x: number): bigint {
  if (!Number.isFinite(x)) return 0n;
  return wrap64(BigInt(Math.trunc(x)));
}
export const caml_int64_of_float_unboxed = caml_int64_of_float;

export function caml_int64_to_float(a: bigint): number {
  return Number(a);
}
export const caml_int64_to_float_unboxed = caml_int64_to_float;

export function caml_int64_compare(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const view = new DataView(new ArrayBuffer(8));

export function caml_int64_bits_of_float(x: number): bigint {
  view.setFloat64(0, x);
  return view.getBigInt64(0);
}
export const caml_int64_bits_of_float_unboxed = caml_int64_bits_of_float;

export function caml_int64_float_of_bits(a: bigint): number {
  view.setBigInt64(0, a);
  return view.getFloat64(0);
}
export const caml_int64_float_of_bits_unboxed = caml_int64_float_of_bits;

export function caml_int64_bswap(a: bigint): bigint {
  view.setBigInt64(0, a);
  return view.getBigInt64(0, true);
}

/** Low and high 32-bit halves, as signed 32-bit numbers. */
export function int64Lo32(a: bigint): number {
  return Number(BigInt.asIntN(32, a));
}
export function int64Hi32(a: bigint): number {
  return Number(BigInt.asIntN(32, a >> 32n));
}
