// A hand-written lexer for OCaml 4.13 over a byte string (one JS char per byte). It is pulled
// one token at a time by the parser, so that a lexical error later in the file never hides a
// syntax error earlier in it (as with OCaml's own lexer).
import { errorAt, type Diagnostic } from "../common/diagnostic.js";
import { makeLocation, type Location, type Position } from "../common/location.js";
import type { Docstrings } from "./docstrings.js";
import { keywords, type Token } from "./token.js";

const enum Ch {
  Tab = 9,
  Newline = 10,
  FormFeed = 12,
  Return = 13,
  Space = 32,
}

function isLower(c: number): boolean {
  return (c >= 97 && c <= 122) || c === 95 /* _ */ || (c >= 223 && c <= 246) || (c >= 248 && c <= 255);
}
function isUpper(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 192 && c <= 214) || (c >= 216 && c <= 222);
}
function isIdentChar(c: number): boolean {
  return isLower(c) || isUpper(c) || isDigit(c) || c === 39 /* ' */;
}
function isAsciiIdentChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || isDigit(c) || c === 95 /* _ */ || c === 39 /* ' */;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isHex(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
function isBlank(c: number): boolean {
  return c === Ch.Space || c === Ch.Tab || c === Ch.FormFeed || c === Ch.Return;
}
/** Characters that may continue an operator. */
function isSymbolChar(c: number): boolean {
  switch (c) {
    case 33: // !
    case 36: // $
    case 37: // %
    case 38: // &
    case 42: // *
    case 43: // +
    case 45: // -
    case 46: // .
    case 47: // /
    case 58: // :
    case 60: // <
    case 61: // =
    case 62: // >
    case 63: // ?
    case 64: // @
    case 94: // ^
    case 124: // |
    case 126: // ~
      return true;
    default:
      return false;
  }
}

/** Characters that may follow `let` or `and` in a binding operator. */
function isBindingOpChar(c: number): boolean {
  return c >= 0 && "$&*+-/<=>@^|".includes(String.fromCharCode(c));
}

/** Characters that may follow `.` in an index operator (and continue a binding operator). */
function isDotSymbolChar(c: number): boolean {
  return c >= 0 && "!$%&*+-/:=>?@^|".includes(String.fromCharCode(c));
}

/** OCaml's `Char.escaped`, as used in "Illegal character (...)". */
function escapeChar(c: number): string {
  switch (c) {
    case 39:
      return "\\'";
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

/** Maps byte offsets to OCaml positions (line from 1, column in bytes from 0). */
export class LineMap {
  private readonly starts: number[] = [0];
  /**
   * Recently made positions, by offset modulo the cache size: nodes share their boundaries with
   * their tokens and children, so sharing the (immutable) positions saves much memory.
   */
  private readonly cache: (Position | undefined)[] = new Array(4096);
  constructor(source: string) {
    for (let i = source.indexOf("\n"); i >= 0; i = source.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }
  position(offset: number): Position {
    const slot = offset & 4095;
    const hit = this.cache[slot];
    if (hit !== undefined && hit.offset === offset) return hit;
    const pos = this.compute(offset);
    this.cache[slot] = pos;
    return pos;
  }
  /** The line (from 0) of the last position made: the parser asks mostly near it. */
  private lastLine = 0;
  private compute(offset: number): Position {
    const s = this.starts;
    let lo = this.lastLine;
    if (!(s[lo]! <= offset && (lo + 1 === s.length || offset < s[lo + 1]!))) {
      if (lo + 1 < s.length && s[lo + 1]! <= offset && (lo + 2 === s.length || offset < s[lo + 2]!)) lo++;
      else {
        lo = 0;
        let hi = s.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (s[mid]! <= offset) lo = mid;
          else hi = mid - 1;
        }
      }
      this.lastLine = lo;
    }
    return { line: lo + 1, col: offset - s[lo]!, offset };
  }
}

/**
 * The one copy of each keyword's and frequent symbol's text: the parser compares token texts
 * with literals many times per token, which is a pointer comparison when both are this copy
 * (a slice of the source is a new string, compared character by character).
 */
const canonicalTexts: ReadonlyMap<string, string> = new Map(
  [
    ...keywords,
    "_", ";;", "[|", "|]", "[<", "[>", ">]", ">}", "{<", "[@", "[@@", "[@@@", "[%", "[%%", "..", "::", ":=", ":>",
    "->", "<-", "|>", "@@", "&&", "||", "<>", "<=", ">=", "==", "!=", "+.", "-.", "*.", "/.", "**", "~-", "~-.",
  ].map((k) => [k, k]),
);

function canonical(text: string): string {
  return text.length === 1 ? text : (canonicalTexts.get(text) ?? text);
}

/** Receives the lexer's warnings (OCaml's warnings 1, 2 and 14), as diagnostics. */
export type WarningSink = (warning: Diagnostic) => void;

export class Lexer {
  private pos = 0;
  readonly lines: LineMap;

  /**
   * `docstrings`: where to register the documentation comments, `(** ... *)`, with what
   * surrounds them (for warning 50); without it they are comments like any other.
   */
  constructor(
    readonly source: string,
    readonly file: string,
    private readonly warn?: WarningSink,
    private readonly docstrings?: Docstrings,
  ) {
    this.lines = new LineMap(source);
  }

  private warning(start: number, end: number, number: number, name: string, message: string): void {
    this.warn?.({ severity: "warning", location: this.location(start, end), message, warning: { number, name } });
  }

  location(start: number, end: number): Location {
    return makeLocation(this.file, this.lines.position(start), this.lines.position(end));
  }

  private fail(start: number, end: number, message: string): never {
    throw errorAt(this.location(start, end), message);
  }

  private code(i: number): number {
    return i < this.source.length ? this.source.charCodeAt(i) : -1;
  }

  /**
   * Skips blanks, newlines, comments and line directives. With `docstrings`, the documentation
   * comments among them are registered, with the blank lines between them as OCaml's lexer counts
   * them: `lines` is 0 since the last token, comment or doc comment, 1 after a newline, 2 after
   * two (a comment after a single newline resets it).
   */
  private skipTrivia(): void {
    const src = this.source;
    const gapStart = this.pos;
    let lines = 0;
    let docs = false;
    for (;;) {
      const c = this.code(this.pos);
      if (c === Ch.Newline) {
        this.pos++;
        lines = lines === 0 ? 1 : 2;
      } else if (isBlank(c) && c !== Ch.Return) {
        this.pos++;
      } else if (c === Ch.Return) {
        // A carriage return belongs to a newline (`\r*\n`), as in OCaml; a lone one is illegal.
        let j = this.pos + 1;
        while (this.code(j) === Ch.Return) j++;
        if (this.code(j) !== Ch.Newline) break;
        this.pos = j + 1;
        lines = lines === 0 ? 1 : 2;
      } else if (c === 40 /* ( */ && this.code(this.pos + 1) === 42 /* * */) {
        const start = this.pos;
        const c2 = this.code(start + 2);
        if (c2 === 41 /* ) */) {
          this.warning(start, start + 3, 1, "comment-start", "this `(*' is the start of a comment.\nHint: Did you forget spaces when writing the infix operator `( * )'?");
        }
        this.skipComment();
        // `(**` not followed by another `*` starts a doc comment; `(**)` is an empty one.
        if (this.docstrings !== undefined && c2 === 42 && this.code(start + 3) !== 42) {
          const stop = this.pos - start === 7 && this.code(start + 3) === 47 /* / */ && this.code(start + 4) === 42;
          this.docstrings.add(start, this.pos, lines === 2, stop);
          lines = 0;
          docs = true;
        } else if (lines === 1) {
          lines = 0;
        }
      } else if (c === 35 /* # */ && this.atLineStart(this.pos) && this.isLineDirective(this.pos + 1)) {
        const nl = src.indexOf("\n", this.pos);
        this.pos = nl < 0 ? src.length : nl + 1;
        // The newline ending the directive counts, as in OCaml (whose directive stops before it).
        if (nl >= 0) lines = lines === 0 ? 1 : 2;
      } else {
        break;
      }
    }
    if (docs) this.docstrings!.attach(gapStart, this.pos, lines === 2);
  }

  private atLineStart(i: number): boolean {
    let j = i - 1;
    while (j >= 0 && isBlank(this.code(j))) j--;
    return j < 0 || this.code(j) === Ch.Newline;
  }

  /** `# 12 "file"` or `# 12`: ignored, as the brief allows. */
  private isLineDirective(i: number): boolean {
    while (isBlank(this.code(i))) i++;
    return isDigit(this.code(i));
  }

  /** Comments nest, and string, quoted-string and char literals inside them are honoured. */
  private skipComment(): void {
    const openers: number[] = [this.pos];
    // The opening lexeme, where OCaml locates an unterminated comment: `(*)`, or `(*` with the
    // stars after it (`(**`, `(***`).
    let openEnd = this.pos + 2;
    if (this.code(openEnd) === 41 /* ) */) openEnd++;
    else while (this.code(openEnd) === 42 /* * */) openEnd++;
    this.pos += 2;
    while (openers.length > 0) {
      const c = this.code(this.pos);
      if (c < 0) this.fail(...innermostOpening(openers, openEnd), "Comment not terminated");
      if (c === 40 && this.code(this.pos + 1) === 42) {
        openers.push(this.pos);
        this.pos += 2;
      } else if (c === 42 && this.code(this.pos + 1) === 41) {
        openers.pop();
        this.pos += 2;
      } else if (c === 34 /* " */) {
        const strStart = this.pos;
        try {
          this.readString(true);
        } catch {
          throw errorAt(this.location(...innermostOpening(openers, openEnd)), "This comment contains an unterminated string literal", [
            { location: this.location(strStart, strStart + 1), message: "String literal begins here" },
          ]);
        }
      } else if (c === 123 /* { */ && this.quotedStringDelimiter(this.pos) !== undefined) {
        const strStart = this.pos;
        const delim = this.quotedStringDelimiter(this.pos)!;
        const close = this.source.indexOf("|" + delim + "}", this.pos + delim.length + 2);
        if (close < 0) {
          throw errorAt(this.location(...innermostOpening(openers, openEnd)), "This comment contains an unterminated string literal", [
            { location: this.location(strStart, strStart + delim.length + 2), message: "String literal begins here" },
          ]);
        }
        this.pos = close + delim.length + 2;
      } else if (c === 39 /* ' */) {
        this.pos += this.charLiteralLength(this.pos) || 1;
      } else {
        this.pos++;
      }
    }
  }

  /** The length of a well-formed char literal at `i` (as comments skip them), or 0. */
  private charLiteralLength(i: number): number {
    const c1 = this.code(i + 1);
    if (c1 < 0) return 0;
    if (c1 !== 92 /* \ */) return this.code(i + 2) === 39 ? 3 : 0;
    const c2 = this.code(i + 2);
    if ("\\'\"ntbr ".includes(String.fromCharCode(c2)) && this.code(i + 3) === 39) return 4;
    if (isDigit(c2) && isDigit(this.code(i + 3)) && isDigit(this.code(i + 4)) && this.code(i + 5) === 39) return 6;
    if (c2 === 120 /* x */ && isHex(this.code(i + 3)) && isHex(this.code(i + 4)) && this.code(i + 5) === 39) return 6;
    if (c2 === 111 /* o */ && this.code(i + 6) === 39) return 7;
    return 0;
  }

  /** If a quoted string `{id|` starts at `i`, its delimiter `id`. */
  private quotedStringDelimiter(i: number): string | undefined {
    let j = i + 1;
    while ((this.code(j) >= 97 && this.code(j) <= 122) || this.code(j) === 95) j++;
    return this.code(j) === 124 /* | */ ? this.source.slice(i + 1, j) : undefined;
  }

  /** The next token; `EOF` (at the end of the input) forever after the last one. */
  next(): Token {
    this.skipTrivia();
    const src = this.source;
    const start = this.pos;
    const c = this.code(start);
    if (c < 0) return { kind: "EOF", text: "", start, end: start };
    if (isLower(c) || isUpper(c)) {
      let j = start + 1;
      while (isIdentChar(this.code(j))) j++;
      this.pos = j;
      const text = src.slice(start, j);
      if (isUpper(c)) return { kind: "UIDENT", text, start, end: j };
      if ((text === "let" || text === "and") && isBindingOpChar(this.code(j))) {
        // `let*`, `and+`: binding operators.
        let k = j + 1;
        while (isDotSymbolChar(this.code(k))) k++;
        this.pos = k;
        return { kind: text === "let" ? "LETOP" : "ANDOP", text: src.slice(start, k), start, end: k };
      }
      const keyword = canonicalTexts.get(text);
      if (keyword !== undefined) return { kind: "KEYWORD", text: keyword, start, end: j };
      return { kind: "LIDENT", text, start, end: j };
    }
    if (isDigit(c)) return this.readNumber();
    switch (c) {
      case 34 /* " */: {
        const value = this.readString(false);
        return { kind: "STRING", text: src.slice(start, this.pos), value, delimiter: undefined, start, end: this.pos };
      }
      case 39 /* ' */:
        return this.readCharOrQuote();
      case 123 /* { */: {
        const delim = this.quotedStringDelimiter(start);
        if (delim !== undefined) {
          const bodyStart = start + delim.length + 2;
          const close = src.indexOf("|" + delim + "}", bodyStart);
          if (close < 0) this.fail(start, bodyStart, "String literal not terminated");
          this.pos = close + delim.length + 2;
          return { kind: "STRING", text: src.slice(start, this.pos), value: src.slice(bodyStart, close), delimiter: delim, start, end: this.pos };
        }
        if (this.code(start + 1) === 60 /* < */) return this.keyword(start, 2);
        return this.keyword(start, 1);
      }
      case 40: // (
      case 41: // )
      case 93: // ]
      case 125: // }
      case 44: // ,
      case 96: // `
        return this.keyword(start, 1);
      case 59 /* ; */:
        return this.keyword(start, this.code(start + 1) === 59 ? 2 : 1);
      case 91 /* [ */: {
        const c1 = this.code(start + 1);
        if (c1 === 124 /* | */ || c1 === 60 /* < */ || c1 === 62 /* > */) return this.keyword(start, 2);
        if (c1 === 64 /* @ */) {
          let n = 2;
          while (n < 4 && this.code(start + n) === 64) n++;
          return this.keyword(start, n);
        }
        if (c1 === 37 /* % */) return this.keyword(start, this.code(start + 2) === 37 ? 3 : 2);
        return this.keyword(start, 1);
      }
      case 126 /* ~ */:
      case 63 /* ? */: {
        // `~label:` and `?label:` are single tokens; `~-` and `?!` style prefix operators too.
        const c1 = this.code(start + 1);
        if (isLower(c1)) {
          let j = start + 2;
          while (isIdentChar(this.code(j))) j++;
          if (this.code(j) === 58 /* : */ && this.code(j + 1) !== 58 && this.code(j + 1) !== 61) {
            const name = src.slice(start + 1, j);
            if (keywords.has(name)) this.fail(start, j + 1, `\`${name}' is a keyword, it cannot be used as label name`);
            this.pos = j + 1;
            return { kind: c === 126 ? "LABEL" : "OPTLABEL", text: name, start, end: j + 1 };
          }
        }
        return this.readOperator(start);
      }
      case 35 /* # */:
        return this.readOperator(start);
      case 46 /* . */: {
        if (this.code(start + 1) === 46) return this.keyword(start, 2);
        if (isDotSymbolChar(this.code(start + 1))) {
          // `.%` in `a.%{i}`: the head of an index operator.
          let k = start + 2;
          while (isSymbolChar(this.code(k))) k++;
          this.pos = k;
          return { kind: "DOTOP", text: src.slice(start, k), start, end: k };
        }
        return this.keyword(start, 1);
      }
      case 58 /* : */: {
        const c1 = this.code(start + 1);
        if (c1 === 58 || c1 === 61 || c1 === 62) return this.op(start, 2);
        return this.op(start, 1);
      }
      default:
        if (isSymbolChar(c)) return this.readOperator(start);
        return this.fail(start, start + 1, `Illegal character (${escapeChar(c)})`);
    }
  }

  private keyword(start: number, length: number): Token {
    this.pos = start + length;
    return { kind: "KEYWORD", text: canonical(this.source.slice(start, start + length)), start, end: start + length };
  }

  private op(start: number, length: number): Token {
    this.pos = start + length;
    return { kind: "OP", text: canonical(this.source.slice(start, start + length)), start, end: start + length };
  }

  private readOperator(start: number): Token {
    if (this.code(start) === 42 /* * */ && this.code(start + 1) === 41 /* ) */) {
      // `*)` outside a comment: OCaml warns and reads `*` then `)`.
      this.warning(start, start + 2, 2, "comment-not-end", "this is not the end of a comment.");
      return this.op(start, 1);
    }
    let j = start + 1;
    while (isSymbolChar(this.code(j))) j++;
    const text = this.source.slice(start, j);
    // `|]`, `>]` and `>}` win over the one-character operators they start with (longest match).
    const next = this.code(j);
    if (j === start + 1 && (text === "|" || text === ">") && (next === 93 || (next === 125 && text === ">"))) {
      return this.keyword(start, 2);
    }
    if (text === "#" && j === start + 1) return this.keyword(start, 1);
    return this.op(start, j - start);
  }

  private readCharOrQuote(): Token {
    const start = this.pos;
    const src = this.source;
    const c1 = this.code(start + 1);
    if (c1 === 92 /* \ */) {
      const c2 = this.code(start + 2);
      const simple = "\\'\"ntbr ".indexOf(String.fromCharCode(c2));
      if (simple >= 0 && c2 >= 0 && this.code(start + 3) === 39) {
        this.pos = start + 4;
        return { kind: "CHAR", text: src.slice(start, this.pos), code: "\\'\"\n\t\b\r ".charCodeAt(simple), start, end: this.pos };
      }
      if (isDigit(c2) && isDigit(this.code(start + 3)) && isDigit(this.code(start + 4)) && this.code(start + 5) === 39) {
        const n = Number(src.slice(start + 2, start + 5));
        const text = src.slice(start, start + 6);
        if (n > 255) {
          this.fail(start, start + 6, `Illegal backslash escape in string or character (${text}): ${n} is outside the range of legal characters (0-255).`);
        }
        this.pos = start + 6;
        return { kind: "CHAR", text, code: n, start, end: this.pos };
      }
      if (c2 === 111 /* o */ && [3, 4, 5].every((k) => this.code(start + k) >= 48 && this.code(start + k) <= 55) && this.code(start + 6) === 39) {
        const n = parseInt(src.slice(start + 3, start + 6), 8);
        const text = src.slice(start, start + 7);
        if (n > 255) {
          this.fail(start, start + 7, `Illegal backslash escape in string or character (${text}): o${src.slice(start + 3, start + 6)} (=${n}) is outside the range of legal characters (0-255).`);
        }
        this.pos = start + 7;
        return { kind: "CHAR", text, code: n, start, end: this.pos };
      }
      if (c2 === 120 /* x */ && isHex(this.code(start + 3)) && isHex(this.code(start + 4)) && this.code(start + 5) === 39) {
        this.pos = start + 6;
        return { kind: "CHAR", text: src.slice(start, this.pos), code: parseInt(src.slice(start + 3, start + 5), 16), start, end: this.pos };
      }
      const bad = c2 < 0 ? "" : src[start + 2]!;
      this.fail(start, start + 2 + (c2 < 0 ? 0 : 1), `Illegal backslash escape in string or character (\\${bad})`);
    }
    if (c1 === 39) this.fail(start, start + 2, "Illegal empty character literal ''\n  Hint: Did you mean ' ' or a type variable 'a?");
    if (c1 >= 0 && this.code(start + 2) === 39) {
      this.pos = start + 3;
      return { kind: "CHAR", text: src.slice(start, this.pos), code: c1, start, end: this.pos };
    }
    return this.keyword(start, 1);
  }

  /**
   * Reads a string literal starting at the `"` at `this.pos`, returning its bytes. Inside a
   * comment (`inComment`) escapes are not checked, as OCaml does.
   */
  private readString(inComment: boolean): string {
    const src = this.source;
    const start = this.pos;
    let i = start + 1;
    let out = "";
    let chunk = i;
    for (;;) {
      const c = this.code(i);
      if (c < 0) this.fail(start, start + 1, "String literal not terminated");
      if (c === 34) {
        out += src.slice(chunk, i);
        this.pos = i + 1;
        return out;
      }
      if (c !== 92) {
        i++;
        continue;
      }
      out += src.slice(chunk, i);
      const c1 = this.code(i + 1);
      if (c1 < 0) this.fail(start, start + 1, "String literal not terminated");
      const simple = "\\'\"ntbr ".indexOf(String.fromCharCode(c1));
      if (simple >= 0) {
        out += "\\'\"\n\t\b\r "[simple];
        i += 2;
      } else if (c1 === Ch.Newline || (c1 === Ch.Return && this.code(i + 2) === Ch.Newline)) {
        // A backslash-newline skips the newline and the next line's leading blanks.
        i += c1 === Ch.Newline ? 2 : 3;
        while (this.code(i) === Ch.Space || this.code(i) === Ch.Tab) i++;
      } else if (isDigit(c1) && isDigit(this.code(i + 2)) && isDigit(this.code(i + 3))) {
        const n = Number(src.slice(i + 1, i + 4));
        if (n > 255 && !inComment) {
          this.fail(i, i + 4, `Illegal backslash escape in string or character (${src.slice(i, i + 4)}): ${n} is outside the range of legal characters (0-255).`);
        }
        out += String.fromCharCode(n & 255);
        i += 4;
      } else if (c1 === 111 /* o */ && [2, 3, 4].every((k) => this.code(i + k) >= 48 && this.code(i + k) <= 55)) {
        const digits = src.slice(i + 2, i + 5);
        const n = parseInt(digits, 8);
        if (n > 255 && !inComment) {
          this.fail(i, i + 5, `Illegal backslash escape in string or character (${src.slice(i, i + 5)}): o${digits} (=${n}) is outside the range of legal characters (0-255).`);
        }
        out += String.fromCharCode(n & 255);
        i += 5;
      } else if (c1 === 120 /* x */ && isHex(this.code(i + 2)) && isHex(this.code(i + 3))) {
        out += String.fromCharCode(parseInt(src.slice(i + 2, i + 4), 16));
        i += 4;
      } else if (c1 === 117 /* u */ && this.code(i + 2) === 123 /* { */ && isHex(this.code(i + 3))) {
        let j = i + 3;
        while (isHex(this.code(j))) j++;
        if (this.code(j) !== 125 /* } */) {
          // Not a \u{...} escape after all: kept as written, like any unknown escape.
          if (!inComment) this.warning(i, i + 2, 14, "illegal-backslash", "illegal backslash escape in string.");
          out += "\\";
          i += 1;
        } else {
          const digits = src.slice(i + 3, j);
          const text = src.slice(i, j + 1);
          if (!inComment) {
            if (digits.length > 6) {
              this.fail(i, j + 1, `Illegal backslash escape in string or character (${text}): too many digits, expected 1 to 6 hexadecimal digits`);
            }
            const n = parseInt(digits, 16);
            if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) {
              this.fail(i, j + 1, `Illegal backslash escape in string or character (${text}): ${digits} is not a Unicode scalar value`);
            }
            out += utf8(n);
          }
          i = j + 1;
        }
      } else {
        // An unknown escape is kept as written, with OCaml's warning 14.
        if (!inComment) this.warning(i, i + 2, 14, "illegal-backslash", "illegal backslash escape in string.");
        out += "\\";
        i += 1;
      }
      chunk = i;
    }
  }

  /**
   * Numbers, following OCaml's longest-match rules: an int or float literal, optionally followed
   * by one modifier letter (`g`..`z`, `G`..`Z`); any other identifier characters make the whole
   * run an invalid literal.
   */
  private readNumber(): Token {
    const src = this.source;
    const start = this.pos;
    const intEnd = this.scanInt(start);
    const floatEnd = this.scanFloat(start);
    const isFloat = floatEnd > intEnd;
    const end = isFloat ? floatEnd : intEnd;
    // OCaml's invalid-literal rule takes ASCII identifier characters only (a Latin-1 letter
    // after a number starts an identifier).
    let j = end;
    while (isAsciiIdentChar(this.code(j))) j++;
    let modifier = "";
    if (j > end) {
      const m = this.code(end);
      if (j === end + 1 && ((m >= 71 && m <= 90) || (m >= 103 && m <= 122))) {
        modifier = src[end]!;
      } else {
        this.fail(start, j, `Invalid literal ${src.slice(start, j)}`);
      }
    }
    this.pos = j;
    const text = src.slice(start, end);
    if (isFloat) return { kind: "FLOAT", text, modifier, start, end: j };
    return { kind: "INT", text, modifier, start, end: j };
  }

  private scanInt(start: number): number {
    const c1 = this.code(start + 1);
    if (this.code(start) === 48 /* 0 */) {
      const radix: ((c: number) => boolean) | undefined =
        c1 === 120 || c1 === 88 ? isHex : c1 === 111 || c1 === 79 ? (c) => c >= 48 && c <= 55 : c1 === 98 || c1 === 66 ? (c) => c === 48 || c === 49 : undefined;
      if (radix) {
        if (!radix(this.code(start + 2))) return start + 1;
        let j = start + 3;
        while (radix(this.code(j)) || this.code(j) === 95) j++;
        return j;
      }
    }
    let j = start + 1;
    while (isDigit(this.code(j)) || this.code(j) === 95) j++;
    return j;
  }

  private scanFloat(start: number): number {
    const hex = this.code(start) === 48 && (this.code(start + 1) === 120 || this.code(start + 1) === 88);
    const digit = hex ? isHex : isDigit;
    let j: number;
    if (hex) {
      if (!isHex(this.code(start + 2))) return start + 1;
      j = start + 3;
    } else {
      j = start + 1;
    }
    while (digit(this.code(j)) || this.code(j) === 95) j++;
    if (this.code(j) === 46 /* . */) {
      j++;
      while (digit(this.code(j)) || this.code(j) === 95) j++;
    }
    const e = this.code(j);
    if (hex ? e === 112 || e === 80 : e === 101 || e === 69) {
      let k = j + 1;
      if (this.code(k) === 43 || this.code(k) === 45) k++;
      if (isDigit(this.code(k))) {
        k++;
        while (isDigit(this.code(k)) || this.code(k) === 95) k++;
        j = k;
      }
    }
    return j;
  }
}

/**
 * Where OCaml locates an unterminated comment: the innermost one still open (a nested `(*`), or
 * the outermost's opening lexeme, which ends at `openEnd`.
 */
function innermostOpening(openers: readonly number[], openEnd: number): [number, number] {
  const last = openers[openers.length - 1]!;
  return openers.length > 1 ? [last, last + 2] : [last, openEnd];
}

/** The UTF-8 bytes of a Unicode scalar value, as a byte string. */
function utf8(n: number): string {
  if (n < 0x80) return String.fromCharCode(n);
  if (n < 0x800) return String.fromCharCode(0xc0 | (n >> 6), 0x80 | (n & 63));
  if (n < 0x10000) return String.fromCharCode(0xe0 | (n >> 12), 0x80 | ((n >> 6) & 63), 0x80 | (n & 63));
  return String.fromCharCode(0xf0 | (n >> 18), 0x80 | ((n >> 12) & 63), 0x80 | ((n >> 6) & 63), 0x80 | (n & 63));
}

/** All tokens of a source, up to and including `EOF` (for tests and tools). */
export function tokenize(source: string, file: string): Token[] {
  const lexer = new Lexer(source, file);
  const out: Token[] = [];
  for (;;) {
    const t = lexer.next();
    out.push(t);
    if (t.kind === "EOF") return out;
  }
}
