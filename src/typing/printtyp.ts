// Printing of types, declarations and signatures exactly as OCaml prints them (`ocamlc -i` and
// error messages): types are first turned into an outline (`Out`), then laid out with the same
// boxes and breaks as OCaml's printer, through the Format-like engine of `pretty.ts`.
import { render, type Doc, type Pretty } from "./pretty.js";
import type { Env } from "./env.js";
import { forEachRowChild, rowFieldRepr, rowProxy, rowRepr, staticRow } from "./row.js";
import type { ClassInfo } from "./types.js";
import {
  GENERIC_LEVEL,
  newType,
  repr,
  type Row,
  samePath,
  type ConstructorArgs,
  type ExtensionDecl,
  type LabelDecl,
  type ModuleSignature,
  type ModuleType,
  type Path,
  type SigItem,
  type Type,
  type TypeDecl,
} from "./types.js";

// ---------------------------------------------------------------------------------------------
// Naming of type variables

/** Names given to variables while printing one message or one signature item. */
export class Namer {
  private readonly names = new Map<number, string>();
  private readonly used = new Set<string>();
  private counter = 0;

  constructor(
    /** Shared across a whole signature: `'_weak1`, `'_weak2`, ... */
    private readonly weak: { names: Map<number, string>; counter: number } | undefined = undefined,
  ) {}

  /** Names standing for whole types (the non-variable parameters of a constrained type). */
  readonly aliases = new Map<number, string>();

  /** A fresh variable name, for a constrained parameter. */
  freshName(): string {
    const n = this.fresh();
    this.used.add(n);
    return n;
  }

  /** A namer for a separate scope, sharing the weak variables. */
  child(): Namer {
    return new Namer(this.weak);
  }

  /** The proxies of the variant types printed with `as 'a` (shared or recursive), found by `markLoops`. */
  readonly rowAliases = new Set<number>();
  /** The type whose declaration is being printed (its own private row shows as a row). */
  declaring: string | undefined = undefined;
  /** How deep `outType` is: the loops are marked when a type is entered from outside. */
  depth = 0;

  /** Whether `t` (a proxy) prints as not generalised (`_[> `A ]`): only in signatures. */
  nonGeneric(t: Type): boolean {
    return this.weak !== undefined && t.level !== GENERIC_LEVEL;
  }

  /** Whether `t` has been given a name already. */
  named(t: Type): boolean {
    return this.names.has(t.id);
  }

  reset(): void {
    this.rowAliases.clear();
    this.aliases.clear();
    this.names.clear();
    this.used.clear();
    this.counter = 0;
  }

  private fresh(): string {
    for (;;) {
      const n = this.counter++;
      const letter = String.fromCharCode(97 + (n % 26));
      const name = n < 26 ? letter : `${letter}${Math.floor(n / 26)}`;
      if (!this.used.has(name)) return name;
    }
  }

  nameOf(t: Type): { name: string; weak: boolean } {
    if (this.weak && t.level !== GENERIC_LEVEL && t.desc.kind === "Var") {
      let n = this.weak.names.get(t.id);
      if (!n) {
        n = `weak${++this.weak.counter}`;
        this.weak.names.set(t.id, n);
      }
      return { name: n, weak: true };
    }
    let n = this.names.get(t.id);
    if (!n) {
      const d = t.desc;
      const wanted = d.kind === "Var" || d.kind === "Univar" ? d.name : undefined;
      n = wanted !== undefined && !this.used.has(wanted) ? wanted : this.fresh();
      this.names.set(t.id, n);
      this.used.add(n);
    }
    return { name: n, weak: false };
  }

  /** Reserves the names written in annotations, so that fresh names avoid them. */
  reserve(t: Type): void {
    const d = repr(t).desc;
    if ((d.kind === "Var" || d.kind === "Univar") && d.name !== undefined) this.used.add(d.name);
  }
}

// ---------------------------------------------------------------------------------------------
// Outline of types

export type Out =
  | { readonly kind: "Var"; readonly name: string; readonly weak: boolean }
  | { readonly kind: "Arrow"; readonly label: string; readonly arg: Out; readonly result: Out }
  | { readonly kind: "Tuple"; readonly items: readonly Out[] }
  | { readonly kind: "Constr"; readonly name: string; readonly args: readonly Out[] }
  | { readonly kind: "Poly"; readonly vars: readonly string[]; readonly body: Out }
  | { readonly kind: "Package"; readonly name: string; readonly names: readonly string[]; readonly types: readonly Out[] }
  | { readonly kind: "Record"; readonly fields: readonly OutLabel[] }
  /** `T as 'a` */
  | { readonly kind: "Alias"; readonly type: Out; readonly name: string }
  /**
   * A polymorphic variant type: its fields, or the abbreviation it was written as; `tags`, the
   * present tags when some are only possible (`[< .. > tags ]`).
   */
  /** An object type: its methods, and `rest` when open (`..`, `_..` when not generalisable). */
  | { readonly kind: "Object"; readonly fields: readonly { readonly name: string; readonly type: Out }[]; readonly rest: { readonly nonGen: boolean } | undefined }
  | {
      readonly kind: "Variant";
      readonly nonGen: boolean;
      readonly fields: readonly OutRowField[] | Out;
      readonly closed: boolean;
      readonly tags: readonly string[] | undefined;
    };

export interface OutRowField {
  readonly tag: string;
  /** `of &`: the tag may also be constant. */
  readonly amp: boolean;
  readonly args: readonly Out[];
}

export interface OutLabel {
  readonly name: string;
  readonly mutable: boolean;
  readonly type: Out;
}

function isStdlibUnit(p: Path): boolean {
  return p.kind === "Pident" && p.ident.global && p.ident.name === "Stdlib";
}

/** A path as OCaml prints it: `Stdlib.` dropped when the short name is not shadowed. */
export function printPath(p: Path, env?: Env): string {
  switch (p.kind) {
    case "Pident":
      return p.ident.name;
    case "Pdot":
      if (isStdlibUnit(p.prefix)) {
        const e = env?.typeByName(p.name);
        if (!e || samePath(e.path, p)) return p.name;
      }
      return `${printPath(p.prefix, env)}.${p.name}`;
    case "Papply":
      return `${printPath(p.functor, env)}(${printPath(p.arg, env)})`;
  }
}

export function isOptionType(t: Type): Type | undefined {
  const r = repr(t);
  if (r.desc.kind === "Constr" && r.desc.path.kind === "Pident" && r.desc.path.ident.name === "option" && r.desc.path.ident.stamp === 0)
    return r.desc.args[0];
  return undefined;
}

export function outType(t0: Type, namer: Namer, env?: Env, noAlias = false): Out {
  if (namer.depth === 0) markLoops(t0, namer);
  namer.depth++;
  try {
    return outType0(t0, namer, env, noAlias);
  } finally {
    namer.depth--;
  }
}

/** Finds the variant types that must print with an alias: met again inside themselves, or (when they may still change) met twice. */
function markLoops(t0: Type, namer: Namer): void {
  const visitedRows = new Set<number>();
  const path: number[] = [];
  const go = (t1: Type): void => {
    const t = repr(t1);
    const d = t.desc;
    const px = rowProxy(t);
    // A type printed as a name (a class's self type) is not entered.
    if (namer.aliases.size > 0 && (namer.aliases.has(t.id) || namer.aliases.has(px.id))) return;
    if (path.includes(px.id) && d.kind !== "Var" && d.kind !== "Univar" && d.kind !== "Poly") {
      namer.rowAliases.add(px.id);
      return;
    }
    path.push(px.id);
    try {
      switch (d.kind) {
        case "Var":
        case "Univar":
        case "Link":
          return;
        case "Arrow":
          go(d.arg);
          go(d.result);
          return;
        case "Tuple":
          d.items.forEach(go);
          return;
        case "Constr":
          d.args.forEach(go);
          return;
        case "Poly":
          go(d.body);
          return;
        case "Package":
          d.types.forEach(go);
          return;
        case "Variant": {
          if (visitedRows.has(px.id)) {
            namer.rowAliases.add(px.id);
            return;
          }
          if (!staticRow(d.row)) visitedRows.add(px.id);
          const row = rowRepr(d.row);
          if (row.name && namableRow(row)) {
            row.name.args.forEach(go);
            return;
          }
          for (const e of row.fields) {
            const f = rowFieldRepr(e.field).desc;
            if (f.kind === "Present" && f.arg) go(f.arg);
            else if (f.kind === "Either") f.args.forEach(go);
          }
          return;
        }
      }
    } finally {
      path.pop();
    }
  };
  go(t0);
}

function namableRow(row: Row): boolean {
  return (
    row.name !== undefined &&
    row.fields.every((e) => {
      const f = rowFieldRepr(e.field).desc;
      if (f.kind !== "Either") return true;
      return row.closed && (f.constant ? f.args.length === 0 : f.args.length === 1);
    })
  );
}

function outObject(t: Type, row: Row, namer: Namer, env?: Env): Out {
  // The type of a class's objects prints as the class's name.
  if (row.name !== undefined) {
    const name = printPath(row.name.path, env);
    return { kind: "Constr", name: row.closed ? name : "#" + name, args: row.name.args.map((x) => outType(x, namer, env)) };
  }
  const fields: { name: string; type: Out }[] = [];
  for (const e of row.fields) {
    const f = rowFieldRepr(e.field).desc;
    if (f.kind === "Present" && f.arg) fields.push({ name: e.tag, type: outType(f.arg, namer, env) });
    else if (f.kind === "Either" && f.args.length > 0) fields.push({ name: e.tag, type: outType(f.args[0]!, namer, env) });
  }
  return { kind: "Object", fields, rest: row.closed ? undefined : { nonGen: namer.nonGeneric(rowProxy(t)) } };
}

function outVariant(t: Type, row0: Row, namer: Namer, env?: Env): Out {
  const row = rowRepr(row0);
  if (row.object) return outObject(t, row, namer, env);
  const px = rowProxy(t);
  const fields = row.fields.filter((e) => rowFieldRepr(e.field).desc.kind !== "Absent");
  const present = fields.filter((e) => rowFieldRepr(e.field).desc.kind === "Present");
  const allPresent = present.length === fields.length;
  const tags = allPresent ? undefined : present.map((e) => e.tag);
  if (row.name && namableRow(row)) {
    const named: Out = { kind: "Constr", name: printPath(row.name.path, env), args: row.name.args.map((x) => outType(x, namer, env)) };
    if (row.closed && allPresent) return named;
    return { kind: "Variant", nonGen: namer.nonGeneric(px), fields: named, closed: row.closed, tags };
  }
  const nonGen = !(row.closed && allPresent) && namer.nonGeneric(px);
  const outFields = fields.map((e): OutRowField => {
    const f = rowFieldRepr(e.field).desc;
    if (f.kind === "Present") return { tag: e.tag, amp: false, args: f.arg ? [outType(f.arg, namer, env)] : [] };
    if (f.kind === "Either") return { tag: e.tag, amp: f.constant && f.args.length > 0, args: f.args.map((x) => outType(x, namer, env)) };
    return { tag: e.tag, amp: false, args: [] };
  });
  return { kind: "Variant", nonGen, fields: outFields, closed: row.closed, tags };
}

function outType0(t0: Type, namer: Namer, env?: Env, noAlias = false): Out {
  const t = repr(t0);
  const k = t.desc.kind;
  if (!noAlias && namer.aliases.size > 0) {
    const alias = namer.aliases.get(t.id) ?? (k === "Variant" ? namer.aliases.get(rowProxy(t).id) : undefined);
    if (alias !== undefined) return { kind: "Var", name: alias, weak: false };
  }
  if (k !== "Var" && k !== "Univar" && k !== "Poly" && namer.rowAliases.size > 0) {
    // A type met again inside itself, or a variant type met twice: `(T as 'a)`, then `'a`.
    const px = rowProxy(t);
    if (namer.rowAliases.has(px.id)) {
      if (namer.named(px)) return { kind: "Var", name: namer.nameOf(px).name, weak: false };
      // The alias's name is taken before the body is printed: the body may mention it.
      namer.rowAliases.delete(px.id);
      const name = namer.nameOf(px).name;
      namer.rowAliases.add(px.id);
      return { kind: "Alias", type: outTypeBody(t, namer, env, noAlias), name };
    }
  }
  return outTypeBody(t, namer, env, noAlias);
}

function outTypeBody(t: Type, namer: Namer, env?: Env, noAlias = false): Out {
  const alias = noAlias ? undefined : namer.aliases.get(t.id);
  if (alias !== undefined) return { kind: "Var", name: alias, weak: false };
  const d = t.desc;
  switch (d.kind) {
    case "Var":
    case "Univar": {
      // The abstract type of a GADT existential prints as a type name: `$C_'a`.
      if (d.kind === "Univar" && d.name !== undefined && d.name.startsWith("$")) return { kind: "Constr", name: d.name, args: [] };
      const n = namer.nameOf(t);
      return { kind: "Var", name: n.name, weak: n.weak };
    }
    case "Link":
      throw new Error("unreachable");
    case "Arrow": {
      let arg = d.arg;
      let label = "";
      if (d.label.kind === "Labelled") label = d.label.name;
      else if (d.label.kind === "Optional") {
        label = "?" + d.label.name;
        arg = isOptionType(d.arg) ?? d.arg;
      }
      const a = outType(arg, namer, env);
      return { kind: "Arrow", label, arg: a, result: outType(d.result, namer, env) };
    }
    case "Tuple":
      return { kind: "Tuple", items: d.items.map((x) => outType(x, namer, env)) };
    case "Constr":
      return { kind: "Constr", name: printPath(d.path, env), args: d.args.map((x) => outType(x, namer, env)) };
    case "Poly": {
      if (d.vars.length === 0) return outType(d.body, namer, env);
      const vars = d.vars.map((v) => namer.nameOf(repr(v)).name);
      return { kind: "Poly", vars, body: outType(d.body, namer, env) };
    }
    case "Package":
      return {
        kind: "Package",
        name: printPath(d.path, env),
        names: d.names,
        types: d.types.map((x) => outType(x, namer, env)),
      };
    case "Variant": {
      // A variant type whose row is a private row type's (`M.t#row`) is that type, `M.t`, as
      // ocamlc shows it, but in the type's own declaration.
      const more = repr(rowRepr(d.row).more);
      if (more.desc.kind === "Constr") {
        const p = more.desc.path;
        const last = p.kind === "Pdot" ? p.name : p.kind === "Pident" ? p.ident.name : "";
        const own = p.kind === "Pident" && last === `${namer.declaring}#row`;
        if (last.endsWith("#row") && !own) {
          const path: Path = p.kind === "Pdot" ? { ...p, name: last.slice(0, -4) } : { kind: "Pident", ident: { ...(p as Extract<Path, { kind: "Pident" }>).ident, name: last.slice(0, -4) } };
          return { kind: "Constr", name: printPath(path, env), args: more.desc.args.map((x) => outType(x, namer, env)) };
        }
      }
      return outVariant(t, d.row, namer, env);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Layout of types (the boxes of OCaml's printer)

function typeList(p: Pretty, items: readonly Out[], sep: string, elem: (p: Pretty, o: Out) => void): void {
  items.forEach((o, i) => {
    if (i > 0) {
      p.text(sep);
      p.space();
    }
    elem(p, o);
  });
}

export function printOut(p: Pretty, o: Out): void {
  if (o.kind === "Alias") {
    p.openBox(0);
    printOut(p, o.type);
    p.space();
    p.text(`as '${o.name}`);
    p.closeBox();
    return;
  }
  if (o.kind === "Poly") {
    p.openBox(2, "hov");
    p.text(o.vars.map((v) => `'${v}`).join(" ") + ".");
    p.space();
    printOut(p, o.body);
    p.closeBox();
    return;
  }
  printOut1(p, o);
}

function printOut1(p: Pretty, o: Out): void {
  if (o.kind === "Arrow") {
    p.openBox(0);
    if (o.label !== "") p.text(o.label + ":");
    printOut2(p, o.arg);
    p.text(" ->");
    p.space();
    printOut1(p, o.result);
    p.closeBox();
    return;
  }
  printOut2(p, o);
}

function printOut2(p: Pretty, o: Out): void {
  if (o.kind === "Tuple") {
    p.openBox(0);
    typeList(p, o.items, " *", printSimple);
    p.closeBox();
    return;
  }
  printSimple(p, o);
}

function printTypargs(p: Pretty, args: readonly Out[]): void {
  if (args.length === 0) return;
  if (args.length === 1) {
    printSimple(p, args[0]!);
    p.space();
    return;
  }
  p.openBox(1);
  p.text("(");
  typeList(p, args, ",", printOut);
  p.text(")");
  p.closeBox();
  p.space();
}

export function printSimple(p: Pretty, o: Out): void {
  switch (o.kind) {
    case "Constr":
      p.openBox(0);
      printTypargs(p, o.args);
      p.text(o.name);
      p.closeBox();
      return;
    case "Var":
      p.text(`'${o.weak ? "_" : ""}${o.name}`);
      return;
    case "Variant":
      printVariant(p, o);
      return;
    case "Object":
      printObject(p, o);
      return;
    case "Arrow":
    case "Tuple":
    case "Poly":
    case "Alias":
      p.openBox(1);
      p.text("(");
      printOut(p, o);
      p.text(")");
      p.closeBox();
      return;
    case "Package":
      p.openBox(1);
      p.text("(module " + o.name);
      o.names.forEach((n, i) => {
        p.text(i === 0 ? " with" : " and");
        p.space();
        p.text(`type ${n} = `);
        printOut(p, o.types[i]!);
      });
      p.text(")");
      p.closeBox();
      return;
    case "Record":
      printRecord(p, o.fields);
      return;
  }
}

/** As OCaml's printer: `@[<2>< m : t;@ n : u;@ .. >@]`. */
function printObject(p: Pretty, o: Extract<Out, { kind: "Object" }>): void {
  p.openBox(2);
  p.text("< ");
  o.fields.forEach((f, i) => {
    p.text(`${f.name} : `);
    printOut(p, f.type);
    if (i < o.fields.length - 1 || o.rest !== undefined) {
      p.text(";");
      p.space();
    }
  });
  if (o.rest !== undefined) p.text(o.rest.nonGen ? "_.." : "..");
  p.text(" >");
  p.closeBox();
}

function printVariant(p: Pretty, o: Extract<Out, { kind: "Variant" }>): void {
  if (o.nonGen) p.text("_");
  p.openBox(0, "hov");
  p.text("[" + (o.closed ? (o.tags === undefined ? " " : "< ") : o.tags === undefined ? "> " : "? "));
  p.openBox(0, "hv");
  p.openBox(0, "hv");
  if (Array.isArray(o.fields)) {
    (o.fields as readonly OutRowField[]).forEach((f, i) => {
      if (i > 0) {
        p.brk(1, -2);
        p.text("| ");
      }
      p.openBox(2, "hv");
      p.text("`" + f.tag);
      if (f.amp) {
        p.text(" of");
        p.space();
        p.text("&");
        p.space();
      } else if (f.args.length > 0) {
        p.text(" of");
        p.space();
      }
      f.args.forEach((a, k) => {
        if (k > 0) {
          p.text(" &");
          p.space();
        }
        printOut(p, a);
      });
      p.closeBox();
    });
  } else printSimple(p, o.fields as Out);
  p.closeBox();
  if (o.tags !== undefined && o.tags.length > 0) {
    p.brk(1, -2);
    p.text("> ");
    p.openBox(0, "hov");
    o.tags.forEach((t, i) => {
      if (i > 0) p.space();
      p.text("`" + t);
    });
    p.closeBox();
  }
  p.closeBox();
  p.space();
  p.text("]");
  p.closeBox();
}

function printRecord(p: Pretty, fields: readonly OutLabel[]): void {
  // No box of its own: the fields break with the enclosing declaration's box.
  p.text("{");
  for (const f of fields) {
    p.space();
    p.openBox(2);
    p.text(`${f.mutable ? "mutable " : ""}${f.name} :`);
    p.space();
    printOut(p, f.type);
    p.closeBox();
    p.text(";");
  }
  p.brk(1, -2);
  p.text("}");
}

export function typeToString(t: Type, namer = new Namer(), env?: Env): string {
  const o = outType(t, namer, env);
  return render((p) => printOut(p, o));
}

// ---------------------------------------------------------------------------------------------
// Declarations and signatures

function isOperatorName(name: string): boolean {
  if (["or", "mod", "land", "lor", "lxor", "lsl", "lsr", "asr"].includes(name)) return true;
  // Binding operators: `let*`, `and+`, ...
  if (/^(let|and)[$&*+\-\/<=>@^|!%.:?~#]/.test(name)) return true;
  const c = name.charCodeAt(0);
  const isLetter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (c >= 223 && c <= 246) || c >= 248;
  return !isLetter;
}

export function valueIdent(name: string): string {
  return isOperatorName(name) ? `( ${name} )` : name;
}

function outArgs(args: ConstructorArgs, namer: Namer, env?: Env): Out[] {
  if (args.kind === "Tuple") return args.types.map((t) => outType(t, namer, env));
  return [{ kind: "Record", fields: outLabels(args.fields, namer, env) }];
}

function outLabels(fields: readonly LabelDecl[], namer: Namer, env?: Env): OutLabel[] {
  return fields.map((f) => ({ name: f.name, mutable: f.mutable, type: outType(f.type, namer, env) }));
}

function printConstr(p: Pretty, name0: string, args: readonly Out[], ret: Out | undefined): void {
  const name = name0 === "::" ? "(::)" : name0;
  if (!ret) {
    if (args.length === 0) {
      p.text(name);
      return;
    }
    p.openBox(2);
    p.text(`${name} of`);
    p.space();
    typeList(p, args, " *", printSimple);
    p.closeBox();
    return;
  }
  p.openBox(2);
  p.text(`${name} :`);
  p.space();
  if (args.length > 0) {
    typeList(p, args, " *", printSimple);
    p.text(" -> ");
  }
  printSimple(p, ret);
  p.closeBox();
}

/** A declaration's variant type prints its fields, not the name the declaration gives it. */
function hideOwnRowName(t0: Type, name: string): Type {
  const t = repr(t0);
  if (t.desc.kind !== "Variant") return t;
  const row = rowRepr(t.desc.row);
  if (row.name === undefined || row.name.path.kind !== "Pident" || row.name.path.ident.name !== name) return t;
  return newType({ kind: "Variant", row: { ...row, name: undefined } }, t.level);
}

function printTypeDecl(p: Pretty, kwd: string, name: string, decl: TypeDecl, namer: Namer, env?: Env): void {
  const abstractish = decl.manifest === undefined && (decl.kind.kind === "Abstract" || decl.private);
  const m = decl.manifest && repr(decl.manifest);
  const privateRow = decl.private && decl.kind.kind === "Abstract" && m?.desc.kind === "Variant" && repr(rowRepr(m.desc.row).more).desc.kind === "Constr";
  const constraints: { name: string; type: Type }[] = [];
  const params = decl.params.map((t, i) => {
    const r = repr(t);
    if (r.desc.kind !== "Var") {
      // A parameter fixed by a constraint: named, and its definition printed after.
      const name = namer.freshName();
      namer.aliases.set(r.id, name);
      constraints.push({ name, type: r });
      return `'${name}`;
    }
    const n = namer.nameOf(r).name;
    const v = decl.variance[i];
    let prefix = "";
    if ((abstractish || privateRow) && v && decl.kind.kind === "Abstract") {
      if (v.pos && !v.neg) prefix = "+";
      else if (v.neg && !v.pos) prefix = "-";
      // An injectivity annotation (`!'a`) is shown as written; a private row type's parameters
      // are injective (they are its row type's), which ocamlc shows.
      if (decl.injective?.[i] || (privateRow && v.inj)) prefix += "!";
    }
    return prefix + (decl.paramNames !== undefined && decl.paramNames[i] === undefined ? "_" : `'${n}`);
  });
  // Built before layout so that variables are named in order of appearance.
  namer.declaring = name;
  let manifest: Out | undefined;
  try {
    manifest = decl.manifest && outType(hideOwnRowName(decl.manifest, name), namer, env);
  } finally {
    namer.declaring = undefined;
  }
  let kind: { kind: "None" } | { kind: "Sum"; cs: { name: string; args: Out[]; ret: Out | undefined }[] } | { kind: "Record"; fields: OutLabel[] } | { kind: "Open" } = {
    kind: "None",
  };
  switch (decl.kind.kind) {
    case "Variant":
      kind = {
        kind: "Sum",
        cs: decl.kind.constructors.map((c) => {
          if (!c.result) return { name: c.name, args: outArgs(c.args, namer, env), ret: undefined };
          // A GADT constructor's variables are its own: named afresh, result first.
          const local = namer.child();
          const ret = outType(c.result, local, env);
          return { name: c.name, args: outArgs(c.args, local, env), ret };
        }),
      };
      break;
    case "Record":
      kind = { kind: "Record", fields: outLabels(decl.kind.fields, namer, env) };
      break;
    case "Open":
      kind = { kind: "Open" };
      break;
    case "Abstract":
      break;
  }
  const priv = decl.private ? " private" : "";
  p.openBox(2);
  p.openBox(2, "hv");
  p.text(`${kwd} `);
  if (params.length === 1) {
    p.openBox(0);
    p.text(params[0]!);
    p.space();
    p.text(name);
    p.closeBox();
  } else if (params.length > 1) {
    p.openBox(0);
    p.text("(");
    p.openBox(0);
    params.forEach((s, i) => {
      if (i > 0) {
        p.text(",");
        p.space();
      }
      p.text(s);
    });
    p.text(")");
    p.closeBox();
    p.space();
    p.text(name);
    p.closeBox();
  } else p.text(name);
  if (manifest && kind.kind !== "None") {
    p.text(" =");
    p.space();
    printOut(p, manifest);
  }
  switch (kind.kind) {
    case "None":
      if (manifest) {
        p.text(` =${priv}`);
        p.brk(1, 2);
        printOut(p, manifest);
      }
      break;
    case "Record":
      p.text(` =${priv} `);
      printRecord(p, kind.fields);
      break;
    case "Sum":
      p.text(` =${priv}`);
      p.brk(1, 2);
      if (kind.cs.length === 0) p.text("|");
      kind.cs.forEach((c, i) => {
        if (i > 0) {
          p.space();
          p.text("| ");
        }
        printConstr(p, c.name, c.args, c.ret);
      });
      break;
    case "Open":
      p.text(` =${priv} ..`);
      break;
  }
  p.closeBox();
  for (const c of constraints) {
    const o = outType(c.type, namer, env, true);
    p.space();
    p.openBox(2);
    p.text(`constraint '${c.name} =`);
    p.space();
    printOut(p, o);
    p.closeBox();
  }
  if (decl.kind.kind === "Variant" && decl.kind.unboxed) p.text(" [@@unboxed]");
  else if (decl.kind.kind === "Record" && decl.kind.repr === "Unboxed") p.text(" [@@unboxed]");
  p.closeBox();
}

function printExtension(p: Pretty, kwd: "exception" | "type", name: string, ext: ExtensionDecl, namer: Namer, env?: Env, more: readonly { name: string; ext: ExtensionDecl }[] = []): void {
  if (kwd === "exception") {
    const args = outArgs(ext.args, namer, env);
    p.openBox(2);
    p.text("exception ");
    printConstr(p, name, args, ext.result && outType(ext.result, namer, env));
    p.closeBox();
    return;
  }
  const params = ext.params.map((t) => `'${namer.nameOf(repr(t)).name}`);
  const tname = printPath(ext.typePath, env);
  const head = params.length === 0 ? tname : params.length === 1 ? `${params[0]} ${tname}` : `(${params.join(", ")}) ${tname}`;
  const all = [{ name, ext }, ...more].map((c) => ({ name: c.name, args: outArgs(c.ext.args, namer, env), ret: c.ext.result && outType(c.ext.result, namer, env) }));
  p.openBox(2, "hv");
  p.text(`type ${head} +=${ext.private ? " private" : ""}`);
  p.brk(1, 2);
  all.forEach((c, i) => {
    if (i > 0) {
      p.space();
      p.text("| ");
    }
    printConstr(p, c.name, c.args, c.ret);
  });
  p.closeBox();
}

export interface SigPrinter {
  readonly namer: Namer;
  readonly env: Env | undefined;
}

export function printModuleTypeDoc(m: ModuleType, env?: Env): Doc {
  return (p) => {
    p.openBox(0);
    printModuleType(p, m, { namer: new Namer(), env });
    p.closeBox();
  };
}

function printModuleType(p: Pretty, m: ModuleType, sp: SigPrinter): void {
  if (m.kind === "Functor") {
    const params: ({ name: string; type: ModuleType } | undefined)[] = [];
    let cur: ModuleType = m;
    while (cur.kind === "Functor") {
      params.push(cur.param && { name: cur.param.ident.name, type: cur.param.type });
      cur = cur.result;
    }
    const rest = cur;
    // Anonymous parameters print as `S ->`, named ones grouped after `functor`.
    const printArgs = (args: typeof params): void => {
      if (args.length === 0) return;
      const a0 = args[0];
      if (a0 && a0.name === "_") {
        printSimpleModuleType(p, a0.type, sp);
        p.text(" ->");
        p.space();
        printArgs(args.slice(1));
        return;
      }
      let k = 0;
      while (k < args.length && !(args[k] && args[k]!.name === "_")) k++;
      p.openBox(2);
      p.text("functor");
      p.space();
      args.slice(0, k).forEach((a, i) => {
        if (i > 0) p.space();
        if (!a) p.text("()");
        else {
          p.text(`(${a.name} : `);
          printModuleType(p, a.type, sp);
          p.text(")");
        }
      });
      p.closeBox();
      p.space();
      p.text("->");
      p.space();
      printArgs(args.slice(k));
    };
    p.openBox(2);
    printArgs(params);
    printModuleType(p, rest, sp);
    p.closeBox();
    return;
  }
  printSimpleModuleType(p, m, sp);
}

function printSimpleModuleType(p: Pretty, m: ModuleType, sp: SigPrinter): void {
  switch (m.kind) {
    case "Ident":
      p.text(printPath(m.path, sp.env));
      return;
    case "Alias":
      p.text(`(module ${printPath(m.path, sp.env)})`);
      return;
    case "Signature":
      if (m.items.length === 0) {
        p.text("sig end");
        return;
      }
      p.openBox(2, "hv");
      p.text("sig");
      p.space();
      printSigItems(p, m.items, sp);
      p.brk(1, -2);
      p.text("end");
      p.closeBox();
      return;
    case "Functor":
      p.text("(");
      printModuleType(p, m, sp);
      p.text(")");
      return;
  }
}

function printSigItems(p: Pretty, items: ModuleSignature, sp: SigPrinter): void {
  let first = true;
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (it.kind === "TypeExt" && it.status === "Next") continue;
    // The row type of a private row type (`t#row`) is never shown, as ocamlc hides it.
    if (it.kind === "Type" && it.ident.name.endsWith("#row")) continue;
    if (it.kind === "Type" && it.decl.isClass) continue;
    if (!first) p.space();
    first = false;
    if (it.kind === "TypeExt" && it.status === "First") {
      const more: { name: string; ext: ExtensionDecl }[] = [];
      for (let j = i + 1; j < items.length; j++) {
        const n = items[j]!;
        if (n.kind !== "TypeExt" || n.status !== "Next") break;
        more.push({ name: n.ident.name, ext: n.ext });
      }
      sp.namer.reset();
      printExtension(p, "type", it.ident.name, it.ext, sp.namer, sp.env, more);
      continue;
    }
    printSigItem(p, it, sp);
  }
}

/** Whether `t` mentions the node `target` (the self type in a class's method types). */
function mentions(t0: Type, target: Type, seen = new Set<number>()): boolean {
  const t = repr(t0);
  if (t === target) return true;
  if (seen.has(t.id)) return false;
  seen.add(t.id);
  const d = t.desc;
  switch (d.kind) {
    case "Arrow":
      return mentions(d.arg, target, seen) || mentions(d.result, target, seen);
    case "Tuple":
      return d.items.some((x) => mentions(x, target, seen));
    case "Constr":
      return d.args.some((x) => mentions(x, target, seen));
    case "Poly":
      return mentions(d.body, target, seen);
    case "Package":
      return d.types.some((x) => mentions(x, target, seen));
    case "Variant": {
      let found = false;
      forEachRowChild(rowRepr(d.row), (x) => {
        if (!found && mentions(x, target, seen)) found = true;
      });
      return found;
    }
    default:
      return false;
  }
}

/** A class printed as in a signature, naming its variables with `namer` (for messages). */
export function classDoc(info: ClassInfo, namer: Namer, env?: Env): Doc {
  return (p) => printClass(p, info, { namer, env });
}

/** A class's type alone: `params -> object ... end`. */
export function classTypeDoc(info: ClassInfo, namer: Namer, env?: Env): Doc {
  return (p) => printClass(p, info, { namer, env }, true);
}

/** `class c : params -> object val ... method ... end`, as ocamlc prints a class (its type alone with `typeOnly`). */
function printClass(p: Pretty, info: ClassInfo, sp: SigPrinter, typeOnly = false): void {
  const namer = sp.namer;
  // The type parameters are named first: `class ['a, 'b] c`.
  // A parameter that is no variable (`constraint 'a = int`) is named, and its type printed as a constraint.
  const constraints: { name: string; type: Type }[] = [];
  const typeParamNames = info.typeParams.map((t0) => {
    const t = repr(t0);
    if (t.desc.kind === "Var") return "'" + namer.nameOf(t).name;
    const name = namer.freshName();
    namer.aliases.set(t.id, name);
    if (t.desc.kind === "Variant") namer.aliases.set(rowProxy(t).id, name);
    constraints.push({ name, type: t });
    return "'" + name;
  });
  const self = repr(info.selfType);
  const row = rowRepr((self.desc as { row: Row }).row);
  const methodTypes = new Map<string, Type>();
  for (const e of row.fields) {
    const f = rowFieldRepr(e.field).desc;
    if (f.kind === "Present" && f.arg) methodTypes.set(e.tag, f.arg);
    else if (f.kind === "Either" && f.args.length > 0) methodTypes.set(e.tag, f.args[0]!);
  }
  const aliased = [...methodTypes.values(), ...info.ivars.map((v) => v.type)].some((t) => mentions(t, self));
  const params = info.params.map((prm) => {
    let t = prm.type;
    let label = "";
    if (prm.label.kind === "Labelled") label = prm.label.name + ":";
    else if (prm.label.kind === "Optional") {
      label = "?" + prm.label.name + ":";
      t = isOptionType(t) ?? t;
    }
    return { label, t };
  });
  let selfName: string | undefined;
  if (aliased) {
    selfName = namer.nameOf(repr(row.more)).name;
    namer.aliases.set(self.id, selfName);
    namer.aliases.set(rowProxy(self).id, selfName);
  }
  p.openBox(typeOnly ? 0 : 2);
  if (!typeOnly) {
    p.text(`${info.next ? "and" : info.classType ? "class type" : "class"}${info.virtual ? " virtual" : ""}`);
    p.space();
    if (typeParamNames.length > 0) p.text(`[${typeParamNames.join(", ")}] `);
    p.text(info.name);
    p.space();
    p.text(info.classType ? "=" : ":");
    p.space();
  }

  const printSignatureBody = (): void => {
    p.openBox(2, "hv");
    p.openBox(2);
    p.text("object");
    if (selfName !== undefined) {
      p.space();
      p.openBox(0);
      p.text(`('${selfName})`);
      p.closeBox();
    }
    p.closeBox();
    p.space();
    const items: (() => void)[] = [];
    for (const c of constraints)
      items.push(() => {
        p.openBox(2);
        p.text(`constraint '${c.name} =`);
        p.space();
        printOut(p, outType(c.type, namer, sp.env, true));
        p.closeBox();
      });
    for (const v of [...info.ivars].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
      items.push(() => {
        p.openBox(2);
        p.text(`val ${v.mutable ? "mutable " : ""}${v.virtual ? "virtual " : ""}${v.name} :`);
        p.space();
        printOut(p, outType(v.type, namer, sp.env));
        p.closeBox();
      });
    for (const m of info.methods) {
      const t = methodTypes.get(m.name);
      if (t === undefined) continue;
      items.push(() => {
        p.openBox(2);
        p.text(`method ${m.private ? "private " : ""}${m.virtual ? "virtual " : ""}${m.name} :`);
        p.space();
        // A polymorphic method prints without its quantifier, its variables named apart.
        const rt = repr(t);
        if (rt.desc.kind === "Poly" && rt.desc.vars.length > 0) printOut(p, outType(rt.desc.body, namer.child(), sp.env));
        else printOut(p, outType(t, namer, sp.env));
        p.closeBox();
      });
    }
    items.forEach((f, i) => {
      if (i > 0) p.space();
      f();
    });
    p.brk(1, -2);
    p.text("end");
    p.closeBox();
  };
  const printCty = (i: number): void => {
    if (i === params.length) {
      if (info.printAs !== undefined) {
        if (info.printArgs !== undefined && info.printArgs.length > 0) {
          p.text("[");
          info.printArgs.forEach((t, j) => {
            if (j > 0) p.text(", ");
            printOut(p, outType(t, namer, sp.env));
          });
          p.text("] ");
        }
        p.text(info.printAs);
      }
      else printSignatureBody();
      return;
    }
    p.openBox(0);
    p.text(params[i]!.label);
    printOut2(p, outType(params[i]!.t, namer, sp.env));
    p.text(" ->");
    p.space();
    printCty(i + 1);
    p.closeBox();
  };
  printCty(0);
  p.closeBox();
}

export function printSigItem(p: Pretty, it: SigItem, sp: SigPrinter): void {
  sp.namer.reset();
  switch (it.kind) {
    case "Value": {
      if (it.desc.class !== undefined) {
        printClass(p, it.desc.class, sp);
        return;
      }
      const prims = it.desc.kind.kind === "Primitive" ? it.desc.kind.prims : [];
      const o = outType(it.desc.type, sp.namer, sp.env);
      p.openBox(2);
      p.text(`${prims.length > 0 ? "external" : "val"} ${valueIdent(it.ident.name)} :`);
      p.space();
      printOut(p, o);
      prims.forEach((s, i) => {
        p.space();
        p.text(i === 0 ? `= "${s}"` : `"${s}"`);
      });
      if (it.desc.kind.kind === "Primitive")
        for (const a of it.desc.kind.attributes ?? []) {
          p.space();
          p.text(`[@@${a}]`);
        }
      p.closeBox();
      return;
    }
    case "Type":
      printTypeDecl(p, it.rec === "Next" ? "and" : it.rec === "Nonrec" ? "type nonrec" : "type", it.ident.name, it.decl, sp.namer, sp.env);
      return;
    case "TypeExt":
      printExtension(p, it.status === "Exception" ? "exception" : "type", it.ident.name, it.ext, sp.namer, sp.env);
      return;
    case "Module":
      p.openBox(2);
      if (it.type.kind === "Alias") {
        p.text(`module ${it.ident.name} =`);
        p.space();
        p.text(printPath(it.type.path, sp.env));
      } else {
        p.text(`${it.rec === "Not" ? "module" : it.rec === "First" ? "module rec" : "and"} ${it.ident.name} :`);
        p.space();
        printModuleType(p, it.type, sp);
      }
      p.closeBox();
      return;
    case "ModType":
      p.openBox(2);
      if (!it.type) p.text(`module type ${it.ident.name}`);
      else {
        p.text(`module type ${it.ident.name} =`);
        p.space();
        printModuleType(p, it.type, sp);
      }
      p.closeBox();
      return;
  }
}

/** What `ocamlc -i` prints for a unit's signature. */
export function printSignature(sig: ModuleSignature, env?: Env): string {
  const sp: SigPrinter = { namer: new Namer({ names: new Map(), counter: 0 }), env };
  if (sig.length === 0) return "";
  return render((p) => {
    p.openBox(0, "v");
    printSigItems(p, sig, sp);
    p.closeBox();
  }) + "\n";
}

export function modtypeToString(m: ModuleType, env?: Env): string {
  const sp: SigPrinter = { namer: new Namer(), env };
  return render((p) => printModuleType(p, m, sp));
}

export function sigItemToDoc(it: SigItem, env?: Env): Doc {
  return (p) => printSigItem(p, it, { namer: new Namer(), env });
}
