/**
 * 32-bit integer arithmetic: `int`, `int32` and `nativeint` are all 32-bit numbers at run time.
 * The `%` primitives are compiled inline; these are the helpers they need and the named ones.
 */
import { caml_raise_zero_divide } from "./exceptions.js";

export function caml_mul(a: number, b: number): number {
  return Math.imul(a, b);
}

/** Integer division truncating toward zero; raises `Division_by_zero`. */
export function caml_div(a: number, b: number): number {
  if (b === 0) caml_raise_zero_divide();
  return (a / b) | 0;
}

/** Remainder with the sign of the dividend; raises `Division_by_zero`. */
export function caml_mod(a: number, b: number): number {
  if (b === 0) caml_raise_zero_divide();
  return a % b | 0;
}

export function caml_int_compare(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `truncate`/`int_of_float`: toward zero, wrapped to 32 bits (NaN gives 0), as the reference does. */
export function caml_int_of_float(x: number): number {
  return x | 0;
}

export const caml_int32_compare = caml_int_compare;
export const caml_nativeint_compare = caml_int_compare;
export const caml_int32_mul = caml_mul;
export const caml_int32_div = caml_div;
export const caml_int32_mod = caml_mod;
export const caml_nativeint_mul = caml_mul;
export const caml_nativeint_div = caml_div;
export const caml_nativeint_mod = caml_mod;

export function caml_int32_of_float(x: number): number {
  return x | 0;
}
export const caml_int32_of_float_unboxed = caml_int32_of_float;
export const caml_nativeint_of_float = caml_int32_of_float;
export const caml_nativeint_of_float_unboxed = caml_int32_of_float;

export function caml_int32_to_float(x: number): number {
  return x;
}
export const caml_int32_to_float_unboxed = caml_int32_to_float;
export const caml_nativeint_to_float = caml_int32_to_float;
export const caml_nativeint_to_float_unboxed = caml_int32_to_float;

const conversionView = new DataView(new ArrayBuffer(8));

export function caml_int32_bits_of_float(x: number): number {
  conversionView.setFloat32(0, x);
  return conversionView.getInt32(0);
}
export const caml_int32_bits_of_float_unboxed = caml_int32_bits_of_float;

export function caml_int32_float_of_bits(x: number): number {
  conversionView.setInt32(0, x);
  return conversionView.getFloat32(0);
}
export const caml_int32_float_of_bits_unboxed = caml_int32_float_of_bits;

export function caml_bswap16(x: number): number {
  return ((x & 0xff) << 8) | ((x >>> 8) & 0xff);
}

export function caml_int32_bswap(x: number): number {
  return ((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | ((x >>> 24) & 0xff);
}
export const caml_nativeint_bswap = caml_int32_bswap;
