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
import { caml_failwith, caml_invalid_argument } from "./exceptions.js";
import { caml_format_float, caml_hexstring_of_float } from "./format_float.js";
import { caml_format_int, caml_int64_format } from "./format_int.js";
import { FormatParseError, parseFormatString, type Fmt, type FormattingLit, type Item, type PadSide, type Padding, type Precision } from "./format_parser.js";
import { isBlock, listOfArray, type Block, type OFunction, type Value } from "./values.js";

// ---------------------------------------------------------------------------------------------
// Parsed formats

// Format strings are constants of the program: parse each once (format_parser.ts, OCaml's rules).
const parsed = new Map<string, Fmt>();

function itemsOf(fmt: string): Fmt {
  let p = parsed.get(fmt);
  if (p === undefined) {
    try {
      p = parseFormatString(fmt);
    } catch (e) {
      // Only a format made at run time (`Scanf.format_from_string`) can be invalid.
      if (e instanceof FormatParseError) caml_failwith(e.message);
      throw e;
    }
    if (parsed.size < 10000) parsed.set(fmt, p);
  }
  return p;
}

/** The type of a format as OCaml prints it (`string_of_fmtty`): `"%i%s"` for `%{%5d %s%}`. */
function fmttyText(fmt: Fmt): string {
  let out = "";
  const pad = (p: Padding | Precision): void => {
    if (p.kind === "arg") out += "%i";
  };
  for (const it of fmt) {
    switch (it.kind) {
      case "text":
      case "flush":
      case "formatting_lit":
        break;
      case "char":
      case "caml_char":
      case "scan_next_char":
        out += "%c";
        break;
      case "string":
      case "caml_string":
        pad(it.pad);
        out += "%s";
        break;
      case "scan_char_set":
        out += "%s";
        break;
      case "scan_get_counter":
        out += "%i";
        break;
      case "int":
        pad(it.pad);
        pad(it.prec);
        out += "%" + it.size + "i";
        break;
      case "float":
        pad(it.pad);
        pad(it.prec);
        out += "%f";
        break;
      case "bool":
        pad(it.pad);
        out += "%B";
        break;
      case "alpha":
        out += "%a";
        break;
      case "theta":
        out += "%t";
        break;
      case "reader":
        out += "%r";
        break;
      case "format_arg":
        out += "%{" + fmttyText(it.sub) + "%}";
        break;
      case "format_subst":
        out += "%(" + fmttyText(it.sub) + "%)";
        break;
      case "ignored":
        if (it.what.kind === "reader") out += "%_r";
        else if (it.what.kind === "format_subst") out += fmttyText(it.what.sub);
        break;
      case "formatting_gen":
        out += fmttyText(it.sub);
        break;
      default:
        assertNeverItem(it);
    }
  }
  return out;
}

/** How many arguments a format takes (for `%_(...%)`, which takes and ignores them). */
function arity(fmt: Fmt): number {
  let n = 0;
  const amount = (p: Padding | Precision): number => (p.kind === "arg" ? 1 : 0);
  for (const it of fmt) {
    switch (it.kind) {
      case "text":
      case "flush":
      case "formatting_lit":
        break;
      case "string":
      case "caml_string":
      case "bool":
        n += amount(it.pad) + 1;
        break;
      case "int":
      case "float":
        n += amount(it.pad) + amount(it.prec) + 1;
        break;
      case "alpha":
        n += 2;
        break;
      case "format_subst":
        n += 1 + arity(it.sub);
        break;
      case "ignored":
        if (it.what.kind === "format_subst") n += arity(it.what.sub);
        break;
      case "formatting_gen":
        n += arity(it.sub);
        break;
      default:
        n += 1;
    }
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// Converting one argument

/** Pads `s` to `width`: spaces on the left or right, or zeros after a sign or `0x`. */
export function fixPadding(padding: PadSide, width: number, s: string): string {
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

type IntItem = Extract<Item, { kind: "int" }>;
type FloatItem = Extract<Item, { kind: "float" }>;

function convertInt(it: IntItem, n: Value): string {
  const c = it.conv;
  const letter = c[c.length - 1]!;
  const flag = c.length > 1 && (c[0] === "+" || c[0] === " " || letter === "x" || letter === "X" || letter === "o") ? c[0] : "";
  const fmt = "%" + flag + it.size + letter;
  const s = it.size === "L" ? caml_int64_format(fmt, n as bigint) : caml_format_int(fmt, n as number);
  // `%#d`, `%#i`, `%#u`: digits grouped by three with underscores.
  return c === "#d" || c === "#i" || c === "#u" ? groupDigits(s) : s;
}

function convertFloat(it: FloatItem, precision: number, x: number): string {
  const conv = it.conv;
  if (conv === "h" || conv === "H" || conv === "#F") {
    const sign = it.flag === "+" ? 43 : it.flag === " " ? 32 : 45;
    const s = caml_hexstring_of_float(x, precision, sign);
    if (conv === "H") return s.toUpperCase();
    if (conv === "#F") return specialFloat(x, s);
    return s;
  }
  const symbol = conv === "F" ? "g" : conv;
  const s = caml_format_float(`%${it.flag}.${Math.abs(precision)}${symbol}`, x);
  if (conv !== "F") return s;
  return specialFloat(x, /[.eE]/.test(s) ? s : s + ".");
}

/** `%F` spells the special values as OCaml literals. */
function specialFloat(x: number, s: string): string {
  if (x !== x) return "nan";
  if (x === Infinity) return "infinity";
  if (x === -Infinity) return "neg_infinity";
  return s;
}

function defaultFloatPrecision(it: FloatItem): number {
  return it.conv === "F" ? 12 : -6;
}

/** What Printf prints for a Format directive (`string_of_formatting_lit`). */
function formattingLitText(l: FormattingLit): string {
  switch (l.kind) {
    case "close_box":
      return "@]";
    case "close_tag":
      return "@}";
    case "break":
    case "magic_size":
      return l.text;
    case "fflush":
      return "@?";
    case "force_newline":
      return "@\n";
    case "flush_newline":
      return "@.";
    case "escaped_at":
      return "@@";
    case "escaped_percent":
      return "@%";
    case "scan_indic":
      return "@" + l.char;
  }
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

/** The value of a width or precision: literal, or the next argument. */
function amount(a: Padding | Precision, args: readonly Value[], k: { i: number }): number | undefined {
  switch (a.kind) {
    case "none":
      return undefined;
    case "lit":
      return "width" in a ? a.width : a.n;
    case "arg":
      return args[k.i++] as number;
  }
}

function amountArgs(a: Padding | Precision): number {
  return a.kind === "arg" ? 1 : 0;
}

/** Pads `s` as a padding says (with its width, already read). */
function padWith(pad: Padding, width: number | undefined, s: string): string {
  return pad.kind === "none" || width === undefined ? s : fixPadding(pad.side, width, s);
}

/** A conversion taking arguments: how many, and the piece they make. */
function conversion(it: Item): [number, (args: readonly Value[]) => OutPiece] | undefined {
  switch (it.kind) {
    case "char":
    case "scan_next_char":
      return [1, (a) => text(String.fromCharCode(a[0] as number))];
    case "caml_char":
      return [1, (a) => text(camlCharLiteral(a[0] as number))];
    case "string":
    case "caml_string":
    case "bool":
      return [
        amountArgs(it.pad) + 1,
        (a) => {
          const k = { i: 0 };
          const w = amount(it.pad, a, k);
          const v = a[k.i];
          const s = it.kind === "string" ? (v as string) : it.kind === "caml_string" ? camlStringLiteral(v as string) : v ? "true" : "false";
          return text(padWith(it.pad, w, s));
        },
      ];
    case "int":
      return [
        amountArgs(it.pad) + amountArgs(it.prec) + 1,
        (a) => {
          const k = { i: 0 };
          const w = amount(it.pad, a, k);
          const p = amount(it.prec, a, k);
          let s = convertInt(it, a[k.i]);
          if (p !== undefined) s = fixIntPrecision(p, s);
          return text(padWith(it.pad, w, s));
        },
      ];
    case "float":
      return [
        amountArgs(it.pad) + amountArgs(it.prec) + 1,
        (a) => {
          const k = { i: 0 };
          const w = amount(it.pad, a, k);
          const p = amount(it.prec, a, k);
          return text(padWith(it.pad, w, convertFloat(it, p ?? defaultFloatPrecision(it), a[k.i] as number)));
        },
      ];
    case "alpha":
      return [2, (a) => delayed((o: Value) => caml_call(a[0] as OFunction, [o, a[1]]))];
    case "theta":
      return [1, (a) => delayed((o: Value) => caml_call(a[0] as OFunction, [o]))];
    case "format_arg":
      return [1, () => text(fmttyText(it.sub))];
    case "scan_char_set":
      return [1, () => invalid("Printf: bad conversion %[")];
    case "scan_get_counter":
      return [1, (a) => text(caml_format_int("%u", a[0] as number))];
    case "reader":
      return [1, () => invalid("Printf: bad conversion %r")];
    case "ignored":
      return [it.what.kind === "format_subst" ? arity(it.what.sub) : 0, () => invalid("Printf: bad conversion %_")];
    default:
      return undefined;
  }
}

/** Renders the text of pieces (a box's or a tag's `<...>`, as Format computes it). */
function textOf(acc: Acc | null): string {
  let out = "";
  for (let a = acc; a !== null; a = a.prev) {
    const p = a.piece;
    if (typeof p !== "number" && (p.t === 0 || p.t === 2)) out = (p._0 as string) + out;
  }
  return out;
}

/**
 * Runs `items` from `start`, pieces pushed on `acc`; `done` continues with the pieces once the
 * last argument has arrived. Takes the arguments one closure of arity 1 at a time.
 */
function run(items: Fmt, start: number, acc: Acc | null, done: (acc: Acc | null) => Value): Value {
  let a = acc;
  for (let i = start; i < items.length; i++) {
    const it = items[i]!;
    switch (it.kind) {
      case "text":
        a = push(a, text(it.text));
        continue;
      case "flush":
        a = push(a, FLUSH);
        continue;
      case "formatting_lit":
        a = push(a, directive(formattingLitText(it.lit)));
        continue;
      case "formatting_gen": {
        // The sub-format's arguments first; then the directive with what it printed.
        const before = a;
        const open = it.open === "box" ? "@[" : "@{";
        return run(it.sub, 0, null, (sub) => run(items, i + 1, push(before, directive(open + textOf(sub))), done));
      }
      case "format_subst": {
        const before = a;
        // The substituted format's own arguments come next, then the rest of this one.
        return (sub: Value) => run(itemsOf(sub as string), 0, before, (after) => run(items, i + 1, after, done));
      }
      default: {
        const c = conversion(it);
        if (c === undefined) return assertNeverItem(it as never);
        const before = a;
        const [n, make] = c;
        if (n === 0) {
          a = push(a, make([]));
          continue;
        }
        return take(n, [], (args) => run(items, i + 1, push(before, make(args)), done));
      }
    }
  }
  return done(a);
}

function assertNeverItem(p: never): never {
  throw new Error(`unexpected format item ${JSON.stringify(p)}`);
}

export function caml_flambe_format(fmt: string, k: OFunction): Value {
  return run(itemsOf(fmt), 0, null, (acc) => k(finish(acc)));
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
