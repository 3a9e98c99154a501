// Pieces every part of the grammar shares: attributes and extension nodes, constants,
// qualified names and operator names.
import { errorAt } from "../common/diagnostic.js";
import type { Attribute, AttributePayload, Attributes, Constant, Located, Longident } from "./ast.js";
import { ldot, lident, noAttributes, type ParserState } from "./parser_state.js";
import type { Token } from "./token.js";
import { parseWholePayload } from "./parse_module.js";

const keywordOperators: ReadonlySet<string> = new Set(["mod", "land", "lor", "lxor", "lsl", "lsr", "asr", "or"]);
/** Symbols that look like operators but cannot be defined or used as values. */
const reservedSymbols: ReadonlySet<string> = new Set(["->", "|", "<-", ":", "::", ":>", "?", "~", "#", "."]);

/** Can this token be written as `( tok )` to name an operator value? */
export function isOperatorToken(t: Token): boolean {
  if (t.kind === "OP") return !reservedSymbols.has(t.text);
  if (t.kind === "LETOP" || t.kind === "ANDOP") return true;
  return t.kind === "KEYWORD" && keywordOperators.has(t.text);
}

export function located<T>(txt: T, p: ParserState, start: number, end = p.lastEnd): Located<T> {
  return { txt, loc: p.location(start, end) };
}

// ---------------------------------------------------------------------------------------------
// Attributes and extensions

/** Does an attribute opener of this bracket (`[@`, `[@@` or `[@@@`) come next? */
export function atAttribute(p: ParserState, opener: "[@" | "[@@" | "[@@@"): boolean {
  return p.is(opener);
}

/** The identifier of an attribute or extension: `inline`, `ocaml.warning`, `foo.bar`. */
function parseAttrId(p: ParserState): Located<string> {
  const start = p.tok.start;
  let name = attrIdPart(p);
  while (p.is(".") && isAttrIdPartToken(p.peek(1))) {
    p.advance();
    name += "." + attrIdPart(p);
  }
  return located(name, p, start);
}

function isAttrIdPartToken(t: Token): boolean {
  return t.kind === "LIDENT" || t.kind === "UIDENT" || (t.kind === "KEYWORD" && /^[a-z]/.test(t.text));
}

function attrIdPart(p: ParserState): string {
  if (!isAttrIdPartToken(p.tok)) p.error();
  return p.advance().text;
}

/**
 * Skips tokens up to (not including) the `]` that closes the bracket opened by `open` (a payload
 * flambe does not read, when doc comments are not tracked: with warning 50 on, payloads are
 * parsed in full, `parseWholePayload`).
 */
export function skipBalanced(p: ParserState, open: Token): void {
  let depth = 0;
  for (;;) {
    const t = p.tok;
    if (t.kind === "EOF") p.unclosed(open, "]");
    if (t.kind === "KEYWORD" || t.kind === "OP") {
      if (t.text.startsWith("[")) depth++;
      else if (t.text === "]" || t.text === "|]" || t.text === ">]") {
        if (depth === 0) return;
        depth--;
      }
    }
    p.advance();
  }
}

/** The payload of an attribute up to its `]`, reduced to what flambe reads. */
function parsePayload(p: ParserState, open: Token): AttributePayload {
  if (p.is("]")) return { kind: "Empty" };
  const t = p.tok;
  const closesNext = p.is("]", 1);
  if (closesNext) {
    if (t.kind === "LIDENT" || t.kind === "UIDENT" || p.is("true") || p.is("false")) {
      p.advance();
      return { kind: "Ident", name: t.text };
    }
    if (t.kind === "INT" && t.modifier === "") {
      p.advance();
      return { kind: "Int", value: Number(t.text.replace(/_/g, "")) };
    }
    if (t.kind === "STRING") {
      p.advance();
      return { kind: "String", value: t.value };
    }
  }
  if (t.kind === "LIDENT" && p.peek(1).kind === "STRING" && p.is("]", 2)) {
    p.advance();
    const text = p.advance();
    return { kind: "IdentString", name: t.text, value: (text as { value: string }).value };
  }
  // With warning 50 on, the payload is parsed as OCaml parses it, for its doc comments.
  if (p.docstrings !== undefined) parseWholePayload(p);
  else skipBalanced(p, open);
  return { kind: "Other" };
}

/** `[@id payload]` (or `[@@...]`, `[@@@...]` according to `opener`). */
export function parseAttribute(p: ParserState, opener: "[@" | "[@@" | "[@@@"): Attribute {
  const open = p.expect(opener);
  const name = parseAttrId(p);
  const payload = parsePayload(p, open);
  p.expectClosing("]", open);
  return { name, payload, loc: p.locFrom(open.start) };
}

export function parseAttributes(p: ParserState, opener: "[@" | "[@@" | "[@@@"): Attributes {
  if (!p.is(opener)) return noAttributes;
  const out: Attribute[] = [];
  while (p.is(opener)) out.push(parseAttribute(p, opener));
  return out;
}

/** `[%id payload]` or `[%%id payload]`: the name is kept, the payload skipped. */
export function parseExtension(p: ParserState, opener: "[%" | "[%%"): Located<string> {
  const open = p.expect(opener);
  const name = parseAttrId(p);
  if (p.docstrings !== undefined) parseWholePayload(p);
  else skipBalanced(p, open);
  p.expectClosing("]", open);
  return name;
}

/**
 * What may follow a keyword such as `let`, `fun`, `match`: `%ext` and `[@attr]`s.
 * An extension there makes the whole construct an extension node.
 */
export function parseExtAttributes(p: ParserState): { ext: Located<string> | undefined; attrs: Attributes } {
  let ext: Located<string> | undefined;
  if (p.is("%") && p.tok.start === p.lastEnd) {
    p.advance();
    ext = parseAttrId(p);
  }
  return { ext, attrs: parseAttributes(p, "[@") };
}

// ---------------------------------------------------------------------------------------------
// Constants

export function constantOfToken(p: ParserState, t: Token): Constant {
  switch (t.kind) {
    case "INT":
      if (t.modifier === "" || t.modifier === "l" || t.modifier === "L" || t.modifier === "n") {
        return { kind: "Int", text: t.text, suffix: t.modifier };
      }
      throw errorAt(p.tokenLocation(t), `Unknown modifier '${t.modifier}' for literal ${t.text}${t.modifier}`);
    case "FLOAT":
      if (t.modifier !== "") throw errorAt(p.tokenLocation(t), `Unknown modifier '${t.modifier}' for literal ${t.text}${t.modifier}`);
      return { kind: "Float", text: t.text };
    case "CHAR":
      return { kind: "Char", code: t.code };
    case "STRING":
      return { kind: "String", value: t.value, delimiter: t.delimiter };
    default:
      return p.error();
  }
}

export function isConstantToken(t: Token): boolean {
  return t.kind === "INT" || t.kind === "FLOAT" || t.kind === "CHAR" || t.kind === "STRING";
}

/** A constant negated by a leading `-` (or kept by `+`): `-1`, `- 1.5`. */
export function negateConstant(c: Constant): Constant | undefined {
  switch (c.kind) {
    case "Int":
      return { ...c, text: c.text.startsWith("-") ? c.text.slice(1) : "-" + c.text };
    case "Float":
      return { ...c, text: c.text.startsWith("-") ? c.text.slice(1) : "-" + c.text };
    case "Char":
    case "String":
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Names

/** `M.N.` prefixes: while an uppercase identifier is followed by `.` and `next` holds. */
export function parseModulePath(p: ParserState): Longident {
  if (p.tok.kind !== "UIDENT") p.error();
  let id: Longident = lident(p.advance().text);
  while (p.is(".") && p.peek(1).kind === "UIDENT") {
    p.advance();
    id = ldot(id, p.advance().text);
  }
  return id;
}

/**
 * A module path that may contain functor applications, as in types: `F(X).t`, `Map.Make(S).t`.
 */
export function parseExtendedModulePath(p: ParserState): Longident {
  if (p.tok.kind !== "UIDENT") p.error();
  let id: Longident = lident(p.advance().text);
  for (;;) {
    if (p.is("(") && p.peek(1).kind === "UIDENT") {
      const open = p.advance();
      const arg = parseExtendedModulePath(p);
      p.expectClosing(")", open);
      id = { kind: "Lapply", functor: id, arg };
    } else if (p.is(".") && p.peek(1).kind === "UIDENT") {
      p.advance();
      id = ldot(id, p.advance().text);
    } else {
      return id;
    }
  }
}

const closingBracket: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}" };

/**
 * The number of tokens of an index operator's name starting at the k-th token (`.%{}`,
 * `.%()<-`: the dot operator, a bracket pair, an optional `<-`), or 0 if there is none.
 */
export function dotOperatorNameLength(p: ParserState, k: number): number {
  if (p.peek(k).kind !== "DOTOP") return 0;
  const open = p.peek(k + 1);
  const close = open.kind === "KEYWORD" ? closingBracket[open.text] : undefined;
  if (close === undefined || !p.is(close, k + 2)) return 0;
  return p.is("<-", k + 3) ? 4 : 3;
}

/** Reads an index operator's name of `length` tokens, as one string (`.%{}<-`). */
export function parseDotOperatorName(p: ParserState, length: number): string {
  let name = "";
  for (let i = 0; i < length; i++) name += p.advance().text;
  return name;
}

/** A value name: `x` or `( op )`; the current token must start it. */
export function parseValueName(p: ParserState): string {
  const t = p.tok;
  if (t.kind === "LIDENT") {
    p.advance();
    return t.text;
  }
  const dotLength = p.is("(") ? dotOperatorNameLength(p, 1) : 0;
  if (dotLength > 0 && p.is(")", dotLength + 1)) {
    p.advance();
    const name = parseDotOperatorName(p, dotLength);
    p.advance();
    return name;
  }
  if (p.is("(") && isOperatorToken(p.peek(1))) {
    const open = p.advance();
    const op = p.advance();
    p.expectClosing(")", open);
    return op.text;
  }
  return p.error();
}

export function atValueName(p: ParserState): boolean {
  return valueNameLength(p) > 0;
}

/** The number of tokens of the value name that starts here (`x`, `( + )`, `( .%{} )`), or 0. */
export function valueNameLength(p: ParserState): number {
  if (p.tok.kind === "LIDENT") return 1;
  if (!p.is("(")) return 0;
  if (isOperatorToken(p.peek(1)) && p.is(")", 2)) return 3;
  const dotLength = dotOperatorNameLength(p, 1);
  return dotLength > 0 && p.is(")", dotLength + 1) ? dotLength + 2 : 0;
}

export function prefixed(prefix: Longident | undefined, name: string): Longident {
  return prefix ? ldot(prefix, name) : lident(name);
}
