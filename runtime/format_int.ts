/**
 * `caml_format_int` and its int32/nativeint/int64 siblings: C-style integer formatting with
 * 32-bit (or 64-bit) two's complement semantics for the unsigned conversions.
 */
import { finishFormatting, parseFormatSpec } from "./format_spec.js";

/** Formats the magnitude digits, honouring the precision (minimum digit count). */
function formatDigits(fmt: string, negative: boolean, magnitude: (base: number) => string): string {
  const spec = parseFormatSpec(fmt);
  const base = spec.base === 0 ? 10 : spec.base;
  let digits = magnitude(base);
  let zeroPad = spec.zeroPad;
  if (spec.precision >= 0) {
    zeroPad = false;
    if (digits.length < spec.precision) digits = "0".repeat(spec.precision - digits.length) + digits;
  }
  return finishFormatting(spec, digits, negative, zeroPad);
}

export function caml_format_int(fmt: string, n: number): string {
  if (fmt === "%d") return String(n);
  const spec = parseFormatSpec(fmt);
  const negative = n < 0 && spec.signed;
  // Unsigned conversions see the 32-bit pattern.
  const magnitude = negative ? -n : n >>> 0;
  return formatDigits(fmt, negative, (base) => magnitude.toString(base));
}
export const caml_int32_format = caml_format_int;
export const caml_nativeint_format = caml_format_int;

export function caml_int64_format(fmt: string, n: bigint): string {
  const spec = parseFormatSpec(fmt);
  const negative = n < 0n && spec.signed;
  const magnitude = negative ? -n : BigInt.asUintN(64, n);
  return formatDigits(fmt, negative, (base) => magnitude.toString(base));
}
