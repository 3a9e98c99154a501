/**
 * Float primitives of `Stdlib` and `Float` (the `_float` names are the unboxed variants of the
 * same functions: at run time a float is always a plain number).
 */
import { makeBlock, type Block } from "./values.js";

export const caml_acos_float = Math.acos;
export const caml_asin_float = Math.asin;
export const caml_atan_float = Math.atan;
export const caml_atan2_float = Math.atan2;
export const caml_cos_float = Math.cos;
export const caml_sin_float = Math.sin;
export const caml_tan_float = Math.tan;
export const caml_cosh_float = Math.cosh;
export const caml_sinh_float = Math.sinh;
export const caml_tanh_float = Math.tanh;
export const caml_acosh_float = Math.acosh;
export const caml_asinh_float = Math.asinh;
export const caml_atanh_float = Math.atanh;
export const caml_acosh = Math.acosh;
export const caml_asinh = Math.asinh;
export const caml_atanh = Math.atanh;
export const caml_exp_float = Math.exp;
export const caml_expm1_float = Math.expm1;
export const caml_expm1 = Math.expm1;
export const caml_log_float = Math.log;
export const caml_log10_float = Math.log10;
export const caml_log1p_float = Math.log1p;
export const caml_log1p = Math.log1p;
export const caml_log2_float = Math.log2;
export const caml_log2 = Math.log2;
export const caml_sqrt_float = Math.sqrt;
export const caml_cbrt_float = Math.cbrt;
export const caml_cbrt = Math.cbrt;
export const caml_ceil_float = Math.ceil;
export const caml_floor_float = Math.floor;
export const caml_trunc_float = Math.trunc;
export const caml_trunc = Math.trunc;

export function caml_exp2_float(x: number): number {
  return Math.pow(2, x);
}
export const caml_exp2 = caml_exp2_float;

/** C's `fmod`: JavaScript's `%` on numbers has the same definition. */
export function caml_fmod_float(x: number, y: number): number {
  return x % y;
}

/**
 * `**`: JavaScript's power, as the reference computes it. (C's `pow` differs on NaN and infinite
 * corner cases, where OCaml's own `nan` is a signaling NaN anyway.)
 */
export function caml_power_float(x: number, y: number): number {
  return Math.pow(x, y);
}

export function caml_hypot_float(x: number, y: number): number {
  // An infinite argument wins over a NaN, as in C.
  if (x === Infinity || x === -Infinity || y === Infinity || y === -Infinity) return Infinity;
  return Math.hypot(x, y);
}
export const caml_hypot = caml_hypot_float;

export function caml_copysign_float(x: number, y: number): number {
  const negative = y < 0 || (y === 0 && 1 / y < 0) || (y !== y && signBitOfNaN(y));
  const a = Math.abs(x);
  return negative ? -a : a;
}
export const caml_copysign = caml_copysign_float;

const view = new DataView(new ArrayBuffer(8));

function signBitOfNaN(x: number): boolean {
  view.setFloat64(0, x);
  return (view.getUint8(0) & 0x80) !== 0;
}

export function caml_signbit_float(x: number): number {
  if (x !== x) return signBitOfNaN(x) ? 1 : 0;
  return x < 0 || (x === 0 && 1 / x < 0) ? 1 : 0;
}
export const caml_signbit = caml_signbit_float;

/** C's `round`: halfway cases away from zero. */
export function caml_round_float(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const a = Math.abs(x);
  const f = Math.floor(a);
  const rounded = a - f >= 0.5 ? f + 1 : f;
  return x < 0 ? -rounded : rounded;
}
export const caml_round = caml_round_float;

export function caml_nextafter_float(x: number, y: number): number {
  if (x !== x || y !== y) return NaN;
  if (x === y) return y;
  if (x === 0) return y > 0 ? Number.MIN_VALUE : -Number.MIN_VALUE;
  view.setFloat64(0, x);
  let bits = view.getBigInt64(0);
  if (x < y === x > 0) bits += 1n;
  else bits -= 1n;
  view.setBigInt64(0, bits);
  return view.getFloat64(0);
}
export const caml_nextafter = caml_nextafter_float;

/** Not fused: JavaScript has no fused multiply-add; the result may differ in the last bit. */
export function caml_fma_float(x: number, y: number, z: number): number {
  return x * y + z;
}
export const caml_fma = caml_fma_float;

/** `classify_float`: FP_normal, FP_subnormal, FP_zero, FP_infinite, FP_nan (0..4). */
export function caml_classify_float(x: number): number {
  if (x !== x) return 4;
  if (x === Infinity || x === -Infinity) return 3;
  if (x === 0) return 2;
  return Math.abs(x) < 2.2250738585072014e-308 ? 1 : 0;
}
export const caml_classify_float_unboxed = caml_classify_float;

/** `frexp x = (m, e)` with `x = m * 2^e` and `0.5 <= |m| < 1`. */
export function caml_frexp_float(x: number): Block {
  if (x === 0 || !Number.isFinite(x)) return makeBlock(0, x, 0);
  let e = 0;
  let m = Math.abs(x);
  if (m < 2.2250738585072014e-308) {
    // Subnormal: bring into the normal range first.
    m *= 2 ** 64;
    e = -64;
  }
  view.setFloat64(0, m);
  const biased = (view.getUint16(0) >> 4) & 0x7ff;
  e += biased - 1022;
  m = m / 2 ** (biased - 1022);
  return makeBlock(0, x < 0 ? -m : m, e);
}

/** `ldexp x n = x * 2^n`, exact (scaling in steps that cannot overflow or round early). */
export function caml_ldexp_float(x: number, n: number): number {
  let r = x;
  let k = n;
  while (k > 1000) {
    r *= 2 ** 1000;
    k -= 1000;
  }
  while (k < -1000) {
    // Stop dividing once the scaling could round: do the rest in one step.
    if (k > -2000 && Math.abs(r) < 2 ** -900) break;
    r /= 2 ** 1000;
    k += 1000;
  }
  return k >= -1022 ? r * 2 ** k : (r * 2 ** (k + 1022)) * 2 ** -1022;
}
export const caml_ldexp_float_unboxed = caml_ldexp_float;

/** `modf x = (fractional part, integral part)`, both with the sign of x. */
export function caml_modf_float(x: number): Block {
  if (x === Infinity || x === -Infinity) return makeBlock(0, x < 0 ? -0 : 0, x);
  const i = Math.trunc(x);
  const f = x - i;
  return makeBlock(0, f === 0 && (x < 0 || 1 / x < 0) ? -0 : f, i);
}

// erf by its Maclaurin series for small arguments and a continued fraction of erfc for large
// ones: both are within a couple of units in the last place of the exact value.
function erfSeries(x: number): number {
  let term = x;
  let sum = x;
  const x2 = x * x;
  for (let n = 1; n < 200; n++) {
    term *= -x2 / n;
    const add = term / (2 * n + 1);
    sum += add;
    if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
  }
  return (2 / Math.sqrt(Math.PI)) * sum;
}

function erfcContinuedFraction(x: number): number {
  // The even contraction of the continued fraction, evaluated backwards from a fixed depth
  // (enough for x >= 2.5):
  // erfc(x) = 2x·exp(-x²)/√π / (2x²+1 - 1·2/(2x²+5 - 3·4/(2x²+9 - ...))).
  const x2 = 2 * x * x;
  const depth = 80;
  let t = x2 + 1 + 4 * depth;
  for (let k = depth; k >= 1; k--) t = x2 + 1 + 4 * (k - 1) - ((2 * k - 1) * (2 * k)) / t;
  return (2 * x * expMinusSquare(x)) / Math.sqrt(Math.PI) / t;
}

/** exp(-x²) without the rounding error of x² (split x into a short head and a tail). */
function expMinusSquare(x: number): number {
  const head = Math.floor(x * 4096) / 4096;
  return Math.exp(-head * head) * Math.exp((head - x) * (head + x));
}

export function caml_erf_float(x: number): number {
  if (x !== x) return x;
  const a = Math.abs(x);
  if (a < 2.5) return erfSeries(x);
  const r = 1 - erfcContinuedFraction(a);
  return x < 0 ? -r : r;
}
export const caml_erf = caml_erf_float;

export function caml_erfc_float(x: number): number {
  if (x !== x) return x;
  if (x < 2.5) return 1 - caml_erf_float(x);
  return erfcContinuedFraction(x);
}
export const caml_erfc = caml_erfc_float;

export function caml_float_of_int(n: number): number {
  return n;
}
