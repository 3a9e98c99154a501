// Expressions. Binary operators are parsed with an operator stack following OCaml's precedence
// table (manual section 11.7), so long operator chains, sequences, lists, `let` chains and
// `else if` chains never nest the parser's own calls; only genuinely nested brackets do.
import type {
  ArgLabel,
  Argument,
  CoreType,
  Expression,
  ExpressionDesc,
  Located,
  Longident,
  ModuleExpr,
} from "./ast.js";
import type { Location } from "../common/location.js";
import {
  constantOfToken,
  dotOperatorNameLength,
  isOperatorToken,
  parseDotOperatorName,
  located,
  negateConstant,
  parseAttributes,
  parseExtAttributes,
  parseExtension,
} from "./parse_common.js";
import { parseModuleExpr, parseModuleType } from "./parse_module.js";
import { packageTypeOf, parseLabelPath, parsePattern } from "./parse_pattern.js";
import { parseCoreType } from "./parse_type.js";
import { parseFun, parseFunction, parseIfChain, parseLetChain, parseLetOp, parseMatch, parseTry, wrapExtension } from "./parse_binding.js";
import { parseNew, parseObjectExpr, parseOverride } from "./parse_class.js";
import { ldot, lident, noAttributes, withAttributes, type ParserState } from "./parser_state.js";
import type { Token } from "./token.js";

export function mkExp(p: ParserState, desc: ExpressionDesc, start: number, end = p.lastEnd, ghost = false): Expression {
  const loc = p.location(start, end);
  return { desc, loc: ghost ? { ...loc, ghost: true } : loc, attributes: noAttributes };
}

export function ident(txt: Longident, loc: Location): Expression {
  return { desc: { kind: "Ident", name: { txt, loc } }, loc, attributes: noAttributes };
}

/**
 * An `.(i)`, `.[i]` or `.{i, ...}` read built by the parser (its `Array.get`, `String.get` or
 * `Bigarray.ArrayN.get` has a ghost location, which a user-written call never has), that `<-`
 * turns into a write: the setter, and the read's arguments (the target, then the indices).
 */
function indexRead(e: Expression): { readonly setter: Longident; readonly args: readonly Expression[] } | undefined {
  const d = e.desc;
  if (d.kind !== "Apply" || d.args.length < 2 || d.func.desc.kind !== "Ident" || !d.func.loc.ghost) return undefined;
  const id = d.func.desc.name.txt;
  const args = d.args.map((a) => a.expr);
  if (id.kind === "Lident" && id.name.startsWith(".") && /[)\]}]$/.test(id.name) && args.length === 2) return { setter: lident(id.name + "<-"), args };
  if (id.kind !== "Ldot" || id.name !== "get") return undefined;
  const prefix = id.prefix;
  if (prefix.kind === "Lident" && (prefix.name === "Array" || prefix.name === "String") && args.length === 2) return { setter: ldot(prefix, "set"), args };
  if (prefix.kind === "Ldot" && prefix.prefix.kind === "Lident" && prefix.prefix.name === "Bigarray") return { setter: ldot(prefix, "set"), args };
  return undefined;
}

/** A bare constructor (`C`, `M.C`, `(::)`, `[]`), which may take an argument. */
/** A tag as written, `` `A `` alone (not `` (`A) ``): its text is the backquote and the name. */
function isBareTag(e: Expression): boolean {
  return e.desc.kind === "Variant" && e.loc.end.offset - e.loc.start.offset === e.desc.tag.length + 1;
}

function isBareConstructor(e: Expression): boolean {
  const d = e.desc;
  if (d.kind === "Variant") return d.arg === undefined && e.attributes.length === 0 && isBareTag(e);
  return d.kind === "Construct" && d.arg === undefined && d.name.loc.start.offset === e.loc.start.offset && d.name.loc.end.offset === e.loc.end.offset && e.attributes.length === 0;
}

// ---------------------------------------------------------------------------------------------
// Sequences

/** Can the current token start an expression? (Decides whether a `;` ends a sequence.) */
export function atExpressionStart(p: ParserState): boolean {
  const t = p.tok;
  switch (t.kind) {
    case "LIDENT":
    case "UIDENT":
    case "INT":
    case "FLOAT":
    case "CHAR":
    case "STRING":
    case "LABEL":
    case "OPTLABEL":
    case "LETOP":
      return true;
    case "EOF":
    case "ANDOP":
    case "DOTOP":
      return false;
    case "OP":
      return t.text === "-" || t.text === "-." || t.text === "+" || t.text === "+." || isPrefixOp(t);
    case "KEYWORD":
      switch (t.text) {
        case "(":
        case "[":
        case "[|":
        case "{":
        case "begin":
        case "true":
        case "false":
        case "let":
        case "match":
        case "function":
        case "fun":
        case "try":
        case "if":
        case "while":
        case "for":
        case "assert":
        case "lazy":
        case "[%":
        case "`":
        case "new":
        case "object":
        case "{<":
          return true;
        default:
          return false;
      }
  }
}

export function isPrefixOp(t: Token): boolean {
  if (t.kind !== "OP") return false;
  if (t.text === "!") return true;
  if (t.text === "!=") return false;
  return (t.text[0] === "!" || t.text[0] === "~" || t.text[0] === "?") && t.text.length > 1;
}

/** `e1; e2; ...; en` (a trailing `;` is allowed), built right-nested without recursion. */
export function parseSeqExpr(p: ParserState): Expression {
  // parseExpr, inlined: one frame less for each level of nested brackets.
  const first = parseUnary(p);
  const t = p.tok;
  const e = !(t.kind === "KEYWORD" && t.text === "[@") && !binaryLevel(t) ? first : parseOperators(p, first);
  return p.is(";") ? continueSeqExpr(p, e) : e;
}

function continueSeqExpr(p: ParserState, first: Expression): Expression {
  if (!p.is(";")) return first;
  const items = [first];
  while (p.is(";")) {
    p.advance();
    if (p.is("[@")) {
      // `e; [@attr] e'`: rare; attributes on the sequence are dropped.
      parseAttributes(p, "[@");
    }
    if (!atExpressionStart(p)) break;
    items.push(parseExpr(p));
  }
  // Every sequence node ends where the text ends (a trailing `;` or attribute included), as in OCaml.
  const end = p.lastEnd;
  let acc = items[items.length - 1]!;
  for (let i = items.length - 2; i >= 0; i--) {
    const e = items[i]!;
    acc = { desc: { kind: "Sequence", first: e, second: acc }, loc: p.location(e.loc.start.offset, end), attributes: noAttributes };
  }
  return acc;
}

// ---------------------------------------------------------------------------------------------
// Operators

interface Op {
  readonly text: string;
  readonly level: number;
  readonly right: boolean;
  readonly token: Token;
}

const enum Level {
  LessMinus = 10,
  ColonEqual = 20,
  Comma = 30,
  Or = 40,
  And = 50,
  Infix0 = 60,
  Infix1 = 70,
  Attribute = 75,
  Cons = 80,
  Infix2 = 90,
  Infix3 = 100,
  Infix4 = 110,
}

/** The precedence of a binary operator token, or undefined if the token is not one. */
interface OperatorLevel {
  readonly level: number;
  readonly right: boolean;
}

// The levels of binary operators, shared (asked at the end of every expression).
const andRight: OperatorLevel = { level: Level.And, right: true };
const colonEqualRight: OperatorLevel = { level: Level.ColonEqual, right: true };
const commaLeft: OperatorLevel = { level: Level.Comma, right: false };
const consRight: OperatorLevel = { level: Level.Cons, right: true };
const infix0Left: OperatorLevel = { level: Level.Infix0, right: false };
const infix1Right: OperatorLevel = { level: Level.Infix1, right: true };
const infix2Left: OperatorLevel = { level: Level.Infix2, right: false };
const infix3Left: OperatorLevel = { level: Level.Infix3, right: false };
const infix4Right: OperatorLevel = { level: Level.Infix4, right: true };
const lessMinusRight: OperatorLevel = { level: Level.LessMinus, right: true };
const orRight: OperatorLevel = { level: Level.Or, right: true };

function binaryLevel(t: Token): OperatorLevel | undefined {
  if (t.kind === "KEYWORD") {
    switch (t.text) {
      case ",":
        return commaLeft;
      case "or":
        return orRight;
      case "mod":
      case "land":
      case "lor":
      case "lxor":
        return infix3Left;
      case "lsl":
      case "lsr":
      case "asr":
        return infix4Right;
      default:
        return undefined;
    }
  }
  if (t.kind !== "OP") return undefined;
  const s = t.text;
  switch (s) {
    case "<-":
      return lessMinusRight;
    case ":=":
      return colonEqualRight;
    case "||":
      return orRight;
    case "&":
    case "&&":
      return andRight;
    case "::":
      return consRight;
    case "->":
    case "|":
    case ":":
    case ":>":
    case "!":
      return undefined;
    case "!=":
      return infix0Left;
  }
  switch (s[0]) {
    case "=":
    case "<":
    case ">":
    case "|":
    case "&":
    case "$":
      return infix0Left;
    case "@":
    case "^":
      return infix1Right;
    case "+":
    case "-":
      return infix2Left;
    case "*":
      return s.startsWith("**") ? infix4Right : infix3Left;
    case "/":
    case "%":
      return infix3Left;
    default:
      return undefined;
  }
}

/** An expression without a toplevel `;`: operators, tuples, assignments, and the open-ended forms. */
export function parseExpr(p: ParserState): Expression {
  const first = parseUnary(p);
  // The common case, kept cheap in stack space: nothing binary follows.
  const t = p.tok;
  if (!(t.kind === "KEYWORD" && t.text === "[@") && !binaryLevel(t)) return first;
  return parseOperators(p, first);
}

/** The operator-stack loop, once an operator or a postfix attribute follows the first operand. */
function parseOperators(p: ParserState, first: Expression): Expression {
  // The most common case, without the stacks: `a op b` followed by nothing binary.
  const t0 = p.tok;
  const info0 = binaryLevel(t0);
  if (info0 && t0.text !== ",") {
    const firstEnd = p.lastEnd;
    p.advance();
    const second = parseUnary(p);
    const t1 = p.tok;
    if (!(t1.kind === "KEYWORD" && t1.text === "[@") && !binaryLevel(t1)) {
      const end = p.lastEnd;
      return applyBinary(p, t0, first, second, p.location(first.loc.start.offset, end));
    }
    return parseOperatorStack(p, first, firstEnd, { text: t0.text, level: info0.level, right: info0.right, token: t0 }, second);
  }
  return parseOperatorStack(p, first, p.lastEnd, undefined, undefined);
}

/**
 * The general loop: `first` (ending at `firstEnd`), possibly already followed by the operator
 * `op0` and its right operand `second`, then whatever operators and attributes come.
 */
function parseOperatorStack(p: ParserState, first: Expression, firstEnd: number, op0: Op | undefined, second: Expression | undefined): Expression {
  const operands: Expression[] = [first];
  // Where each operand's text ends: past its loc when a postfix attribute follows it.
  const ends: number[] = [firstEnd];
  const ops: Op[] = [];
  if (op0 !== undefined) {
    ops.push(op0);
    operands.push(second!);
    ends.push(p.lastEnd);
  }
  // The tuple being extended by `,` (its item array is shared, the previous node being dropped).
  let openTuple: Expression | undefined;
  let openItems: Expression[] = [];
  const reduce = (): void => {
    const op = ops.pop()!;
    const right = operands.pop()!;
    const left = operands.pop()!;
    const end = ends.pop()!;
    ends.pop();
    const loc = p.location(left.loc.start.offset, end);
    if (op.text === ",") {
      if (left !== openTuple) openItems = [left];
      openItems.push(right);
      openTuple = { desc: { kind: "Tuple", items: openItems }, loc, attributes: noAttributes };
      operands.push(openTuple);
    } else {
      operands.push(applyBinary(p, op.token, left, right, loc));
    }
    ends.push(end);
  };
  for (;;) {
    const t = p.tok;
    if (t.kind === "KEYWORD" && t.text === "[@") {
      // A postfix attribute sits between `@`/`^` and `::` in OCaml's precedence table.
      while (ops.length > 0 && ops[ops.length - 1]!.level > Level.Attribute) reduce();
      const attrs = parseAttributes(p, "[@");
      operands.push(withAttributes(operands.pop()!, attrs));
      ends[ends.length - 1] = p.lastEnd;
      continue;
    }
    const info = binaryLevel(t);
    if (!info) break;
    while (ops.length > 0) {
      const top = ops[ops.length - 1]!;
      if (top.level > info.level || (top.level === info.level && !info.right)) reduce();
      else break;
    }
    p.advance();
    ops.push({ text: t.text, level: info.level, right: info.right, token: t });
    operands.push(parseUnary(p));
    ends.push(p.lastEnd);
  }
  while (ops.length > 0) reduce();
  return operands[0]!;
}

function applyBinary(p: ParserState, op: Token, left: Expression, right: Expression, loc: Location): Expression {
  const opLoc = p.tokenLocation(op);
  switch (op.text) {
    case "::": {
      const arg: Expression = { desc: { kind: "Tuple", items: [left, right] }, loc: { ...loc, ghost: true }, attributes: noAttributes };
      return { desc: { kind: "Construct", name: { txt: lident("::"), loc: opLoc }, arg }, loc, attributes: noAttributes };
    }
    case "<-": {
      if (left.desc.kind === "Field" && left.attributes.length === 0) {
        return { desc: { kind: "SetField", record: left.desc.record, label: left.desc.label, value: right }, loc, attributes: noAttributes };
      }
      if (left.desc.kind === "Ident" && left.desc.name.txt.kind === "Lident" && left.attributes.length === 0) {
        const name = { txt: left.desc.name.txt.name, loc: left.desc.name.loc };
        return { desc: { kind: "SetInstVar", name, value: right }, loc, attributes: noAttributes };
      }
      const read = indexRead(left);
      if (read) {
        const setter = ident(read.setter, { ...loc, ghost: true });
        const args: Argument[] = [...read.args, right].map((expr) => ({ label: nolabel, expr }));
        return { desc: { kind: "Apply", func: setter, args }, loc, attributes: noAttributes };
      }
      return p.errorAtToken(op, "Syntax error");
    }
    default: {
      const func = ident(lident(op.text), opLoc);
      const args: Argument[] = [
        { label: nolabel, expr: left },
        { label: nolabel, expr: right },
      ];
      return { desc: { kind: "Apply", func, args }, loc, attributes: noAttributes };
    }
  }
}

/** Unary `-`, `-.`, `+`, `+.`, then an application or one of the open-ended forms. */
function parseUnary(p: ParserState): Expression {
  const t = p.tok;
  if (t.kind === "OP" && (t.text === "-" || t.text === "-." || t.text === "+" || t.text === "+.")) return parseNegation(p, t);
  if (t.kind === "LETOP") return parseLetOp(p);
  if (t.kind === "KEYWORD") {
    switch (t.text) {
      case "let":
        return parseLetChain(p);
      case "match":
        return parseMatch(p);
      case "try":
        return parseTry(p);
      case "function":
        return parseFunction(p);
      case "fun":
        return parseFun(p);
      case "if":
        return parseIfChain(p);
    }
  }
  if (t.kind === "LIDENT" || (t.kind === "KEYWORD" && t.text === "(")) {
    // continueApplication, inlined: one frame less while the arguments are parsed; a
    // parenthesised head goes straight to the bracket.
    let head: Expression;
    if (t.kind === "KEYWORD" && !p.is("(", 1)) {
      head = parseParenBody(p, p.advance());
      if (p.is(".") || p.tok.kind === "DOTOP" || atSend(p)) head = continueSimpleExpr(p, head);
    } else {
      head = parseSimpleExpr(p);
    }
    if (isBareConstructor(head) && atSimpleExprStart(p)) return applyConstructor(p, head);
    return atArgument(p) ? applyArguments(p, head, []) : head;
  }
  return parseApplication(p);
}

/** `-e`, `-.e`, `+e`, `+.e`: a negative constant when `e` is a number literal. */
function parseNegation(p: ParserState, t: Token): Expression {
  {
    p.advance();
    const arg = parseUnary(p);
    const loc = p.location(t.start, arg.loc.end.offset);
    if (arg.desc.kind === "Constant" && arg.attributes.length === 0) {
      const c = arg.desc.constant;
      const isNumber = t.text.length === 1 ? c.kind === "Int" || c.kind === "Float" : c.kind === "Float";
      if (isNumber) {
        const constant = t.text[0] === "-" ? negateConstant(c)! : c;
        return { desc: { kind: "Constant", constant }, loc, attributes: noAttributes };
      }
    }
    const func = ident(lident("~" + t.text), p.tokenLocation(t));
    return { desc: { kind: "Apply", func, args: [{ label: nolabel, expr: arg }] }, loc, attributes: noAttributes };
  }
}

// ---------------------------------------------------------------------------------------------
// Application

function atArgument(p: ParserState): boolean {
  const t = p.tok;
  if (t.kind === "LABEL" || t.kind === "OPTLABEL") return true;
  if (t.kind === "OP" && (t.text === "~" || t.text === "?")) return p.peek(1).kind === "LIDENT";
  return atSimpleExprStart(p);
}

function atSimpleExprStart(p: ParserState): boolean {
  const t = p.tok;
  switch (t.kind) {
    case "LIDENT":
    case "UIDENT":
    case "INT":
    case "FLOAT":
    case "CHAR":
    case "STRING":
      return true;
    case "OP":
      return isPrefixOp(t);
    case "KEYWORD":
      switch (t.text) {
        case "(":
        case "[":
        case "[|":
        case "{":
        case "begin":
        case "true":
        case "false":
        case "while":
        case "for":
        case "[%":
        case "`":
        case "new":
        case "object":
        case "{<":
          return true;
        default:
          return false;
      }
    default:
      return false;
  }
}

/** For `inherit C args`: whether an argument comes, and the argument. */
export function atArgumentStart(p: ParserState): boolean {
  return atArgument(p);
}

export function parseArgumentExpr(p: ParserState): Argument {
  return parseArgument(p);
}

function parseArgument(p: ParserState): Argument {
  const t = p.tok;
  if (t.kind === "LABEL" || t.kind === "OPTLABEL" || t.kind === "OP") return parseLabelledArgument(p, t);
  return { label: nolabel, expr: parseSimpleExpr(p) };
}

function parseLabelledArgument(p: ParserState, t: Token): Argument {
  if (t.kind === "LABEL" || t.kind === "OPTLABEL") {
    p.advance();
    const label: ArgLabel = t.kind === "LABEL" ? { kind: "Labelled", name: t.text } : { kind: "Optional", name: t.text };
    return { label, expr: parseSimpleExpr(p) };
  }
  if (t.kind === "OP" && (t.text === "~" || t.text === "?")) {
    p.advance();
    const nameTok = p.advance();
    const label: ArgLabel = t.text === "~" ? { kind: "Labelled", name: nameTok.text } : { kind: "Optional", name: nameTok.text };
    return { label, expr: ident(lident(nameTok.text), p.tokenLocation(nameTok)) };
  }
  return { label: nolabel, expr: parseSimpleExpr(p) };
}

function parseApplication(p: ParserState): Expression {
  const start = p.tok.start;
  if (p.is("assert") || p.is("lazy")) {
    const kw = p.advance();
    const { ext, attrs } = parseExtAttributes(p);
    const expr = parseSimpleExpr(p);
    const e = mkExp(p, kw.text === "assert" ? { kind: "Assert", expr } : { kind: "Lazy", expr }, start);
    return wrapExtension(p, withAttributes(e, attrs), ext, start);
  }
  if (!atSimpleExprStart(p)) return p.error();
  return continueApplication(p, parseSimpleExpr(p));
}

/** After the head of an application: a constructor's argument, or the function's arguments. */
function continueApplication(p: ParserState, head: Expression): Expression {
  if (isBareConstructor(head) && atSimpleExprStart(p)) return applyConstructor(p, head);
  return atArgument(p) ? applyArguments(p, head, []) : head;
}

function applyConstructor(p: ParserState, head: Expression): Expression {
  if (head.desc.kind === "Variant") {
    const tagArg = parseSimpleExpr(p);
    return mkExp(p, { kind: "Variant", tag: head.desc.tag, arg: tagArg }, head.loc.start.offset);
  }
  if (head.desc.kind !== "Construct") return head;
  const arg = parseSimpleExpr(p);
  return mkExp(p, { kind: "Construct", name: head.desc.name, arg }, head.loc.start.offset);
}

/** The arguments of an application (a small frame: nested arguments recurse through it). */
function applyArguments(p: ParserState, head: Expression, args: Argument[]): Expression {
  do {
    // A parenthesised argument goes straight to the bracket (frames saved on nested calls).
    if (p.is("(") && !p.is("(", 1)) {
      const e = parseParenBody(p, p.advance());
      args.push({ label: nolabel, expr: p.is(".") || p.tok.kind === "DOTOP" || atSend(p) ? continueSimpleExpr(p, e) : e });
    } else {
      args.push(parseArgument(p));
    }
  } while (atArgument(p));
  return mkExp(p, { kind: "Apply", func: head, args }, head.loc.start.offset);
}

export const nolabel: ArgLabel = { kind: "Nolabel" };

// ---------------------------------------------------------------------------------------------
// Simple expressions

/** An atom followed by `.l`, `.M.l`, `.(i)`, `.[i]` accesses. */
export function parseSimpleExpr(p: ParserState): Expression {
  const e = isPrefixOp(p.tok) ? parsePrefixed(p) : parseAtom(p);
  return p.is(".") || p.tok.kind === "DOTOP" || atSend(p) ? continueSimpleExpr(p, e) : e;
}

/** `e.%{i}`, `e.%(i)`, `e.%[i]`: a user-defined index operator, applied as OCaml does. */
function parseIndexOperator(p: ParserState, target: Expression): Expression {
  const start = target.loc.start.offset;
  const dot = p.advance();
  const open = p.advance();
  const close = open.text === "(" ? ")" : open.text === "[" ? "]" : "}";
  if (open.kind !== "KEYWORD" || !(open.text === "(" || open.text === "[" || open.text === "{")) p.errorAtToken(open, "Syntax error");
  const index = parseSeqExpr(p);
  p.expectClosing(close, open);
  const func = ident(lident(dot.text + open.text + close), { ...p.locFrom(start), ghost: true });
  return mkExp(p, { kind: "Apply", func, args: [{ label: nolabel, expr: target }, { label: nolabel, expr: index }] }, start);
}

/** `#m` after a simple expression: a method call. */
function atSend(p: ParserState): boolean {
  return p.is("#") && p.peek(1).kind === "LIDENT";
}

/** The `.l`, `.(i)`, `.[i]` accesses after an atom. */
function continueSimpleExpr(p: ParserState, atom: Expression): Expression {
  const start = atom.loc.start.offset;
  let e = atom;
  while (p.is(".") || p.tok.kind === "DOTOP" || atSend(p)) {
    if (p.tok.kind === "DOTOP") {
      e = parseIndexOperator(p, e);
      continue;
    }
    if (p.is("#")) {
      p.advance();
      const m = p.advance();
      e = mkExp(p, { kind: "Send", object: e, method: located(m.text, p, m.start) }, start);
      continue;
    }
    const next = p.peek(1);
    if (next.kind === "LIDENT" || next.kind === "UIDENT") {
      p.advance();
      const labelStart = p.tok.start;
      const label = located(parseLabelPath(p), p, labelStart);
      e = mkExp(p, { kind: "Field", record: e, label }, start);
    } else if (p.is("(", 1) || p.is("[", 1)) {
      p.advance();
      const open = p.advance();
      const index = parseSeqExpr(p);
      p.expectClosing(open.text === "(" ? ")" : "]", open);
      const module = open.text === "(" ? "Array" : "String";
      const getter = ident(ldot(lident(module), "get"), { ...p.location(start, p.lastEnd), ghost: true });
      const read = mkExp(p, {
        kind: "Apply",
        func: getter,
        args: [
          { label: nolabel, expr: e },
          { label: nolabel, expr: index },
        ],
      }, start);
      e = read;
    } else if (p.is("{", 1)) {
      // `e.{i}`, `e.{i, j}`, `e.{i, j, k}`: Bigarray.Array1, 2 or 3's `get`; more indices,
      // Bigarray.Genarray's, given an array of them (as OCaml's parser builds them).
      p.advance();
      const open = p.advance();
      const index = parseSeqExpr(p);
      p.expectClosing("}", open);
      const coords = index.desc.kind === "Tuple" ? index.desc.items : [index];
      const loc = { ...p.location(start, p.lastEnd), ghost: true };
      const view = coords.length <= 3 ? `Array${coords.length}` : "Genarray";
      const getter = ident(ldot(ldot(lident("Bigarray"), view), "get"), loc);
      const indices: readonly Expression[] = coords.length <= 3 ? coords : [{ desc: { kind: "Array", items: coords }, loc: index.loc, attributes: noAttributes }];
      e = mkExp(p, { kind: "Apply", func: getter, args: [e, ...indices].map((expr) => ({ label: nolabel, expr })) }, start);
    } else {
      p.advance();
      return p.error();
    }
  }
  return e;
}

/** `!e`, `~-e` and other prefix operators bind tighter than field access. */
function parsePrefixed(p: ParserState): Expression {
  const t = p.tok;
  if (isPrefixOp(t)) {
    p.advance();
    const arg = parsePrefixed(p);
    const func = ident(lident(t.text), p.tokenLocation(t));
    return mkExp(p, { kind: "Apply", func, args: [{ label: nolabel, expr: arg }] }, t.start);
  }
  return parseAtom(p);
}

function construct(p: ParserState, name: string, start: number, end = p.lastEnd): Expression {
  // The node and its name share one location object (locations are immutable).
  const loc = p.location(start, end);
  return { desc: { kind: "Construct", name: { txt: lident(name), loc }, arg: undefined }, loc, attributes: noAttributes };
}

// The functions on the path of nested brackets (parseAtom, parseSimpleExpr, parseUnary,
// continueApplication, parseExpr, parseSeqExpr) are kept small: their stack frames bound how
// deeply input can nest before the parser reports "nesting too deep".
function parseAtom(p: ParserState): Expression {
  const t = p.tok;
  switch (t.kind) {
    case "LIDENT":
      p.advance();
      return ident(lident(t.text), p.tokenLocation(t));
    case "UIDENT":
      return parseQualified(p);
    case "KEYWORD":
      if (t.text === "(") return p.is("(", 1) ? parseParenRun(p) : parseParenBody(p, p.advance());
      return parseKeywordAtom(p, t);
    default:
      return parseConstantAtom(p, t);
  }
}

function parseConstantAtom(p: ParserState, t: Token): Expression {
  if (t.kind !== "INT" && t.kind !== "FLOAT" && t.kind !== "CHAR" && t.kind !== "STRING") return p.error();
  p.advance();
  return mkExp(p, { kind: "Constant", constant: constantOfToken(p, t) }, t.start);
}

function parseKeywordAtom(p: ParserState, t: Token): Expression {
  const start = t.start;
  switch (t.text) {
    case "true":
    case "false":
      p.advance();
      return construct(p, t.text, start);
    case "begin":
      return parseBeginEnd(p);
    case "[":
      return parseListExpr(p);
    case "[|":
      return parseArrayExpr(p);
    case "{":
      return parseRecordExpr(p);
    case "while":
      return parseWhile(p);
    case "for":
      return parseFor(p);
    case "[%": {
      const name = parseExtension(p, "[%");
      return mkExp(p, { kind: "Extension", name }, start);
    }
    case "`": {
      p.advance();
      const name = p.tok;
      if (name.kind !== "UIDENT" && name.kind !== "LIDENT") return p.error();
      p.advance();
      return mkExp(p, { kind: "Variant", tag: name.text, arg: undefined }, start);
    }
    case "object":
      return parseObjectExpr(p);
    case "{<":
      return parseOverride(p);
    case "new":
      return parseNew(p);
    default:
      return p.error();
  }
}

function parseBeginEnd(p: ParserState): Expression {
  const open = p.advance();
  const start = open.start;
  const { ext, attrs } = parseExtAttributes(p);
  if (p.is("end")) {
    p.advance();
    return wrapExtension(p, withAttributes(construct(p, "()", start), attrs), ext, start);
  }
  const inner = parseSeqExpr(p);
  p.expectClosing("end", open);
  const e = withAttributes({ ...inner, loc: p.locFrom(start) }, attrs);
  return wrapExtension(p, e, ext, start);
}

function parseArrayExpr(p: ParserState): Expression {
  const open = p.advance();
  const items: Expression[] = [];
  while (!p.is("|]")) {
    if (!atExpressionStart(p)) p.unclosed(open, "|]");
    items.push(parseExpr(p));
    if (!p.accept(";")) break;
  }
  p.expectClosing("|]", open);
  return mkExp(p, { kind: "Array", items }, open.start);
}

function parseWhile(p: ParserState): Expression {
  const start = p.advance().start;
  const { ext, attrs } = parseExtAttributes(p);
  const cond = parseSeqExpr(p);
  p.expect("do");
  const body = parseSeqExpr(p);
  p.expect("done");
  return wrapExtension(p, withAttributes(mkExp(p, { kind: "While", cond, body }, start), attrs), ext, start);
}

function parseFor(p: ParserState): Expression {
  const start = p.advance().start;
  const { ext, attrs } = parseExtAttributes(p);
  const v = parsePattern(p);
  p.expect("=");
  const from = parseSeqExpr(p);
  let direction: "Upto" | "Downto";
  if (p.accept("to")) direction = "Upto";
  else if (p.accept("downto")) direction = "Downto";
  else return p.error();
  const to = parseSeqExpr(p);
  p.expect("do");
  const body = parseSeqExpr(p);
  p.expect("done");
  const e = mkExp(p, { kind: "For", var: v, from, to, direction, body }, start);
  return wrapExtension(p, withAttributes(e, attrs), ext, start);
}

/** `M.x`, `M.C`, `M.( op )`, `M.(e)`, `M.[e]`, `M.[|e|]`, `M.{...}`. */
function parseQualified(p: ParserState): Expression {
  const start = p.tok.start;
  let path: Longident = lident(p.advance().text);
  for (;;) {
    if (!p.is(".")) {
      const loc = p.locFrom(start);
      const e: Expression = { desc: { kind: "Construct", name: { txt: path, loc }, arg: undefined }, loc, attributes: noAttributes };
      return e;
    }
    const next = p.peek(1);
    if (next.kind === "UIDENT") {
      p.advance();
      path = ldot(path, p.advance().text);
      continue;
    }
    if (next.kind === "LIDENT") {
      p.advance();
      p.advance();
      return ident(ldot(path, next.text), p.locFrom(start));
    }
    const moduleLoc = p.locFrom(start);
    const module: ModuleExpr = { desc: { kind: "Ident", name: { txt: path, loc: moduleLoc } }, loc: moduleLoc, attributes: noAttributes };
    if (p.is("(", 1)) {
      if (isOperatorToken(p.peek(2)) && p.is(")", 3)) {
        p.advance();
        p.advance();
        const op = p.advance();
        p.advance();
        return ident(ldot(path, op.text), p.locFrom(start));
      }
      p.advance();
      const open = p.advance();
      if (p.is(")")) {
        // `M.()`: the unit value in M's scope.
        p.advance();
        return mkExp(p, { kind: "Open", override: false, module, body: construct(p, "()", open.start) }, start);
      }
      // `M.(op)` names an operator: anything else that cannot start an expression wanted one.
      if (!atExpressionStart(p)) p.error("Syntax error: operator expected.");
      const body = parseSeqExpr(p);
      p.expectClosing(")", open);
      return mkExp(p, { kind: "Open", override: false, module, body }, start);
    }
    if (p.is("[", 1) || p.is("[|", 1) || p.is("{", 1)) {
      p.advance();
      const body = parseAtom(p);
      return mkExp(p, { kind: "Open", override: false, module, body }, start);
    }
    p.advance();
    return p.error();
  }
}

/** `()`, `(e)`, `(e : t)`, `(e :> t)`, `(e : t :> u)`, `( op )`, `(::)`, `(module M : S)`. */
function parseParenExpr(p: ParserState): Expression {
  return p.is("(", 1) ? parseParenRun(p) : parseParenBody(p, p.advance());
}

/**
 * `((( ... )))`: a run of opening parentheses is handled with a loop, so that deeply nested
 * parentheses do not nest the parser's calls. After the innermost group, each enclosing level
 * continues its own expression from the group just closed (`((a) + b)`), then closes.
 */
function parseParenRun(p: ParserState): Expression {
  const opens: Token[] = [];
  while (p.is("(") && p.is("(", 1)) opens.push(p.advance());
  let e = parseParenExpr(p);
  for (let i = opens.length - 1; i >= 0; i--) {
    const inner = continueSeqExpr(p, continueExpr(p, continueApplication(p, p.is(".") || p.tok.kind === "DOTOP" || atSend(p) ? continueSimpleExpr(p, e) : e)));
    e = closeParen(p, opens[i]!, inner);
  }
  return e;
}

/** An expression that starts with an already-parsed operand. */
function continueExpr(p: ParserState, first: Expression): Expression {
  const t = p.tok;
  if (!(t.kind === "KEYWORD" && t.text === "[@") && !binaryLevel(t)) return first;
  return parseOperators(p, first);
}

function parseParenBody(p: ParserState, open: Token): Expression {
  const t = p.tok;
  if (t.kind === "EOF") p.error("Syntax error: operator expected.");
  if (((t.kind === "OP" || t.kind === "KEYWORD") && (t.text === ")" || t.text === "module" || t.text === "::" || isOperatorToken(t))) || t.kind === "DOTOP" || t.kind === "LETOP" || t.kind === "ANDOP") {
    return parseParenSpecial(p, open);
  }
  // What can follow `(` is an expression or an operator (ocamlc's `val_ident: LPAREN error`).
  if (!atExpressionStart(p)) p.error("Syntax error: operator expected.");
  return closeParen(p, open, parseSeqExpr(p));
}

/** `()`, `(::)`, `( op )`, `(module M : S)`, and parenthesised expressions starting with an operator. */
function parseParenSpecial(p: ParserState, open: Token): Expression {
  const start = open.start;
  if (p.is(")")) {
    p.advance();
    return construct(p, "()", start);
  }
  if (p.is("::") && p.is(")", 1)) {
    p.advance();
    p.advance();
    const e = construct(p, "::", start);
    return e;
  }
  if (isOperatorToken(p.tok) && p.peek(1).kind === "EOF") {
    p.advance();
    p.unclosed(open, ")");
  }
  if (isOperatorToken(p.tok) && p.is(")", 1)) {
    const op = p.advance();
    p.advance();
    return ident(lident(op.text), p.locFrom(start));
  }
  const dotLength = dotOperatorNameLength(p, 0);
  if (dotLength > 0 && p.is(")", dotLength)) {
    const name = parseDotOperatorName(p, dotLength);
    p.advance();
    return ident(lident(name), p.locFrom(start));
  }
  if (p.is("module")) {
    p.advance();
    const { attrs } = parseExtAttributes(p);
    const meStart = p.tok.start;
    const module = parseModuleExpr(p);
    const pack = withAttributes(mkExp(p, { kind: "Pack", module }, start), attrs);
    if (p.accept(":")) {
      const mtStart = p.tok.start;
      const mt = parseModuleType(p);
      const type = packageTypeOf(p, mt, mtStart);
      p.expect(")");
      const ghostPack = { ...pack, loc: { ...p.locFrom(start), ghost: true } };
      return mkExp(p, { kind: "Constraint", expr: ghostPack, type }, start);
    }
    void meStart;
    p.expect(")");
    return { ...pack, loc: p.locFrom(start) };
  }
  return closeParen(p, open, parseSeqExpr(p));
}

/** `e)`, `e : t)`, `e :> t)`, `e : t :> u)` after `(`. */
function closeParen(p: ParserState, open: Token, inner: Expression): Expression {
  const start = open.start;
  if (p.is(":")) {
    p.advance();
    const type = parseCoreType(p);
    if (p.accept(":>")) {
      const to = parseCoreType(p);
      p.expect(")");
      return mkExp(p, { kind: "Coerce", expr: inner, from: type, to }, start, p.lastEnd, true);
    }
    p.expect(")");
    return mkExp(p, { kind: "Constraint", expr: inner, type }, start, p.lastEnd, true);
  }
  if (p.is(":>")) {
    p.advance();
    const to = parseCoreType(p);
    p.expect(")");
    return mkExp(p, { kind: "Coerce", expr: inner, from: undefined, to }, start, p.lastEnd, true);
  }
  p.expectClosing(")", open);
  // `(a.(i))` stays assignable, as in OCaml: its ghost `Array.get` is kept.
  return { ...inner, loc: p.locFrom(start) };
}

/** `[e1; e2; ...]`: nested `::` constructors built from the end, without recursion. */
function parseListExpr(p: ParserState): Expression {
  const start = p.tok.start;
  const open = p.expect("[");
  const items: Expression[] = [];
  while (!p.is("]")) {
    if (!atExpressionStart(p)) p.unclosed(open, "]");
    items.push(parseExpr(p));
    if (!p.accept(";")) break;
  }
  p.expectClosing("]", open);
  if (items.length === 0) return construct(p, "[]", start);
  const end = p.lastEnd;
  const nilLoc = { ...p.location(p.lastStart, end), ghost: true };
  let tail: Expression = { desc: { kind: "Construct", name: { txt: lident("[]"), loc: nilLoc }, arg: undefined }, loc: nilLoc, attributes: noAttributes };
  for (let i = items.length - 1; i >= 0; i--) {
    const head = items[i]!;
    const loc = { ...p.location(head.loc.start.offset, end), ghost: true };
    const arg: Expression = { desc: { kind: "Tuple", items: [head, tail] }, loc, attributes: noAttributes };
    tail = { desc: { kind: "Construct", name: { txt: lident("::"), loc }, arg }, loc, attributes: noAttributes };
  }
  return { ...tail, loc: p.locFrom(start) };
}

/** `{ l = e; l; M.l : t = e }` and `{ e with l = e; ... }` */
function parseRecordExpr(p: ParserState): Expression {
  const start = p.tok.start;
  const open = p.expect("{");
  let base: Expression | undefined;
  if (!atRecordField(p)) {
    base = parseSimpleExpr(p);
    if (!p.is("with")) {
      // After a lone name, `}` could have closed a punned field: OCaml then reports the brace.
      if (base.desc.kind === "Ident") p.unclosed(open, "}");
      p.error();
    }
    p.advance();
  }
  const fields: { label: Located<Longident>; expr: Expression }[] = [];
  for (;;) {
    const labelStart = p.tok.start;
    const path = parseLabelPath(p);
    const label = located(path, p, labelStart);
    let type: CoreType | undefined;
    if (p.accept(":")) type = parseCoreType(p);
    let expr: Expression;
    if (p.accept("=")) {
      expr = parseExpr(p);
    } else {
      if (!p.is(";") && !p.is("}")) p.unclosed(open, "}");
      const short = path.kind === "Lapply" ? "" : path.name;
      // A punned field's variable spans the whole field when a type follows, as in OCaml.
      const nameLoc = { ...label.loc, ghost: true };
      expr = { desc: { kind: "Ident", name: { txt: lident(short), loc: nameLoc } }, loc: { ...p.locFrom(labelStart), ghost: true }, attributes: noAttributes };
    }
    if (type) expr = mkExp(p, { kind: "Constraint", expr, type }, labelStart, p.lastEnd, true);
    fields.push({ label, expr });
    if (!p.accept(";")) break;
    if (p.is("}")) break;
    // After `;`, what is not a field wanted the closing brace (ocamlc's `LBRACE record_expr_content error`).
    if (p.tok.kind !== "LIDENT" && p.tok.kind !== "UIDENT") p.unclosed(open, "}");
  }
  p.expectClosing("}", open);
  return mkExp(p, { kind: "Record", fields, base }, start);
}

/** After `{`: does a field definition come (as opposed to `e with`)? */
function atRecordField(p: ParserState): boolean {
  let k = 0;
  if (p.peek(0).kind === "UIDENT") {
    while (p.peek(k).kind === "UIDENT" && p.is(".", k + 1)) k += 2;
  }
  if (p.peek(k).kind !== "LIDENT") return false;
  return p.is("=", k + 1) || p.is(";", k + 1) || p.is("}", k + 1) || p.is(":", k + 1);
}
