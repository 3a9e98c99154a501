// The module language: module expressions and types, structures and signatures.
import { parseClassDeclarations, parseClassDescriptions } from "./parse_class.js";
import { errorAt } from "../common/diagnostic.js";
import type {
  Attributes,
  FunctorParameter,
  Located,
  Longident,
  ModuleBinding,
  ModuleDeclaration,
  ModuleExpr,
  ModuleExprDesc,
  ModuleType,
  ModuleTypeDesc,
  Signature,
  SignatureItem,
  SignatureItemDesc,
  Structure,
  StructureItem,
  StructureItemDesc,
  TypeDeclaration,
  WithConstraint,
} from "./ast.js";
import { located, parseAttribute, parseAttributes, parseExtAttributes, parseExtension, parseExtendedModulePath, parseModulePath } from "./parse_common.js";
import { parseExceptionItem, parseExtensionConstructor, parseTypeItem, parseValueDescription } from "./parse_declaration.js";
import { finishLet, parseLetHeader } from "./parse_binding.js";
import { atExpressionStart, parseExpr, parseSeqExpr } from "./parse_expression.js";
import { packageTypeOf, parsePattern } from "./parse_pattern.js";
import { parseCoreType } from "./parse_type.js";
import { ldot, lident, withAttributes, type ParserState } from "./parser_state.js";
import { noAttributes } from "./parser_state.js";
import type { Token } from "./token.js";

export { parseExtensionConstructor };

function mkMod(p: ParserState, desc: ModuleExprDesc, start: number): ModuleExpr {
  return { desc, loc: p.locFrom(start), attributes: noAttributes };
}

function mkMty(p: ParserState, desc: ModuleTypeDesc, start: number): ModuleType {
  return { desc, loc: p.locFrom(start), attributes: noAttributes };
}

// ---------------------------------------------------------------------------------------------
// Functor parameters

function atFunctorParam(p: ParserState): boolean {
  return p.is("(") && (p.is(")", 1) || ((p.peek(1).kind === "UIDENT" || p.is("_", 1)) && p.is(":", 2)));
}

function parseFunctorParam(p: ParserState): FunctorParameter {
  p.expect("(");
  if (p.accept(")")) return { kind: "Unit" };
  const t = p.advance();
  const name: Located<string | undefined> = { txt: t.kind === "UIDENT" ? t.text : undefined, loc: p.tokenLocation(t) };
  p.expect(":");
  const type = parseModuleType(p);
  // OCaml reports a plain syntax error here rather than an unmatched parenthesis.
  p.expect(")");
  return { kind: "Named", name, type };
}

// ---------------------------------------------------------------------------------------------
// Module expressions

export function parseModuleExpr(p: ParserState): ModuleExpr {
  const start = p.tok.start;
  if (p.is("functor")) {
    p.advance();
    const { attrs } = parseExtAttributes(p);
    const params: FunctorParameter[] = [];
    const starts: number[] = [];
    do {
      starts.push(p.tok.start);
      params.push(parseFunctorParam(p));
    } while (p.is("("));
    p.expect("->");
    let body = parseModuleExpr(p);
    for (let i = params.length - 1; i >= 0; i--) body = mkMod(p, { kind: "Functor", param: params[i]!, body }, starts[i]!);
    return withAttributes(body, attrs);
  }
  let me = parseSimpleModuleExpr(p);
  // Applications `F (X) (Y)`, `F ()`, and postfix attributes.
  for (;;) {
    if (p.is("(")) {
      const open = p.advance();
      if (p.accept(")")) {
        me = mkMod(p, { kind: "ApplyUnit", functor: me }, start);
        continue;
      }
      const arg = parseModuleExpr(p);
      p.expectClosing(")", open);
      me = mkMod(p, { kind: "Apply", functor: me, arg }, start);
    } else if (p.is("[@")) {
      me = withAttributes(me, parseAttributes(p, "[@"));
    } else {
      return me;
    }
  }
}

function parseSimpleModuleExpr(p: ParserState): ModuleExpr {
  const start = p.tok.start;
  if (p.tok.kind === "UIDENT") {
    const path = parseModulePath(p);
    return mkMod(p, { kind: "Ident", name: located(path, p, start) }, start);
  }
  if (p.is("struct")) {
    const open = p.advance();
    const { attrs } = parseExtAttributes(p);
    const items = parseStructureItems(p, "end", open);
    p.expectClosing("end", open);
    return withAttributes(mkMod(p, { kind: "Structure", items }, start), attrs);
  }
  if (p.is("(")) {
    const open = p.advance();
    if (p.is("val")) {
      p.advance();
      parseExtAttributes(p);
      const expr = parseExpr(p);
      let me = mkMod(p, { kind: "Unpack", expr }, start);
      if (p.accept(":")) {
        const mtStart = p.tok.start;
        const mt = parseModuleType(p);
        const type = packageTypeOf(p, mt, mtStart);
        const e = { ...expr, loc: { ...p.location(expr.loc.start.offset, p.lastEnd), ghost: true } };
        me = mkMod(p, { kind: "Unpack", expr: { desc: { kind: "Constraint", expr, type }, loc: e.loc, attributes: noAttributes } }, start);
      }
      if (p.accept(":>")) parseModuleType(p);
      p.expectClosing(")", open);
      return { ...me, loc: p.locFrom(start) };
    }
    const inner = parseModuleExpr(p);
    if (p.accept(":")) {
      const type = parseModuleType(p);
      p.expectClosing(")", open);
      return mkMod(p, { kind: "Constraint", module: inner, type }, start);
    }
    p.expectClosing(")", open);
    return { ...inner, loc: p.locFrom(start) };
  }
  if (p.is("[%")) {
    const name = parseExtension(p, "[%");
    return mkMod(p, { kind: "Extension", name }, start);
  }
  return p.error();
}

/** After `module M`: functor parameters, an optional `: S`, then `= ME`. */
export function parseModuleBindingBody(p: ParserState): ModuleExpr {
  const params: FunctorParameter[] = [];
  const starts: number[] = [];
  while (atFunctorParam(p)) {
    starts.push(p.tok.start);
    params.push(parseFunctorParam(p));
  }
  let type: ModuleType | undefined;
  const colon = p.tok.start;
  if (p.accept(":")) type = parseModuleType(p);
  p.expect("=");
  let body = parseModuleExpr(p);
  if (type) body = { desc: { kind: "Constraint", module: body, type }, loc: p.locFrom(colon), attributes: noAttributes };
  for (let i = params.length - 1; i >= 0; i--) {
    body = { desc: { kind: "Functor", param: params[i]!, body }, loc: p.locFrom(starts[i]!), attributes: noAttributes };
  }
  return body;
}

// ---------------------------------------------------------------------------------------------
// Module types

export function parseModuleType(p: ParserState): ModuleType {
  const start = p.tok.start;
  if (p.is("functor")) {
    p.advance();
    const { attrs } = parseExtAttributes(p);
    const params: FunctorParameter[] = [];
    const starts: number[] = [];
    do {
      starts.push(p.tok.start);
      params.push(parseFunctorParam(p));
    } while (p.is("("));
    p.expect("->");
    let result = parseModuleType(p);
    for (let i = params.length - 1; i >= 0; i--) result = mkMty(p, { kind: "Functor", param: params[i]!, result }, starts[i]!);
    return withAttributes(result, attrs);
  }
  if (atFunctorParam(p)) {
    // `(X : A) -> B`
    const params: FunctorParameter[] = [];
    const starts: number[] = [];
    while (atFunctorParam(p)) {
      starts.push(p.tok.start);
      params.push(parseFunctorParam(p));
    }
    p.expect("->");
    let result = parseModuleType(p);
    for (let i = params.length - 1; i >= 0; i--) result = mkMty(p, { kind: "Functor", param: params[i]!, result }, starts[i]!);
    return result;
  }
  let mt = parseSimpleModuleType(p);
  for (;;) {
    if (p.is("with")) {
      p.advance();
      const constraints: WithConstraint[] = [];
      do constraints.push(parseWithConstraint(p));
      while (p.accept("and"));
      mt = mkMty(p, { kind: "With", type: mt, constraints }, start);
    } else if (p.is("[@")) {
      mt = withAttributes(mt, parseAttributes(p, "[@"));
    } else {
      break;
    }
  }
  if (p.is("->")) {
    // `A -> B`: a functor type whose parameter is anonymous.
    p.advance();
    const result = parseModuleType(p);
    return mkMty(p, { kind: "Functor", param: { kind: "Named", name: { txt: undefined, loc: mt.loc }, type: mt }, result }, start);
  }
  return mt;
}

function parseSimpleModuleType(p: ParserState): ModuleType {
  const start = p.tok.start;
  if (p.is("sig")) {
    const open = p.advance();
    const { attrs } = parseExtAttributes(p);
    const items = parseSignatureItems(p, "end", open);
    p.expectClosing("end", open);
    return withAttributes(mkMty(p, { kind: "Signature", items }, start), attrs);
  }
  if (p.is("module")) {
    p.advance();
    p.expect("type");
    p.expect("of");
    const module = parseModuleExpr(p);
    return mkMty(p, { kind: "TypeOf", module }, start);
  }
  if (p.is("(")) {
    const open = p.advance();
    const inner = parseModuleType(p);
    p.expectClosing(")", open);
    return inner;
  }
  if (p.tok.kind === "UIDENT" || p.tok.kind === "LIDENT") {
    return mkMty(p, { kind: "Ident", name: located(parseModuleTypePath(p), p, start) }, start);
  }
  if (p.is("[%")) {
    const name = parseExtension(p, "[%");
    return mkMty(p, { kind: "Extension", name }, start);
  }
  return p.error();
}

/** `S`, `M.S`, `F(X).S` (module type names may be lowercase too). */
function parseModuleTypePath(p: ParserState): Longident {
  if (p.tok.kind === "LIDENT") return lident(p.advance().text);
  const prefix = parseExtendedModulePath(p);
  if (p.is(".") && (p.peek(1).kind === "LIDENT" || p.peek(1).kind === "UIDENT")) {
    p.advance();
    return ldot(prefix, p.advance().text);
  }
  return prefix;
}

function parseWithConstraint(p: ParserState): WithConstraint {
  const start = p.tok.start;
  if (p.accept("type")) {
    const params = parseWithTypeParams(p);
    const pathStart = p.tok.start;
    let path: Longident;
    if (p.tok.kind === "LIDENT") path = lident(p.advance().text);
    else {
      const prefix = parseExtendedModulePath(p);
      p.expect(".");
      if (p.peek(0).kind !== "LIDENT") p.error();
      path = ldot(prefix, p.advance().text);
    }
    const lpath = located(path, p, pathStart);
    const subst = p.is(":=");
    if (!p.accept("=") && !p.accept(":=")) p.error();
    const priv = p.accept("private") ? "Private" : "Public";
    const manifest = parseCoreType(p);
    const constraints: TypeDeclaration["constraints"][number][] = [];
    while (p.is("constraint")) {
      const cs = p.advance().start;
      const left = parseCoreType(p);
      p.expect("=");
      const right = parseCoreType(p);
      constraints.push({ left, right, loc: p.locFrom(cs) });
    }
    const name = path.kind === "Lapply" ? "" : path.name;
    const decl: TypeDeclaration = {
      name: { txt: name, loc: lpath.loc },
      params,
      constraints,
      kind: { kind: "Abstract" },
      private: priv,
      manifest,
      attributes: noAttributes,
      loc: p.locFrom(start),
    };
    return subst ? { kind: "TypeSubst", path: lpath, decl } : { kind: "Type", path: lpath, decl };
  }
  if (p.accept("module")) {
    const pathStart = p.tok.start;
    const path = located(parseModulePath(p), p, pathStart);
    const subst = p.is(":=");
    if (!p.accept("=") && !p.accept(":=")) p.error();
    const targetStart = p.tok.start;
    const target = located(parseExtendedModulePath(p), p, targetStart);
    return subst ? { kind: "ModuleSubst", path, target } : { kind: "Module", path, target };
  }
  return p.error();
}

function parseWithTypeParams(p: ParserState): TypeDeclaration["params"] {
  const one = (): TypeDeclaration["params"][number] => {
    let variance: "" | "+" | "-" = "";
    if (p.is("+") || p.is("-")) variance = p.advance().text as "+" | "-";
    if (p.accept("_")) return { name: undefined, variance };
    const q = p.expect("'");
    const t = p.advance();
    return { name: located(t.text, p, q.start), variance };
  };
  if (p.is("(") && (p.is("'", 1) || p.is("_", 1) || p.is("+", 1) || p.is("-", 1))) {
    const open = p.advance();
    const params = [one()];
    while (p.accept(",")) params.push(one());
    p.expectClosing(")", open);
    return params;
  }
  if (p.is("'") || p.is("_")) return [one()];
  return [];
}

// ---------------------------------------------------------------------------------------------
// Structures

/** Structure items up to `end` (inside `struct`) or to the end of the file. */
export function parseStructureItems(p: ParserState, until: "end" | "EOF" | "]", open?: Token): Structure {
  const items: StructureItem[] = [];
  const body = startBody(p);
  for (;;) {
    // A toplevel expression may only start the structure or follow `;;`.
    let expressionAllowed = items.length === 0;
    while (p.is(";;")) {
      body.texts += p.text(p.tok.start);
      p.advance();
      expressionAllowed = true;
    }
    if (atBodyEnd(p, until)) {
      endBody(p, body, items.length);
      return items;
    }
    if (open && !atStructureItem(p)) p.unclosed(open, "end");
    if (!expressionAllowed && !(p.tok.kind === "KEYWORD" && structureItemKeywords.has(p.tok.text))) p.error();
    const start = p.tok.start;
    const item = parseStructureItem(p, expressionAllowed);
    // A toplevel expression documents nothing, but wants the doc comments around it.
    if (item.desc.kind === "Eval") p.docs?.markSymbolDocs(start, p.lastEnd);
    body.texts += p.text(start);
    items.push(item);
  }
}

/** Whether a structure or signature ends here: at `end` (or the end of the file), the file's end, or an attribute's `]`. */
function atBodyEnd(p: ParserState, until: "end" | "EOF" | "]"): boolean {
  if (p.tok.kind === "EOF") return true;
  return until === "end" ? p.is("end") : until === "]" ? p.is("]") : false;
}

/**
 * An attribute's or extension's payload in full (a structure, `: signature`, `: type`, `? pattern
 * [when expr]`), read only for what the doc comments in it attach to (warning 50), as OCaml
 * parses it: flambe itself reads only the simple payloads it interprets.
 */
export function parseWholePayload(p: ParserState): void {
  if (p.accept(":")) {
    if (p.is("]") || signatureItemKeywords.has(p.tok.text)) parseSignatureItems(p, "]");
    else parseCoreType(p);
  } else if (p.accept("?")) {
    parsePattern(p);
    if (p.accept("when")) parseSeqExpr(p);
  } else parseStructureItems(p, "]");
}

/**
 * Where the doc comments of a structure, signature or class body are asked about: its first
 * token (or, when it has none, the end of the token before), and the floating text in it.
 */
export interface BodyDocs {
  readonly emptyAt: number;
  readonly first: number;
  texts: number;
}

export function startBody(p: ParserState): BodyDocs {
  return { emptyAt: p.lastEnd, first: p.docstrings === undefined ? 0 : p.tok.start, texts: 0 };
}

/** The doc comments at the ends of a body of `count` items (OCaml's `extra_text`). */
export function endBody(p: ParserState, body: BodyDocs, count: number): void {
  const docs = p.docs;
  if (docs === undefined) return;
  const empty = p.lastEnd === body.emptyAt;
  docs.extraText(empty ? body.emptyAt : body.first, p.lastEnd, count > 0 || body.texts > 0);
}

const structureItemKeywords: ReadonlySet<string> = new Set(["let", "external", "type", "exception", "module", "open", "include", "[@@@", "[%%", "class", "val"]);
const signatureItemKeywords: ReadonlySet<string> = new Set(["val", "external", "type", "exception", "module", "open", "include", "[@@@", "[%%", "class"]);

function atStructureItem(p: ParserState): boolean {
  return (p.tok.kind === "KEYWORD" && structureItemKeywords.has(p.tok.text)) || atExpressionStart(p);
}

/** `expressionAllowed`: the item starts the structure or follows `;;`, so may be an expression. */
function parseStructureItem(p: ParserState, expressionAllowed: boolean): StructureItem {
  const start = p.tok.start;
  const item = (desc: StructureItemDesc): StructureItem => ({ desc, loc: p.locFrom(start) });
  const t = p.tok;
  if (t.kind === "KEYWORD") {
    switch (t.text) {
      case "let": {
        // `let open`, `let module`, `let exception` start expressions only: after a definition,
        // ocamlc's syntax error is at the keyword after `let`.
        if (!expressionAllowed && (p.is("open", 1) || p.is("module", 1) || p.is("exception", 1))) {
          p.advance();
          p.error();
        }
        const h = parseLetHeader(p);
        if (h.kind === "Let" && !p.is("in")) {
          const docs = p.docs;
          if (docs) {
            h.bindings.forEach((b, i) => {
              docs.symbolDocs(b.loc.start.offset, b.loc.end.offset);
              if (i > 0) docs.text(b.loc.start.offset);
            });
          }
          const desc: StructureItemDesc = { kind: "Value", rec: h.rec, bindings: h.bindings };
          return h.ext ? item({ kind: "Extension", name: h.ext }) : item(desc);
        }
        // `let ... in` is an expression: after a definition, only once a `;;` has ended it
        // (ocamlc's syntax error is at the `in`).
        if (!expressionAllowed && h.kind === "Let") p.error();
        p.expect("in");
        let body = parseSeqExpr(p);
        body = finishLet(p, h, body, p.lastEnd);
        // The expression may continue with operators after a parenthesis-free `let`-less head.
        const attrs = parseAttributes(p, "[@@");
        return item({ kind: "Eval", expr: body, attributes: attrs });
      }
      case "external": {
        p.advance();
        return item({ kind: "Primitive", value: parseValueDescription(p, start, true) });
      }
      case "type": {
        p.advance();
        const ti = parseTypeItem(p, start, false);
        switch (ti.kind) {
          case "Type":
            return item({ kind: "Type", rec: ti.rec, decls: ti.decls });
          case "TypeExtension":
            return item({ kind: "TypeExtension", extension: ti.extension });
          case "TypeSubst":
            return p.error();
        }
      }
      // falls through (unreachable)
      case "exception": {
        p.advance();
        return item({ kind: "Exception", constructor: parseExceptionItem(p, start) });
      }
      case "module":
        return parseModuleItem(p, start);
      case "open": {
        p.advance();
        const override = p.accept("!");
        const { attrs } = parseExtAttributes(p);
        const module = parseModuleExpr(p);
        const post = parseAttributes(p, "[@@");
        p.symbolDocs(start);
        return item({ kind: "Open", module, override, attributes: [...attrs, ...post] });
      }
      case "include": {
        p.advance();
        const { attrs } = parseExtAttributes(p);
        const module = parseModuleExpr(p);
        const post = parseAttributes(p, "[@@");
        p.symbolDocs(start);
        return item({ kind: "Include", module, attributes: [...attrs, ...post] });
      }
      case "[@@@": {
        const attribute = parseAttribute(p, "[@@@");
        p.docs?.markSymbolDocs(start, p.lastEnd);
        return item({ kind: "Attribute", attribute });
      }
      case "[%%": {
        const name = parseExtension(p, "[%%");
        parseAttributes(p, "[@@");
        p.symbolDocs(start);
        return item({ kind: "Extension", name });
      }
      case "class":
        if (p.is("type", 1)) return item({ kind: "ClassType", decls: parseClassDescriptions(p, true) });
        return item({ kind: "Class", decls: parseClassDeclarations(p) });
      case "val": {
        // OCaml's grammar takes it, and its check of the tree rejects it once the file is parsed
        // (after a later syntax error, and after the doc comments' warnings).
        p.advance();
        const value = parseValueDescription(p, start, false);
        p.deferError(errorAt(p.locFrom(start), "Value declarations are only allowed in signatures"));
        return item({ kind: "Primitive", value });
      }
    }
  }
  if (!atExpressionStart(p)) return p.error();
  const expr = parseSeqExpr(p);
  const attrs = parseAttributes(p, "[@@");
  return item({ kind: "Eval", expr, attributes: attrs });
}

function parseModuleItem(p: ParserState, start: number): StructureItem {
  p.expect("module");
  const item = (desc: StructureItemDesc): StructureItem => ({ desc, loc: p.locFrom(start) });
  if (p.is("type")) {
    p.advance();
    const { attrs } = parseExtAttributes(p);
    const nameTok = p.advance();
    if (nameTok.kind !== "UIDENT" && nameTok.kind !== "LIDENT") p.errorAtToken(nameTok, "Syntax error");
    const name = located(nameTok.text, p, nameTok.start);
    let type: ModuleType | undefined;
    if (p.accept("=")) type = parseModuleType(p);
    const post = parseAttributes(p, "[@@");
    p.symbolDocs(start);
    return item({ kind: "ModuleType", decl: { name, type, attributes: [...attrs, ...post], loc: p.locFrom(start) } });
  }
  if (p.is("rec")) {
    p.advance();
    const bindings: ModuleBinding[] = [];
    let bstart = start;
    for (;;) {
      const { attrs } = parseExtAttributes(p);
      const name = parseModuleName(p);
      const module = parseModuleBindingBody(p);
      const post = parseAttributes(p, "[@@");
      p.symbolDocs(bstart);
      if (bstart !== start) p.text(bstart);
      bindings.push({ name, module, attributes: [...attrs, ...post], loc: p.locFrom(bstart) });
      if (!p.is("and")) break;
      bstart = p.advance().start;
    }
    return item({ kind: "RecModule", bindings });
  }
  const { attrs } = parseExtAttributes(p);
  const name = parseModuleName(p);
  const module = parseModuleBindingBody(p);
  const post = parseAttributes(p, "[@@");
  p.symbolDocs(start);
  return item({ kind: "Module", binding: { name, module, attributes: [...attrs, ...post], loc: p.locFrom(start) } });
}

function parseModuleName(p: ParserState): Located<string | undefined> {
  const t = p.tok;
  if (t.kind === "UIDENT") {
    p.advance();
    return { txt: t.text, loc: p.tokenLocation(t) };
  }
  if (p.is("_")) {
    p.advance();
    return { txt: undefined, loc: p.tokenLocation(t) };
  }
  return p.error();
}

// ---------------------------------------------------------------------------------------------
// Signatures

export function parseSignatureItems(p: ParserState, until: "end" | "EOF" | "]", open?: Token): Signature {
  const items: SignatureItem[] = [];
  const body = startBody(p);
  for (;;) {
    while (p.is(";;")) {
      body.texts += p.text(p.tok.start);
      p.advance();
    }
    if (atBodyEnd(p, until)) {
      endBody(p, body, items.length);
      return items;
    }
    if (open && !signatureItemKeywords.has(p.tok.text)) p.unclosed(open, "end");
    const start = p.tok.start;
    items.push(parseSignatureItem(p));
    body.texts += p.text(start);
  }
}

function parseSignatureItem(p: ParserState): SignatureItem {
  const start = p.tok.start;
  const item = (desc: SignatureItemDesc): SignatureItem => ({ desc, loc: p.locFrom(start) });
  const t = p.tok;
  if (t.kind !== "KEYWORD") return p.error();
  switch (t.text) {
    case "val":
      p.advance();
      return item({ kind: "Value", value: parseValueDescription(p, start, false) });
    case "external":
      p.advance();
      return item({ kind: "Value", value: parseValueDescription(p, start, true) });
    case "type": {
      p.advance();
      const ti = parseTypeItem(p, start, true);
      switch (ti.kind) {
        case "Type":
          return item({ kind: "Type", rec: ti.rec, decls: ti.decls });
        case "TypeSubst":
          return item({ kind: "TypeSubst", decls: ti.decls });
        case "TypeExtension":
          return item({ kind: "TypeExtension", extension: ti.extension });
      }
    }
    // falls through (unreachable)
    case "exception":
      p.advance();
      return item({ kind: "Exception", constructor: parseExceptionItem(p, start) });
    case "module":
      return parseModuleSigItem(p, start);
    case "open": {
      p.advance();
      const override = p.accept("!");
      const { attrs } = parseExtAttributes(p);
      const ms = p.tok.start;
      const module = located(parseExtendedModulePath(p), p, ms);
      const post = parseAttributes(p, "[@@");
      p.symbolDocs(start);
      return item({ kind: "Open", open: { module, override, attributes: [...attrs, ...post], loc: p.locFrom(start) } });
    }
    case "include": {
      p.advance();
      const { attrs } = parseExtAttributes(p);
      const type = parseModuleType(p);
      const post = parseAttributes(p, "[@@");
      p.symbolDocs(start);
      return item({ kind: "Include", type, attributes: [...attrs, ...post] });
    }
    case "[@@@": {
      const attribute = parseAttribute(p, "[@@@");
      p.docs?.markSymbolDocs(start, p.lastEnd);
      return item({ kind: "Attribute", attribute });
    }
    case "[%%": {
      const name = parseExtension(p, "[%%");
      parseAttributes(p, "[@@");
      p.symbolDocs(start);
      return item({ kind: "Extension", name });
    }
    case "class":
      if (p.is("type", 1)) return item({ kind: "ClassType", decls: parseClassDescriptions(p, true) });
      return item({ kind: "Class", decls: parseClassDescriptions(p) });
    default:
      return p.error();
  }
}

function parseModuleSigItem(p: ParserState, start: number): SignatureItem {
  p.expect("module");
  const item = (desc: SignatureItemDesc): SignatureItem => ({ desc, loc: p.locFrom(start) });
  if (p.is("type")) {
    p.advance();
    const { attrs } = parseExtAttributes(p);
    const nameTok = p.advance();
    if (nameTok.kind !== "UIDENT" && nameTok.kind !== "LIDENT") p.errorAtToken(nameTok, "Syntax error");
    const name = located(nameTok.text, p, nameTok.start);
    let type: ModuleType | undefined;
    if (p.accept("=")) type = parseModuleType(p);
    const post = parseAttributes(p, "[@@");
    p.symbolDocs(start);
    return item({ kind: "ModuleType", decl: { name, type, attributes: [...attrs, ...post], loc: p.locFrom(start) } });
  }
  if (p.is("rec")) {
    p.advance();
    const decls: ModuleDeclaration[] = [];
    let dstart = start;
    for (;;) {
      const { attrs } = parseExtAttributes(p);
      const name = parseModuleName(p);
      p.expect(":");
      const type = parseModuleType(p);
      const post = parseAttributes(p, "[@@");
      p.symbolDocs(dstart);
      if (dstart !== start) p.text(dstart);
      decls.push({ name, type, attributes: [...attrs, ...post], loc: p.locFrom(dstart) });
      if (!p.is("and")) break;
      dstart = p.advance().start;
    }
    return item({ kind: "RecModule", decls });
  }
  const { attrs } = parseExtAttributes(p);
  const name = parseModuleName(p);
  if (p.is(":=") && name.txt !== undefined) {
    p.advance();
    const ts = p.tok.start;
    const target = located(parseExtendedModulePath(p), p, ts);
    parseAttributes(p, "[@@");
    p.symbolDocs(start);
    return item({ kind: "ModuleSubst", name: { txt: name.txt, loc: name.loc }, target });
  }
  let type: ModuleType;
  if (p.accept("=")) {
    const ts = p.tok.start;
    const path = located(parseExtendedModulePath(p), p, ts);
    type = mkMty(p, { kind: "Alias", name: path }, ts);
  } else {
    const params: FunctorParameter[] = [];
    const starts: number[] = [];
    while (atFunctorParam(p)) {
      starts.push(p.tok.start);
      params.push(parseFunctorParam(p));
    }
    p.expect(":");
    type = parseModuleType(p);
    for (let i = params.length - 1; i >= 0; i--) {
      type = { desc: { kind: "Functor", param: params[i]!, result: type }, loc: p.locFrom(starts[i]!), attributes: noAttributes };
    }
  }
  const post = parseAttributes(p, "[@@");
  p.symbolDocs(start);
  const attributes: Attributes = [...attrs, ...post];
  return item({ kind: "Module", decl: { name, type, attributes, loc: p.locFrom(start) } });
}

void parseCoreType;
