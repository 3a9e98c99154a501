/**
 * The format engine behind Printf and Format.
 *
 * At run time a format is its format string (the type checker has already typed it). The engine
 * turns a format string into the curried consumer of its arguments and, once the last argument
 * has arrived, hands the continuation the list of output pieces. The pieces are only *described*
 * then, not printed: the continuation (OCaml code in stdlib/printf.ml or stdlib/format.ml)
 * prints them, in order, to its channel, buffer or formatter, and calls the `%a`/`%t` printers at
 * that moment, which is when OCaml calls them. Nothing is printed before the last argument,
 * as in OCaml.
 *
 * Primitives (name, OCaml type, meaning):
 *
 *   caml_flambe_format : ('a, 'b, 'c, 'd, 'e, 'f) format6 -> (('b, 'c) piece list -> 'f) -> 'a
 *     `caml_flambe_format fmt k` consumes the arguments of `fmt` one closure (of arity 1) at a
 *     time: `%*d` takes the width first, `%.*f` the precision first, `%a` a printer then a value,
 *     `%t` a printer, `%(...%)` a format then its arguments. After the last one it returns
 *     `k pieces`. With no conversion in `fmt`, it returns `k pieces` at once.
 *     The pieces, an OCaml variant the stdlib declares with its constructors in this order:
 *       type ('b, 'c) piece =
 *         | Flush                     (* %!  *)                   immediate 0
 *         | Text of string            (* literal text and converted arguments *)   [0, s]
 *         | Delayed of ('b -> 'c)     (* %a and %t: call with the output target *) [1, f]
 *         | Directive of string       (* a Format directive: "@[<hov 2>", "@ ", "@;<1 2>",
 *                                        "@]", "@,", "@.", "@\n", "@?", "@{<t>", "@}",
 *                                        "@<5>", "@@", "@%"; Printf prints it as is *)  [2, s]
 *         | Invalid of string         (* raise Invalid_argument with this message *) [3, s]
 *
 *   caml_flambe_string_of_format : ('a, 'b, 'c, 'd, 'e, 'f) format6 -> string   (the identity)
 *   caml_flambe_format_concat : (...) format6 -> (...) format6 -> (...) format6   (`^^`: concatenation)
 *
 *   caml_flambe_sprintf : string -> 'a
 *     `sprintf` entirely in the runtime (no %a/%t printers called with anything but unit);
 *     for tests and for the compiler's own use.
 *
 *   caml_format_int, caml_format_float, caml_hexstring_of_float: the conversions themselves
 *     (format_int.ts, format_float.ts).
 */
import { caml_call } from "./apply.js";
import { caml_invalid_argument } from "./exceptions.js";
import { caml_format_float, caml_hexstring_of_float } from "./format_float.js";
import { caml_format_int, caml_int64_format } from "./format_int.js";
import { isBlock, listOfArray, type Block, type OFunction, type Value } from "./values.js";

// ---------------------------------------------------------------------------------------------
// Parsed formats

type Padding = "left" | "right" | "zeros";

/** A width or precision: absent, literal, or taken from an argument (`*`). */
type Amount = { readonly kind: "none" } | { readonly kind: "lit"; readonly n: number } | { readonly kind: "arg" };

interface Conversion {
  readonly kind: "conv";
  /** The conversion letter (`d`, `s`, `f`, `a`, ...); `ld`-style ones keep their prefix in `size`. */
  readonly letter: string;
  /** `l` (int32), `n` (nativeint), `L` (int64) or `` for plain ints. */
  readonly size: "" | "l" | "n" | "L";
  readonly padding: Padding;
  readonly width: Amount;
  readonly precision: Amount;
  readonly plus: boolean;
  readonly space: boolean;
  readonly hash: boolean;
}

/** `%(...%)`: a format argument whose own arguments follow. */
interface Substitution {
  readonly kind: "subst";
}

/** `%{...%}`: a format argument; prints the type of the format between the braces. */
interface FormatType {
  readonly kind: "fmtty";
  /** That type, as OCaml spells it: `"%i%s"` for `%{%5d %s%}`. */
  readonly text: string;
}

type Piece =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "directive"; readonly text: string }
  | { readonly kind: "flush" }
  | Conversion
  | Substitution
  | FormatType;

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= "0" && c <= "9";
}

/** Index just after the `%)` or `%}` closing the group opened before `from`. */
function skipGroup(fmt: string, from: number, close: string): number {
  let depth = 1;
  let i = from;
  while (i < fmt.length) {
    if (fmt[i] === "%" && i + 1 < fmt.length) {
      const c = fmt[i + 1]!;
      if (c === "(" || c === "{") depth++;
      else if (c === ")" || c === "}") {
        depth--;
        if (depth === 0 && c === close) return i + 2;
      }
      i += 2;
    } else {
      i++;
    }
  }
  return fmt.length;
}

/** Parses what follows an `@` at index `i` (the char after `@`); returns the piece and the next index. */
function parseAt(fmt: string, i: number): [Piece, number] {
  if (i >= fmt.length) return [{ kind: "text", text: "@" }, i];
  const c = fmt[i]!;
  const directive = (end: number): [Piece, number] => [{ kind: "directive", text: fmt.slice(i - 1, end) }, end];
  switch (c) {
    case "[":
    case "{": {
      // An optional <...> spec, taken literally.
      if (fmt[i + 1] === "<") {
        const close = fmt.indexOf(">", i + 2);
        if (close >= 0) return directive(close + 1);
      }
      return directive(i + 1);
    }
    case ";": {
      const m = /^<\s*-?\d+\s+-?\d+\s*>/.exec(fmt.slice(i + 1));
      return m ? directive(i + 1 + m[0].length) : directive(i + 1);
    }
    case "<": {
      const m = /^\s*-?\d+\s*>/.exec(fmt.slice(i + 1));
      return m ? directive(i + 1 + m[0].length) : directive(i + 1);
    }
    case "%":
      if (fmt[i + 1] === "%") return [{ kind: "directive", text: "@%" }, i + 2];
      return [{ kind: "text", text: "@" }, i];
    default:
      return directive(i + 1);
  }
}

/** Parses a conversion starting after its `%` at index `i`. */
function parseConversion(fmt: string, start: number): [Piece | undefined, number] {
  let i = start;
  let padding: Padding = "right";
  let plus = false;
  let space = false;
  let hash = false;
  for (;;) {
    const c = fmt[i];
    if (c === "-") padding = "left";
    else if (c === "0") {
      if (padding !== "left") padding = "zeros";
    } else if (c === "+") plus = true;
    else if (c === " ") space = true;
    else if (c === "#") hash = true;
    else if (c === "_") {
      // Ignored-argument flag: only meaningful for scanning.
    } else break;
    i++;
  }
  let width: Amount = { kind: "none" };
  if (fmt[i] === "*") {
    width = { kind: "arg" };
    i++;
  } else if (isDigit(fmt[i])) {
    let n = 0;
    while (isDigit(fmt[i])) n = n * 10 + Number(fmt[i++]);
    width = { kind: "lit", n };
  }
  let precision: Amount = { kind: "none" };
  if (fmt[i] === ".") {
    i++;
    if (fmt[i] === "*") {
      precision = { kind: "arg" };
      i++;
    } else {
      let n = 0;
      while (isDigit(fmt[i])) n = n * 10 + Number(fmt[i++]);
      precision = { kind: "lit", n };
    }
  }
  if (width.kind === "none" && padding !== "right") {
    // A flag without a width pads nothing.
    padding = "right";
  }
  const c = fmt[i];
  if (c === undefined) return [{ kind: "text", text: "%" }, start];
  const conv = (letter: string, size: Conversion["size"], next: number): [Piece, number] => [
    { kind: "conv", letter, size, padding, width, precision, plus, space, hash },
    next,
  ];
  switch (c) {
    case "%":
      return [{ kind: "text", text: "%" }, i + 1];
    case "@":
      return [{ kind: "text", text: "@" }, i + 1];
    case "!":
      return [{ kind: "flush" }, i + 1];
    case ",":
      return [undefined, i + 1];
    case "(":
      return [{ kind: "subst" }, skipGroup(fmt, i + 1, ")")];
    case "{": {
      const end = skipGroup(fmt, i + 1, "}");
      return [{ kind: "fmtty", text: formatTypeText(fmt.slice(i + 1, Math.max(i + 1, end - 2))) }, end];
    }
    case "l":
    case "n":
    case "L":
      if ("diuxXo".includes(fmt[i + 1] ?? "")) return conv(fmt[i + 1]!, c, i + 2);
      // %l, %n, %L alone are scanning counters; printing takes an int shown as %u.
      return conv("u", "", i + 1);
    case "N":
      return conv("u", "", i + 1);
    case "[": {
      // A scanning char set: printing it fails at output time, after taking its argument.
      let j = i + 1;
      if (fmt[j] === "^") j++;
      if (fmt[j] === "]") j++;
      const close = fmt.indexOf("]", j);
      return conv("[", "", close < 0 ? fmt.length : close + 1);
    }
    default:
      return conv(c, "", i + 1);
  }
}

/** The type of a format, as OCaml prints it: one canonical conversion per argument taken. */
function formatTypeText(fmt: string): string {
  let out = "";
  for (const p of parseFormat(fmt)) {
    switch (p.kind) {
      case "conv": {
        if (p.width.kind === "arg") out += "%i";
        if (p.precision.kind === "arg") out += "%i";
        const l = p.letter;
        if (isIntLetter(l)) out += "%" + p.size + "i";
        else if (isFloatLetter(l)) out += "%f";
        else if (l === "B" || l === "b") out += "%B";
        else if (l === "c" || l === "C") out += "%c";
        else if (l === "s" || l === "S" || l === "[") out += "%s";
        else out += "%" + l;
        break;
      }
      case "fmtty":
        out += "%{" + p.text + "%}";
        break;
      case "subst":
        out += "%(%)";
        break;
      case "text":
      case "directive":
      case "flush":
        break;
      default:
        assertNeverPiece(p);
    }
  }
  return out;
}

function parseFormat(fmt: string): Piece[] {
  const pieces: Piece[] = [];
  let text = "";
  const flushText = (): void => {
    if (text !== "") pieces.push({ kind: "text", text });
    text = "";
  };
  let i = 0;
  while (i < fmt.length) {
    const c = fmt[i]!;
    if (c === "%") {
      const [piece, next] = parseConversion(fmt, i + 1);
      i = next;
      if (piece === undefined) continue;
      if (piece.kind === "text") {
        text += piece.text;
        continue;
      }
      flushText();
      pieces.push(piece);
    } else if (c === "@") {
      const [piece, next] = parseAt(fmt, i + 1);
      i = next;
      if (piece.kind === "text") {
        text += piece.text;
        continue;
      }
      flushText();
      pieces.push(piece);
    } else {
      text += c;
      i++;
    }
  }
  flushText();
  return pieces;
}

// Format strings are constants of the program: parse each once.
const parsed = new Map<string, readonly Piece[]>();

function piecesOf(fmt: string): readonly Piece[] {
  let p = parsed.get(fmt);
  if (p === undefined) {
    p = parseFormat(fmt);
    parsed.set(fmt, p);
  }
  return p;
}

// ---------------------------------------------------------------------------------------------
// Converting one argument

/** Pads `s` to `width`: spaces on the left or right, or zeros after a sign or `0x`. */
export function fixPadding(padding: Padding, width: number, s: string): string {
  const w = Math.abs(width);
  const pad = width < 0 ? "left" : padding;
  const len = s.length;
  if (w <= len) return s;
  switch (pad) {
    case "left":
      return s + " ".repeat(w - len);
    case "right":
      return " ".repeat(w - len) + s;
    case "zeros": {
      const fill = "0".repeat(w - len);
      const c = s[0];
      if (c === "+" || c === "-" || c === " ") return c + fill + s.slice(1);
      if (len > 1 && c === "0" && (s[1] === "x" || s[1] === "X")) return s.slice(0, 2) + fill + s.slice(2);
      return fill + s;
    }
  }
}

/** Zero-extends the digits of an integer to `precision` digits. */
export function fixIntPrecision(precision: number, s: string): string {
  const p = Math.abs(precision);
  const len = s.length;
  const c = s[0] ?? "";
  if ((c === "+" || c === "-" || c === " ") && p + 1 > len) return c + "0".repeat(p + 1 - len) + s.slice(1);
  if (c === "0" && p + 2 > len && len > 1 && (s[1] === "x" || s[1] === "X")) {
    return s.slice(0, 2) + "0".repeat(p + 2 - len) + s.slice(2);
  }
  if (/[0-9a-fA-F]/.test(c) && p > len) return "0".repeat(p - len) + s;
  return s;
}

/** `%#d`: digits grouped by three with underscores. */
function groupDigits(s: string): string {
  const digits = s.replace(/[^0-9]/g, "").length;
  let left = ((digits - 1) % 3) + 1;
  let out = "";
  for (const c of s) {
    if (c >= "0" && c <= "9") {
      if (left === 0) {
        out += "_";
        left = 3;
      }
      left--;
    }
    out += c;
  }
  return out;
}

/** OCaml's `String.escaped`, in double quotes (`%S`). */
export function camlStringLiteral(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) out += escapeChar(s.charCodeAt(i), false);
  return out + '"';
}

/** OCaml's `Char.escaped`, in single quotes (`%C`). */
export function camlCharLiteral(c: number): string {
  return "'" + escapeChar(c, true) + "'";
}

function escapeChar(c: number, inChar: boolean): string {
  switch (c) {
    case 34:
      return inChar ? '"' : '\\"';
    case 39:
      return inChar ? "\\'" : "'";
    case 92:
      return "\\\\";
    case 10:
      return "\\n";
    case 9:
      return "\\t";
    case 13:
      return "\\r";
    case 8:
      return "\\b";
    default:
      if (c >= 32 && c <= 126) return String.fromCharCode(c);
      return "\\" + String(c).padStart(3, "0");
  }
}

function intFormat(conv: Conversion): string {
  const letter = conv.letter;
  const signed = letter === "d" || letter === "i";
  let flags = "";
  if (signed && conv.plus) flags = "+";
  else if (signed && conv.space) flags = " ";
  if (conv.hash && (letter === "x" || letter === "X" || letter === "o")) flags += "#";
  return "%" + flags + (conv.size === "" ? "" : conv.size) + letter;
}

function convertInt(conv: Conversion, n: Value): string {
  const fmt = intFormat(conv);
  let s = conv.size === "L" ? caml_int64_format(fmt, n as bigint) : caml_format_int(fmt, n as number);
  if (conv.hash && (conv.letter === "d" || conv.letter === "i" || conv.letter === "u")) s = groupDigits(s);
  return s;
}

function convertFloat(conv: Conversion, precision: number, x: number): string {
  const letter = conv.letter;
  if (letter === "h" || letter === "H" || (letter === "F" && conv.hash)) {
    const sign = conv.plus ? 43 : conv.space ? 32 : 45;
    const s = caml_hexstring_of_float(x, precision, sign);
    if (letter === "H") return s.toUpperCase();
    if (letter === "F") return specialFloat(x, s);
    return s;
  }
  const flag = conv.plus ? "+" : conv.space ? " " : "";
  const symbol = letter === "F" ? "g" : letter;
  const s = caml_format_float(`%${flag}.${Math.abs(precision)}${symbol}`, x);
  if (letter !== "F") return s;
  return specialFloat(x, /[.eE]/.test(s) ? s : s + ".");
}

/** `%F` spells the special values as OCaml literals. */
function specialFloat(x: number, s: string): string {
  if (x !== x) return "nan";
  if (x === Infinity) return "infinity";
  if (x === -Infinity) return "neg_infinity";
  return s;
}

function defaultFloatPrecision(conv: Conversion): number {
  return conv.letter === "F" && !conv.hash ? 12 : -6;
}

function isFloatLetter(l: string): boolean {
  return "fFeEgGhH".includes(l);
}

function isIntLetter(l: string): boolean {
  return "diuxXo".includes(l);
}

// ---------------------------------------------------------------------------------------------
// The engine

/** Output pieces, as the OCaml variant described at the top of this file. */
type OutPiece = number | Block;

const FLUSH: OutPiece = 0;
const text = (s: string): OutPiece => ({ t: 0, _0: s });
const delayed = (f: OFunction): OutPiece => ({ t: 1, _0: f });
const directive = (s: string): OutPiece => ({ t: 2, _0: s });
const invalid = (s: string): OutPiece => ({ t: 3, _0: s });

/** The pieces produced so far, newest first: persistent, since a partial application may be reused. */
interface Acc {
  readonly piece: OutPiece;
  readonly prev: Acc | null;
}

function push(acc: Acc | null, piece: OutPiece): Acc {
  return { piece, prev: acc };
}

function finish(acc: Acc | null): Value {
  const out: OutPiece[] = [];
  for (let a = acc; a !== null; a = a.prev) out.push(a.piece);
  out.reverse();
  return listOfArray(out);
}

/** Takes `n` arguments one closure at a time, then continues with all of them. */
function take(n: number, got: readonly Value[], then: (args: readonly Value[]) => Value): Value {
  if (got.length === n) return then(got);
  return (x: Value) => take(n, [...got, x], then);
}

function amountArgs(a: Amount): number {
  return a.kind === "arg" ? 1 : 0;
}

/** How many arguments a conversion takes, with its `*` ones. */
function argCount(conv: Conversion): number {
  const stars = amountArgs(conv.width) + amountArgs(conv.precision);
  switch (conv.letter) {
    case "a":
      return 2;
    default:
      return stars + 1;
  }
}

/** The piece a conversion produces from its arguments. */
function convert(conv: Conversion, args: readonly Value[]): OutPiece {
  let k = 0;
  const width = conv.width.kind === "arg" ? (args[k++] as number) : conv.width.kind === "lit" ? conv.width.n : undefined;
  const precision =
    conv.precision.kind === "arg" ? (args[k++] as number) : conv.precision.kind === "lit" ? conv.precision.n : undefined;
  const v = args[k];
  const pad = (s: string): string => (width === undefined ? s : fixPadding(conv.padding, width, s));
  const letter = conv.letter;
  if (isIntLetter(letter)) {
    let s = convertInt(conv, v);
    if (precision !== undefined) s = fixIntPrecision(precision, s);
    // With a precision, a 0 flag pads with spaces (the digits are already zero-extended).
    if (width !== undefined) s = fixPadding(precision !== undefined && conv.padding === "zeros" ? "right" : conv.padding, width, s);
    return text(s);
  }
  if (isFloatLetter(letter)) {
    return text(pad(convertFloat(conv, precision ?? defaultFloatPrecision(conv), v as number)));
  }
  switch (letter) {
    case "s":
      return text(pad(v as string));
    case "S":
      return text(pad(camlStringLiteral(v as string)));
    case "c":
      return text(String.fromCharCode(v as number));
    case "C":
      return text(camlCharLiteral(v as number));
    case "B":
    case "b":
      return text(pad(v ? "true" : "false"));
    case "a": {
      const f = args[0] as OFunction;
      const x = args[1];
      return delayed((o: Value) => caml_call(f, [o, x]));
    }
    case "t": {
      const f = v as OFunction;
      return delayed((o: Value) => caml_call(f, [o]));
    }
    case "[":
      return invalid("Printf: bad conversion %[");
    case "r":
      return invalid("Printf: bad conversion %r");
    default:
      return caml_invalid_argument(`format: unknown conversion %${letter}`);
  }
}

function run(pieces: readonly Piece[], start: number, acc: Acc | null, k: OFunction): Value {
  let a = acc;
  for (let i = start; i < pieces.length; i++) {
    const p = pieces[i]!;
    switch (p.kind) {
      case "text":
        a = push(a, text(p.text));
        break;
      case "directive":
        a = push(a, directive(p.text));
        break;
      case "flush":
        a = push(a, FLUSH);
        break;
      case "fmtty": {
        const shown = p.text;
        const before = a;
        return (_fmt: Value) => run(pieces, i + 1, push(before, text(shown)), k);
      }
      case "subst": {
        const before = a;
        // The substituted format's own arguments come next, then the rest of this one.
        return (sub: Value) => run([...piecesOf(sub as string), ...pieces.slice(i + 1)], 0, before, k);
      }
      case "conv": {
        const before = a;
        const conv = p;
        return take(argCount(conv), [], (args) => run(pieces, i + 1, push(before, convert(conv, args)), k));
      }
      default:
        return assertNeverPiece(p);
    }
  }
  return k(finish(a));
}

function assertNeverPiece(p: never): never {
  throw new Error(`unexpected format piece ${JSON.stringify(p)}`);
}

export function caml_flambe_format(fmt: string, k: OFunction): Value {
  return run(piecesOf(fmt), 0, null, k);
}

/** Renders pieces to a string, calling `%a`/`%t` printers with unit (as `sprintf` does). */
export function renderPieces(pieces: Value): string {
  let out = "";
  let l = pieces;
  while (isBlock(l)) {
    const p = l._0 as OutPiece;
    if (typeof p !== "number") {
      switch (p.t) {
        case 0:
        case 2:
          out += p._0 as string;
          break;
        case 1:
          out += caml_call(p._0 as OFunction, [0]) as string;
          break;
        case 3:
          caml_invalid_argument(p._0 as string);
      }
    }
    l = l._1;
  }
  return out;
}

export function caml_flambe_sprintf(fmt: string): Value {
  return caml_flambe_format(fmt, (pieces: Value) => renderPieces(pieces));
}

/** `string_of_format`: a format is its string at run time. */
export function caml_flambe_string_of_format(fmt: string): string {
  return fmt;
}

/**
 * `^^`: the texts joined by `%,` (which prints nothing), so that the end of one cannot combine
 * with the start of the other (`"@"` then `"[..."` must not become a box).
 */
export function caml_flambe_format_concat(a: string, b: string): string {
  return a + "%," + b;
}
