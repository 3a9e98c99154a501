/**
 * Number parsing with OCaml's literal syntax: `caml_int_of_string` (decimal, `0x`, `0o`, `0b`,
 * underscores, a sign; 32-bit range), `caml_int64_of_string`, `caml_float_of_string`
 * (decimal and hexadecimal floats, underscores, `nan`, `inf`). Failures raise
 * `Failure "int_of_string"` / `Failure "float_of_string"`.
 */
import { caml_failwith } from "./exceptions.js";

interface SignAndBase {
  readonly start: number;
  readonly negative: boolean;
  readonly base: number;
}

function signAndBase(s: string): SignAndBase {
  let i = 0;
  let negative = false;
  if (s[0] === "-") {
    negative = true;
    i++;
  } else if (s[0] === "+") {
    i++;
  }
  let base = 10;
  if (i + 1 < s.length && s[i] === "0") {
    switch (s[i + 1]) {
      case "x":
      case "X":
        base = 16;
        i += 2;
        break;
      case "o":
      case "O":
        base = 8;
        i += 2;
        break;
      case "b":
      case "B":
        base = 2;
        i += 2;
        break;
      case "u":
      case "U":
        // Read as a decimal number, as the reference does.
        i += 2;
        break;
    }
  }
  return { start: i, negative, base };
}

function digitValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  if (c >= 97 && c <= 122) return c - 87;
  return -1;
}

/**
 * The magnitude of an integer literal, or `undefined` when it is not one or exceeds `limit`.
 * The first digit cannot be an underscore.
 */
function parseMagnitude(s: string, start: number, base: number, limit: bigint): bigint | undefined {
  const b = BigInt(base);
  let i = start;
  const first = i < s.length ? digitValue(s.charCodeAt(i)) : -1;
  if (first < 0 || first >= base) return undefined;
  let r = BigInt(first);
  for (i++; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 95) continue;
    const d = digitValue(c);
    if (d < 0 || d >= base) return undefined;
    r = r * b + BigInt(d);
    if (r > limit) return undefined;
  }
  return r;
}

/**
 * `lenientMax`: the reference accepts the magnitude 2^63 for a positive decimal int64 too
 * (reading it as min_int); ints are checked exactly.
 */
function parseInteger(s: string, bits: number, what: string, lenientMax = false): bigint {
  const { start, negative, base } = signAndBase(s);
  const unsignedLimit = (1n << BigInt(bits)) - 1n;
  const m = parseMagnitude(s, start, base, unsignedLimit);
  if (m === undefined) caml_failwith(what);
  if (base === 10) {
    // Decimal literals are signed: -2^(bits-1) .. 2^(bits-1) - 1.
    const half = 1n << BigInt(bits - 1);
    if (negative || lenientMax ? m > half : m >= half) caml_failwith(what);
  }
  return BigInt.asIntN(bits, negative ? -m : m);
}

/**
 * A 32-bit integer literal, read with plain numbers: every intermediate magnitude is under
 * 2^32 * 16, so exact in a double, and no bigint is made (a program reading numbers calls this
 * once per number).
 */
export function caml_int_of_string(s: string): number {
  const { start, negative, base } = signAndBase(s);
  const limit = 0xffffffff;
  const first = start < s.length ? digitValue(s.charCodeAt(start)) : -1;
  if (first < 0 || first >= base) caml_failwith("int_of_string");
  let m = first;
  for (let i = start + 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 95) continue;
    const d = digitValue(c);
    if (d < 0 || d >= base) caml_failwith("int_of_string");
    m = m * base + d;
    if (m > limit) caml_failwith("int_of_string");
  }
  // Decimal literals are signed: -2^31 .. 2^31 - 1; the others wrap to 32 bits.
  if (base === 10 && (negative ? m > 0x80000000 : m >= 0x80000000)) caml_failwith("int_of_string");
  return (negative ? -m : m) | 0;
}
export const caml_int32_of_string = caml_int_of_string;
export const caml_nativeint_of_string = caml_int_of_string;

export function caml_int64_of_string(s: string): bigint {
  return parseInteger(s, 64, "int_of_string", true);
}

const DECIMAL_FLOAT = /^[+-]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9][0-9_]*)(?:[eE][+-]?[0-9][0-9_]*)?$/;
const HEX_FLOAT = /^([+-]?)0[xX]([0-9a-fA-F][0-9a-fA-F_]*)(?:\.([0-9a-fA-F_]*))?(?:[pP]([+-]?[0-9][0-9_]*))?$/;

/** A hexadecimal float, exactly rounded (the mantissa is exact as a bigint). */
function parseHexFloat(m: RegExpExecArray): number | undefined {
  const intPart = (m[2] ?? "").replace(/_/g, "");
  const fracPart = (m[3] ?? "").replace(/_/g, "");
  if (intPart === "" && fracPart === "") return undefined;
  const exponent = m[4] === undefined ? 0 : Number(m[4].replace(/_/g, ""));
  const mantissa = BigInt("0x" + (intPart + fracPart || "0"));
  const e = exponent - 4 * fracPart.length;
  const magnitude = scaleByPowerOfTwo(mantissa, e);
  return m[1] === "-" ? -magnitude : magnitude;
}

/** mantissa * 2^e, correctly rounded to a double. */
function scaleByPowerOfTwo(mantissa: bigint, e: number): number {
  if (mantissa === 0n) return 0;
  // Keep 64 significant bits + a sticky bit so that one rounding step is exact.
  const bits = mantissa.toString(2).length;
  let m = mantissa;
  let exp = e;
  if (bits > 64) {
    const shift = BigInt(bits - 64);
    const sticky = (m & ((1n << shift) - 1n)) !== 0n ? 1n : 0n;
    m = (m >> shift) | sticky;
    exp += bits - 64;
  }
  // Number(m) rounds to 53 bits; subnormals and overflow are handled by the power scaling.
  let x = Number(m);
  if (exp > 0) {
    while (exp > 1000) {
      x *= Math.pow(2, 1000);
      exp -= 1000;
    }
    return x * Math.pow(2, exp);
  }
  // Dividing in steps could round twice for subnormal results; those are rare enough to accept.
  while (exp < -1000) {
    x /= Math.pow(2, 1000);
    exp += 1000;
  }
  return x / Math.pow(2, -exp);
}

export function caml_float_of_string(s: string): number {
  // Underscores are dropped wherever they are, as the reference does; leading blanks are
  // skipped (as C's strtod, under OCaml, and the reference both do).
  const t = (s.includes("_") ? s.replace(/_/g, "") : s).replace(/^[ \t\n\v\f\r]+/, "");
  if (DECIMAL_FLOAT.test(t)) return Number(t.replace(/_/g, ""));
  const hex = HEX_FLOAT.exec(t);
  if (hex) {
    const r = parseHexFloat(hex);
    if (r !== undefined) return r;
  }
  const lower = t.replace(/_/g, "").toLowerCase();
  if (/^[+-]?nan$/.test(lower)) return NaN;
  if (/^\+?inf(inity)?$/.test(lower)) return Infinity;
  if (/^-inf(inity)?$/.test(lower)) return -Infinity;
  return caml_failwith("float_of_string");
}
