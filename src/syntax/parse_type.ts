// Type expressions: `'a`, `_`, `t`, `'a list`, `(int, string) Hashtbl.t`, `a * b`,
// `x:int -> ?y:int -> int`, `t as 'a`, `'a 'b. t`, `(module S)`.
import type { ArgLabel, CoreType, CoreTypeDesc, Located, Longident, RowFieldType } from "./ast.js";
import { located, parseAttributes, parseExtendedModulePath, parseExtension } from "./parse_common.js";
import { ldot, lident, withAttributes, type ParserState } from "./parser_state.js";
import { noAttributes } from "./parser_state.js";
import { parseModuleType } from "./parse_module.js";
import { packageTypeOf } from "./parse_pattern.js";

function mk(p: ParserState, desc: CoreTypeDesc, start: number, end = p.lastEnd): CoreType {
  return { desc, loc: p.location(start, end), attributes: noAttributes };
}

/** Can the current token start a type expression? */
export function atCoreTypeStart(p: ParserState): boolean {
  const t = p.tok;
  switch (t.kind) {
    case "LIDENT":
    case "UIDENT":
    case "LABEL":
    case "OPTLABEL":
      return true;
    case "KEYWORD":
    case "OP":
      return typeStartSymbols.has(t.text);
    default:
      return false;
  }
}

const typeStartSymbols = new Set(["'", "_", "(", "[%", "#", "<", "[", "[<", "[>", "?", "~", "type", "module"]);

/** A full type expression (arrows and `as`). */
export function parseCoreType(p: ParserState): CoreType {
  const start = p.tok.start;
  let t = parseArrowType(p);
  while (p.is("as")) {
    p.advance();
    p.expect("'");
    const name = parseTypeVarName(p);
    t = mk(p, { kind: "Alias", type: t, name }, start);
  }
  return t;
}

function parseTypeVarName(p: ParserState): string {
  const t = p.tok;
  if (t.kind === "LIDENT" || t.kind === "UIDENT" || (t.kind === "KEYWORD" && /^[a-z]/.test(t.text) && t.text !== "_")) {
    p.advance();
    return t.text;
  }
  return p.error();
}

/** `'a 'b. T` or a plain type (`'a. ` only where OCaml allows a polytype). */
export function parsePolyType(p: ParserState): CoreType {
  if (!atPolyVars(p)) return parseCoreType(p);
  const start = p.tok.start;
  const vars: Located<string>[] = [];
  while (p.is("'")) {
    const q = p.advance();
    vars.push(located(parseTypeVarName(p), p, q.start));
  }
  p.expect(".");
  const type = parseCoreType(p);
  return mk(p, { kind: "Poly", vars, type }, start);
}

/** Does `'a 'b ... .` start here? */
function atPolyVars(p: ParserState): boolean {
  let k = 0;
  while (p.is("'", k) && p.peek(k + 1).kind !== "EOF") k += 2;
  return k > 0 && p.is(".", k);
}

function parseArrowType(p: ParserState): CoreType {
  const start = p.tok.start;
  let label: ArgLabel = { kind: "Nolabel" };
  const t0 = p.tok;
  if (t0.kind === "LIDENT" && p.is(":", 1)) {
    p.advance();
    p.advance();
    label = { kind: "Labelled", name: t0.text };
  } else if (t0.kind === "OPTLABEL") {
    p.advance();
    label = { kind: "Optional", name: t0.text };
  } else if (p.is("?") && p.peek(1).kind === "LIDENT" && p.is(":", 2)) {
    p.advance();
    const name = p.advance().text;
    p.advance();
    label = { kind: "Optional", name };
  }
  const arg = parseTupleType(p);
  if (p.is("->")) {
    const argEnd = p.lastEnd;
    p.advance();
    const result = parseArrowType(p);
    // A doc comment after the domain documents it (OCaml's grammar asks once the arrow is read).
    p.info(argEnd);
    return mk(p, { kind: "Arrow", label, arg, result }, start);
  }
  if (label.kind !== "Nolabel") p.error();
  return arg;
}

export function parseTupleType(p: ParserState): CoreType {
  const start = p.tok.start;
  const first = parseAppType(p);
  if (!p.is("*")) return first;
  const items = [first];
  while (p.is("*")) {
    p.advance();
    items.push(parseAppType(p));
  }
  return mk(p, { kind: "Tuple", items }, start);
}

function atTypeConstr(p: ParserState): boolean {
  const t = p.tok;
  return t.kind === "LIDENT" || (t.kind === "UIDENT" && p.is(".", 1));
}

/** `t`, `M.t`, `F(X).t` */
export function parseTypeConstr(p: ParserState): Located<Longident> {
  const start = p.tok.start;
  if (p.tok.kind === "LIDENT") {
    return located(lident(p.advance().text), p, start);
  }
  const prefix = parseExtendedModulePath(p);
  p.expect(".");
  if (p.peek(0).kind !== "LIDENT") p.error();
  return located(ldot(prefix, p.advance().text), p, start);
}

/** `#c`, `#M.c`: the name after `#` (OCaml's clty_longident, no functor application). */
function parseClassTypeName(p: ParserState): Located<Longident> {
  p.expect("#");
  const start = p.tok.start;
  const kind = (): string => p.tok.kind;
  if (kind() === "LIDENT") return located(lident(p.advance().text), p, start);
  if (kind() !== "UIDENT") p.error();
  let lid: Longident = lident(p.advance().text);
  for (;;) {
    p.expect(".");
    if (kind() === "LIDENT") return located(ldot(lid, p.advance().text), p, start);
    if (kind() !== "UIDENT") p.error();
    lid = ldot(lid, p.advance().text);
  }
}


/**
 * Postfix type application: `int list option`. In a constructor's arguments (`attributes`
 * false) an attribute after them is the constructor's, as in OCaml's grammar, whose argument
 * types are atomic: `A of string [@warn_on_literal_pattern]`.
 */
export function parseAppType(p: ParserState, attributes = true): CoreType {
  const start = p.tok.start;
  let t = parseSimpleType(p);
  for (;;) {
    if (atTypeConstr(p)) {
      const name = parseTypeConstr(p);
      t = mk(p, { kind: "Constr", name, args: [t] }, start);
    } else if (attributes && p.is("[@")) {
      t = withAttributes(t, parseAttributes(p, "[@"));
    } else if (p.is("#")) {
      t = mk(p, { kind: "Class", name: parseClassTypeName(p), args: [t] }, start);
    } else {
      return t;
    }
  }
}

function parseSimpleType(p: ParserState): CoreType {
  const start = p.tok.start;
  const t = p.tok;
  if (p.is("'")) {
    p.advance();
    return mk(p, { kind: "Var", name: parseTypeVarName(p) }, start);
  }
  if (p.is("_")) {
    p.advance();
    return mk(p, { kind: "Any" }, start);
  }
  if (p.is("(")) {
    p.advance();
    if (p.is("module")) {
      p.advance();
      // A module type, as in OCaml's grammar, of which only some forms are package types.
      const mtStart = p.tok.start;
      const package_ = packageTypeOf(p, parseModuleType(p), mtStart);
      p.expect(")");
      return mk(p, package_.desc, start);
    }
    const first = parseCoreType(p);
    if (p.is(",")) {
      const args = [first];
      while (p.accept(",")) args.push(parseCoreType(p));
      p.expect(")");
      if (p.is("#")) return mk(p, { kind: "Class", name: parseClassTypeName(p), args }, start);
      if (!atTypeConstr(p)) p.error();
      const name = parseTypeConstr(p);
      return mk(p, { kind: "Constr", name, args }, start);
    }
    p.expect(")");
    return first;
  }
  if (t.kind === "LIDENT" || t.kind === "UIDENT") {
    const name = parseTypeConstr(p);
    return mk(p, { kind: "Constr", name, args: [] }, start);
  }
  if (p.is("[%")) {
    const name = parseExtension(p, "[%");
    return mk(p, { kind: "Extension", name }, start);
  }
  if (p.is("<") || p.is("<>")) return parseObjectType(p);
  if (p.is("#")) return mk(p, { kind: "Class", name: parseClassTypeName(p), args: [] }, start);
  if (p.is("[") || p.is("[<") || p.is("[>")) return parseVariantType(p);
  return p.error();
}

/** `< m : T; ... >`, `< m : T; .. >`, `< .. >`, `< >` */
function parseObjectType(p: ParserState): CoreType {
  const start = p.tok.start;
  const open = p.advance();
  const fields: { name: Located<string>; type: CoreType }[] = [];
  if (open.text === "<>") return mk(p, { kind: "Object", fields, open: false }, start);
  let isOpen = false;
  while (!p.is(">")) {
    if (p.accept("..")) {
      isOpen = true;
      break;
    }
    const t = p.tok;
    if (t.kind !== "LIDENT" && t.kind !== "UIDENT") p.error();
    p.advance();
    const name = located(t.text, p, t.start);
    p.expect(":");
    const type = parsePolyType(p);
    fields.push({ name, type });
    // A doc comment after the method's type documents it, else one after its `;`.
    const beforeSemi = p.lastEnd;
    if (!p.accept(";")) {
      p.info();
      break;
    }
    if (!p.info(beforeSemi)) p.info();
  }
  p.expectClosing(">", open);
  return mk(p, { kind: "Object", fields, open: isOpen }, start);
}

/** `[ .. ]`, `[> .. ]`, `[< .. ]`, `[< .. > `A .. ]` (OCaml's grammar: a single field of `[ ]` is a tag). */
function parseVariantType(p: ParserState): CoreType {
  const start = p.tok.start;
  const open = p.advance();
  const fields: RowFieldType[] = [];
  let present: string[] | undefined;
  const closed = open.text !== "[>";
  if (open.text === "[>" && p.is("]")) {
    p.advance();
    return mk(p, { kind: "Variant", fields, closed: false, present: undefined }, start);
  }
  const leadingBar = p.accept("|");
  fields.push(parseRowField(p));
  if (open.text === "[" && !leadingBar && !p.is("|") && fields[0]!.kind === "Inherit") p.error();
  while (p.accept("|")) fields.push(parseRowField(p));
  if (open.text === "[<") {
    present = [];
    if (p.accept(">")) {
      while (p.is("`")) {
        p.advance();
        present.push(parseTagName(p).txt);
      }
    }
  }
  // ocamlc's grammar has no unclosed-bracket hint here: a plain syntax error.
  p.expect("]");
  void open;
  return mk(p, { kind: "Variant", fields, closed, present }, start);
}

export function parseTagName(p: ParserState): Located<string> {
  const t = p.tok;
  if (t.kind !== "UIDENT" && t.kind !== "LIDENT") return p.error();
  p.advance();
  return located(t.text, p, t.start);
}

function parseRowField(p: ParserState): RowFieldType {
  if (!p.is("`")) return { kind: "Inherit", type: parseCoreType(p) };
  const start = p.advance().start;
  const name = parseTagName(p);
  if (!p.accept("of")) {
    while (p.is("[@")) parseAttributes(p, "[@");
    p.info();
    return { kind: "Tag", name, constant: true, args: [], loc: p.location(start, p.lastEnd) };
  }
  const constant = p.accept("&");
  const args = [parseCoreType(p)];
  while (p.accept("&")) args.push(parseCoreType(p));
  while (p.is("[@")) parseAttributes(p, "[@");
  p.info();
  return { kind: "Tag", name, constant, args, loc: p.location(start, p.lastEnd) };
}
