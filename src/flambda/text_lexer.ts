// The lexer of the IR's text form (see `parser.ts` for the syntax). Positions follow the
// project's conventions: lines from 1, columns and offsets in bytes from 0.
import { errorAt } from "../common/diagnostic.js";
import { makeLocation, type Location, type Position } from "../common/location.js";

export type TokenKind =
  | "ident"
  | "symbol" // $name
  | "prim" // %name
  | "int" // tagged immediate: 12, -3
  | "naked_imm" // #12
  | "int32" // 12l
  | "int64" // 12L
  | "nativeint" // 12n
  | "float" // 1.5, 1e10, -0., nan, inf, -inf
  | "string"
  | "at" // @loc, @ghost: text is the word
  | "punct"
  | "eof";

export interface Token {
  readonly kind: TokenKind;
  /** The identifier, the punctuation, the decoded string, or the literal's text without suffix. */
  readonly text: string;
  readonly start: Position;
  readonly end: Position;
}

const PUNCTS = ["->", "(", ")", "{", "}", "[", "]", ",", ";", ":", "=", "|", "/"];

function isIdentStart(c: string): boolean {
  const k = c.charCodeAt(0);
  return (k >= 65 && k <= 90) || (k >= 97 && k <= 122) || k === 95;
}
function isIdentChar(c: string): boolean {
  const k = c.charCodeAt(0);
  return (k >= 65 && k <= 90) || (k >= 97 && k <= 122) || (k >= 48 && k <= 57) || k === 95 || k === 39;
}
function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}

export function tokenize(text: string, file: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const pos = (): Position => ({ line, col: i - lineStart, offset: i });
  const fail = (start: Position, msg: string): never => {
    throw errorAt(makeLocation(file, start, pos()), msg);
  };
  const identAt = (j: number): string => {
    let k = j;
    while (k < text.length && isIdentChar(text[k]!)) k++;
    return text.slice(j, k);
  };

  while (i < text.length) {
    const c = text[i]!;
    if (c === "\n") {
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (c === " " || c === "\t" || c === "\r") {
      i++;
      continue;
    }
    // Comments: (* ... *), nested as in OCaml.
    if (c === "(" && text[i + 1] === "*") {
      const start = pos();
      let depth = 0;
      while (i < text.length) {
        if (text[i] === "(" && text[i + 1] === "*") {
          depth++;
          i += 2;
        } else if (text[i] === "*" && text[i + 1] === ")") {
          depth--;
          i += 2;
          if (depth === 0) break;
        } else {
          if (text[i] === "\n") {
            line++;
            lineStart = i + 1;
          }
          i++;
        }
      }
      if (depth !== 0) fail(start, "This comment is not terminated");
      continue;
    }
    const start = pos();
    const push = (kind: TokenKind, tokText: string) => tokens.push({ kind, text: tokText, start, end: pos() });

    if (isIdentStart(c)) {
      const id = identAt(i);
      i += id.length;
      if (id === "nan" || id === "inf") push("float", id);
      else push("ident", id);
      continue;
    }
    if (c === "$" || c === "%" || c === "@") {
      // Symbols may be qualified by module paths (`$Stdlib.List`).
      let id = identAt(i + 1);
      if (c === "$")
        while (text[i + 1 + id.length] === "." && isIdentStart(text[i + 2 + id.length] ?? ""))
          id += "." + identAt(i + 2 + id.length);
      if (id === "" || !isIdentStart(id[0]!)) fail(start, `A name is expected after '${c}'`);
      i += 1 + id.length;
      push(c === "$" ? "symbol" : c === "%" ? "prim" : "at", id);
      continue;
    }
    if (c === "#") {
      i++;
      const s = i;
      if (text[i] === "-") i++;
      if (!isDigit(text[i] ?? "")) fail(start, "A number is expected after '#'");
      while (isDigit(text[i] ?? "")) i++;
      push("naked_imm", text.slice(s, i));
      continue;
    }
    if (c === "-" && text.startsWith("inf", i + 1) && !isIdentChar(text[i + 4] ?? "")) {
      i += 4;
      push("float", "-inf");
      continue;
    }
    if (isDigit(c) || (c === "-" && isDigit(text[i + 1] ?? ""))) {
      const s = i;
      if (c === "-") i++;
      while (isDigit(text[i] ?? "")) i++;
      let isFloat = false;
      if (text[i] === ".") {
        isFloat = true;
        i++;
        while (isDigit(text[i] ?? "")) i++;
      }
      if (text[i] === "e" || text[i] === "E") {
        const save = i;
        i++;
        if (text[i] === "+" || text[i] === "-") i++;
        if (isDigit(text[i] ?? "")) {
          isFloat = true;
          while (isDigit(text[i] ?? "")) i++;
        } else {
          i = save;
        }
      }
      const lit = text.slice(s, i);
      if (isFloat) {
        push("float", lit);
      } else if (text[i] === "l") {
        i++;
        push("int32", lit);
      } else if (text[i] === "L") {
        i++;
        push("int64", lit);
      } else if (text[i] === "n") {
        i++;
        push("nativeint", lit);
      } else {
        push("int", lit);
      }
      if (isIdentChar(text[i] ?? "")) fail(start, `Invalid literal ${text.slice(s, i + 1)}`);
      continue;
    }
    if (c === '"') {
      i++;
      let out = "";
      for (;;) {
        if (i >= text.length) fail(start, "String literal not terminated");
        const d = text[i]!;
        if (d === '"') {
          i++;
          break;
        }
        if (d === "\n") {
          line++;
          lineStart = i + 1;
        }
        if (d === "\\") {
          const e = text[i + 1] ?? "";
          if (e === "n") out += "\n";
          else if (e === "t") out += "\t";
          else if (e === "r") out += "\r";
          else if (e === "\\") out += "\\";
          else if (e === '"') out += '"';
          else if (e === "'") out += "'";
          else if (isDigit(e) && isDigit(text[i + 2] ?? "") && isDigit(text[i + 3] ?? "")) {
            const code = Number(text.slice(i + 1, i + 4));
            if (code > 255) fail(pos(), `Illegal escape sequence \\${text.slice(i + 1, i + 4)}`);
            out += String.fromCharCode(code);
            i += 4;
            continue;
          } else fail(pos(), `Illegal backslash escape in string: \\${e}`);
          i += 2;
          continue;
        }
        out += d;
        i++;
      }
      push("string", out);
      continue;
    }
    const p = PUNCTS.find((q) => text.startsWith(q, i));
    if (p !== undefined) {
      i += p.length;
      push("punct", p);
      continue;
    }
    i++;
    fail(start, `Illegal character (${JSON.stringify(c)})`);
  }
  const end = pos();
  tokens.push({ kind: "eof", text: "", start: end, end });
  return tokens;
}

export function tokenLocation(file: string, t: Token): Location {
  return makeLocation(file, t.start, t.end);
}
