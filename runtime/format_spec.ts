/**
 * The C-style conversion specifications that `caml_format_int`, `caml_format_float` and the
 * int32/int64/nativeint formatters take (`"%+08.3x"`), parsed the way the reference runtime
 * parses them, including its quirks (a precision marks the conversion as signed and decimal
 * until a later letter says otherwise).
 */
import { caml_invalid_argument } from "./exceptions.js";

export interface FormatSpec {
  readonly leftJustify: boolean;
  /** `'-'` (only negative numbers get a sign), `'+'` or `' '`. */
  readonly signStyle: "-" | "+" | " ";
  readonly zeroPad: boolean;
  readonly alternate: boolean;
  /** 0 when the conversion is not an integer one. */
  readonly base: 0 | 8 | 10 | 16;
  readonly signed: boolean;
  readonly width: number;
  readonly uppercase: boolean;
  /** -1 when absent. */
  readonly precision: number;
  /** The float conversion letter, lower case. */
  readonly floatConv: "e" | "f" | "g";
}

// Programs use a handful of distinct specifications, over and over: parse each once.
const specCache = new Map<string, FormatSpec>();

export function parseFormatSpec(fmt: string): FormatSpec {
  let spec = specCache.get(fmt);
  if (spec === undefined) {
    spec = parseFormatSpecUncached(fmt);
    if (specCache.size < 1000) specCache.set(fmt, spec);
  }
  return spec;
}

function parseFormatSpecUncached(fmt: string): FormatSpec {
  if (fmt.length > 31) caml_invalid_argument("format_int: format too long");
  let leftJustify = false;
  let signStyle: "-" | "+" | " " = "-";
  let zeroPad = false;
  let alternate = false;
  let base: 0 | 8 | 10 | 16 = 0;
  let signed = false;
  let width = 0;
  let uppercase = false;
  let precision = -1;
  let floatConv: "e" | "f" | "g" = "f";
  const digitAt = (i: number): number => {
    const c = fmt.charCodeAt(i) - 48;
    return c >= 0 && c <= 9 ? c : -1;
  };
  for (let i = 0; i < fmt.length; i++) {
    const c = fmt[i]!;
    switch (c) {
      case "-":
        leftJustify = true;
        break;
      case "+":
      case " ":
        signStyle = c;
        break;
      case "0":
        zeroPad = true;
        break;
      case "#":
        alternate = true;
        break;
      case ".":
        precision = 0;
        while (digitAt(i + 1) >= 0) precision = precision * 10 + digitAt(++i);
        signed = true;
        base = 10;
        break;
      case "d":
      case "i":
        signed = true;
        base = 10;
        break;
      case "u":
        base = 10;
        break;
      case "x":
        base = 16;
        break;
      case "X":
        base = 16;
        uppercase = true;
        break;
      case "o":
        base = 8;
        break;
      case "e":
      case "f":
      case "g":
        signed = true;
        floatConv = c;
        break;
      case "E":
      case "F":
      case "G":
        signed = true;
        uppercase = true;
        floatConv = c.toLowerCase() as "e" | "f" | "g";
        break;
      default:
        if (c >= "1" && c <= "9") {
          width = 0;
          while (digitAt(i) >= 0) width = width * 10 + digitAt(i++);
          i--;
        }
    }
  }
  return { leftJustify, signStyle, zeroPad, alternate, base, signed, width, uppercase, precision, floatConv };
}

/**
 * Adds the sign, the alternate-form prefix and the padding to the digits of a number.
 * `negative` says whether a minus sign is due; `zeroPad` may be overridden by the caller.
 */
export function finishFormatting(spec: FormatSpec, digits: string, negative: boolean, zeroPad = spec.zeroPad): string {
  const body = spec.uppercase ? digits.toUpperCase() : digits;
  let sign = "";
  if (spec.signed) {
    if (negative) sign = "-";
    else if (spec.signStyle !== "-") sign = spec.signStyle;
  }
  let prefix = "";
  // As C: `%#o` makes the first digit a 0, `%#x` prefixes "0x" to a nonzero number, `%#X` "0X"
  // (js_of_ocaml writes "00", "0x0" and "0x").
  if (spec.alternate && spec.base === 8 && body[0] !== "0") prefix = "0";
  if (spec.alternate && spec.base === 16 && /[^0]/.test(body)) prefix = spec.uppercase ? "0X" : "0x";
  const len = sign.length + prefix.length + body.length;
  const fill = Math.max(0, spec.width - len);
  if (spec.leftJustify) return sign + prefix + body + " ".repeat(fill);
  if (zeroPad) return sign + prefix + "0".repeat(fill) + body;
  return " ".repeat(fill) + sign + prefix + body;
}
