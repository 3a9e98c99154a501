// Patterns. Binary forms (`|`, `,`, `::`) and the postfix `as x` are parsed with an operator
// stack, so long or-patterns and cons chains never nest the parser's own calls.
import type { Constant, CoreType, Located, Longident, Pattern, PatternDesc } from "./ast.js";
import {
  constantOfToken,
  dotOperatorNameLength,
  parseDotOperatorName,
  isConstantToken,
  isOperatorToken,
  located,
  negateConstant,
  parseAttributes,
  parseExtAttributes,
  parseExtension,
  parseModulePath,
  parseValueName,
} from "./parse_common.js";
import { atCoreTypeStart, parseCoreType, parseTagName, parseTypeConstr } from "./parse_type.js";
import { ldot, lident, withAttributes, type ParserState } from "./parser_state.js";
import { noAttributes } from "./parser_state.js";
import { parseModuleType } from "./parse_module.js";
import { errorAt } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";

export function mkPat(p: ParserState, desc: PatternDesc, start: number, end = p.lastEnd, ghost = false): Pattern {
  const loc = p.location(start, end);
  return { desc, loc: ghost ? { ...loc, ghost: true } : loc, attributes: noAttributes };
}

function span(p: ParserState, desc: PatternDesc, first: Pattern, last: Pattern): Pattern {
  return { desc, loc: { ...first.loc, end: last.loc.end, ghost: false }, attributes: noAttributes };
}

function construct(name: Located<Longident>, arg: Pattern | undefined, existentials: readonly Located<string>[] = []): PatternDesc {
  return { kind: "Construct", name, existentials, arg };
}

interface PatOp {
  readonly text: "|" | "," | "::";
  readonly level: number;
  readonly loc: Pattern["loc"];
}

const patLevels = { "|": 2, ",": 3, "::": 4 } as const;

/** A full pattern: `p as x`, `p | q`, `p, q`, `p :: q`, constructor applications. */
export function parsePattern(p: ParserState): Pattern {
  const operands: Pattern[] = [parsePatternGen(p)];
  const ops: PatOp[] = [];
  // The tuple being extended by `,` (its item array is shared, the previous node being dropped).
  let openTuple: Pattern | undefined;
  let openItems: Pattern[] = [];
  const reduce = (): void => {
    const op = ops.pop()!;
    const right = operands.pop()!;
    const left = operands.pop()!;
    switch (op.text) {
      case "|":
        operands.push(span(p, { kind: "Or", left, right }, left, right));
        return;
      case ",": {
        if (left !== openTuple) openItems = [left];
        openItems.push(right);
        openTuple = span(p, { kind: "Tuple", items: openItems }, left, right);
        operands.push(openTuple);
        return;
      }
      case "::": {
        const argLoc = { ...left.loc, end: right.loc.end, ghost: true };
        const arg: Pattern = { desc: { kind: "Tuple", items: [left, right] }, loc: argLoc, attributes: noAttributes };
        operands.push(span(p, construct({ txt: lident("::"), loc: op.loc }, arg), left, right));
        return;
      }
    }
  };
  for (;;) {
    if (p.is("as")) {
      while (ops.length > 0) reduce();
      p.advance();
      const nameStart = p.tok.start;
      const name = located(parseValueName(p), p, nameStart);
      const inner = operands.pop()!;
      operands.push(mkPat(p, { kind: "Alias", pattern: inner, name }, inner.loc.start.offset));
      continue;
    }
    const text = p.is("|") ? "|" : p.is(",") ? "," : p.is("::") ? "::" : undefined;
    if (text === undefined) break;
    const level = patLevels[text];
    // `|` and `,` group to the left, `::` to the right.
    while (ops.length > 0 && (ops[ops.length - 1]!.level > level || (ops[ops.length - 1]!.level === level && text !== "::"))) reduce();
    const t = p.advance();
    ops.push({ text, level, loc: p.tokenLocation(t) });
    operands.push(parsePatternGen(p));
  }
  while (ops.length > 0) reduce();
  return operands[0]!;
}

/** Can the current token start a simple pattern (a constructor's argument)? */
export function atSimplePattern(p: ParserState, k = 0): boolean {
  const t = k === 0 ? p.tok : p.peek(k);
  switch (t.kind) {
    case "LIDENT":
    case "UIDENT":
    case "INT":
    case "FLOAT":
    case "CHAR":
    case "STRING":
      return true;
    case "KEYWORD":
    case "OP":
      switch (t.text) {
        case "_":
        case "(":
        case "[":
        case "[|":
        case "{":
        case "true":
        case "false":
        case "[%":
        case "`":
        case "#":
          return true;
        case "-":
        case "+":
          // A sign always starts a signed constant (so errors land after it, as in OCaml).
          return true;
        default:
          return false;
      }
    default:
      return false;
  }
}

/** Constructor application, `lazy p`, `exception p`, or a simple pattern; then `[@attr]`s. */
function parsePatternGen(p: ParserState): Pattern {
  const start = p.tok.start;
  let pat: Pattern;
  if (p.is("exception")) {
    p.advance();
    const { attrs } = parseExtAttributes(p);
    const inner = parsePatternGen(p);
    pat = withAttributes(mkPat(p, { kind: "Exception", pattern: inner }, start), attrs);
  } else if (p.is("lazy")) {
    p.advance();
    const { attrs } = parseExtAttributes(p);
    const inner = parseSimplePattern(p);
    pat = withAttributes(mkPat(p, { kind: "Lazy", pattern: inner }, start), attrs);
  } else if (specialConstructorLength(p) > 0 && atSimplePattern(p, specialConstructorLength(p))) {
    // `[] p`, `() p`, `(::) p`, `true p`, `false p`: constructors applied like any other.
    const open = p.tok;
    const n = specialConstructorLength(p);
    for (let i = 0; i < n; i++) p.advance();
    const text = open.text === "(" ? (n === 3 ? "::" : "()") : open.text === "[" ? "[]" : open.text;
    const name = located(lident(text), p, start);
    pat = mkPat(p, construct(name, parsePatternGen(p)), start);
  } else if (p.is("`")) {
    p.advance();
    const tag = parseTagName(p).txt;
    const arg = atSimplePattern(p) ? parsePatternGen(p) : undefined;
    pat = mkPat(p, { kind: "Variant", tag, arg }, start);
  } else if (atConstructorName(p)) {
    const name = parseConstructorName(p);
    if (p.is("(") && p.is("type", 1)) {
      // `C (type a b) (x : a)`
      const open = p.advance();
      p.advance();
      const existentials: Located<string>[] = [];
      while (p.tok.kind === "LIDENT") {
        const t = p.advance();
        existentials.push(located(t.text, p, t.start));
      }
      if (existentials.length === 0) p.error();
      p.expectClosing(")", open);
      const arg = parseSimplePattern(p);
      pat = mkPat(p, construct(name, arg, existentials), start);
    } else if (atSimplePattern(p)) {
      const arg = parsePatternGen(p);
      pat = mkPat(p, construct(name, arg), start);
    } else {
      pat = mkPat(p, construct(name, undefined), start);
    }
  } else {
    pat = parseSimplePattern(p);
  }
  while (p.is("[@")) pat = withAttributes(pat, parseAttributes(p, "[@"));
  return pat;
}

/** The tokens of a constructor written with symbols or keywords next (`[]`, `()`, `(::)`, `true`, `false`), or 0. */
function specialConstructorLength(p: ParserState): number {
  if (p.is("true") || p.is("false")) return 1;
  if ((p.is("[") && p.is("]", 1)) || (p.is("(") && p.is(")", 1))) return 2;
  if (p.is("(") && p.is("::", 1) && p.is(")", 2)) return 3;
  return 0;
}

/** Is a (possibly qualified) constructor next, as opposed to `M.(p)`? */
function atConstructorName(p: ParserState): boolean {
  if (p.tok.kind !== "UIDENT") return false;
  let k = 1;
  while (p.is(".", k) && p.peek(k + 1).kind === "UIDENT") k += 2;
  return !p.is(".", k);
}

function parseConstructorName(p: ParserState): Located<Longident> {
  const start = p.tok.start;
  return located(parseModulePath(p), p, start);
}

function parseSignedConstant(p: ParserState): Constant {
  if (p.is("-") || p.is("+")) {
    const neg = p.advance().text === "-";
    const t = p.tok;
    if (t.kind !== "INT" && t.kind !== "FLOAT") p.error();
    p.advance();
    const c = constantOfToken(p, t);
    return neg ? negateConstant(c)! : c;
  }
  const t = p.tok;
  if (!isConstantToken(t)) p.error();
  p.advance();
  return constantOfToken(p, t);
}

export function parseSimplePattern(p: ParserState): Pattern {
  const start = p.tok.start;
  const t = p.tok;
  switch (t.kind) {
    case "LIDENT": {
      p.advance();
      // The node and its name share one location object (locations are immutable).
      const loc = p.tokenLocation(t);
      return { desc: { kind: "Var", name: { txt: t.text, loc } }, loc, attributes: noAttributes };
    }
    case "UIDENT": {
      if (atConstructorName(p)) return mkPat(p, construct(parseConstructorName(p), undefined), start);
      // `M.(p)`, `M.[p]`, `M.[|p|]`, `M.{...}`
      const path = parseModulePath(p);
      const module = located(path, p, start);
      p.expect(".");
      if (!(p.is("(") || p.is("[") || p.is("[|") || p.is("{"))) p.error();
      let inner: Pattern;
      if ((p.is("(") && p.is(")", 1)) || (p.is("[") && p.is("]", 1))) {
        // `M.()` and `M.[]`: OCaml gives the constructor pattern the location of the whole.
        const open = p.advance();
        p.advance();
        const name = located(lident(open.text === "(" ? "()" : "[]"), p, open.start);
        inner = mkPat(p, construct(name, undefined), start);
      } else if (p.is("(")) {
        // `M.(p)` keeps the inner pattern's own location.
        const open = p.advance();
        inner = parsePattern(p);
        if (p.accept(":")) {
          const type = parseCoreType(p);
          inner = mkPat(p, { kind: "Constraint", pattern: inner, type }, inner.loc.start.offset);
        }
        p.expectClosing(")", open);
      } else {
        inner = parseSimplePattern(p);
      }
      return mkPat(p, { kind: "Open", module, pattern: inner }, start);
    }
    case "INT":
    case "FLOAT":
    case "CHAR":
    case "STRING": {
      const c = parseSignedConstant(p);
      return constantOrInterval(p, c, start);
    }
    case "KEYWORD":
    case "OP":
      break;
    default:
      return p.error();
  }
  switch (t.text) {
    case "_":
      p.advance();
      return mkPat(p, { kind: "Any" }, start);
    case "-":
    case "+": {
      const c = parseSignedConstant(p);
      return constantOrInterval(p, c, start);
    }
    case "true":
    case "false":
      p.advance();
      return mkPat(p, construct(located(lident(t.text), p, start), undefined), start);
    case "(":
      return parseParenPattern(p);
    case "[":
      return parseListPattern(p);
    case "[|": {
      const open = p.advance();
      const items: Pattern[] = [];
      while (!p.is("|]")) {
        items.push(parsePattern(p));
        if (!p.accept(";")) break;
      }
      p.expectClosing("|]", open);
      return mkPat(p, { kind: "Array", items }, start);
    }
    case "{":
      return parseRecordPattern(p);
    case "[%": {
      const name = parseExtension(p, "[%");
      return mkPat(p, { kind: "Extension", name }, start);
    }
    case "`": {
      p.advance();
      const tag = parseTagName(p).txt;
      return mkPat(p, { kind: "Variant", tag, arg: undefined }, start);
    }
    case "#": {
      p.advance();
      const name = parseTypeConstr(p);
      return mkPat(p, { kind: "TypeAlias", name }, start);
    }
    default:
      return p.error();
  }
}

function constantOrInterval(p: ParserState, low: Constant, start: number): Pattern {
  if (p.is("..")) {
    p.advance();
    const high = parseSignedConstant(p);
    return mkPat(p, { kind: "Interval", low, high }, start);
  }
  return mkPat(p, { kind: "Constant", constant: low }, start);
}

/** `( ... )`: unit, `(::)`, an operator name, `(p)`, `(p : t)`, `(module M)`, `(module M : S)`. */
function parseParenPattern(p: ParserState): Pattern {
  const start = p.tok.start;
  const open = p.expect("(");
  if (p.is(")")) {
    p.advance();
    return mkPat(p, construct(located(lident("()"), p, start), undefined), start);
  }
  if (p.is("::") && p.is(")", 1)) {
    p.advance();
    p.advance();
    const name = located(lident("::"), p, start);
    if (atSimplePattern(p)) {
      const arg = parseSimplePattern(p);
      return mkPat(p, construct(name, arg), start);
    }
    return mkPat(p, construct(name, undefined), start);
  }
  if (isOperatorToken(p.tok) && p.is(")", 1)) {
    const op = p.advance();
    p.advance();
    return mkPat(p, { kind: "Var", name: located(op.text, p, start) }, start);
  }
  const dotLength = dotOperatorNameLength(p, 0);
  if (dotLength > 0 && p.is(")", dotLength)) {
    const name = parseDotOperatorName(p, dotLength);
    p.advance();
    return mkPat(p, { kind: "Var", name: located(name, p, start) }, start);
  }
  if (p.is("module")) {
    p.advance();
    const nameTok = p.tok;
    let name: string | undefined;
    if (nameTok.kind === "UIDENT") name = nameTok.text;
    else if (!p.is("_")) p.error();
    p.advance();
    const unpack = mkPat(p, { kind: "Unpack", name: located(name, p, nameTok.start) }, start);
    if (p.accept(":")) {
      const mtStart = p.tok.start;
      const mt = parseModuleType(p);
      const type = packageTypeOf(p, mt, mtStart);
      p.expect(")");
      // The unpacked name keeps its own location under the constraint, as in OCaml.
      return mkPat(p, { kind: "Constraint", pattern: { ...unpack, loc: p.tokenLocation(nameTok) }, type }, start);
    }
    p.expect(")");
    return { ...unpack, loc: p.locFrom(start) };
  }
  // What can follow `(` is a pattern or an operator (ocamlc's `val_ident: LPAREN error`).
  if (!atSimplePattern(p) && !p.is("exception") && !p.is("lazy") && !p.is("type")) p.error("Syntax error: operator expected.");
  const inner = parsePattern(p);
  if (p.accept(":")) {
    // ocamlc's `LPAREN pattern COLON error`.
    if (!atCoreTypeStart(p)) p.error("Syntax error: type expected.");
    const type = parseCoreType(p);
    p.expectClosing(")", open);
    return mkPat(p, { kind: "Constraint", pattern: inner, type }, start);
  }
  p.expectClosing(")", open);
  return { ...inner, loc: p.locFrom(start) };
}

/**
 * `(module M : S)`, `(module S with type t = T)`: the module type as a package type. Only a path,
 * with plain type equations, is allowed, with OCaml's errors (`package_type_of_module_type`).
 */
export function packageTypeOf(p: ParserState, mt: ReturnType<typeof parseModuleType>, _start: number): CoreType {
  const invalid = (loc: Location, why: string): never => {
    throw errorAt(loc, `invalid package type: ${why}`);
  };
  if (mt.desc.kind === "Ident") return { desc: { kind: "Package", signature: mt.desc.name }, loc: mt.loc, attributes: noAttributes };
  if (mt.desc.kind !== "With" || mt.desc.type.desc.kind !== "Ident")
    return invalid(mt.loc, "only module type identifier and 'with type' constraints are supported");
  const constraints = mt.desc.constraints.map((c) => {
    if (c.kind !== "Type") return invalid(mt.loc, "only 'with type t =' constraints are supported");
    if (c.decl.params.length > 0) return invalid(c.decl.loc, "parametrized types are not supported");
    if (c.decl.constraints.length > 0) return invalid(c.decl.loc, "constrained types are not supported");
    if (c.decl.private === "Private") return invalid(c.decl.loc, "private types are not supported");
    return { path: c.path, type: c.decl.manifest! };
  });
  void p;
  return { desc: { kind: "Package", signature: mt.desc.type.desc.name, constraints }, loc: mt.loc, attributes: noAttributes };
}

/** `[p1; p2; p3]`: nested `::` built from the end, without recursion. */
function parseListPattern(p: ParserState): Pattern {
  const start = p.tok.start;
  const open = p.expect("[");
  const items: Pattern[] = [];
  while (!p.is("]")) {
    items.push(parsePattern(p));
    if (!p.accept(";")) break;
  }
  p.expectClosing("]", open);
  const end = p.lastEnd;
  const nilLoc = { ...p.location(p.lastStart, end), ghost: true };
  let tail: Pattern = { desc: construct({ txt: lident("[]"), loc: nilLoc }, undefined), loc: nilLoc, attributes: noAttributes };
  if (items.length === 0) return mkPat(p, construct(located(lident("[]"), p, start), undefined), start);
  for (let i = items.length - 1; i >= 0; i--) {
    const head = items[i]!;
    const loc = { ...p.location(head.loc.start.offset, end), ghost: true };
    const arg: Pattern = { desc: { kind: "Tuple", items: [head, tail] }, loc, attributes: noAttributes };
    tail = { desc: construct({ txt: lident("::"), loc }, arg), loc, attributes: noAttributes };
  }
  return { ...tail, loc: p.locFrom(start) };
}

/** `{ l1 = p1; l2; M.l3 : t = p3; _ }` */
function parseRecordPattern(p: ParserState): Pattern {
  const start = p.tok.start;
  const open = p.expect("{");
  const fields: { label: Located<Longident>; pattern: Pattern }[] = [];
  let closed = true;
  for (;;) {
    if (p.is("_")) {
      p.advance();
      closed = false;
      p.accept(";");
      break;
    }
    const labelStart = p.tok.start;
    const path = parseLabelPath(p);
    const label = located(path, p, labelStart);
    const short = path.kind === "Ldot" || path.kind === "Lident" ? path.name : "";
    let type: CoreType | undefined;
    if (p.accept(":")) type = parseCoreType(p);
    let pattern: Pattern;
    if (p.accept("=")) {
      pattern = parsePattern(p);
    } else {
      pattern = mkPat(p, { kind: "Var", name: { txt: short, loc: label.loc } }, labelStart, label.loc.end.offset);
    }
    if (type) pattern = mkPat(p, { kind: "Constraint", pattern, type }, labelStart, p.lastEnd, true);
    fields.push({ label, pattern });
    if (!p.accept(";")) break;
    if (p.is("}")) break;
  }
  p.expectClosing("}", open);
  return mkPat(p, { kind: "Record", fields, closed }, start);
}

/** A field label: `l` or `M.N.l`. */
export function parseLabelPath(p: ParserState): Longident {
  if (p.tok.kind === "LIDENT") return lident(p.advance().text);
  if (p.tok.kind !== "UIDENT") p.error();
  let prefix: Longident = lident(p.advance().text);
  for (;;) {
    p.expect(".");
    if (p.peek(0).kind === "LIDENT") return ldot(prefix, p.advance().text);
    if (p.tok.kind !== "UIDENT") p.error();
    prefix = ldot(prefix, p.advance().text);
  }
}
