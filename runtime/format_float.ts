/**
 * `caml_format_float`: C-style float formatting (`%f %e %g`, upper-case variants, flags, width,
 * precision) with the reference's output, and `caml_hexstring_of_float` for `%h`.
 */
import { finishFormatting, parseFormatSpec } from "./format_spec.js";

/** Writes the exponent with at least two digits, as C does (`1e+05`). */
function widenExponent(s: string): string {
  return s.replace(/e([+-])(\d)$/, "e$10$2");
}

/** Fixed notation, also for magnitudes at or above 1e21 where `toFixed` switches to exponents. */
function fixed(x: number, digits: number): string {
  if (x < 1e21) return x.toFixed(digits);
  // Scale down below 1e21, then append the dropped powers of ten as zeros.
  const exponent = Number(x.toString().split("+")[1]);
  const drop = exponent - 20;
  const scaled = x / Math.pow(10, drop);
  let s = String(scaled) + "0".repeat(drop);
  if (digits > 0) s += "." + "0".repeat(digits);
  return s;
}

function stripTrailingZeros(mantissa: string): string {
  if (!mantissa.includes(".")) return mantissa;
  return mantissa.replace(/0+$/, "").replace(/\.$/, "");
}

/** `%g`: the shorter of fixed and exponent notation for `precision` significant digits. */
function general(x: number, precision: number): string {
  const p = precision === 0 ? 1 : precision;
  const e = x.toExponential(p - 1);
  const ePos = e.indexOf("e");
  const exponent = Number(e.slice(ePos + 1));
  if (exponent < -4 || x >= 1e21 || x.toFixed(0).length > p) {
    return widenExponent(stripTrailingZeros(e.slice(0, ePos)) + e.slice(ePos));
  }
  let digits: number;
  let s: string;
  if (exponent < 0) {
    digits = p - (exponent + 1);
    s = x.toFixed(digits);
  } else {
    digits = p;
    s = x.toFixed(digits);
    while (s.length > p + 1) s = x.toFixed(--digits);
  }
  return digits > 0 ? stripTrailingZeros(s) : s;
}

export function caml_format_float(fmt: string, x: number): string {
  const spec = parseFormatSpec(fmt);
  const precision = spec.precision < 0 ? 6 : spec.precision;
  const negative = x < 0 || (x === 0 && 1 / x < 0);
  const a = Math.abs(x);
  if (a !== a) return finishFormatting(spec, "nan", false, false);
  if (a === Infinity) return finishFormatting(spec, "inf", negative, false);
  let s: string;
  switch (spec.floatConv) {
    case "e":
      s = widenExponent(a.toExponential(precision));
      break;
    case "f":
      s = fixed(a, precision);
      break;
    case "g":
      s = general(a, precision);
      break;
  }
  return finishFormatting(spec, s, negative);
}

/**
 * `%h`: hexadecimal notation `0x1.8p+3`; a negative precision means as many digits as needed.
 * `signStyle` is the char code of `'+'` or `' '` to show positive signs, anything else otherwise.
 */
export function caml_hexstring_of_float(x: number, precision: number, signStyle: number): string {
  if (x !== x) return "nan";
  if (x === Infinity) return "infinity";
  if (x === -Infinity) return "-infinity";
  const negative = x < 0 || (x === 0 && 1 / x < 0);
  let m = Math.abs(x);
  let exponent = 0;
  if (m === 0) {
    // zero keeps exponent 0
  } else if (m < 1) {
    while (m < 1 && exponent > -1022) {
      m *= 2;
      exponent--;
    }
  } else {
    while (m >= 2) {
      m /= 2;
      exponent++;
    }
  }
  const sign = negative ? "-" : signStyle === 43 ? "+" : signStyle === 32 ? " " : "";
  if (precision >= 0 && precision < 13) {
    const scale = Math.pow(2, precision * 4);
    m = Math.round(m * scale) / scale;
  }
  let digits = m.toString(16);
  if (precision >= 0) {
    const dot = digits.indexOf(".");
    if (dot < 0) {
      digits += "." + "0".repeat(precision);
    } else {
      const size = dot + 1 + precision;
      digits = digits.length < size ? digits + "0".repeat(size - digits.length) : digits.slice(0, size);
    }
    // No dot without digits after it, as C's `%.0a` (js_of_ocaml writes "0x2.p+3").
    if (precision === 0) digits = digits.slice(0, -1);
  }
  return `${sign}0x${digits}p${exponent < 0 ? "" : "+"}${exponent}`;
}

/** `string_of_float`: `%.12g`, with a dot added when the result would read as an integer. */
export function caml_flambe_string_of_float(x: number): string {
  const s = caml_format_float("%.12g", x);
  return /^[0-9-]*$/.test(s) ? s + "." : s;
}
