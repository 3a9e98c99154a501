// Warnings on pattern matching, as OCaml gives them: 8 (non-exhaustive, with an example of an
// unmatched value printed as OCaml prints it), 11 (unused case), 12 (unused sub-pattern of an
// or-pattern) and 57 (ambiguous or-pattern variables under a guard). The analysis is Maranget's
// ("Warnings for pattern matching"): usefulness of a row with respect to a matrix, and the search
// for a witness of non-exhaustiveness, which tries the constructors present in a column (in order
// of appearance) before the "other" values of the column, as OCaml does so that the examples agree.
import type { Diagnostic } from "../common/diagnostic.js";
import { unknownLocation, type Location } from "../common/location.js";
import { fragileLiteralMessage, pathName, somePattern, rowFieldRepr, rowRepr, type ConstructorDesc, type LabelDesc, type Path, type TPattern, type Type, type WarningState } from "../typing/index.js";
import { occurs } from "./builders.js";
import { compatible as typesCompatible, substitute, type Bindings, type NominalTest } from "./gadt_witness.js";
import type { Ident, Lambda, StructuredConstant } from "./lambda.js";
import type { ConstructorInfo } from "./type_decls.js";
import { constantOfLiteral, headOf as headOfType, sameConstant } from "./type_info.js";

export interface WarningSettings {
  /** Which warnings are enabled, and which of those are errors (the typer's state). */
  readonly state: WarningState;
  /**
   * The constructors of the variant type at a path, in declaration order, when known, each with
   * its declared result type if it has one (a GADT constructor's).
   */
  readonly constructorsOf?: (p: Path) => readonly ConstructorInfo[] | undefined;
  /** Whether a type constructor is nominal (`gadt_witness.ts`); without it, none is. */
  readonly isNominal?: NominalTest;
}

export interface CheckedCase {
  readonly pattern: TPattern;
  readonly guarded: boolean;
  /** A refutation case (`p -> .`). */
  readonly refutation?: boolean;
  /** The translated guard, to find which variables it reads (warning 57). */
  readonly guard?: Lambda;
}

// ---------------------------------------------------------------------------------------------
// Patterns as the analysis sees them

type Con =
  | { readonly k: "tuple"; readonly n: number }
  | { readonly k: "record"; readonly labels: readonly string[] }
  /** `head`: the path of its type as warning 4 names it (`headPath` of the typed pattern). */
  | { readonly k: "variant"; readonly c: ConstructorDesc; readonly head?: Path }
  | { readonly k: "ext"; readonly c: ConstructorDesc }
  | { readonly k: "const"; readonly v: StructuredConstant; readonly text: string }
  | { readonly k: "array"; readonly n: number }
  | { readonly k: "lazy" }
  /** A polymorphic variant tag; `row` is the variant type of its column. */
  | { readonly k: "pvariant"; readonly tag: string; readonly hasArg: boolean; readonly row: Type }
  /** The "other" value of an extensible type: no constructor. */
  | { readonly k: "extension" };

type P =
  | { readonly k: "any"; readonly vars: readonly Ident[] }
  | { readonly k: "or"; readonly l: P; readonly r: P; readonly loc: Location | undefined }
  | { readonly k: "con"; readonly con: Con; readonly args: readonly P[]; readonly loc: Location | undefined };

const ANY: P = { k: "any", vars: [] };

function arity(c: Con): number {
  switch (c.k) {
    case "tuple":
    case "array":
      return c.n;
    case "record":
      return c.labels.length;
    case "variant":
    case "ext":
      return c.c.args.length;
    case "lazy":
      return 1;
    case "pvariant":
      return c.hasArg ? 1 : 0;
    case "const":
    case "extension":
      return 0;
  }
}

function pathKey(p: Path): string {
  switch (p.kind) {
    case "Pident":
      return `${p.ident.name}/${p.ident.stamp}`;
    case "Pdot":
      return `${pathKey(p.prefix)}.${p.name}`;
    case "Papply":
      return `${pathKey(p.functor)}(${pathKey(p.arg)})`;
  }
}

function sameCon(a: Con, b: Con): boolean {
  switch (a.k) {
    case "tuple":
    case "record":
    case "lazy":
    case "extension":
      return b.k === a.k;
    case "array":
      return b.k === "array" && a.n === b.n;
    case "const":
      return b.k === "const" && sameConstant(a.v, b.v);
    case "variant": {
      if (b.k !== "variant") return false;
      const x = a.c.tag;
      const y = b.c.tag;
      if (x.kind !== y.kind) return false;
      if (x.kind === "Constant" || x.kind === "Block") return x.index === (y as { index: number }).index;
      return true;
    }
    case "ext":
      return b.k === "ext" && a.c.tag.kind === "Extension" && b.c.tag.kind === "Extension" && pathKey(a.c.tag.path) === pathKey(b.c.tag.path);
    case "pvariant":
      return b.k === "pvariant" && a.tag === b.tag;
  }
}

function constText(v: StructuredConstant, literal: string): string {
  switch (v.kind) {
    case "int":
      return String(v.value);
    case "char":
      return ocamlChar(v.value);
    case "string":
      return ocamlString(v.value);
    case "float":
      return literal;
    case "int32":
      return `${v.value}l`;
    case "int64":
      return `${v.value}L`;
    case "nativeint":
      return `${v.value}n`;
    default:
      return literal;
  }
}

function escapeByte(c: number): string {
  switch (c) {
    case 0x5c:
      return "\\\\";
    case 0x0a:
      return "\\n";
    case 0x09:
      return "\\t";
    case 0x0d:
      return "\\r";
    case 0x08:
      return "\\b";
    default:
      return c >= 0x20 && c <= 0x7e ? String.fromCharCode(c) : "\\" + String(c).padStart(3, "0");
  }
}

function ocamlChar(c: number): string {
  if (c === 0x27) return "'\\''";
  return `'${escapeByte(c)}'`;
}

function ocamlString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c === 0x22 ? '\\"' : escapeByte(c);
  }
  return out + '"';
}

function toP(p: TPattern): P {
  const d = p.desc;
  switch (d.kind) {
    case "Any":
      return ANY;
    case "Var":
      return { k: "any", vars: [d.ident] };
    case "Alias":
      return toP(d.pattern);
    case "Constant": {
      const v = constantOfLiteral(d.constant);
      return { k: "con", con: { k: "const", v, text: constText(v, d.constant.kind === "Float" ? d.constant.text : "") }, args: [], loc: p.loc };
    }
    case "Tuple":
      return { k: "con", con: { k: "tuple", n: d.items.length }, args: d.items.map(toP), loc: p.loc };
    case "Construct":
      return { k: "con", con: d.constructor.tag.kind === "Extension" ? { k: "ext", c: d.constructor } : { k: "variant", c: d.constructor, ...(d.headPath ? { head: d.headPath } : {}) }, args: d.args.map(toP), loc: p.loc };
    case "Record": {
      const l0: LabelDesc = d.fields[0]!.label;
      const args: P[] = l0.all.map(() => ANY);
      for (const f of d.fields) args[f.label.index] = toP(f.pattern);
      return { k: "con", con: { k: "record", labels: l0.all }, args, loc: p.loc };
    }
    case "Array":
      return { k: "con", con: { k: "array", n: d.items.length }, args: d.items.map(toP), loc: p.loc };
    case "Or":
      return { k: "or", l: toP(d.left), r: toP(d.right), loc: p.loc };
    case "Lazy":
      return { k: "con", con: { k: "lazy" }, args: [toP(d.pattern)], loc: p.loc };
    case "Exception":
      return toP(d.pattern);
    case "Variant":
      return { k: "con", con: { k: "pvariant", tag: d.tag, hasArg: d.arg !== undefined, row: d.row }, args: d.arg ? [toP(d.arg)] : [], loc: p.loc };
  }
}

/** Whether a pattern tests a polymorphic variant tag somewhere. */
export function hasVariantPattern(p: TPattern): boolean {
  return somePattern(p, (q) => q.desc.kind === "Variant");
}

/** The live fields of the row of a polymorphic variant column, and whether it is closed. */
function variantRow(t: Type): { closed: boolean; fields: { tag: string; constant: boolean }[] } | undefined {
  const h = headOfType(t);
  if (h.desc.kind !== "Variant") return undefined;
  const row = rowRepr(h.desc.row);
  const fields: { tag: string; constant: boolean }[] = [];
  for (const e of row.fields) {
    const f = rowFieldRepr(e.field).desc;
    if (f.kind === "Absent") continue;
    fields.push({ tag: e.tag, constant: f.kind === "Present" ? f.arg === undefined : f.constant });
  }
  return { closed: row.closed, fields };
}

// ---------------------------------------------------------------------------------------------
// Matrices

type Row = readonly P[];

function expandFirst(rows: readonly Row[]): readonly Row[] {
  if (!rows.some((r) => r[0]!.k === "or")) return rows;
  const out: Row[] = [];
  const go = (p: P, rest: readonly P[]): void => {
    if (p.k === "or") {
      go(p.l, rest);
      go(p.r, rest);
    } else out.push([p, ...rest]);
  };
  for (const r of rows) go(r[0]!, r.slice(1));
  return out;
}

/** A key equal for constructors that `sameCon` identifies. */
function conKey(c: Con): string {
  switch (c.k) {
    case "tuple":
    case "record":
    case "lazy":
    case "extension":
      return c.k;
    case "array":
      return `array:${c.n}`;
    case "const":
      return `const:${c.v.kind}:${c.v.kind === "float" && Number.isNaN(c.v.value) ? "nan" : String((c.v as { value: unknown }).value)}`;
    case "variant": {
      const t = c.c.tag;
      return t.kind === "Constant" || t.kind === "Block" ? `variant:${t.kind}:${t.index}` : `variant:${t.kind}`;
    }
    case "ext":
      return c.c.tag.kind === "Extension" ? `ext:${pathKey(c.c.tag.path)}` : "ext";
    case "pvariant":
      return `pv:${c.tag}`;
  }
}

function headsOf(rows: readonly Row[]): Con[] {
  const heads: Con[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    const p = r[0]!;
    if (p.k !== "con") continue;
    const k = conKey(p.con);
    if (!seen.has(k)) {
      seen.add(k);
      heads.push(p.con);
    }
  }
  return heads;
}

/**
 * The specialised matrices of all the heads of the first column, in one pass. As in OCaml's
 * Parmatch, each has the rows of its constructor first and then the rows of `_`, each in the
 * source's order: that order decides which unmatched value an exhaustiveness search finds first.
 */
function specializeAll(rows: readonly Row[], heads: readonly Con[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const h of heads) out.set(conKey(h), []);
  const wild: Row[] = [];
  for (const r of rows) {
    const p = r[0]!;
    if (p.k === "any") wild.push(r);
    else if (p.k === "con") out.get(conKey(p.con))?.push([...p.args, ...r.slice(1)]);
  }
  for (const h of heads) {
    const list = out.get(conKey(h))!;
    const n = arity(h);
    for (const r of wild) list.push([...Array.from({ length: n }, () => ANY), ...r.slice(1)]);
  }
  return out;
}

function specialize(rows: readonly Row[], c: Con): Row[] {
  const n = arity(c);
  const out: Row[] = [];
  for (const r of rows) {
    const p = r[0]!;
    if (p.k === "any") out.push([...Array.from({ length: n }, () => ANY), ...r.slice(1)]);
    else if (p.k === "con" && sameCon(p.con, c)) out.push([...p.args, ...r.slice(1)]);
  }
  return out;
}

function defaultMatrix(rows: readonly Row[]): Row[] {
  return rows.filter((r) => r[0]!.k === "any").map((r) => r.slice(1));
}

class Analysis {
  constructor(private readonly settings: WarningSettings) {}

  /**
   * A variant type (its path's key) taken as if it had more constructors than it declares:
   * a column of its constructors is never full (ocamlc's fragile-match check).
   */
  extended: string | undefined;

  private isExtended(heads: readonly Con[]): boolean {
    const h = heads[0];
    return this.extended !== undefined && h !== undefined && h.k === "variant" && h.c.tag.kind !== "Extension" && pathKey(h.head ?? h.c.typePath) === this.extended;
  }

  private constructors(c: ConstructorDesc): readonly ConstructorInfo[] | undefined {
    return this.settings.constructorsOf?.(c.typePath);
  }

  /** Whether the heads are all the constructors of their type (all those that can build a value of type `t`, when it is given). */
  full(heads: readonly Con[], t?: Type): boolean {
    if (heads.length === 0) return false;
    const h = heads[0]!;
    switch (h.k) {
      case "tuple":
      case "record":
      case "lazy":
        return true;
      case "variant": {
        if (heads.length >= h.c.constants + h.c.nonConstants) return true;
        if (t === undefined) return false;
        const possible = this.possibleConstructors(h.c, t);
        if (possible === undefined) return false;
        const present = new Set(heads.map((x) => (x.k === "variant" ? x.c.name : "")));
        return possible.every((x) => present.has(x.name));
      }
      case "pvariant": {
        const row = variantRow(h.row);
        if (!row || !row.closed) return false;
        const present = new Set(heads.map((x) => (x.k === "pvariant" ? x.tag : "")));
        return row.fields.every((f) => present.has(f.tag));
      }
      default:
        return false;
    }
  }

  /**
   * Whether some value matched by `q` is matched by no row. With the columns' `types`, only values
   * of those types count: a constructor that cannot build one (a GADT's) matches nothing there.
   */
  useful(rowsIn: readonly Row[], q: Row, types: readonly (Type | undefined)[] = []): boolean {
    if (q.length === 0) return rowsIn.length === 0;
    const rows = expandFirst(rowsIn);
    const q0 = q[0]!;
    const t = types[0];
    const rest = types.slice(1);
    if (q0.k === "or") return this.useful(rows, [q0.l, ...q.slice(1)], types) || this.useful(rows, [q0.r, ...q.slice(1)], types);
    if (q0.k === "con") {
      const binds = this.possible(q0.con, t);
      if (binds === undefined) return false;
      return this.useful(specialize(rows, q0.con), [...q0.args, ...q.slice(1)], [...this.argumentTypes(q0.con, t, binds), ...rest]);
    }
    const heads = headsOf(rows);
    if (this.full(heads, t)) {
      const groups = specializeAll(rows, heads);
      return heads.some((c) => {
        const binds = this.possible(c, t);
        return binds !== undefined && this.useful(groups.get(conKey(c))!, [...Array.from({ length: arity(c) }, () => ANY), ...q.slice(1)], [...this.argumentTypes(c, t, binds), ...rest]);
      });
    }
    return this.useful(defaultMatrix(rows), q.slice(1), rest);
  }

  /**
   * A vector of `n` patterns matched by no row, if there is one. `types` are the columns' types
   * where known: a constructor that cannot build a value of its column's type (a GADT's) is left
   * out of the examples, as ocamlc leaves out the examples that do not type.
   */
  exhaust(rowsIn: readonly Row[], n: number, types: readonly (Type | undefined)[] = []): P[] | undefined {
    if (rowsIn.length === 0) return Array.from({ length: n }, () => ANY);
    if (n === 0) return undefined;
    if (rowsIn.length === 1) {
      // One row p :: ps: the witnesses are p :: witnesses(ps), or witnesses(p) :: _.
      const [p, ...ps] = rowsIn[0]!;
      const w = this.exhaust([ps], n - 1, types.slice(1));
      if (w) return [p!, ...w];
      const wp = this.specializeAndExhaust([[p!]], 1, types.slice(0, 1));
      if (wp) return [...wp, ...Array.from({ length: n - 1 }, () => ANY)];
      return undefined;
    }
    return this.specializeAndExhaust(rowsIn, n, types);
  }

  /** The bindings of the constructor's variables if it can build a value of type `t` (always, when `t` is unknown). */
  private possible(c: Con, t: Type | undefined): Bindings | undefined {
    const binds: Bindings = new Map();
    if (t === undefined || c.k !== "variant" || this.settings.isNominal === undefined) return binds;
    return typesCompatible(c.c.result, t, binds, this.settings.isNominal) ? binds : undefined;
  }

  /** The types of the columns a constructor's arguments become. */
  private argumentTypes(c: Con, t: Type | undefined, binds: Bindings): (Type | undefined)[] {
    const n = arity(c);
    if (t !== undefined && c.k === "variant" && !c.c.inlineRecord && c.c.args.length === n) return c.c.args.map((x) => substitute(x, binds));
    if (t !== undefined && c.k === "tuple") {
      const d = headOfType(t).desc;
      if (d.kind === "Tuple" && d.items.length === n) return [...d.items];
    }
    return Array.from({ length: n }, () => undefined);
  }

  private specializeAndExhaust(rowsIn: readonly Row[], n: number, types: readonly (Type | undefined)[]): P[] | undefined {
    const rows = expandFirst(rowsIn);
    const heads = headsOf(rows);
    const t = types[0];
    const rest = types.slice(1);
    if (heads.length === 0) {
      // A column of a GADT type none of whose constructors can build a value of it has no value.
      if (this.uninhabited(t)) return undefined;
      const w = this.exhaust(defaultMatrix(rows), n - 1, rest);
      return w ? [ANY, ...w] : undefined;
    }
    const groups = specializeAll(rows, heads);
    for (const c of heads) {
      const binds = this.possible(c, t);
      if (binds === undefined) continue;
      const k = arity(c);
      const w = this.exhaust(groups.get(conKey(c))!, k + n - 1, [...this.argumentTypes(c, t, binds), ...rest]);
      if (w) return [{ k: "con", con: c, args: w.slice(0, k), loc: undefined }, ...w.slice(k)];
    }
    if (this.full(heads, t) && !this.isExtended(heads)) return undefined;
    const w = this.exhaust(defaultMatrix(rows), n - 1, rest);
    if (!w) return undefined;
    return [this.other(heads, t), ...w];
  }

  /** Whether `t` is a variant type with GADT constructors none of which can build a value of it. */
  private uninhabited(t: Type | undefined): boolean {
    const nominal = this.settings.isNominal;
    if (t === undefined || nominal === undefined) return false;
    const d = headOfType(t).desc;
    if (d.kind !== "Constr") return false;
    const all = this.settings.constructorsOf?.(d.path);
    if (!all || all.length === 0 || all.every((x) => x.result === undefined)) return false;
    return all.every((x) => x.result !== undefined && !typesCompatible(x.result, t, new Map(), nominal));
  }

  /** A variant type's constructors that can build a value of type `t` (all of them when `t` is unknown), or undefined when they are not known. */
  private possibleConstructors(c: ConstructorDesc, t: Type | undefined): readonly ConstructorInfo[] | undefined {
    const all = this.constructors(c);
    const nominal = this.settings.isNominal;
    if (!all || t === undefined || nominal === undefined) return all;
    return all.filter((x) => x.result === undefined || typesCompatible(x.result, t, new Map(), nominal));
  }

  /** A pattern for the values of a column that none of its constructors match. */
  private other(heads: readonly Con[], t?: Type): P {
    const h = heads[0]!;
    switch (h.k) {
      case "variant": {
        const all = this.possibleConstructors(h.c, t);
        const present = new Set(heads.map((x) => (x.k === "variant" ? x.c.name : "")));
        if (!all) return ANY;
        // Tags as the type declaration numbers them: constants and blocks separately.
        let consts = 0;
        let blocks = 0;
        const tagged = all.map((c) => ({ ...c, tag: c.arity === 0 ? { kind: "Constant" as const, index: consts++ } : { kind: "Block" as const, index: blocks++ } }));
        const missing = tagged.filter((c) => !present.has(c.name));
        const ordered = [...missing.filter((c) => c.arity === 0), ...missing.filter((c) => c.arity > 0)];
        const pats: P[] = ordered.map((c) => ({
          k: "con",
          con: { k: "variant", c: { ...h.c, name: c.name, tag: c.tag, args: Array.from({ length: c.arity }, () => h.c.result) } },
          args: Array.from({ length: c.arity }, () => ANY),
          loc: undefined,
        }));
        if (pats.length === 0) return ANY;
        return pats.reduceRight((acc, p) => ({ k: "or", l: p, r: acc, loc: undefined }));
      }
      case "pvariant": {
        // The tags of the row the column lacks, in order; an open row lacking none: any other tag.
        const row = variantRow(h.row);
        const present = new Set(heads.map((x) => (x.k === "pvariant" ? x.tag : "")));
        const missing = (row?.fields ?? []).filter((f) => !present.has(f.tag));
        const pats: P[] = missing.map((f) => ({
          k: "con",
          con: { k: "pvariant", tag: f.tag, hasArg: !f.constant, row: h.row },
          args: f.constant ? [] : [ANY],
          loc: undefined,
        }));
        if (pats.length === 0) return { k: "con", con: { k: "pvariant", tag: "<some private tag>", hasArg: false, row: h.row }, args: [], loc: undefined };
        return pats.reduceRight((acc, p) => ({ k: "or", l: p, r: acc, loc: undefined }));
      }
      case "ext":
        return { k: "con", con: { k: "extension" }, args: [], loc: undefined };
      case "array": {
        let len = 0;
        while (heads.some((x) => x.k === "array" && x.n === len)) len++;
        return { k: "con", con: { k: "array", n: len }, args: Array.from({ length: len }, () => ANY), loc: undefined };
      }
      case "const":
        return { k: "con", con: otherConstant(h.v, heads), args: [], loc: undefined };
      default:
        return ANY;
    }
  }
}

function otherConstant(v: StructuredConstant, heads: readonly Con[]): Con {
  const used = (x: StructuredConstant): boolean => heads.some((h) => h.k === "const" && sameConstant(h.v, x));
  const mk = (x: StructuredConstant): Con => ({ k: "const", v: x, text: x.kind === "float" ? floatText(x.value) : constText(x, "") });
  switch (v.kind) {
    case "int":
    case "int32":
    case "nativeint": {
      for (let i = 0; ; i++) {
        const x = { kind: v.kind, value: i } as StructuredConstant;
        if (!used(x)) return mk(x);
      }
    }
    case "int64": {
      for (let i = 0n; ; i++) {
        const x: StructuredConstant = { kind: "int64", value: i };
        if (!used(x)) return mk(x);
      }
    }
    case "char": {
      const ranges: [number, number][] = [
        [0x61, 0x7a],
        [0x41, 0x5a],
        [0x30, 0x39],
        [0x20, 0x7e],
        [0, 255],
      ];
      for (const [lo, hi] of ranges)
        for (let c = lo; c <= hi; c++) {
          const x: StructuredConstant = { kind: "char", value: c };
          if (!used(x)) return mk(x);
        }
      return mk(v);
    }
    case "string": {
      // As ocamlc: stars, as many as no string tested has characters.
      const lengths = new Set(heads.map((h) => (h.k === "const" && h.v.kind === "string" ? h.v.value.length : -1)));
      let n = 0;
      while (lengths.has(n)) n++;
      return mk({ kind: "string", value: "*".repeat(n) });
    }
    case "float": {
      for (let f = 0; ; f += 1) {
        const x: StructuredConstant = { kind: "float", value: f };
        if (!used(x)) return mk(x);
      }
    }
    default:
      return mk(v);
  }
}

function floatText(f: number): string {
  const s = String(f);
  return /[.e]/.test(s) ? s : s + ".";
}

// ---------------------------------------------------------------------------------------------
// Printing witnesses (OCaml's Printpat, on one line)

function printP(p: P): string {
  switch (p.k) {
    case "any":
      return "_";
    case "or":
      return `(${printOr(p)})`;
    case "con":
      return printCon(p.con, p.args);
  }
}

function printOr(p: P): string {
  return p.k === "or" ? `${printOr(p.l)}|${printOr(p.r)}` : printP(p);
}

function isCons(c: Con): boolean {
  return c.k === "variant" && c.c.name === "::" && c.c.args.length === 2;
}

function printArg(p: P): string {
  if (p.k === "con" && (p.con.k === "variant" || p.con.k === "ext" || p.con.k === "pvariant") && p.args.length > 0) return `(${printP(p)})`;
  return printP(p);
}

function printCar(p: P): string {
  return p.k === "con" && isCons(p.con) ? `(${printP(p)})` : printP(p);
}

function printCdr(p: P): string {
  return p.k === "con" && isCons(p.con) ? `${printCar(p.args[0]!)}::${printCdr(p.args[1]!)}` : printP(p);
}

function printCon(c: Con, args: readonly P[]): string {
  switch (c.k) {
    case "tuple":
      return `(${args.map(printP).join(", ")})`;
    case "record": {
      const shown = args.map((a, i) => ({ a, name: c.labels[i]! })).filter((x) => x.a.k !== "any");
      if (shown.length === 0) return "_";
      const elided = shown.length < c.labels.length ? "; _ " : "";
      return `{${shown.map((x) => `${x.name}=${printP(x.a)}`).join("; ")}${elided}}`;
    }
    case "variant":
    case "ext": {
      const name = c.c.name;
      if (args.length === 0) return name;
      if (isCons(c)) return `${printCar(args[0]!)}::${printCdr(args[1]!)}`;
      if (args.length === 1) return `${name} ${printArg(args[0]!)}`;
      return `${name} (${args.map(printP).join(", ")})`;
    }
    case "const":
      return c.text;
    case "array":
      return `[| ${args.map(printP).join(" ; ")} |]`;
    case "lazy":
      return `lazy ${printArg(args[0]!)}`;
    case "pvariant":
      return args.length === 0 ? `\`${c.tag}` : `\`${c.tag} ${printArg(args[0]!)}`;
    case "extension":
      return "*extension*";
  }
}

function containsExtension(p: P): boolean {
  if (p.k === "con") return p.con.k === "extension" || p.args.some(containsExtension);
  if (p.k === "or") return containsExtension(p.l) || containsExtension(p.r);
  return false;
}

// ---------------------------------------------------------------------------------------------
// Warning 57: variables bound at different places by alternatives that match a common value

function alternatives(p: P, path: string, out: { pat: P; vars: Map<string, string> }[][]): { pat: P; vars: Map<string, string> }[] {
  void out;
  switch (p.k) {
    case "any": {
      const m = new Map<string, string>();
      for (const v of p.vars) m.set(`${v.name}/${v.stamp}`, path);
      return [{ pat: ANY, vars: m }];
    }
    case "or":
      return [...alternatives(p.l, path, out), ...alternatives(p.r, path, out)];
    case "con": {
      let acc: { pat: P; vars: Map<string, string> }[] = [{ pat: { k: "con", con: p.con, args: [], loc: p.loc }, vars: new Map() }];
      p.args.forEach((a, i) => {
        const alts = alternatives(a, `${path}.${i}`, out);
        const next: { pat: P; vars: Map<string, string> }[] = [];
        for (const x of acc)
          for (const y of alts) {
            if (next.length > 256) break;
            const pat = x.pat as Extract<P, { k: "con" }>;
            next.push({ pat: { ...pat, args: [...pat.args, y.pat] }, vars: new Map([...x.vars, ...y.vars]) });
          }
        acc = next;
      });
      return acc;
    }
  }
}

function compatible(a: P, b: P): boolean {
  if (a.k === "any" || b.k === "any") return true;
  if (a.k === "or") return compatible(a.l, b) || compatible(a.r, b);
  if (b.k === "or") return compatible(a, b.l) || compatible(a, b.r);
  return sameCon(a.con, b.con) && a.args.every((x, i) => compatible(x, b.args[i]!));
}

function hasOr(p: P): boolean {
  if (p.k === "or") return true;
  if (p.k === "con") return p.args.some(hasOr);
  return false;
}

// ---------------------------------------------------------------------------------------------
// Warning 12: alternatives of an or-pattern that can never be the one matched

/** The pattern with the or-node at `target` replaced by `by`. */
function replaceNode(p: P, target: P, by: P): P {
  if (p === target) return by;
  if (p.k === "or") return { ...p, l: replaceNode(p.l, target, by), r: replaceNode(p.r, target, by) };
  if (p.k === "con") return { ...p, args: p.args.map((a) => replaceNode(a, target, by)) };
  return p;
}

/**
 * Whether an or-pattern is one pattern to the analysis of unused sub-patterns: both its sides at
 * ghost locations, as the or-patterns the typer makes of a char interval and of a `#t` pattern
 * (ocamlc does not expand those, so only the whole of one can be unused).
 */
function isMadeUpOr(p: P): boolean {
  return p.k === "or" && p.l.k !== "any" && p.r.k !== "any" && p.l.loc?.ghost === true && p.r.loc?.ghost === true;
}

function orNodes(p: P, out: Extract<P, { k: "or" }>[]): void {
  if (isMadeUpOr(p)) return;
  if (p.k === "or") {
    out.push(p);
    // Alternatives of one or-chain are handled together.
    const alts: P[] = [];
    flattenOr(p, alts);
    for (const a of alts) orNodesInside(a, out);
  } else if (p.k === "con") for (const a of p.args) orNodes(a, out);
}

function orNodesInside(p: P, out: Extract<P, { k: "or" }>[]): void {
  if (p.k === "con") for (const a of p.args) orNodes(a, out);
}

function flattenOr(p: P, out: P[]): void {
  if (p.k === "or" && !isMadeUpOr(p)) {
    flattenOr(p.l, out);
    flattenOr(p.r, out);
  } else out.push(p);
}

function altLoc(p: P): Location | undefined {
  return p.k === "any" ? undefined : p.loc;
}

// ---------------------------------------------------------------------------------------------
// Warning 52 again, without a location. ocamlc types again, as patterns rebuilt without
// locations, the example of an unmatched value it found for warning 8 (before printing that
// warning), and, to check that a later case can be reached (warning 56), the values that case
// matches and the cases before it do not (its satisfying vectors). Each constructor asking for
// warning 52 whose arguments test a literal warns again there, at no location. The example is
// typed whole; the satisfying vectors stop at the first alternative of an or-pattern that types
// (ocamlc's Backtrack_or), so only first alternatives count there.

/** Whether `p` matches every value `q` matches (OCaml's le_pat, `p` first). */
function coversAll(a: Analysis, p: P, q: P): boolean {
  if (p.k === "any") return true;
  if (q.k === "or") return coversAll(a, p, q.l) && coversAll(a, p, q.r);
  // Values of two different constructors: neither pattern matches the other's.
  if (p.k === "con" && q.k === "con") return sameCon(p.con, q.con) && p.args.every((x, i) => coversAll(a, x, q.args[i]!));
  return !a.useful([[p]], [q]);
}

/**
 * OCaml's get_mins: the rows no later (then no earlier) row covers, in their order. A row whose
 * head is a constructor can only be covered by a row of the same constructor, a wildcard or an
 * or-pattern, so only those are tried: a match of many constants costs linear time.
 */
function uncoveredRows(a: Analysis, rows: readonly Row[]): Row[] {
  const keyOf = (r: Row): string => (r[0]!.k === "con" ? conKey(r[0]!.con) : "*");
  const pass = (list: readonly Row[]): Row[] => {
    const positions = new Map<string, number[]>();
    list.forEach((r, i) => {
      const k = keyOf(r);
      const at = positions.get(k);
      if (at) at.push(i);
      else positions.set(k, [i]);
    });
    const star = positions.get("*") ?? [];
    const coveredLater = (i: number, candidates: readonly number[]): boolean => {
      for (let j = candidates.length - 1; j >= 0 && candidates[j]! > i; j--) if (coversAll(a, list[candidates[j]!]![0]!, list[i]![0]!)) return true;
      return false;
    };
    const kept: Row[] = [];
    list.forEach((r, i) => {
      const k = keyOf(r);
      const covered = k === "*" ? list.some((r0, j) => j > i && coversAll(a, r0[0]!, r[0]!)) : coveredLater(i, positions.get(k)!) || coveredLater(i, star);
      if (!covered) kept.push(r);
    });
    return kept.reverse();
  };
  return pass(pass(rows));
}

/**
 * The first of OCaml's list_satisfying_vectors: a vector of values \`qs\` matches that no row
 * does, the one ocamlc would type first (only that one is needed, and enumerating them all can
 * take time exponential in the or-patterns).
 */
function firstSatisfyingVector(a: Analysis, rowsIn: readonly Row[], qs: Row): Row | undefined {
  if (rowsIn.length === 0) return qs;
  if (qs.length === 0) return undefined;
  const q = qs[0]!;
  const rest = qs.slice(1);
  if (q.k === "or") return firstSatisfyingVector(a, rowsIn, [q.l, ...rest]) ?? firstSatisfyingVector(a, rowsIn, [q.r, ...rest]);
  const rows = expandFirst(rowsIn);
  const rebuild = (c: Con, loc: Location | undefined, w: Row | undefined): Row | undefined =>
    w && [{ k: "con", con: c, args: w.slice(0, arity(c)), loc }, ...w.slice(arity(c))];
  if (q.k === "con") return rebuild(q.con, q.loc, firstSatisfyingVector(a, specialize(rows, q.con), [...q.args, ...rest]));
  const heads = headsOf(rows);
  const wild = (): Row | undefined => {
    const w = firstSatisfyingVector(a, defaultMatrix(rows), rest);
    return w && [ANY, ...w];
  };
  if (heads.length === 0) return wild();
  const forHeads = (): Row | undefined => {
    const groups = specializeAll(rows, heads);
    for (const h of heads) {
      const w = rebuild(h, undefined, firstSatisfyingVector(a, groups.get(conKey(h))!, [...Array.from({ length: arity(h) }, () => ANY), ...rest]));
      if (w) return w;
    }
    return undefined;
  };
  if (a.full(heads)) return forHeads();
  // Other constructors of a variant stand for themselves; other constants, for anything.
  if (heads[0]!.k === "variant" || heads[0]!.k === "ext" || heads[0]!.k === "pvariant") return wild() ?? forHeads();
  return wild();
}

/** How many constructors asking for warning 52 test a literal in their arguments in `p` (of or-patterns, all alternatives or the first). */
function fragileLiterals(p: P, firstOnly: boolean): number {
  if (p.k === "or") return fragileLiterals(p.l, firstOnly) + (firstOnly ? 0 : fragileLiterals(p.r, firstOnly));
  if (p.k !== "con") return 0;
  const own = (p.con.k === "variant" || p.con.k === "ext") && p.con.c.warnOnLiteral && p.args.some(testsLiteral) ? 1 : 0;
  return own + p.args.reduce((n, x) => n + fragileLiterals(x, firstOnly), 0);
}

function testsLiteral(p: P): boolean {
  if (p.k === "or") return testsLiteral(p.l) || testsLiteral(p.r);
  return p.k === "con" && (p.con.k === "const" || p.args.some(testsLiteral));
}

const PARTIAL_MESSAGE = "this pattern-matching is not exhaustive.";

/** Types whose new constructors would not be noticed by a match (bool, list, unit and option never change). */
const notExtendable = new Set(["bool", "list", "unit", "option"]);

/** The variant types of the constructors in a pattern, first seen first (ocamlc's collect_paths_from_pat). */
function variantTypePaths(p: P, out: Map<string, Path>): void {
  switch (p.k) {
    case "any":
      return;
    case "or":
      variantTypePaths(p.l, out);
      variantTypePaths(p.r, out);
      return;
    case "con":
      if (p.con.k === "variant" && p.con.c.tag.kind !== "Extension") {
        const path = p.con.head ?? p.con.c.typePath;
        const predef = path.kind === "Pident" && path.ident.stamp === 0 && !path.ident.global;
        if (!(predef && notExtendable.has(path.ident.name)) && !out.has(pathKey(path))) out.set(pathKey(path), path);
      }
      for (const x of p.args) variantTypePaths(x, out);
  }
}

/**
 * Whether a pattern has a constructor of a type that has a GADT constructor (declared with a
 * result type); `seen` remembers the answer per type.
 */
function mentionsGadtType(p: P, settings: WarningSettings, seen: Map<Path, boolean>): boolean {
  switch (p.k) {
    case "any":
      return false;
    case "or":
      return mentionsGadtType(p.l, settings, seen) || mentionsGadtType(p.r, settings, seen);
    case "con":
      if (p.con.k === "variant") {
        const c = p.con.c;
        let gadt = seen.get(c.typePath);
        if (gadt === undefined) seen.set(c.typePath, (gadt = c.gadt || settings.constructorsOf?.(c.typePath)?.some((x) => x.result !== undefined) === true));
        if (gadt) return true;
      }
      return p.args.some((x) => mentionsGadtType(x, settings, seen));
  }
}

/** The warnings of one match (its cases in order), as OCaml reports them. */
export function checkMatch(loc: Location, cases: readonly CheckedCase[], kind: "match" | "try" | "let", settings: WarningSettings): Diagnostic[] {
  const out: Diagnostic[] = [];
  const warn = (at: Location, number: number, name: string, message: string): void => {
    if (settings.state.active[number]) out.push({ severity: "warning", location: at, message, warning: { number, name, ...(settings.state.error[number] ? { error: true } : {}) } });
  };
  const a = new Analysis(settings);
  const ps = cases.map((c) => toP(c.pattern));
  // The scrutinee's type matters only to a match on a type with GADT constructors: for the
  // others, the analysis is left as it was (and costs no more).
  const gadtTypes = new Map<Path, boolean>();
  const gadt = ps.some((p) => mentionsGadtType(p, settings, gadtTypes));
  const rootTypes = gadt && cases.length > 0 ? [cases[0]!.pattern.type] : [];
  const fragileAgain = (p: P, firstOnly: boolean): void => {
    for (let k = fragileLiterals(p, firstOnly); k > 0; k--) warn(unknownLocation, 52, "fragile-literal-pattern", fragileLiteralMessage);
  };
  // 8: exhaustiveness (not for exception handlers: exceptions are re-raised).
  const on = (n: number): boolean => settings.state.active[n] === true;
  if (kind !== "try" && cases.length > 0 && (on(8) || on(52) || on(4))) {
    const unguarded = ps.filter((_, i) => !cases[i]!.guarded).map((p) => [p]);
    if (unguarded.length === 0) warn(loc, 8, "partial-match", `${PARTIAL_MESSAGE}\nAll clauses in this pattern-matching are guarded.`);
    else {
      // Rows another covers change nothing but the time: without them, an or-pattern row that a
      // wildcard after it covers is not explored (ocamlc's get_mins).
      const rows = uncoveredRows(a, unguarded);
      const w = a.exhaust(rows, 1, rootTypes);
      // 4: an exhaustive match that would stay exhaustive, silently, if a variant type it tests
      // had more constructors (a wildcard takes them).
      if (!w && on(4)) {
        const paths = new Map<string, Path>();
        for (const p of ps) variantTypePaths(p, paths);
        for (const [key, path] of paths) {
          a.extended = key;
          const extended = a.exhaust(rows, 1, rootTypes);
          a.extended = undefined;
          if (!extended) warn(loc, 4, "fragile-match", `this pattern-matching is fragile.\nIt will remain exhaustive when constructors are added to type ${pathName(path)}.`);
        }
      }
      if (w) fragileAgain(w[0]!, false);
      if (w) {
        let msg = `${PARTIAL_MESSAGE}\nHere is an example of a case that is not matched:\n${printP(w[0]!)}`;
        const guardedRows = ps.filter((_, i) => cases[i]!.guarded).map((p) => [p]);
        if (guardedRows.some((r) => compatible(r[0]!, w[0]!))) msg += "\n(However, some guarded clause may match this value.)";
        if (containsExtension(w[0]!)) msg += "\nMatching over values of extensible variant types (the *extension* above)\nmust include a wild card pattern in order to be exhaustive.";
        warn(loc, 8, "partial-match", msg);
      }
    }
  }
  // 11 and 12: unused cases and sub-patterns.
  if (kind !== "let" && (on(11) || on(12))) {
    const previous: Row[] = [];
    ps.forEach((p, i) => {
      const c = cases[i]!;
      const useful = a.useful(previous, [p]);
      const at = c.pattern.desc.kind === "Exception" ? c.pattern.desc.pattern.loc : c.pattern.loc;
      if (!useful) warn(at, 11, "redundant-case", "this match case is unused.");
      // 56: a case only values of other types would reach (a GADT constructor the scrutinee's type rules out).
      else if (gadt && on(56) && !c.refutation && kind !== "try" && !a.useful(previous, [p], [c.pattern.type])) warn(at, 56, "unreachable-case", "this match case is unreachable.\nConsider replacing it with a refutation case '<pat> -> .'");
      // The copies come from the case's own literals: a case without one costs nothing here.
      else if (on(11) && on(56) && previous.length > 0 && fragileLiterals(p, false) > 0) {
        const compatibleRows = previous.filter((r) => compatible(r[0]!, p));
        // Finding the rows no other covers is quadratic: past a few hundred (a generated match),
        // the copies are left out rather than the compilation made slow.
        const rows = compatibleRows.length <= 256 ? uncoveredRows(a, compatibleRows) : undefined;
        const first = rows && firstSatisfyingVector(a, rows, [p]);
        if (first) fragileAgain(first[0]!, true);
      }
      if (useful && on(12)) {
        const nodes: Extract<P, { k: "or" }>[] = [];
        orNodes(p, nodes);
        for (const node of nodes) {
          const alts: P[] = [];
          flattenOr(node, alts);
          const before: Row[] = [...previous];
          for (const alt of alts) {
            const q = replaceNode(p, node, alt);
            if (!a.useful(before, [q])) {
              const l = altLoc(alt);
              if (l) warn(l, 12, "redundant-subpat", "this sub-pattern is unused.");
            }
            before.push([q]);
          }
        }
      }
      if (!c.guarded) previous.push([p]);
    });
  }
  // 57: ambiguous variables under a guard.
  if (on(57)) ps.forEach((p, i) => {
    const c = cases[i]!;
    if (!c.guarded || !hasOr(p) || !c.guard) return;
    const alts = alternatives(p, "", []);
    const ambiguous = new Set<string>();
    for (let x = 0; x < alts.length; x++)
      for (let y = x + 1; y < alts.length; y++) {
        const ax = alts[x]!;
        const ay = alts[y]!;
        if (!compatible(ax.pat, ay.pat)) continue;
        for (const [v, pos] of ax.vars) if (ay.vars.get(v) !== pos) ambiguous.add(v);
      }
    const names = [...ambiguous]
      .filter((key) => {
        const [name, stamp] = key.split("/");
        return occurs({ name: name!, stamp: Number(stamp), global: false }, c.guard!);
      })
      .map((k) => k.split("/")[0]!)
      .sort();
    if (names.length === 0) return;
    const what = names.length === 1 ? `variable ${names[0]}` : `variables ${names.join(",")}`;
    warn(c.pattern.loc, 57, "ambiguous-var-in-pattern-guard", `Ambiguous or-pattern variables under guard;\n${what} may match different arguments. (See manual section 11.5)`);
  });
  return out;
}
