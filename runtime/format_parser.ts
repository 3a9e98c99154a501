/**
 * The parser of format strings, with OCaml's rules: those of CamlinternalFormat's parser in the
 * *legacy* mode that ocamlc uses for format literals (OCaml 4.13). Many meaningless combinations
 * of flags are accepted and given a meaning there (`%.-5s` is `%-5s`, `%05.3d` pads with spaces,
 * `%+ d` is `%+d`, `%5c` is `%c`); the others are rejected with OCaml's message, at the same
 * character number, found in the same order (the checks OCaml makes after parsing the rest of the
 * format come after the rest's own).
 *
 * The type checker types a format literal from what this returns (and reports its errors); the
 * Printf/Format engine (printf.ts) prints from it. It is pure: the compiler's core uses it too.
 */

export type PadSide = "left" | "right" | "zeros";

/** A width: none, a literal one (`%5d`), or an argument (`%*d`). */
export type Padding =
  | { readonly kind: "none" }
  | { readonly kind: "lit"; readonly side: PadSide; readonly width: number }
  | { readonly kind: "arg"; readonly side: PadSide };

export type Precision = { readonly kind: "none" } | { readonly kind: "lit"; readonly n: number } | { readonly kind: "arg" };

/**
 * An integer conversion as OCaml keeps it: the letter with its one flag (`+`, space, or `#`
 * as `C`), the others dropped.
 */
export type IntConv = "d" | "+d" | " d" | "i" | "+i" | " i" | "x" | "#x" | "X" | "#X" | "o" | "#o" | "u" | "#d" | "#i" | "#u";

export type FloatFlag = "" | "+" | " ";
export type FloatKind = "f" | "e" | "E" | "g" | "G" | "F" | "#F" | "h" | "H";

/** The size of an integer conversion: `` (int), `l` (int32), `n` (nativeint), `L` (int64). */
export type IntSize = "" | "l" | "n" | "L";

/** What an ignored conversion (`%_d`) would have read: whether it takes arguments in Printf. */
export type Ignored =
  | { readonly kind: "plain" }
  /** `%_(...%)`: its sub-format's arguments are still taken. */
  | { readonly kind: "format_subst"; readonly sub: Fmt }
  /** `%_r` */
  | { readonly kind: "reader" };

/** A Format directive after `@` (Printf prints its `text`). */
export type FormattingLit =
  | { readonly kind: "close_box" }
  | { readonly kind: "close_tag" }
  | { readonly kind: "break"; readonly text: string; readonly width: number; readonly offset: number }
  | { readonly kind: "fflush" }
  | { readonly kind: "force_newline" }
  | { readonly kind: "flush_newline" }
  | { readonly kind: "magic_size"; readonly text: string; readonly size: number }
  | { readonly kind: "escaped_at" }
  | { readonly kind: "escaped_percent" }
  | { readonly kind: "scan_indic"; readonly char: string };

export type Item =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "char" }
  | { readonly kind: "caml_char" }
  | { readonly kind: "string"; readonly pad: Padding }
  | { readonly kind: "caml_string"; readonly pad: Padding }
  | { readonly kind: "int"; readonly size: IntSize; readonly conv: IntConv; readonly pad: Padding; readonly prec: Precision }
  | { readonly kind: "float"; readonly flag: FloatFlag; readonly conv: FloatKind; readonly pad: Padding; readonly prec: Precision }
  | { readonly kind: "bool"; readonly pad: Padding }
  | { readonly kind: "flush" }
  /** `%{fmt%}` */
  | { readonly kind: "format_arg"; readonly sub: Fmt }
  /** `%(fmt%)` */
  | { readonly kind: "format_subst"; readonly sub: Fmt }
  | { readonly kind: "alpha" }
  | { readonly kind: "theta" }
  | { readonly kind: "reader" }
  | { readonly kind: "scan_char_set" }
  /** `%l`, `%n`, `%L`, `%N` alone: Scanf's counters, an int. */
  | { readonly kind: "scan_get_counter" }
  /** `%0c` */
  | { readonly kind: "scan_next_char" }
  | { readonly kind: "ignored"; readonly what: Ignored }
  | { readonly kind: "formatting_lit"; readonly lit: FormattingLit }
  /** `@[<...>` and `@{<...>`: the part in angle brackets is a format (`@[<v %d>`), "" when absent. */
  | { readonly kind: "formatting_gen"; readonly open: "box" | "tag"; readonly sub: Fmt };

export type Fmt = readonly Item[];

export class FormatParseError extends Error {}

/** The largest width ocamlc's parser takes (`Sys.max_string_length` on a 64-bit machine). */
const MAX_INTEGER = 144115188075855863n;

/** OCaml's `%S` of a string: `String.escaped` between double quotes. */
export function ocamlQuoted(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    switch (c) {
      case 34:
        out += '\\"';
        break;
      case 92:
        out += "\\\\";
        break;
      case 10:
        out += "\\n";
        break;
      case 9:
        out += "\\t";
        break;
      case 13:
        out += "\\r";
        break;
      case 8:
        out += "\\b";
        break;
      default:
        out += c >= 32 && c <= 126 ? s[i] : "\\" + String(c).padStart(3, "0");
    }
  }
  return out + '"';
}

/** Parses a whole format string, or throws a `FormatParseError` with OCaml's message. */
export function parseFormatString(str: string): Fmt {
  return new Parser(str).parse(0, str.length);
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";
const isIntBase = (c: string | undefined): boolean => c !== undefined && "dixXou".includes(c);

class Parser {
  constructor(private readonly str: string) {}

  private fail(msg: string): never {
    throw new FormatParseError(msg);
  }

  private invalid(ind: number, msg: string): never {
    return this.fail(`invalid format ${ocamlQuoted(this.str)}: at character number ${ind}, ${msg}`);
  }

  private unexpectedEnd(end: number): never {
    return this.invalid(end, "unexpected end of format");
  }

  private incompatible(pct: number, ind: number, symb: string, option: string): never {
    const sub = this.str.slice(pct, ind);
    return this.invalid(pct, `${option} is incompatible with '${symb}' in sub-format ${ocamlQuoted(sub)}`);
  }

  private expectedCharacter(ind: number, expected: string, read: string): never {
    return this.invalid(ind, `${expected} expected, read ${ocamlCharLiteral(read)}`);
  }

  /**
   * Parses `str[beg..end)`. OCaml's parser is recursive: a conversion's checks made after the
   * rest of the format is parsed (`post`) run after the rest's, last conversion first; here they
   * are kept in a list and run in that order at the end, so a long format needs no deep stack.
   */
  parse(beg: number, end: number): Fmt {
    const items: Item[] = [];
    const posts: (() => void)[] = [];
    let i = beg;
    let litStart = beg;
    const flushLiteral = (upTo: number): void => {
      if (upTo > litStart) items.push({ kind: "text", text: this.str.slice(litStart, upTo) });
    };
    while (i < end) {
      const c = this.str[i];
      if (c === "%") {
        flushLiteral(i);
        i = this.parseConversion(i, end, items, posts);
        litStart = i;
      } else if (c === "@") {
        flushLiteral(i);
        i = this.parseAfterAt(i + 1, end, items, posts);
        litStart = i;
      } else i++;
    }
    flushLiteral(end);
    for (let k = posts.length - 1; k >= 0; k--) posts[k]!();
    return mergeTexts(items);
  }

  /** Parses the conversion whose `%` is at `pct`; returns where the rest starts. */
  private parseConversion(pct: number, end: number, items: Item[], posts: (() => void)[]): number {
    const str = this.str;
    let i = pct + 1;
    if (i === end) this.unexpectedEnd(end);
    let ign = false;
    if (str[i] === "_") {
      ign = true;
      i++;
    }
    let zero = false;
    let minus = false;
    let plus = false;
    let hash = false;
    let space = false;
    for (;;) {
      if (i === end) this.unexpectedEnd(end);
      const f = str[i];
      if (f === "0") zero = true;
      else if (f === "-") minus = true;
      else if (f === "+") plus = true;
      else if (f === "#") hash = true;
      else if (f === " ") space = true;
      else break;
      i++;
    }
    // The padding.
    if (i === end) this.unexpectedEnd(end);
    const padty: PadSide = minus ? "left" : zero ? "zeros" : "right";
    let pad: Padding;
    if (isDigit(str[i])) {
      const [next, width] = this.parsePositive(i, end);
      i = next;
      pad = { kind: "lit", side: padty, width };
    } else if (str[i] === "*") {
      i++;
      pad = { kind: "arg", side: padty };
    } else if (padty === "zeros") {
      // `%0c`, `%0s`: a right padding of width 0.
      pad = { kind: "lit", side: "right", width: 0 };
    } else pad = { kind: "none" };
    // The precision.
    if (i === end) this.unexpectedEnd(end);
    let prec: Precision = { kind: "none" };
    let precMinus = minus;
    let hadPrecision = false;
    if (str[i] === ".") {
      hadPrecision = true;
      i++;
      if (i === end) this.unexpectedEnd(end);
      const p = str[i];
      if (isDigit(p)) {
        const [next, n] = this.parsePositive(i, end);
        i = next;
        prec = { kind: "lit", n };
      } else if (p === "+" || p === "-") {
        // The legacy parser ignores a sign before the precision; `-` still means a left padding.
        if (p === "-") precMinus = true;
        const [next, n] = this.parsePositive(i + 1, end);
        i = next;
        prec = { kind: "lit", n };
      } else if (p === "*") {
        i++;
        prec = { kind: "arg" };
      } else prec = { kind: "lit", n: 0 };
    }
    if (i === end) this.unexpectedEnd(end);
    // `%.10s` and `%.-3s`: a precision without a width is a padding for %s and the like.
    let padprec: Padding = pad;
    if (hadPrecision && pad.kind === "none") {
      const side: PadSide = precMinus ? "left" : "right";
      padprec = prec.kind === "lit" ? { kind: "lit", side, width: prec.n } : prec.kind === "arg" ? { kind: "arg", side } : pad;
    }
    const symb = str[i]!;
    const strInd = i + 1;
    let ignUsed = false;
    const getIgn = (): boolean => {
      ignUsed = true;
      return ign;
    };
    // Legacy tweaks: a `0` padding means a right one where it has no meaning.
    const noZero = (p: Padding): Padding =>
      p.kind === "lit" && p.side === "zeros" ? { ...p, side: "right" } : p.kind === "arg" && p.side === "zeros" ? { kind: "arg", side: "right" } : p;
    const intPad = (): Padding => (prec.kind === "none" ? pad : noZero(pad));
    const padOpt = (c: string, p: Padding): number | undefined => {
      switch (p.kind) {
        case "none":
          return undefined;
        case "lit":
          return p.width;
        case "arg":
          return this.incompatible(pct, strInd, c, "'*'");
      }
    };
    const precOpt = (): void => {
      if (prec.kind === "arg") this.incompatible(pct, strInd, "_", "'*'");
    };
    // The final check, after the rest: `_` must have been used.
    const checkIgn = (): void => {
      if (!ignUsed && ign && !"@%!,".includes(symb)) this.incompatible(pct, strInd, symb, "'_'");
    };
    let next = strInd;
    const push = (item: Item, post?: () => void): void => {
      items.push(item);
      posts.push(() => {
        post?.();
        checkIgn();
      });
    };
    const ignored: Item = { kind: "ignored", what: { kind: "plain" } };
    switch (symb) {
      case ",":
        posts.push(checkIgn);
        break;
      case "c": {
        // Which of the two it is is known once the width is checked, after the rest is parsed.
        items.push({ kind: "char" });
        const at = items.length - 1;
        posts.push(() => {
          const w = padOpt("c", pad);
          const isIgn = getIgn();
          if (w === 0) items[at] = isIgn ? ignored : { kind: "scan_next_char" };
          else items[at] = isIgn ? ignored : { kind: "char" };
          checkIgn();
        });
        break;
      }
      case "C":
        push(getIgn() ? ignored : { kind: "caml_char" });
        break;
      case "s":
      case "S": {
        const p = noZero(padprec);
        if (getIgn()) push(ignored, () => void padOpt("_", padprec));
        else push(symb === "s" ? { kind: "string", pad: p } : { kind: "caml_string", pad: p });
        break;
      }
      case "d":
      case "i":
      case "x":
      case "X":
      case "o":
      case "u": {
        const conv = intConv(plus, hash, space, symb);
        if (getIgn()) push(ignored, () => void padOpt("_", pad));
        else push({ kind: "int", size: "", conv, pad: intPad(), prec });
        break;
      }
      case "N":
        push(getIgn() ? ignored : { kind: "scan_get_counter" });
        break;
      case "l":
      case "n":
      case "L": {
        if (strInd === end || !isIntBase(str[strInd])) {
          push(getIgn() ? ignored : { kind: "scan_get_counter" });
          break;
        }
        const conv = intConv(plus, hash, space, str[strInd]!);
        next = strInd + 1;
        if (getIgn()) push(ignored, () => void padOpt("_", pad));
        else push({ kind: "int", size: symb, conv, pad: intPad(), prec });
        break;
      }
      case "f":
      case "e":
      case "E":
      case "g":
      case "G":
      case "F":
      case "h":
      case "H": {
        const flag: FloatFlag = plus ? "+" : space ? " " : "";
        const conv: FloatKind = symb === "F" && hash ? "#F" : symb;
        if (getIgn())
          push(ignored, () => {
            precOpt();
            padOpt("_", pad);
          });
        else push({ kind: "float", flag, conv, pad, prec });
        break;
      }
      case "b":
      case "B": {
        const p = noZero(padprec);
        if (getIgn()) push(ignored, () => void padOpt("_", padprec));
        else push({ kind: "bool", pad: p });
        break;
      }
      case "a":
        push({ kind: "alpha" });
        break;
      case "t":
        push({ kind: "theta" });
        break;
      case "r":
        push(getIgn() ? { kind: "ignored", what: { kind: "reader" } } : { kind: "reader" });
        break;
      case "!":
        push({ kind: "flush" });
        break;
      case "%":
      case "@":
        push({ kind: "text", text: symb });
        break;
      case "{": {
        const subEnd = this.searchSubformatEnd(strInd, end, "}");
        const sub = this.parse(strInd, subEnd);
        next = subEnd + 2;
        if (getIgn()) push(ignored, () => void padOpt("_", pad));
        else push({ kind: "format_arg", sub }, () => void padOpt("{", pad));
        break;
      }
      case "(": {
        const subEnd = this.searchSubformatEnd(strInd, end, ")");
        next = subEnd + 2;
        items.push(ignored);
        const at = items.length - 1;
        posts.push(() => {
          const sub = this.parse(strInd, subEnd);
          if (getIgn()) {
            padOpt("_", pad);
            items[at] = { kind: "ignored", what: { kind: "format_subst", sub } };
          } else {
            padOpt("(", pad);
            items[at] = { kind: "format_subst", sub };
          }
          checkIgn();
        });
        break;
      }
      case "[": {
        next = this.parseCharSet(strInd, end);
        if (getIgn()) push(ignored, () => void padOpt("_", pad));
        else push({ kind: "scan_char_set" }, () => void padOpt("[", pad));
        break;
      }
      case "-":
      case "+":
      case "#":
      case " ":
      case "_":
        return this.invalid(pct, `flag ${ocamlCharLiteral(symb)} is only allowed after the '%', before padding and precision`);
      default:
        return this.invalid(strInd - 1, `invalid conversion "%${symb}"`);
    }
    return next;
  }

  /** Reads digits from `i`; returns where they end and their value. */
  private parsePositive(i: number, end: number): [number, number] {
    let acc = 0n;
    for (;;) {
      if (i === end) this.unexpectedEnd(end);
      const c = this.str[i];
      if (!isDigit(c)) return [i, Number(acc)];
      acc = acc * 10n + BigInt(c!.charCodeAt(0) - 48);
      if (acc > MAX_INTEGER) this.fail(`invalid format ${ocamlQuoted(this.str)}: integer ${acc} is greater than the limit ${MAX_INTEGER}`);
      i++;
    }
  }

  /** The index of the `%}` or `%)` closing the sub-format that starts at `i`. */
  private searchSubformatEnd(i: number, end: number, close: string): number {
    const str = this.str;
    for (;;) {
      if (i === end) this.fail(`invalid format ${ocamlQuoted(str)}: unclosed sub-format, expected "%${close}" at character number ${end}`);
      if (str[i] !== "%") {
        i++;
        continue;
      }
      if (i + 1 === end) this.unexpectedEnd(end);
      const c = str[i + 1];
      if (c === close) return i;
      switch (c) {
        case "_": {
          if (i + 2 === end) this.unexpectedEnd(end);
          const d = str[i + 2];
          if (d === "{") i = this.searchSubformatEnd(i + 3, end, "}") + 2;
          else if (d === "(") i = this.searchSubformatEnd(i + 3, end, ")") + 2;
          else i += 3;
          break;
        }
        case "{":
          i = this.searchSubformatEnd(i + 2, end, "}") + 2;
          break;
        case "(":
          i = this.searchSubformatEnd(i + 2, end, ")") + 2;
          break;
        case "}":
          return this.expectedCharacter(i + 1, "character ')'", "}");
        case ")":
          return this.expectedCharacter(i + 1, "character '}'", ")");
        default:
          i += 2;
      }
    }
  }

  /** Parses a Scanf character set after `%[`; returns the index after its `]`. */
  private parseCharSet(i: number, end: number): number {
    const str = this.str;
    const failPercent = (ind: number): never =>
      this.fail(`invalid format ${ocamlQuoted(str)}: '%' alone is not accepted in character sets, use %% instead at position ${ind}.`);
    if (i === end) this.unexpectedEnd(end);
    if (str[i] === "^") i++;
    // The first character, `]` included.
    if (i === end) this.unexpectedEnd(end);
    let c = str[i]!;
    i++;
    // State: after a character `c` (which may start a range), or in the content.
    let afterChar = true;
    for (;;) {
      if (i === end) this.unexpectedEnd(end);
      const d = str[i]!;
      if (afterChar) {
        if (d === "]") return i + 1;
        if (d === "-") {
          // A range, unless the `-` is last.
          i++;
          if (i === end) this.unexpectedEnd(end);
          const e = str[i]!;
          if (e === "]") return i + 1;
          if (e === "%") {
            if (i + 1 === end) this.unexpectedEnd(end);
            const f = str[i + 1]!;
            if (f !== "%" && f !== "@") failPercent(i);
            i += 2;
          } else i++;
          afterChar = false;
          continue;
        }
        if (c === "%" && (d === "%" || d === "@")) {
          i++;
          afterChar = false;
          continue;
        }
        if (c === "%") failPercent(i);
        c = d;
        i++;
        continue;
      }
      // In the content.
      if (d === "]") return i + 1;
      if (d === "-") {
        i++;
        continue;
      }
      c = d;
      i++;
      afterChar = true;
    }
  }

  /** Parses what follows an `@` (at `i`); returns where the rest starts. */
  private parseAfterAt(i: number, end: number, items: Item[], posts: (() => void)[]): number {
    const str = this.str;
    const lit = (l: FormattingLit, next: number): number => {
      items.push({ kind: "formatting_lit", lit: l });
      return next;
    };
    if (i === end) {
      items.push({ kind: "text", text: "@" });
      return i;
    }
    const c = str[i]!;
    switch (c) {
      case "[":
      case "{":
        return this.parseTag(c === "{", i + 1, end, items, posts);
      case "]":
        return lit({ kind: "close_box" }, i + 1);
      case "}":
        return lit({ kind: "close_tag" }, i + 1);
      case ",":
        return lit({ kind: "break", text: "@,", width: 0, offset: 0 }, i + 1);
      case " ":
        return lit({ kind: "break", text: "@ ", width: 1, offset: 0 }, i + 1);
      case ";":
        return this.parseGoodBreak(i + 1, end, items);
      case "?":
        return lit({ kind: "fflush" }, i + 1);
      case "\n":
        return lit({ kind: "force_newline" }, i + 1);
      case ".":
        return lit({ kind: "flush_newline" }, i + 1);
      case "<":
        return this.parseMagicSize(i + 1, end, items);
      case "@":
        return lit({ kind: "escaped_at" }, i + 1);
      case "%":
        if (i + 1 < end && str[i + 1] === "%") return lit({ kind: "escaped_percent" }, i + 2);
        items.push({ kind: "text", text: "@" });
        return i;
      default:
        return lit({ kind: "scan_indic", char: c }, i + 1);
    }
  }

  /** After `@[` or `@{`: an optional `<...>`, itself a format. */
  private parseTag(isTag: boolean, i: number, end: number, items: Item[], posts: (() => void)[]): number {
    const open: "box" | "tag" = isTag ? "tag" : "box";
    if (i < end && this.str[i] === "<") {
      const close = this.str.indexOf(">", i + 1);
      if (close >= 0 && close < end) {
        // OCaml parses the rest of the format before the part in angle brackets: an error in the
        // rest comes first.
        items.push({ kind: "formatting_gen", open, sub: [] });
        const at = items.length - 1;
        posts.push(() => {
          items[at] = { kind: "formatting_gen", open, sub: this.parse(i, close + 1) };
        });
        return close + 1;
      }
    }
    items.push({ kind: "formatting_gen", open, sub: [] });
    return i;
  }

  /** After `@;`: an optional `<width offset>`. */
  private parseGoodBreak(i: number, end: number, items: Item[]): number {
    const str = this.str;
    const r = this.tryParse(() => {
      if (i === end || str[i] !== "<") return undefined;
      const i1 = this.parseSpaces(i + 1, end);
      const c1 = str[i1];
      if (!(isDigit(c1) || c1 === "-")) return undefined;
      const [i2, width] = this.parseInteger(i1, end);
      const i3 = this.parseSpaces(i2, end);
      const c3 = str[i3];
      if (c3 === ">") return { next: i3 + 1, lit: { kind: "break" as const, text: str.slice(i - 2, i3 + 1), width, offset: 0 } };
      if (!(isDigit(c3) || c3 === "-")) return undefined;
      const [i4, offset] = this.parseInteger(i3, end);
      const i5 = this.parseSpaces(i4, end);
      if (str[i5] !== ">") return undefined;
      return { next: i5 + 1, lit: { kind: "break" as const, text: str.slice(i - 2, i5 + 1), width, offset } };
    });
    if (r === undefined) {
      items.push({ kind: "formatting_lit", lit: { kind: "break", text: "@;", width: 1, offset: 0 } });
      return i;
    }
    items.push({ kind: "formatting_lit", lit: r.lit });
    return r.next;
  }

  /** After `@<`: an optional `size>`. */
  private parseMagicSize(i: number, end: number, items: Item[]): number {
    const str = this.str;
    const r = this.tryParse(() => {
      const i1 = this.parseSpaces(i, end);
      const c1 = str[i1];
      if (!(isDigit(c1) || c1 === "-")) return undefined;
      const [i2, size] = this.parseInteger(i1, end);
      const i3 = this.parseSpaces(i2, end);
      if (str[i3] !== ">") return undefined;
      return { next: i3 + 1, lit: { kind: "magic_size" as const, text: str.slice(i - 2, i3 + 1), size } };
    });
    if (r === undefined) {
      items.push({ kind: "formatting_lit", lit: { kind: "scan_indic", char: "<" } });
      return i;
    }
    items.push({ kind: "formatting_lit", lit: r.lit });
    return r.next;
  }

  /** Runs `f`, a failure of which (OCaml's `Failure` or `Not_found`) means no match. */
  private tryParse<T>(f: () => T | undefined): T | undefined {
    try {
      return f();
    } catch (e) {
      if (e instanceof FormatParseError) return undefined;
      throw e;
    }
  }

  private parseSpaces(i: number, end: number): number {
    for (;;) {
      if (i === end) this.unexpectedEnd(end);
      if (this.str[i] !== " ") return i;
      i++;
    }
  }

  private parseInteger(i: number, end: number): [number, number] {
    if (i === end) this.unexpectedEnd(end);
    const c = this.str[i];
    if (isDigit(c)) return this.parsePositive(i, end);
    // c is '-'
    if (i + 1 === end) this.unexpectedEnd(end);
    const d = this.str[i + 1]!;
    if (!isDigit(d)) this.expectedCharacter(i + 1, "digit", d);
    const [next, n] = this.parsePositive(i + 1, end);
    return [next, -n];
  }
}

/** The integer conversion of a letter and its flags, as the legacy parser resolves them. */
function intConv(plus: boolean, hash: boolean, space: boolean, symb: string): IntConv {
  if (hash && (symb === "x" || symb === "X" || symb === "o")) return `#${symb}` as IntConv;
  if (hash && !plus && !space) return `#${symb}` as IntConv;
  if (symb === "d" || symb === "i") {
    if (plus) return `+${symb}`;
    if (space) return ` ${symb}`;
  }
  return symb as IntConv;
}

function ocamlCharLiteral(c: string): string {
  const code = c.charCodeAt(0);
  if (c === "'") return "'\\''";
  if (c === "\\") return "'\\\\'";
  if (code === 10) return "'\\n'";
  if (code === 9) return "'\\t'";
  if (code === 13) return "'\\r'";
  if (code === 8) return "'\\b'";
  return code >= 32 && code <= 126 ? `'${c}'` : `'\\${String(code).padStart(3, "0")}'`;
}

function mergeTexts(items: Item[]): Item[] {
  const out: Item[] = [];
  for (const it of items) {
    const last = out[out.length - 1];
    if (it.kind === "text" && last !== undefined && last.kind === "text") out[out.length - 1] = { kind: "text", text: last.text + it.text };
    else out.push(it);
  }
  return out;
}
