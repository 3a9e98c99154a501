// Objects: `object (P) fields end`, its fields (`val`, `method`, `initializer`), and the
// expressions of methods (`{< x = e >}`), as OCaml's grammar has them.
import type { ArgLabel, Attributes, ClassBody, ClassExpr, ClassPrefixItem, ClassDescription, ClassSigField, ClassType, Argument, ClassDeclaration, ClassField, ClassFieldDesc, ClassParam, ClassStructure, CoreType, Expression, Located, Pattern } from "./ast.js";
import { located, parseAttributes, parseExtAttributes } from "./parse_common.js";
import { errorAt } from "../common/diagnostic.js";
import { endBody, parseModuleExpr, startBody } from "./parse_module.js";
import { atParam, parseLetBindings, parseParam, parseParamsAndBody } from "./parse_binding.js";
import { atArgumentStart, mkExp, parseArgumentExpr, parseExpr, parseSeqExpr } from "./parse_expression.js";
import { parseLabelPath, parsePattern } from "./parse_pattern.js";
import { parseCoreType, parsePolyType, parseTupleType } from "./parse_type.js";
import { noAttributes, type ParserState } from "./parser_state.js";

/** `object (P) fields end` (after `object` has been read; `open` is that token). */
export function parseObjectExpr(p: ParserState): Expression {
  const open = p.expect("object");
  const structure = parseClassStructure(p);
  p.expectClosing("end", open);
  return mkExp(p, { kind: "Object", structure }, open.start);
}

export function parseClassStructure(p: ParserState): ClassStructure {
  let self: Pattern;
  if (p.is("(")) {
    const open = p.advance();
    const pat = parsePattern(p);
    if (p.accept(":")) {
      const type = parseCoreType(p);
      p.expectClosing(")", open);
      self = { desc: { kind: "Constraint", pattern: pat, type }, loc: p.locFrom(open.start), attributes: noAttributes };
    } else {
      p.expectClosing(")", open);
      self = { ...pat, loc: p.locFrom(open.start) };
    }
  } else {
    const loc = { ...p.location(p.lastEnd, p.lastEnd), ghost: true };
    self = { desc: { kind: "Any" }, loc, attributes: noAttributes };
  }
  const fields: ClassField[] = [];
  const body = startBody(p);
  while (!p.is("end")) {
    const start = p.tok.start;
    fields.push(parseClassField(p));
    p.symbolDocs(start);
    body.texts += p.text(start);
    while (p.accept(";;")) continue;
  }
  endBody(p, body, fields.length);
  return { self, fields };
}

function parseName(p: ParserState): Located<string> {
  const t = p.tok;
  if (t.kind !== "LIDENT") return p.error();
  p.advance();
  return located(t.text, p, t.start);
}

function parseClassField(p: ParserState): ClassField {
  const start = p.tok.start;
  const kw = p.tok;
  let desc: ClassFieldDesc;
  if (p.is("inherit")) {
    p.advance();
    const override = acceptBang(p);
    const expr = parseClassExpr(p);
    let alias: Located<string> | undefined;
    if (p.accept("as")) alias = parseName(p);
    desc = { kind: "Inherit", override, expr, alias };
  } else if (p.is("constraint")) {
    p.advance();
    const left = parseCoreType(p);
    p.expect("=");
    const right = parseCoreType(p);
    desc = { kind: "Constraint", left, right };
  } else if (p.is("initializer")) {
    p.advance();
    desc = { kind: "Initializer", expr: parseSeqExpr(p) };
  } else if (p.is("val")) {
    p.advance();
    const override = acceptBang(p);
    let mutable = false;
    let isVirtual = false;
    for (;;) {
      if (p.accept("mutable")) mutable = true;
      else if (p.accept("virtual")) isVirtual = true;
      else break;
    }
    const name = parseName(p);
    let type: CoreType | undefined;
    if (p.accept(":")) type = parseCoreType(p);
    let expr: Expression | undefined;
    if (!isVirtual) {
      if (p.accept(":>")) {
        const to = parseCoreType(p);
        p.expect("=");
        const body = parseSeqExpr(p);
        expr = mkExp(p, { kind: "Coerce", expr: body, from: type, to }, name.loc.start.offset, p.lastEnd, true);
        type = undefined;
      } else {
        p.expect("=");
        expr = parseSeqExpr(p);
        if (type) expr = mkExp(p, { kind: "Constraint", expr, type }, name.loc.start.offset, p.lastEnd, true);
      }
    } else if (!type) p.error();
    desc = { kind: "Val", name, mutable, override, type, expr };
  } else if (p.is("method")) {
    p.advance();
    const override = acceptBang(p);
    let priv = false;
    let isVirtual = false;
    for (;;) {
      if (p.accept("private")) priv = true;
      else if (p.accept("virtual")) isVirtual = true;
      else break;
    }
    const name = parseName(p);
    let type: CoreType | undefined;
    let expr: Expression | undefined;
    if (isVirtual) {
      p.expect(":");
      type = parsePolyType(p);
    } else if (p.accept(":")) {
      type = parsePolyType(p);
      p.expect("=");
      expr = parseSeqExpr(p);
    } else if (p.accept("=")) {
      expr = parseSeqExpr(p);
    } else {
      expr = parseParamsAndBody(p, "=");
      expr = { ...expr, loc: { ...p.locFrom(name.loc.end.offset), ghost: true } };
    }
    desc = { kind: "Method", name, private: priv, override, type, expr };
  } else {
    return p.error();
  }
  void kw;
  return { desc, loc: p.locFrom(start) };
}

function acceptBang(p: ParserState): boolean {
  return p.accept("!");
}

/** `{< x = e; y = e' >}` (after `{<`). */
export function parseOverride(p: ParserState): Expression {
  const open = p.expect("{<");
  const fields: { name: Located<string>; expr: Expression }[] = [];
  while (!p.is(">}")) {
    const name = parseName(p);
    let expr: Expression;
    if (p.accept("=")) expr = parseExpr(p);
    else expr = { desc: { kind: "Ident", name: { txt: { kind: "Lident", name: name.txt }, loc: name.loc } }, loc: name.loc, attributes: noAttributes };
    fields.push({ name, expr });
    if (!p.accept(";")) break;
  }
  p.expectClosing(">}", open);
  return mkExp(p, { kind: "Override", fields }, open.start);
}

/** `new C` (after `new`'s token). */
export function parseNew(p: ParserState): Expression {
  const kw = p.expect("new");
  const cstart = p.tok.start;
  const cls = located(parseLabelPath(p), p, cstart);
  return mkExp(p, { kind: "New", class: cls }, kw.start);
}

/** `class [virtual] c params = object ... end and ...` (at `class`). */
export function parseClassDeclarations(p: ParserState): ClassDeclaration[] {
  const decls: ClassDeclaration[] = [];
  let kw = p.expect("class");
  for (;;) {
    const before = keywordAttributes(p);
    const isVirtual = p.accept("virtual");
    const typeParams = parseTypeParams(p);
    const name = parseName(p);
    const params: ClassParam[] = [];
    while (atParam(p)) {
      const prm = parseParam(p);
      if (prm.kind !== "Param") return p.error();
      params.push({ label: prm.label, default: prm.default, pattern: prm.pattern });
    }
    let constraint: ClassType | undefined;
    if (p.accept(":")) constraint = parseClassType(p);
    p.expect("=");
    const ceStart = p.tok.start;
    const ce = parseClassExpr(p);
    // `class c params : ct = ce` is `class c = fun params -> (ce : ct)`.
    const prefix: readonly ClassPrefixItem[] = constraint !== undefined ? [{ kind: "Constraint", type: constraint, loc: p.locFrom(ceStart) }, ...ce.prefix] : ce.prefix;
    const body = ce.body;
    const attributes = [...before, ...parseAttributes(p, "[@@")];
    p.symbolDocs(kw.start);
    if (kw.text === "and") p.text(kw.start);
    decls.push({ virtual: isVirtual, typeParams, name, params, prefix, body, loc: p.locFrom(kw.start), attributes });
    if (!p.is("and")) return decls;
    kw = p.advance();
  }
}

/**
 * A class expression: `fun p1 ... -> ce`, `let [rec] ... in ce`, `let open M in ce`, `object ...
 * end`, `(ce)`, `(ce : ct)`, a class applied (`c`, `[t] c`, `M.c a1 ~l:a2`) or another class
 * expression applied (`(ce) a1 a2`). What comes before the body is returned in order.
 */
export function parseClassExpr(p: ParserState): ClassExpr {
  const prefix: ClassPrefixItem[] = [];
  // (A `fun`'s location starts at its first parameter, as in OCaml's parser.)
  const start = p.is("fun") ? p.peek(1).start : p.tok.start;
  const done = (body: ClassBody): ClassExpr => ({ prefix, body, loc: p.locFrom(start) });
  for (;;) {
    if (p.is("fun")) {
      p.advance();
      do {
        const prm = parseParam(p);
        if (prm.kind !== "Param") return p.error();
        prefix.push({ kind: "Param", param: { label: prm.label, default: prm.default, pattern: prm.pattern } });
      } while (!p.is("->"));
      p.advance();
    } else if (p.is("let")) {
      const lstart = p.advance().start;
      if (p.is("open")) {
        const openStart = p.advance().start;
        const override = p.accept("!");
        // (OCaml's grammar takes a module path only here: `let open struct ... end in` is a syntax error.)
        if (p.tok.kind !== "UIDENT") return p.error();
        const module = parseModuleExpr(p);
        prefix.push({ kind: "Open", override, module, openLoc: p.locFrom(openStart) });
        p.expect("in");
        continue;
      }
      if (p.is("module") || p.is("exception")) p.error("Syntax error: only `let [rec] x = e in` and `let open M in` are supported before a class's body");
      const rec = p.accept("rec");
      const bindings = parseLetBindings(p, lstart, []);
      prefix.push({ kind: "Let", rec, bindings, loc: p.locFrom(lstart) });
      p.expect("in");
    } else if (p.is("(")) {
      const open = p.advance();
      const inner = parseClassExpr(p);
      let head = inner;
      if (p.is(":")) {
        // `(ce : ct)`: what follows is constrained.
        p.advance();
        const type = parseClassType(p);
        p.expectClosing(")", open);
        head = { prefix: [{ kind: "Constraint", type, loc: inner.loc }, ...inner.prefix], body: inner.body, loc: p.locFrom(open.start) };
      } else p.expectClosing(")", open);
      if (atArgumentStart(p)) {
        const args: Argument[] = [];
        while (atArgumentStart(p)) args.push(parseArgumentExpr(p));
        // `(c) a` is `c a`.
        const b = head.body;
        if (head.prefix.length === 0 && b.kind === "Apply" && b.args.length === 0) return done({ ...b, args, loc: p.locFrom(open.start) });
        return done({ kind: "ApplyExpr", head, args, loc: p.locFrom(open.start) });
      }
      if (prefix.length === 0) return head;
      prefix.push(...head.prefix);
      return done(head.body);
    } else if (p.is("object")) {
      const open = p.advance();
      const structure = parseClassStructure(p);
      p.expectClosing("end", open);
      return done({ kind: "Structure", structure });
    } else {
      const astart = p.tok.start;
      const typeArgs = parseTypeArgs(p);
      const cstart = p.tok.start;
      if (p.tok.kind !== "LIDENT" && p.tok.kind !== "UIDENT") return p.error();
      const cls = located(parseLabelPath(p), p, cstart);
      const args: Argument[] = [];
      while (atArgumentStart(p)) args.push(parseArgumentExpr(p));
      return done({ kind: "Apply", class: cls, typeArgs, args, loc: p.locFrom(astart) });
    }
  }
}

/** A class type: `object sig_fields end`, `T -> class_type`, `~l:T -> class_type`, `?l:T -> class_type`. */
export function parseClassType(p: ParserState): ClassType {
  const start = p.tok.start;
  if (p.is("object")) {
    const open = p.advance();
    let self: CoreType | undefined;
    if (p.is("(")) {
      const lp = p.advance();
      self = parseCoreType(p);
      p.expectClosing(")", lp);
    }
    const fields: ClassSigField[] = [];
    const body = startBody(p);
    while (!p.is("end")) {
      const fstart = p.tok.start;
      if (p.accept("inherit")) {
        const args = parseTypeArgs(p);
        const cstart = p.tok.start;
        const name = located(parseLabelPath(p), p, cstart);
        fields.push({ kind: "Inherit", name, args, loc: p.locFrom(fstart) });
      } else if (p.accept("constraint")) {
        const left = parseCoreType(p);
        p.expect("=");
        const right = parseCoreType(p);
        fields.push({ kind: "Constraint", left, right, loc: p.locFrom(fstart) });
      } else if (p.accept("val")) {
        let mutable = false;
        let isVirtual = false;
        for (;;) {
          if (p.accept("mutable")) mutable = true;
          else if (p.accept("virtual")) isVirtual = true;
          else break;
        }
        const name = parseName(p);
        p.expect(":");
        const type = parseCoreType(p);
        fields.push({ kind: "Val", name, mutable, virtual: isVirtual, type, loc: p.locFrom(fstart) });
      } else if (p.accept("method")) {
        let priv = false;
        let isVirtual = false;
        for (;;) {
          if (p.accept("private")) priv = true;
          else if (p.accept("virtual")) isVirtual = true;
          else break;
        }
        const name = parseName(p);
        p.expect(":");
        const type = parsePolyType(p);
        fields.push({ kind: "Method", name, private: priv, virtual: isVirtual, type, loc: p.locFrom(fstart) });
      } else return p.error();
      parseAttributes(p, "[@@");
      p.symbolDocs(fstart);
      body.texts += p.text(fstart);
      while (p.accept(";;")) continue;
    }
    endBody(p, body, fields.length);
    p.expectClosing("end", open);
    return { kind: "Signature", ...(self ? { self } : {}), fields, loc: p.locFrom(start) };
  }
  let label: ArgLabel = { kind: "Nolabel" };
  const t = p.tok;
  if (t.kind === "LABEL" || t.kind === "OPTLABEL") {
    p.advance();
    label = t.kind === "LABEL" ? { kind: "Labelled", name: t.text } : { kind: "Optional", name: t.text };
  } else if (t.kind === "LIDENT" && p.is(":", 1)) {
    p.advance();
    p.advance();
    label = { kind: "Labelled", name: t.text };
  } else if (p.is("?") && p.peek(1).kind === "LIDENT" && p.is(":", 2)) {
    p.advance();
    const n = p.advance();
    p.advance();
    label = { kind: "Optional", name: n.text };
  }
  if (label.kind === "Nolabel" && p.is("[")) {
    const args = parseTypeArgs(p);
    const cstart = p.tok.start;
    const name = located(parseLabelPath(p), p, cstart);
    return { kind: "Constr", name, args, loc: p.locFrom(start) };
  }
  const arg = parseTupleType(p);
  if (!p.is("->")) {
    // A class type's name.
    if (label.kind === "Nolabel" && arg.desc.kind === "Constr" && arg.desc.args.length === 0) return { kind: "Constr", name: arg.desc.name, args: [], loc: arg.loc };
    return p.error();
  }
  p.advance();
  const result = parseClassType(p);
  return { kind: "Arrow", label, arg, result, loc: p.locFrom(start) };
}

/** `class [virtual] c : class_type and ...` in a signature (at `class`). */
export function parseClassDescriptions(p: ParserState, classType = false): ClassDescription[] {
  const decls: ClassDescription[] = [];
  let kw = p.expect("class");
  if (classType) p.expect("type");
  for (;;) {
    const before = keywordAttributes(p);
    const isVirtual = p.accept("virtual");
    const typeParams = parseTypeParams(p);
    const name = parseName(p);
    p.expect(classType ? "=" : ":");
    const type = parseClassType(p);
    const attributes = [...before, ...parseAttributes(p, "[@@")];
    p.symbolDocs(kw.start);
    if (kw.text === "and") p.text(kw.start);
    decls.push({ virtual: isVirtual, typeParams, name, type, loc: p.locFrom(kw.start), attributes });
    if (!p.is("and")) return decls;
    kw = p.advance();
  }
}

/**
 * The attributes after `class`, `class type` or `and` (`class[@warning "-8"] c = ...`), which
 * belong to the declaration. An extension there (`class%ext`) is one nothing interprets.
 */
function keywordAttributes(p: ParserState): Attributes {
  const { ext, attrs } = parseExtAttributes(p);
  if (ext !== undefined) throw errorAt(ext.loc, `Uninterpreted extension '${ext.txt}'.`);
  return attrs;
}

/** `['a, 'b]` before a class's name, if any. */
function parseTypeParams(p: ParserState): Located<string>[] {
  const out: Located<string>[] = [];
  if (!p.accept("[")) return out;
  do {
    const q = p.expect("'");
    const t = p.tok;
    if (t.kind !== "LIDENT" && t.kind !== "UIDENT") return p.error();
    p.advance();
    out.push(located(t.text, p, q.start));
  } while (p.accept(","));
  p.expect("]");
  return out;
}

/** `[T1, T2]` before a class's path, if any. */
function parseTypeArgs(p: ParserState): CoreType[] {
  const out: CoreType[] = [];
  if (!p.accept("[")) return out;
  do out.push(parseCoreType(p));
  while (p.accept(","));
  p.expect("]");
  return out;
}
