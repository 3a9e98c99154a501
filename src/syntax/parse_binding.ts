// The open-ended expression forms, which extend as far right as possible: `let` (with its
// bindings and function parameters), binding operators, `fun`, `function`, `match`, `try`, `if`.
import type { ArgLabel, Attributes, Case, CoreType, Expression, Located, ModuleExpr, Pattern, RecFlag, ValueBinding } from "./ast.js";
import type { Location } from "../common/location.js";
import { located, parseAttributes, parseExtAttributes, parseValueName, valueNameLength } from "./parse_common.js";
import { ident, mkExp, nolabel, parseExpr, parseSeqExpr } from "./parse_expression.js";
import { parseExtensionConstructor, parseModuleBindingBody, parseModuleExpr } from "./parse_module.js";
import { atSimplePattern, mkPat, parsePattern, parseSimplePattern } from "./parse_pattern.js";
import { parseAppType, parseCoreType, parsePolyType } from "./parse_type.js";
import { lident, noAttributes, withAttributes, type ParserState } from "./parser_state.js";

// ---------------------------------------------------------------------------------------------
// The open-ended forms: let, match, try, function, fun, if

export function wrapExtension(p: ParserState, e: Expression, ext: Located<string> | undefined, start: number): Expression {
  if (!ext) return e;
  return mkExp(p, { kind: "Extension", name: ext }, start);
}

/** A parsed `let ... in` header, waiting for its body. */
type LetHeader =
  | { readonly kind: "Let"; readonly start: number; readonly rec: RecFlag; readonly bindings: readonly ValueBinding[]; readonly ext: Located<string> | undefined }
  | { readonly kind: "Open"; readonly start: number; readonly override: boolean; readonly module: ModuleExpr; readonly openLoc: Location; readonly attrs: Attributes; readonly ext: Located<string> | undefined }
  | { readonly kind: "Module"; readonly start: number; readonly name: Located<string | undefined>; readonly module: ModuleExpr; readonly attrs: Attributes; readonly ext: Located<string> | undefined }
  | { readonly kind: "Exception"; readonly start: number; readonly constructor: ReturnType<typeof parseExtensionConstructor>; readonly attrs: Attributes; readonly ext: Located<string> | undefined };

/** Parses `let ... in` headers; used at toplevel too, where a `let` without `in` is an item. */
export function parseLetHeader(p: ParserState): LetHeader {
  const start = p.expect("let").start;
  const { ext, attrs } = parseExtAttributes(p);
  if (p.is("open")) {
    const openStart = p.advance().start;
    const override = p.accept("!");
    const more = parseExtAttributes(p);
    const module = parseModuleExpr(p);
    return { kind: "Open", start, override, module, openLoc: p.locFrom(openStart), attrs: [...attrs, ...more.attrs], ext };
  }
  if (p.is("module")) {
    p.advance();
    const nameTok = p.tok;
    let name: string | undefined;
    if (nameTok.kind === "UIDENT") name = nameTok.text;
    else if (!p.is("_")) p.error();
    p.advance();
    const module = parseModuleBindingBody(p);
    return { kind: "Module", start, name: { txt: name, loc: p.tokenLocation(nameTok) }, module, attrs, ext };
  }
  if (p.is("exception")) {
    p.advance();
    const constructor = parseExtensionConstructor(p);
    return { kind: "Exception", start, constructor, attrs, ext };
  }
  const rec: RecFlag = p.accept("rec") ? "Recursive" : "Nonrecursive";
  const bindings = parseLetBindings(p, start, attrs);
  return { kind: "Let", start, rec, bindings, ext };
}

/** Builds the expression of a `let` header with its body. */
export function finishLet(p: ParserState, h: LetHeader, body: Expression, end: number): Expression {
  const loc = p.location(h.start, end);
  let e: Expression;
  switch (h.kind) {
    case "Let":
      e = { desc: { kind: "Let", rec: h.rec, bindings: h.bindings, body }, loc, attributes: noAttributes };
      break;
    case "Open":
      e = { desc: { kind: "Open", override: h.override, module: h.module, body, openLoc: h.openLoc }, loc, attributes: h.attrs };
      break;
    case "Module":
      e = { desc: { kind: "LetModule", name: h.name, module: h.module, body }, loc, attributes: h.attrs };
      break;
    case "Exception":
      e = { desc: { kind: "LetException", constructor: h.constructor, body }, loc, attributes: h.attrs };
      break;
  }
  return h.ext ? { desc: { kind: "Extension", name: h.ext }, loc, attributes: noAttributes } : e;
}

/** `let ... in let ... in e`: the chain is collected in a loop and folded from the end. */
export function parseLetChain(p: ParserState): Expression {
  const headers: LetHeader[] = [];
  do {
    headers.push(parseLetHeader(p));
    p.expect("in");
  } while (p.is("let"));
  let body = parseSeqExpr(p);
  const end = p.lastEnd;
  for (let i = headers.length - 1; i >= 0; i--) body = finishLet(p, headers[i]!, body, end);
  return body;
}

/** `p = e and p = e ...`, with `[@@attr]`s after each binding. */
export function parseLetBindings(p: ParserState, start: number, firstAttrs: Attributes): ValueBinding[] {
  const bindings: ValueBinding[] = [];
  let bindingStart = start;
  let attrs = firstAttrs;
  for (;;) {
    const { pattern, expr } = parseLetBinding(p);
    const post = parseAttributes(p, "[@@");
    bindings.push({ pattern, expr, attributes: [...attrs, ...post], loc: p.locFrom(bindingStart) });
    if (!p.is("and")) return bindings;
    bindingStart = p.advance().start;
    attrs = parseExtAttributes(p).attrs;
  }
}

/** Does a value name followed by a parameter, `=` or `:` come next (a function-style binding)? */
function atNamedBinding(p: ParserState): number {
  const k = valueNameLength(p);
  if (k === 0) return 0;
  const t = p.peek(k);
  if (p.is("=", k) || p.is(":", k)) return k;
  if (t.kind === "LABEL" || t.kind === "OPTLABEL" || p.is("~", k) || p.is("?", k)) return k;
  switch (t.kind) {
    case "LIDENT":
    case "UIDENT":
    case "INT":
    case "FLOAT":
    case "CHAR":
    case "STRING":
      return k;
    case "KEYWORD":
    case "OP":
      return ["_", "(", "[", "[|", "{", "true", "false", "#", "`", "lazy", "-", "+"].includes(t.text) ? k : 0;
    default:
      return 0;
  }
}

function parseLetBinding(p: ParserState): { pattern: Pattern; expr: Expression } {
  const start = p.tok.start;
  if (atNamedBinding(p)) {
    const name = parseValueName(p);
    const nameLoc = p.locFrom(start);
    const varPat: Pattern = { desc: { kind: "Var", name: { txt: name, loc: nameLoc } }, loc: nameLoc, attributes: noAttributes };
    if (p.is(":")) {
      p.advance();
      if (p.is("type")) {
        // `let f : type a b. T = e`: locally abstract types, desugared as OCaml does.
        p.advance();
        const names: Located<string>[] = [];
        while (p.tok.kind === "LIDENT") {
          const t = p.advance();
          names.push(located(t.text, p, t.start));
        }
        if (names.length === 0) p.error();
        p.expect(".");
        const type = parseCoreType(p);
        const typeEnd = p.lastEnd;
        p.expect("=");
        const body = parseSeqExpr(p);
        const whole = p.locFrom(start);
        const polyType: CoreType = {
          desc: { kind: "Poly", vars: names, type: varify(type, new Set(names.map((n) => n.txt))) },
          loc: { ...whole, ghost: true },
          attributes: noAttributes,
        };
        const pattern: Pattern = { desc: { kind: "Constraint", pattern: varPat, type: polyType }, loc: { ...p.location(start, typeEnd), ghost: true }, attributes: noAttributes };
        let expr: Expression = { desc: { kind: "Constraint", expr: body, type }, loc: whole, attributes: noAttributes };
        for (let i = names.length - 1; i >= 0; i--) expr = { desc: { kind: "NewType", name: names[i]!, body: expr }, loc: whole, attributes: noAttributes };
        return { pattern, expr };
      }
      const type = parsePolyType(p);
      // The type's text may end after its node (closing parentheses).
      const typeEnd = p.lastEnd;
      if (p.accept(":>")) {
        const to = parseCoreType(p);
        p.expect("=");
        const body = parseSeqExpr(p);
        const expr = mkExp(p, { kind: "Coerce", expr: body, from: type, to }, start, p.lastEnd, true);
        return { pattern: varPat, expr };
      }
      p.expect("=");
      const body = parseSeqExpr(p);
      const patLoc = { ...p.location(start, typeEnd), ghost: true };
      if (type.desc.kind === "Poly") {
        const pattern: Pattern = { desc: { kind: "Constraint", pattern: varPat, type: { ...type, loc: { ...type.loc, ghost: true } } }, loc: patLoc, attributes: noAttributes };
        return { pattern, expr: body };
      }
      // As OCaml: the pattern gets the type as a polytype without variables, the expression a constraint.
      const poly: CoreType = { desc: { kind: "Poly", vars: [], type }, loc: { ...type.loc, ghost: true }, attributes: noAttributes };
      const pattern: Pattern = { desc: { kind: "Constraint", pattern: varPat, type: poly }, loc: patLoc, attributes: noAttributes };
      const expr = mkExp(p, { kind: "Constraint", expr: body, type }, start, p.lastEnd, true);
      return { pattern, expr };
    }
    if (p.is("=")) {
      p.advance();
      return { pattern: varPat, expr: parseSeqExpr(p) };
    }
    // `let f x y : t = e`
    const expr = parseParamsAndBody(p, "=");
    return { pattern: varPat, expr };
  }
  const pattern = parsePattern(p);
  if (p.is(":")) {
    p.advance();
    const type = parseCoreType(p);
    const typeEnd = p.lastEnd;
    p.expect("=");
    const expr = parseSeqExpr(p);
    return { pattern: mkPat(p, { kind: "Constraint", pattern, type }, start, typeEnd, true), expr };
  }
  p.expect("=");
  return { pattern, expr: parseSeqExpr(p) };
}

/** Replaces the type constructors named in `names` by type variables (for `type a. T`). */
function varify(t: CoreType, names: ReadonlySet<string>): CoreType {
  const go = (t: CoreType): CoreType => {
    const d = t.desc;
    switch (d.kind) {
      case "Constr":
        if (d.name.txt.kind === "Lident" && d.args.length === 0 && names.has(d.name.txt.name)) {
          return { ...t, desc: { kind: "Var", name: d.name.txt.name } };
        }
        return { ...t, desc: { ...d, args: d.args.map(go) } };
      case "Class":
        return { ...t, desc: { ...d, args: d.args.map(go) } };
      case "Arrow":
        return { ...t, desc: { ...d, arg: go(d.arg), result: go(d.result) } };
      case "Tuple":
        return { ...t, desc: { ...d, items: d.items.map(go) } };
      case "Alias":
        return { ...t, desc: { ...d, type: go(d.type) } };
      case "Poly":
        return { ...t, desc: { ...d, type: go(d.type) } };
      case "Variant":
        return { ...t, desc: { ...d, fields: d.fields.map((f) => (f.kind === "Tag" ? { ...f, args: f.args.map(go) } : { ...f, type: go(f.type) })) } };
      case "Object":
        return { ...t, desc: { ...d, fields: d.fields.map((f) => ({ ...f, type: go(f.type) })) } };
      case "Any":
      case "Var":
      case "Package":
      case "Extension":
        return t;
    }
  };
  return go(t);
}

export type Param =
  | { readonly kind: "Param"; readonly start: number; readonly label: ArgLabel; readonly default: Expression | undefined; readonly pattern: Pattern }
  | { readonly kind: "NewTypes"; readonly start: number; readonly names: readonly Located<string>[] };

export function atParam(p: ParserState): boolean {
  const t = p.tok;
  if (t.kind === "LABEL" || t.kind === "OPTLABEL") return true;
  if (p.is("~") || p.is("?")) return true;
  return atSimplePattern(p) || p.is("lazy");
}

/** One parameter of `fun` or of a function binding. */
export function parseParam(p: ParserState): Param {
  const t = p.tok;
  const start = t.start;
  if (p.is("(") && p.is("type", 1)) {
    p.advance();
    p.advance();
    const names: Located<string>[] = [];
    while (p.tok.kind === "LIDENT") {
      const n = p.advance();
      names.push(located(n.text, p, n.start));
    }
    if (names.length === 0) p.error();
    p.expect(")");
    return { kind: "NewTypes", start, names };
  }
  if (t.kind === "LABEL") {
    p.advance();
    return { kind: "Param", start, label: { kind: "Labelled", name: t.text }, default: undefined, pattern: parseSimplePattern(p) };
  }
  if (t.kind === "OPTLABEL") {
    p.advance();
    const label: ArgLabel = { kind: "Optional", name: t.text };
    if (p.is("(")) return parseOptionalParen(p, start, label);
    return { kind: "Param", start, label, default: undefined, pattern: parseSimplePattern(p) };
  }
  if (p.is("~") || p.is("?")) {
    const optional = p.advance().text === "?";
    if (p.is("(")) {
      p.advance();
      const nameTok = p.tok;
      if (nameTok.kind !== "LIDENT") p.error();
      p.advance();
      const label: ArgLabel = optional ? { kind: "Optional", name: nameTok.text } : { kind: "Labelled", name: nameTok.text };
      let pattern: Pattern = mkPat(p, { kind: "Var", name: located(nameTok.text, p, nameTok.start) }, nameTok.start);
      if (p.accept(":")) {
        const type = parseCoreType(p);
        pattern = mkPat(p, { kind: "Constraint", pattern, type }, nameTok.start);
      }
      let dflt: Expression | undefined;
      if (optional && p.accept("=")) dflt = parseSeqExpr(p);
      p.expect(")");
      return { kind: "Param", start, label, default: dflt, pattern };
    }
    const nameTok = p.tok;
    if (nameTok.kind !== "LIDENT") p.error();
    p.advance();
    const label: ArgLabel = optional ? { kind: "Optional", name: nameTok.text } : { kind: "Labelled", name: nameTok.text };
    return { kind: "Param", start, label, default: undefined, pattern: mkPat(p, { kind: "Var", name: located(nameTok.text, p, nameTok.start) }, nameTok.start) };
  }
  if (p.is("lazy")) {
    p.advance();
    const inner = parseSimplePattern(p);
    return { kind: "Param", start, label: { kind: "Nolabel" }, default: undefined, pattern: mkPat(p, { kind: "Lazy", pattern: inner }, start) };
  }
  return { kind: "Param", start, label: { kind: "Nolabel" }, default: undefined, pattern: parseSimplePattern(p) };
}

/** `?x:(p : t = e)` after the label. */
function parseOptionalParen(p: ParserState, start: number, label: ArgLabel): Param {
  p.expect("(");
  const patStart = p.tok.start;
  let pattern = parsePattern(p);
  if (p.accept(":")) {
    const type = parseCoreType(p);
    pattern = mkPat(p, { kind: "Constraint", pattern, type }, patStart);
  }
  let dflt: Expression | undefined;
  if (p.accept("=")) dflt = parseSeqExpr(p);
  p.expect(")");
  return { kind: "Param", start, label, default: dflt, pattern };
}

/**
 * Parameters, an optional `: t` return type, then `arrow` (`->` for `fun`, `=` for bindings) and
 * the body; the result nests one `Fun` per parameter (ghost locations, as OCaml's).
 */
export function parseParamsAndBody(p: ParserState, arrow: "->" | "=", funStart?: number): Expression {
  const header = parseParamsHeader(p, arrow);
  const body = parseSeqExpr(p);
  return foldParams(p, header, body, p.lastEnd, arrow, funStart);
}

interface ParamsHeader {
  readonly params: readonly Param[];
  readonly retType: CoreType | undefined;
  readonly retStart: number;
}

/** Parameters, an optional `: t` return type, then `arrow` (`->` for `fun`, `=` for bindings). */
function parseParamsHeader(p: ParserState, arrow: "->" | "="): ParamsHeader {
  const params: Param[] = [];
  while (atParam(p)) params.push(parseParam(p));
  if (params.length === 0) p.error();
  let retType: CoreType | undefined;
  let retStart = 0;
  if (p.is(":")) {
    retStart = p.advance().start;
    retType = arrow === "->" ? parseSimpleCoreTypeForFun(p) : parseCoreType(p);
  }
  p.expect(arrow);
  return { params, retType, retStart };
}

/** Wraps `body` (ending at `end`) in one `Fun` per parameter (ghost locations, as OCaml's). */
function foldParams(p: ParserState, h: ParamsHeader, body: Expression, end: number, arrow: "->" | "=", funStart: number | undefined): Expression {
  // OCaml marks the return-type constraint ghost in bindings (`let f x : t = e`), not in `fun`.
  if (h.retType) body = mkExp(p, { kind: "Constraint", expr: body, type: h.retType }, h.retStart, end, arrow === "=");
  for (let i = h.params.length - 1; i >= 0; i--) {
    const prm = h.params[i]!;
    if (prm.kind === "NewTypes") {
      // All the names of a `(type a b)` group start where the group (or the `fun`) starts.
      const groupStart = i === 0 && funStart !== undefined ? funStart : prm.start;
      for (let j = prm.names.length - 1; j >= 0; j--) {
        body = mkExp(p, { kind: "NewType", name: prm.names[j]!, body }, groupStart, end);
      }
    } else {
      body = mkExp(p, { kind: "Fun", label: prm.label, default: prm.default, param: prm.pattern, body }, prm.start, end, true);
    }
  }
  return body;
}

/** In `fun x : t -> e` the type cannot contain an unparenthesised arrow (it would take the `->`). */
function parseSimpleCoreTypeForFun(p: ParserState): CoreType {
  return parseAppType(p);
}

/** `fun x -> fun y -> e`: chains of `fun` are collected in a loop and folded from the end. */
export function parseFun(p: ParserState): Expression {
  const groups: { start: number; ext: Located<string> | undefined; attrs: Attributes; header: ParamsHeader }[] = [];
  do {
    const start = p.expect("fun").start;
    const { ext, attrs } = parseExtAttributes(p);
    groups.push({ start, ext, attrs, header: parseParamsHeader(p, "->") });
  } while (p.is("fun"));
  let body = parseSeqExpr(p);
  const end = p.lastEnd;
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    const fn = foldParams(p, g.header, body, end, "->", g.start);
    const e: Expression = { ...fn, loc: p.location(g.start, end), attributes: [...fn.attributes, ...g.attrs] };
    body = wrapExtension(p, e, g.ext, g.start);
  }
  return body;
}

export function parseFunction(p: ParserState): Expression {
  return parseCaseChain(p);
}

export function parseMatch(p: ParserState): Expression {
  return parseCaseChain(p);
}

export function parseTry(p: ParserState): Expression {
  return parseCaseChain(p);
}

/** A `match`, `try` or `function` whose cases are being read. */
interface CaseFrame {
  readonly kind: "match" | "try" | "function";
  readonly start: number;
  readonly ext: Located<string> | undefined;
  readonly attrs: Attributes;
  /** The scrutinee of `match`, the body of `try`. */
  readonly head: Expression | undefined;
  readonly cases: Case[];
  /** The last case, whose right-hand side is the next frame's construct. */
  pending?: { readonly lhs: Pattern; readonly guard: Expression | undefined };
}

function atCaseConstruct(p: ParserState): boolean {
  return p.is("match") || p.is("try") || p.is("function");
}

/**
 * `match`, `try` and `function` with their cases `| p when g -> e` (the first `|` optional;
 * `p -> .` is a refutation case). A case whose right-hand side is itself one of these constructs
 * takes all the cases that follow, so such chains are read in a loop and folded from the end.
 */
function parseCaseChain(p: ParserState): Expression {
  const frames: CaseFrame[] = [];
  chain: for (;;) {
    const kw = p.advance();
    const kind = kw.text as CaseFrame["kind"];
    const { ext, attrs } = parseExtAttributes(p);
    let head: Expression | undefined;
    if (kind !== "function") {
      head = parseSeqExpr(p);
      p.expect("with");
    }
    const frame: CaseFrame = { kind, start: kw.start, ext, attrs, head, cases: [] };
    frames.push(frame);
    p.accept("|");
    for (;;) {
      const lhs = parsePattern(p);
      let guard: Expression | undefined;
      if (p.accept("when")) guard = parseSeqExpr(p);
      p.expect("->");
      if (atCaseConstruct(p)) {
        frame.pending = { lhs, guard };
        continue chain;
      }
      let rhs: Expression;
      if (p.is(".")) {
        const dot = p.advance();
        rhs = mkExp(p, { kind: "Unreachable" }, dot.start);
      } else {
        rhs = parseSeqExpr(p);
      }
      frame.cases.push({ lhs, guard, rhs });
      if (!p.accept("|")) break chain;
    }
  }
  const end = p.lastEnd;
  let inner: Expression | undefined;
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i]!;
    if (f.pending && inner) f.cases.push({ lhs: f.pending.lhs, guard: f.pending.guard, rhs: inner });
    const desc: Expression["desc"] =
      f.kind === "function"
        ? { kind: "Function", cases: f.cases }
        : f.kind === "match"
          ? { kind: "Match", scrutinee: f.head!, cases: f.cases }
          : { kind: "Try", body: f.head!, cases: f.cases };
    const e = withAttributes(mkExp(p, desc, f.start, end), f.attrs);
    inner = f.ext ? mkExp(p, { kind: "Extension", name: f.ext }, f.start, end) : e;
  }
  return inner!;
}

/** `if a then b else if c then d else e`: else-if chains are collected in a loop. */
export function parseIfChain(p: ParserState): Expression {
  const heads: { start: number; cond: Expression; then: Expression; attrs: Attributes; ext: Located<string> | undefined }[] = [];
  let last: Expression | undefined;
  for (;;) {
    const start = p.expect("if").start;
    const { ext, attrs } = parseExtAttributes(p);
    const cond = parseSeqExpr(p);
    p.expect("then");
    const thenE = parseExpr(p);
    heads.push({ start, cond, then: thenE, attrs, ext });
    if (!p.is("else")) break;
    p.advance();
    if (p.is("if")) continue;
    last = parseExpr(p);
    break;
  }
  let acc = last;
  const end = p.lastEnd;
  for (let i = heads.length - 1; i >= 0; i--) {
    const h = heads[i]!;
    const e: Expression = { desc: { kind: "IfThenElse", cond: h.cond, then: h.then, else: acc }, loc: p.location(h.start, end), attributes: h.attrs };
    acc = h.ext ? { desc: { kind: "Extension", name: h.ext }, loc: e.loc, attributes: noAttributes } : e;
  }
  return acc!;
}

/**
 * `let* p = e and* q = f in body`: binding operators, expanded as OCaml types them:
 * `( let* ) (( and* ) e f) (fun (p, q) -> body)`.
 */
export function parseLetOp(p: ParserState): Expression {
  const letTok = p.advance();
  const first = parseLetOpBinding(p);
  let arg = first.expr;
  let pattern = first.pattern;
  while (p.tok.kind === "ANDOP") {
    const andTok = p.advance();
    const next = parseLetOpBinding(p);
    const loc = { ...p.location(arg.loc.start.offset, next.expr.loc.end.offset), ghost: true };
    const andOp = ident(lident(andTok.text), p.tokenLocation(andTok));
    arg = { desc: { kind: "Apply", func: andOp, args: [{ label: nolabel, expr: arg }, { label: nolabel, expr: next.expr }] }, loc, attributes: noAttributes };
    const patLoc = { ...p.location(pattern.loc.start.offset, next.pattern.loc.end.offset), ghost: true };
    pattern = { desc: { kind: "Tuple", items: [pattern, next.pattern] }, loc: patLoc, attributes: noAttributes };
  }
  p.expect("in");
  const body = parseSeqExpr(p);
  const end = p.lastEnd;
  const fn: Expression = {
    desc: { kind: "Fun", label: nolabel, default: undefined, param: pattern, body },
    loc: { ...p.location(pattern.loc.start.offset, end), ghost: true },
    attributes: noAttributes,
  };
  const op = ident(lident(letTok.text), p.tokenLocation(letTok));
  return mkExp(p, { kind: "Apply", func: op, args: [{ label: nolabel, expr: arg }, { label: nolabel, expr: fn }] }, letTok.start, end);
}

/** One binding of `let*`/`and*`: as a `let` binding, or punned (`let* x in`). */
function parseLetOpBinding(p: ParserState): { pattern: Pattern; expr: Expression } {
  const t = p.tok;
  if (t.kind === "LIDENT" && (p.is("in", 1) || p.peek(1).kind === "ANDOP")) {
    p.advance();
    const loc = p.tokenLocation(t);
    return {
      pattern: { desc: { kind: "Var", name: { txt: t.text, loc } }, loc, attributes: noAttributes },
      expr: ident(lident(t.text), loc),
    };
  }
  return parseLetBinding(p);
}
