// Declarations shared by structures and signatures: type declarations and extensions,
// exception constructors, `external` and `val` descriptions.
import type {
  Attributes,
  ConstructorArguments,
  ConstructorDeclaration,
  CoreType,
  ExtensionConstructor,
  LabelDeclaration,
  Located,
  Longident,
  PrivateFlag,
  RecFlag,
  TypeDeclaration,
  TypeExtension,
  TypeKind,
  ValueDescription, VarianceAnnotation } from "./ast.js";
import { located, parseAttributes, parseExtAttributes, parseExtendedModulePath, parseModulePath, parseValueName } from "./parse_common.js";
import { parseAppType, parseCoreType, parsePolyType } from "./parse_type.js";
import { ldot, lident, type ParserState } from "./parser_state.js";

type TypeParams = TypeDeclaration["params"];

/** `'a`, `+'a`, `_`, `('a, -'b)` before a type name. */
function parseTypeParams(p: ParserState): TypeParams {
  if (p.is("(") && (p.is("'", 1) || p.is("_", 1) || isVarianceToken(p, 1))) {
    p.advance();
    const params = [parseTypeParam(p)];
    while (p.accept(",")) params.push(parseTypeParam(p));
    p.expect(")");
    return params;
  }
  if (p.is("'") || p.is("_") || isVarianceToken(p, 0)) return [parseTypeParam(p)];
  return [];
}

/** `+`, `-`, `!` and their combinations (`!+`, `-!`), lexed as one operator token. */
function isVarianceToken(p: ParserState, k: number): boolean {
  const t = p.peek(k);
  return t.kind === "OP" && /^[-+!]{1,2}$/.test(t.text);
}

function parseTypeParam(p: ParserState): TypeParams[number] {
  let variance: VarianceAnnotation = "";
  if (isVarianceToken(p, 0)) {
    const text = p.advance().text;
    const sign = text.includes("+") ? "+" : text.includes("-") ? "-" : "";
    variance = `${sign}${text.includes("!") ? "!" : ""}` as VarianceAnnotation;
  }
  if (p.is("_")) {
    p.advance();
    return { name: undefined, variance };
  }
  const q = p.expect("'");
  const t = p.tok;
  if (t.kind !== "LIDENT" && t.kind !== "UIDENT") p.error();
  p.advance();
  return { name: located(t.text, p, q.start), variance };
}

/** Is a variant constructor declaration next (rather than a manifest type)? */
function atConstructorDecl(p: ParserState): boolean {
  if (p.is("|")) return true;
  if (p.tok.kind === "UIDENT") return !p.is(".", 1) && !p.is("(", 1);
  if (p.is("[") && p.is("]", 1)) return true;
  if (p.is("(") && (p.is(")", 1) || (p.is("::", 1) && p.is(")", 2)))) return true;
  return p.is("true") || p.is("false");
}

/** Is a constructor's name next (`A`, `[]`, `()`, `(::)`, `true`, `false`)? */
function atConstructorName(p: ParserState): boolean {
  if (p.tok.kind === "UIDENT") return true;
  if (p.is("[") && p.is("]", 1)) return true;
  if (p.is("(") && (p.is(")", 1) || (p.is("::", 1) && p.is(")", 2)))) return true;
  return p.is("true") || p.is("false");
}

function parseConstructorName(p: ParserState): Located<string> {
  const start = p.tok.start;
  if (p.tok.kind === "UIDENT") return located(p.advance().text, p, start);
  if (p.is("true") || p.is("false")) return located(p.advance().text, p, start);
  if (p.is("[")) {
    p.advance();
    p.expect("]");
    return located("[]", p, start);
  }
  if (p.is("(")) {
    p.advance();
    if (p.accept(")")) return located("()", p, start);
    p.expect("::");
    p.expect(")");
    return located("::", p, start);
  }
  return p.error();
}

/** `of T1 * T2`, `of { ... }`, or in GADT syntax `: 'a. T1 * T2 -> R`. */
function parseConstructorRhs(p: ParserState): { vars: Located<string>[]; args: ConstructorArguments; result: CoreType | undefined } {
  if (p.accept("of")) return { vars: [], args: parseConstructorArguments(p), result: undefined };
  if (p.accept(":")) {
    const vars: Located<string>[] = [];
    if (atPolyVars(p)) {
      while (p.is("'")) {
        const q = p.advance();
        const t = p.advance();
        vars.push(located(t.text, p, q.start));
      }
      p.expect(".");
    }
    if (p.is("{")) {
      const fields = parseLabelDeclarations(p);
      p.expect("->");
      return { vars, args: { kind: "Record", fields }, result: parseAppType(p, false) };
    }
    const items = [parseAppType(p, false)];
    while (p.accept("*")) items.push(parseAppType(p, false));
    if (p.accept("->")) return { vars, args: { kind: "Tuple", types: items }, result: parseAppType(p, false) };
    if (items.length > 1) p.error();
    return { vars, args: { kind: "Tuple", types: [] }, result: items[0] };
  }
  return { vars: [], args: { kind: "Tuple", types: [] }, result: undefined };
}

function atPolyVars(p: ParserState): boolean {
  let k = 0;
  while (p.is("'", k)) k += 2;
  return k > 0 && p.is(".", k);
}

function parseConstructorArguments(p: ParserState): ConstructorArguments {
  if (p.is("{")) return { kind: "Record", fields: parseLabelDeclarations(p) };
  const types = [parseAppType(p, false)];
  while (p.accept("*")) types.push(parseAppType(p, false));
  return { kind: "Tuple", types };
}

/** `{ mutable x : int; y : 'a. 'a -> 'a }` */
export function parseLabelDeclarations(p: ParserState): LabelDeclaration[] {
  p.expect("{");
  const fields: LabelDeclaration[] = [];
  while (!p.is("}")) {
    const start = p.tok.start;
    const mut = p.accept("mutable") ? "Mutable" : "Immutable";
    const nameTok = p.tok;
    if (nameTok.kind !== "LIDENT") p.error();
    p.advance();
    const name = located(nameTok.text, p, nameTok.start);
    p.expect(":");
    let type = parsePolyType(p);
    let attributes: Attributes = parseAttributes(p, "[@");
    // The field's type has no attributes of its own (OCaml's `poly_type_no_attr`): those after
    // it are the field's (`x : int [@deprecated "..."]`).
    if (type.attributes.length > 0) {
      attributes = [...type.attributes, ...attributes];
      type = { ...type, attributes: [] };
    }
    // A doc comment right after the field's type (and attributes) documents it, else one after
    // its `;` (and the attributes after that), as OCaml's grammar takes them.
    const beforeSemi = p.lastEnd;
    // The field's location takes in the `;` after it (as OCaml's).
    const more = p.accept(";");
    const end = p.lastEnd;
    if (more) attributes = [...attributes, ...parseAttributes(p, "[@")];
    if (!more || !p.info(beforeSemi)) p.info();
    fields.push({ name, mutable: mut, type, attributes, loc: p.location(start, end) });
    if (!more) break;
  }
  // OCaml reports a plain syntax error here, not an unclosed brace.
  p.expect("}");
  return fields;
}

function parseConstructorDeclarations(p: ParserState): ConstructorDeclaration[] {
  const out: ConstructorDeclaration[] = [];
  // A constructor's location starts at the bar before it, when there is one (as OCaml's).
  let bar = p.accept("|") ? p.lastStart : undefined;
  // `type t = |`: a variant with no constructors (OCaml's `constructor_declarations: BAR`).
  if (bar !== undefined && !atConstructorName(p)) return out;
  for (;;) {
    const start = bar ?? p.tok.start;
    const name = parseConstructorName(p);
    const { vars, args, result } = parseConstructorRhs(p);
    const attributes = parseAttributes(p, "[@");
    p.info();
    out.push({ name, vars, args, result, attributes, loc: p.locFrom(start) });
    if (!p.accept("|")) return out;
    bar = p.lastStart;
  }
}

/** The part of a type declaration after its name: `= T`, `= A | B`, `= M.t = {...}`, constraints. */
function parseTypeDeclBody(
  p: ParserState,
  start: number,
  name: Located<string>,
  params: TypeParams,
  attrs: Attributes,
  allowSubst: boolean,
): { decl: TypeDeclaration; subst: boolean } {
  let manifest: CoreType | undefined;
  let kind: TypeKind = { kind: "Abstract" };
  let priv: PrivateFlag = "Public";
  let subst = false;
  if (p.is("=") || (allowSubst && p.is(":="))) {
    subst = p.advance().text === ":=";
    if (p.accept("private")) priv = "Private";
    if (atConstructorDecl(p) || p.is("{") || p.is("..")) {
      kind = parseTypeKind(p);
    } else {
      manifest = parseCoreType(p);
      if (p.accept("=")) {
        if (p.accept("private")) priv = "Private";
        kind = parseTypeKind(p);
      }
    }
  }
  const constraints: { left: CoreType; right: CoreType; loc: TypeDeclaration["loc"] }[] = [];
  while (p.is("constraint")) {
    const cstart = p.advance().start;
    const left = parseCoreType(p);
    p.expect("=");
    const right = parseCoreType(p);
    constraints.push({ left, right, loc: p.locFrom(cstart) });
  }
  const post = parseAttributes(p, "[@@");
  p.symbolDocs(start);
  const decl: TypeDeclaration = {
    name,
    params,
    constraints,
    kind,
    private: priv,
    manifest,
    attributes: [...attrs, ...post],
    loc: p.locFrom(start),
  };
  return { decl, subst };
}

function parseTypeKind(p: ParserState): TypeKind {
  if (p.accept("..")) return { kind: "Open" };
  if (p.is("{")) return { kind: "Record", fields: parseLabelDeclarations(p) };
  if (atConstructorDecl(p)) return { kind: "Variant", constructors: parseConstructorDeclarations(p) };
  return p.error();
}

export type TypeItem =
  | { readonly kind: "Type"; readonly rec: RecFlag; readonly decls: readonly TypeDeclaration[] }
  | { readonly kind: "TypeSubst"; readonly decls: readonly TypeDeclaration[] }
  | { readonly kind: "TypeExtension"; readonly extension: TypeExtension };

/** After `type`: declarations joined by `and`, a substitution (in signatures), or `+=`. */
export function parseTypeItem(p: ParserState, start: number, allowSubst: boolean): TypeItem {
  const first = parseExtAttributes(p);
  const rec: RecFlag = p.accept("nonrec") ? "Nonrecursive" : "Recursive";
  const params = parseTypeParams(p);
  if (p.tok.kind === "UIDENT" || (p.tok.kind === "LIDENT" && p.is(".", 1))) {
    return { kind: "TypeExtension", extension: parseTypeExtensionRest(p, start, params, first.attrs) };
  }
  const nameTok = p.tok;
  if (nameTok.kind !== "LIDENT") p.error();
  p.advance();
  if (p.is("+=")) {
    return { kind: "TypeExtension", extension: parseTypeExtensionRest(p, start, params, first.attrs, lident(nameTok.text), nameTok.start) };
  }
  const decls: TypeDeclaration[] = [];
  const { decl, subst } = parseTypeDeclBody(p, start, located(nameTok.text, p, nameTok.start, nameTok.end), params, first.attrs, allowSubst);
  decls.push(decl);
  while (p.is("and")) {
    const andStart = p.advance().start;
    const { attrs } = parseExtAttributes(p);
    const ps = parseTypeParams(p);
    const t = p.tok;
    if (t.kind !== "LIDENT") p.error();
    p.advance();
    decls.push(parseTypeDeclBody(p, andStart, located(t.text, p, t.start, t.end), ps, attrs, allowSubst).decl);
    p.text(andStart);
  }
  return subst ? { kind: "TypeSubst", decls } : { kind: "Type", rec, decls };
}

/** `type 'a M.t += A | B of int` (the path may already be read). */
function parseTypeExtensionRest(
  p: ParserState,
  start: number,
  params: TypeParams,
  attrs: Attributes,
  readPath?: Longident,
  pathStart?: number,
): TypeExtension {
  let path: Located<Longident>;
  if (readPath) {
    path = located(readPath, p, pathStart!);
  } else {
    const s = p.tok.start;
    if (p.tok.kind === "LIDENT") {
      path = located(lident(p.advance().text), p, s);
    } else {
      const prefix = parseExtendedModulePath(p);
      p.expect(".");
      if (p.peek(0).kind !== "LIDENT") p.error();
      path = located(ldot(prefix, p.advance().text), p, s);
    }
  }
  p.expect("+=");
  const priv: PrivateFlag = p.accept("private") ? "Private" : "Public";
  const constructors: ExtensionConstructor[] = [];
  let bar = p.accept("|") ? p.lastStart : undefined;
  for (;;) {
    const c = parseExtensionConstructor(p, true);
    constructors.push(bar === undefined ? c : { ...c, loc: p.location(bar, c.loc.end.offset) });
    if (!p.accept("|")) break;
    bar = p.lastStart;
  }
  const post = parseAttributes(p, "[@@");
  p.symbolDocs(start);
  return { path, params, constructors, private: priv, attributes: [...attrs, ...post], loc: p.locFrom(start) };
}

/**
 * `C`, `C of T`, `C : T -> R`, `C = M.D` (exceptions and extensible variants); `info`: a doc
 * comment after it documents it (in a type extension, not an exception's declaration).
 */
export function parseExtensionConstructor(p: ParserState, info = false): ExtensionConstructor {
  const start = p.tok.start;
  const name = parseConstructorName(p);
  if (p.accept("=")) {
    const s = p.tok.start;
    const target = located(parseModulePath(p), p, s);
    const attributes = parseAttributes(p, "[@");
    if (info) p.info();
    return { name, kind: { kind: "Rebind", target }, attributes, loc: p.locFrom(start) };
  }
  const { vars, args, result } = parseConstructorRhs(p);
  const attributes = parseAttributes(p, "[@");
  if (info) p.info();
  return { name, kind: { kind: "Decl", vars, args, result }, attributes, loc: p.locFrom(start) };
}

/** After `exception`: the constructor and its `[@@attrs]`. */
export function parseExceptionItem(p: ParserState, start: number): ExtensionConstructor {
  const { attrs } = parseExtAttributes(p);
  const c = parseExtensionConstructor(p);
  const post = parseAttributes(p, "[@@");
  p.symbolDocs(start);
  return { ...c, attributes: [...attrs, ...c.attributes, ...post], loc: p.locFrom(start) };
}

/** After `val` or `external`: `name : T` and, for externals, `= "prim" ...`. */
export function parseValueDescription(p: ParserState, start: number, external: boolean): ValueDescription {
  const { attrs } = parseExtAttributes(p);
  const nameStart = p.tok.start;
  const name = located(parseValueName(p), p, nameStart);
  p.expect(":");
  const type = parsePolyType(p);
  const prim: string[] = [];
  if (external) {
    p.expect("=");
    do {
      const t = p.tok;
      if (t.kind !== "STRING") p.error();
      p.advance();
      prim.push(t.value);
    } while (p.tok.kind === "STRING");
  }
  const post = parseAttributes(p, "[@@");
  p.symbolDocs(start);
  return { name, type, prim, attributes: [...attrs, ...post], loc: p.locFrom(start) };
}
