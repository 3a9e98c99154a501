/**
 * The scanning engine behind Scanf: scanning buffers (over a string, an OCaml function, or a
 * channel) and the interpretation of a format string as input to read.
 *
 * Primitives (name, OCaml type, meaning):
 *
 * `raw` below is a scanning buffer of this module; the stdlib wraps it in its
 * `Scanning.in_channel` (creating it on first use, so that loading the stdlib reads nothing).
 *
 *   caml_flambe_scan_of_string : string -> raw
 *   caml_flambe_scan_of_function : (unit -> char) -> raw
 *     (the function raises End_of_file at the end of the input)
 *   caml_flambe_scan_of_channel : Stdlib.in_channel -> string -> raw
 *     (the string is the input's name)
 *   caml_flambe_scan_end_of_input : raw -> bool
 *   caml_flambe_scan_beginning_of_input : raw -> bool
 *   caml_flambe_scan_name : raw -> string
 *   caml_flambe_scan_char_count : raw -> int   (characters consumed so far)
 *   caml_flambe_scan_close : raw -> unit   (closes the channel it reads, if any)
 *
 *   caml_flambe_scanf :
 *     raw -> Scanning.in_channel -> ('a, Scanning.in_channel, 'b, 'c, 'a -> 'd, 'd) format6 ->
 *     (string -> exn) -> (Scanning.in_channel -> exn -> 'd) -> 'c
 *     `caml_flambe_scanf buf ib fmt failure on_error` takes the `%r` readers of `fmt` (one
 *     closure each), then the receiver `f`; it then reads the scanning buffer `buf` as `fmt`
 *     says and returns `f` applied to the values read. `ib` is the stdlib's value for the
 *     input, which the readers and `on_error` receive. A mismatch raises inside as
 *     `failure msg` (the stdlib's `Scan_failure msg`); that exception, a `Failure` (from a
 *     number conversion) or `End_of_file` is handed to `on_error ib exn`, whose result is
 *     returned instead.
 *
 *   caml_flambe_scan_unescaped : string -> (string -> exn) -> string
 *     The string an OCaml string literal's contents denote (`Scanf.unescaped`).
 */
import { caml_call } from "./apply.js";
import { caml_exn_End_of_file, caml_exn_Failure, caml_invalid_argument } from "./exceptions.js";
import { caml_float_of_string, caml_int64_of_string, caml_int_of_string } from "./parse_number.js";
import { caml_ml_close_channel, caml_ml_input_char, type Channel } from "./io.js";
import { camlCharLiteral } from "./printf.js";
import { isBlock, type OFunction, type Value } from "./values.js";

const EOF = -1;

export class ScanBuf {
  private peeked: number | undefined;
  charCount = 0;
  lineCount = 0;
  tokenCount = 0;
  constructor(
    readonly name: string,
    private readonly read: () => number,
    /** The channel read from, closed by `Scanning.close_in`. */
    readonly channel?: Channel,
  ) {}

  /** The next character, or EOF, without consuming it. */
  peek(): number {
    if (this.peeked === undefined) this.peeked = this.read();
    return this.peeked;
  }

  /** Consumes the peeked character. */
  advance(): void {
    const c = this.peek();
    if (c === EOF) return;
    this.peeked = undefined;
    this.charCount++;
    if (c === 10) this.lineCount++;
  }

  atEnd(): boolean {
    return this.peek() === EOF;
  }
}

export function caml_flambe_scan_of_string(s: string): ScanBuf {
  let i = 0;
  return new ScanBuf("unnamed character string", () => (i < s.length ? s.charCodeAt(i++) : EOF));
}

export function caml_flambe_scan_of_function(f: OFunction): ScanBuf {
  return new ScanBuf("unnamed function", () => {
    try {
      return f(0) as number;
    } catch (e) {
      if (e === caml_exn_End_of_file) return EOF;
      throw e;
    }
  });
}

export function caml_flambe_scan_of_channel(ch: Channel, name: string): ScanBuf {
  const read = (): number => {
    try {
      return caml_ml_input_char(ch);
    } catch (e) {
      if (e === caml_exn_End_of_file) return EOF;
      throw e;
    }
  };
  return new ScanBuf(name, read, ch);
}

export function caml_flambe_scan_end_of_input(ib: ScanBuf): number {
  return ib.atEnd() ? 1 : 0;
}
export function caml_flambe_scan_beginning_of_input(ib: ScanBuf): number {
  return ib.charCount === 0 ? 1 : 0;
}
export function caml_flambe_scan_name(ib: ScanBuf): string {
  return ib.name;
}
export function caml_flambe_scan_char_count(ib: ScanBuf): number {
  return ib.charCount;
}
export function caml_flambe_scan_close(ib: ScanBuf): number {
  if (ib.channel) caml_ml_close_channel(ib.channel);
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Formats as input descriptions

interface ScanConversion {
  readonly kind: "conv";
  readonly letter: string;
  readonly size: "" | "l" | "n" | "L";
  readonly ignored: boolean;
  readonly width: number;
  /** For `%s` and `%[...]`: the character that ends the token (`%s@,`), consumed after it. */
  readonly stop: number | undefined;
  /** For `%[...]`: the accepted characters. */
  readonly set: ((c: number) => boolean) | undefined;
}

type ScanPiece = { readonly kind: "char"; readonly c: number } | ScanConversion | { readonly kind: "end" };

/** `[a-z_]` or `[^,]`: the predicate of a char set, and the index after its `]`. */
function parseCharSet(fmt: string, start: number): [(c: number) => boolean, number] {
  let i = start;
  let negated = false;
  if (fmt[i] === "^") {
    negated = true;
    i++;
  }
  const chars = new Set<number>();
  let first = true;
  while (i < fmt.length && (fmt[i] !== "]" || first)) {
    const c = fmt.charCodeAt(i);
    if (fmt[i + 1] === "-" && i + 2 < fmt.length && fmt[i + 2] !== "]") {
      const hi = fmt.charCodeAt(i + 2);
      for (let k = c; k <= hi; k++) chars.add(k);
      i += 3;
    } else {
      chars.add(c);
      i++;
    }
    first = false;
  }
  return [(c: number) => chars.has(c) !== negated, i + 1];
}

function parseScanFormat(fmt: string): ScanPiece[] {
  const pieces: ScanPiece[] = [];
  let i = 0;
  while (i < fmt.length) {
    const ch = fmt[i]!;
    if (ch !== "%") {
      pieces.push({ kind: "char", c: fmt.charCodeAt(i) });
      i++;
      continue;
    }
    i++;
    let ignored = false;
    while (fmt[i] === "_" || fmt[i] === "-" || fmt[i] === "0" || fmt[i] === "+" || fmt[i] === " " || fmt[i] === "#") {
      if (fmt[i] === "_") ignored = true;
      i++;
    }
    let width = Infinity;
    if (fmt[i] !== undefined && fmt[i]! >= "0" && fmt[i]! <= "9") {
      width = 0;
      while (fmt[i] !== undefined && fmt[i]! >= "0" && fmt[i]! <= "9") width = width * 10 + Number(fmt[i++]);
    }
    if (fmt[i] === ".") {
      i++;
      while (fmt[i] !== undefined && fmt[i]! >= "0" && fmt[i]! <= "9") i++;
    }
    let letter = fmt[i] ?? "%";
    let size: ScanConversion["size"] = "";
    if ((letter === "l" || letter === "n" || letter === "L") && "diuxXob".includes(fmt[i + 1] ?? " ")) {
      size = letter;
      i++;
      letter = fmt[i]!;
    }
    i++;
    let set: ScanConversion["set"];
    if (letter === "[") {
      [set, i] = parseCharSet(fmt, i);
    }
    let stop: number | undefined;
    if ((letter === "s" || letter === "[") && fmt[i] === "@" && i + 1 < fmt.length) {
      stop = fmt.charCodeAt(i + 1);
      i += 2;
    }
    switch (letter) {
      case "%":
        pieces.push({ kind: "char", c: 37 });
        break;
      case "@":
        pieces.push({ kind: "char", c: 64 });
        break;
      case ",":
        break;
      case "!":
        pieces.push({ kind: "end" });
        break;
      default:
        pieces.push({ kind: "conv", letter, size, ignored, width, stop, set });
    }
  }
  return pieces;
}

const parsedFormats = new Map<string, readonly ScanPiece[]>();
function scanPiecesOf(fmt: string): readonly ScanPiece[] {
  let p = parsedFormats.get(fmt);
  if (p === undefined) {
    p = parseScanFormat(fmt);
    parsedFormats.set(fmt, p);
  }
  return p;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A mismatch between the input and the format: becomes the stdlib's `Scan_failure`. */
class ScanMismatch {
  constructor(readonly message: string) {}
}

function fail(message: string): never {
  throw new ScanMismatch(message);
}

function isWhite(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function skipWhites(ib: ScanBuf): void {
  while (!ib.atEnd() && isWhite(ib.peek())) ib.advance();
}

/** The next character, which must exist. */
function checkedPeek(ib: ScanBuf): number {
  const c = ib.peek();
  if (c === EOF) throw caml_exn_End_of_file;
  return c;
}

function expectChar(ib: ScanBuf, c: number): void {
  if (c === 32) {
    skipWhites(ib);
    return;
  }
  const found = checkedPeek(ib);
  if (c === 10) {
    // A newline in the format accepts "\n" or "\r\n".
    if (found === 10) return ib.advance();
    if (found === 13) {
      ib.advance();
      const next = checkedPeek(ib);
      if (next === 10) return ib.advance();
      fail(`looking for ${camlCharLiteral(10)}, found ${camlCharLiteral(next)}`);
    }
  }
  if (found !== c) fail(`looking for ${camlCharLiteral(c)}, found ${camlCharLiteral(found)}`);
  ib.advance();
}

/** Reads characters while `accept` holds and the width allows; returns them. */
function readWhile(ib: ScanBuf, width: number, accept: (c: number) => boolean): string {
  let token = "";
  let n = width;
  while (n > 0) {
    const c = ib.peek();
    if (c === EOF || !accept(c)) break;
    token += String.fromCharCode(c);
    ib.advance();
    n--;
  }
  return token;
}

const isDecimal = (c: number): boolean => c >= 48 && c <= 57;
const isDecimalOrUnderscore = (c: number): boolean => isDecimal(c) || c === 95;

function digitTest(base: number): (c: number) => boolean {
  switch (base) {
    case 2:
      return (c) => c === 48 || c === 49 || c === 95;
    case 8:
      return (c) => (c >= 48 && c <= 55) || c === 95;
    case 16:
      return (c) => isDecimal(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70) || c === 95;
    default:
      return isDecimalOrUnderscore;
  }
}

const BASE_NAMES: Record<number, string> = { 2: "binary", 8: "octal", 10: "decimal", 16: "hexadecimal" };

/** At least one digit of the base, then digits and underscores. */
function readDigits(ib: ScanBuf, width: number, base: number): string {
  if (width <= 0) fail(`too short a token for ${BASE_NAMES[base]} digits`);
  const c = checkedPeek(ib);
  const test = digitTest(base);
  if (!test(c) || c === 95) {
    fail(
      base === 10
        ? `character ${camlCharLiteral(c)} is not a decimal digit`
        : `character ${camlCharLiteral(c)} is not a valid ${BASE_NAMES[base]} digit`,
    );
  }
  ib.advance();
  return String.fromCharCode(c) + readWhile(ib, width - 1, test);
}

function readSign(ib: ScanBuf, width: number): string {
  const c = checkedPeek(ib);
  if ((c === 43 || c === 45) && width > 0) {
    ib.advance();
    return String.fromCharCode(c);
  }
  return "";
}

/** The text of an integer token for `int_of_string`, with its base prefix. */
function readIntToken(ib: ScanBuf, letter: string, width: number): string {
  switch (letter) {
    case "d": {
      const sign = readSign(ib, width);
      return sign + readDigits(ib, width - sign.length, 10);
    }
    case "u":
      return "0u" + readDigits(ib, width, 10);
    case "x":
    case "X":
      return "0x" + readDigits(ib, width, 16);
    case "o":
      return "0o" + readDigits(ib, width, 8);
    case "b":
      return "0b" + readDigits(ib, width, 2);
    case "i": {
      const sign = readSign(ib, width);
      let w = width - sign.length;
      const c = checkedPeek(ib);
      if (c !== 48 || w < 2) return sign + readDigits(ib, w, 10);
      ib.advance();
      w--;
      const p = ib.peek();
      const base = p === 120 || p === 88 ? 16 : p === 111 ? 8 : p === 98 || p === 66 ? 2 : 10;
      if (base === 10) return sign + "0" + readWhile(ib, w, isDecimalOrUnderscore);
      ib.advance();
      return sign + "0" + String.fromCharCode(p) + readDigits(ib, w - 1, base);
    }
    default:
      return caml_invalid_argument(`scanf: bad conversion %${letter}`);
  }
}

/** A decimal float token: sign, digits, optional fraction and exponent. */
function readFloatToken(ib: ScanBuf, width: number, requireDotOrExponent: boolean): string {
  let w = width;
  let token = readSign(ib, w);
  w -= token.length;
  const int = readWhile(ib, w, isDecimalOrUnderscore);
  token += int;
  w -= int.length;
  let hasDotOrExponent = false;
  if (w > 0 && ib.peek() === 46) {
    ib.advance();
    token += ".";
    w--;
    hasDotOrExponent = true;
    const frac = readWhile(ib, w, isDecimalOrUnderscore);
    token += frac;
    w -= frac.length;
  }
  if (w > 0 && (ib.peek() === 101 || ib.peek() === 69)) {
    token += String.fromCharCode(ib.peek());
    ib.advance();
    w--;
    hasDotOrExponent = true;
    const sign = w > 0 && !ib.atEnd() ? readSign(ib, w) : "";
    token += sign;
    w -= sign.length;
    token += readWhile(ib, w, isDecimalOrUnderscore);
  }
  if (requireDotOrExponent && !hasDotOrExponent && !/^[+-]?0[xX]/.test(token)) {
    fail("no dot or exponent part found in float token");
  }
  return token;
}

/** `%F`: an OCaml float literal, decimal or hexadecimal. */
function readCamlFloatToken(ib: ScanBuf, width: number): string {
  let w = width;
  const sign = readSign(ib, w);
  w -= sign.length;
  if (w >= 2 && ib.peek() === 48) {
    ib.advance();
    w--;
    const p = ib.peek();
    if (p === 120 || p === 88) {
      ib.advance();
      w--;
      const hex = (c: number): boolean => digitTest(16)(c) || c === 46;
      let token = sign + "0x" + readWhile(ib, w, hex);
      w = width - token.length + 1;
      if (w > 0 && (ib.peek() === 112 || ib.peek() === 80)) {
        ib.advance();
        token += "p" + readSign(ib, w) + readWhile(ib, w, isDecimalOrUnderscore);
      }
      return token;
    }
    return sign + "0" + readFloatTokenRest(ib, w);
  }
  return sign + readFloatTokenRest(ib, w);
}

function readFloatTokenRest(ib: ScanBuf, width: number): string {
  return readFloatToken(ib, width, true);
}

function escapeValue(ib: ScanBuf): number {
  const c = checkedPeek(ib);
  ib.advance();
  switch (c) {
    case 110:
      return 10;
    case 116:
      return 9;
    case 114:
      return 13;
    case 98:
      return 8;
    case 32:
      return 32;
    case 92:
    case 34:
    case 39:
      return c;
    case 120: {
      const h = readWhile(ib, 2, digitTest(16));
      if (h.length !== 2) fail("bad character escape in a string");
      return parseInt(h, 16);
    }
    default:
      if (isDecimal(c)) {
        const rest = readWhile(ib, 2, isDecimal);
        if (rest.length !== 2) fail("bad character escape in a string");
        const n = Number(String.fromCharCode(c) + rest);
        if (n > 255) fail(`bad character decimal encoding \\${n}`);
        return n;
      }
      return fail(`illegal escape character ${camlCharLiteral(c)}`);
  }
}

/** `%S`: a double-quoted OCaml string literal; returns its contents. */
function readCamlString(ib: ScanBuf): string {
  const open = checkedPeek(ib);
  if (open !== 34) fail(`looking for ${camlCharLiteral(34)}, found ${camlCharLiteral(open)}`);
  ib.advance();
  let out = "";
  for (;;) {
    const c = checkedPeek(ib);
    ib.advance();
    if (c === 34) return out;
    if (c !== 92) {
      out += String.fromCharCode(c);
      continue;
    }
    // A backslash-newline skips the newline and the next line's leading blanks.
    const n = checkedPeek(ib);
    if (n === 10 || n === 13) {
      ib.advance();
      if (n === 13 && ib.peek() === 10) ib.advance();
      while (ib.peek() === 32 || ib.peek() === 9) ib.advance();
      continue;
    }
    out += String.fromCharCode(escapeValue(ib));
  }
}

/** `%C`: a single-quoted OCaml char literal. */
function readCamlChar(ib: ScanBuf): number {
  const open = checkedPeek(ib);
  if (open !== 39) fail(`looking for ${camlCharLiteral(39)}, found ${camlCharLiteral(open)}`);
  ib.advance();
  let c = checkedPeek(ib);
  ib.advance();
  if (c === 92) c = escapeValue(ib);
  const close = checkedPeek(ib);
  if (close !== 39) fail(`looking for ${camlCharLiteral(39)}, found ${camlCharLiteral(close)}`);
  ib.advance();
  return c;
}

function readBool(ib: ScanBuf): number {
  const c = checkedPeek(ib);
  const word = c === 116 ? "true" : c === 102 ? "false" : undefined;
  if (word === undefined) fail(`the character ${camlCharLiteral(c)} cannot start a boolean`);
  const token = readWhile(ib, word.length, (x) => x >= 97 && x <= 122);
  if (token !== word) fail(`invalid boolean '${token}'`);
  return word === "true" ? 1 : 0;
}

function readConversion(ib: ScanBuf, conv: ScanConversion, readers: Value[], ibValue: Value): Value {
  const { letter, width } = conv;
  switch (letter) {
    case "d":
    case "i":
    case "u":
    case "x":
    case "X":
    case "o": {
      const token = readIntToken(ib, letter, width);
      return conv.size === "L" ? caml_int64_of_string(token) : caml_int_of_string(token);
    }
    case "f":
    case "e":
    case "E":
    case "g":
    case "G":
      return caml_float_of_string(readFloatToken(ib, width, false));
    case "F":
    case "h":
    case "H":
      return caml_float_of_string(readCamlFloatToken(ib, width));
    case "s": {
      if (conv.stop !== undefined) {
        const stop = conv.stop;
        const token = readWhile(ib, width, (c) => c !== stop);
        if (ib.peek() === stop) ib.advance();
        return token;
      }
      return readWhile(ib, width, (c) => !isWhite(c));
    }
    case "[": {
      const set = conv.set!;
      const token = readWhile(ib, width, set);
      if (conv.stop !== undefined && ib.peek() === conv.stop) ib.advance();
      return token;
    }
    case "S":
      return readCamlString(ib);
    case "c": {
      const c = checkedPeek(ib);
      ib.advance();
      return c;
    }
    case "C":
      return readCamlChar(ib);
    case "B":
    case "b":
      return readBool(ib);
    case "n":
      return ib.charCount;
    case "N":
      return ib.tokenCount;
    case "l":
    case "L":
      return ib.lineCount;
    case "r": {
      const reader = readers.shift() as OFunction;
      return caml_call(reader, [ibValue]);
    }
    default:
      return caml_invalid_argument(`scanf: bad conversion %${letter}`);
  }
}

/** Reads the input as the format says; returns the values of the non-ignored conversions. */
function scanAll(ib: ScanBuf, pieces: readonly ScanPiece[], readers: Value[], ibValue: Value): Value[] {
  const values: Value[] = [];
  for (const p of pieces) {
    switch (p.kind) {
      case "char":
        expectChar(ib, p.c);
        break;
      case "end":
        if (!ib.atEnd()) fail("end of input not found");
        break;
      case "conv": {
        const v = readConversion(ib, p, readers, ibValue);
        ib.tokenCount++;
        if (!p.ignored) values.push(v);
        break;
      }
    }
  }
  return values;
}

function readerCount(pieces: readonly ScanPiece[]): number {
  return pieces.filter((p) => p.kind === "conv" && p.letter === "r").length;
}

/** Whether an OCaml exception is one a scan reports to the error continuation. */
function isScanError(e: unknown): boolean {
  return e === caml_exn_End_of_file || (isBlock(e) && e._0 === caml_exn_Failure);
}

export function caml_flambe_scanf(
  ib: ScanBuf,
  ibValue: Value,
  fmt: string,
  failure: OFunction,
  onError: OFunction,
): Value {
  const pieces = scanPiecesOf(fmt);
  const run = (readers: Value[], f: OFunction): Value => {
    let values: Value[];
    try {
      values = scanAll(ib, pieces, readers, ibValue);
    } catch (e) {
      if (e instanceof ScanMismatch) return caml_call(onError, [ibValue, caml_call(failure, [e.message])]);
      if (isScanError(e)) return caml_call(onError, [ibValue, e]);
      throw e;
    }
    return values.length === 0 ? f : caml_call(f, values);
  };
  const take = (n: number, readers: Value[]): Value => {
    if (n === 0) return (f: OFunction) => run(readers, f);
    return (r: Value) => take(n - 1, [...readers, r]);
  };
  return take(readerCount(pieces), []);
}

export function caml_flambe_scan_unescaped(s: string, failure: OFunction): string {
  const ib = caml_flambe_scan_of_string(`"${s}"`);
  try {
    const r = readCamlString(ib);
    if (!ib.atEnd()) fail("end of input not found");
    return r;
  } catch (e) {
    if (e instanceof ScanMismatch) throw caml_call(failure, [e.message]);
    throw e;
  }
}
