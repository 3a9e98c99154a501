// Semantic types: type expressions as a union-find graph with levels (for generalisation by
// levels, as in OCaml's typer), identifiers with stamps, paths, and the descriptions of declared
// types, constructors, fields, values and modules. Type nodes are deliberately mutable: unifying
// two types links one to the other in place, which is what keeps inference linear.
import type { Location } from "../common/location.js";
import type { Alerts } from "./alerts.js";

// ---------------------------------------------------------------------------------------------
// Identifiers and paths

/** A bound name made unique by its stamp. Units (compilation units) are global idents. */
export interface Ident {
  readonly name: string;
  readonly stamp: number;
  readonly global: boolean;
  /** `identKey` of the ident, made once by `createIdent` (idents made otherwise have none). */
  readonly key?: string;
  /** The id of the first type node made after the ident (type nodes with smaller ids are older), set by `createIdent`. */
  readonly born?: number;
}

let stampCounter = 1000;

export function createIdent(name: string): Ident {
  const stamp = ++stampCounter;
  return { name, stamp, global: false, key: `${name}/${stamp}`, born: nextTypeId() };
}

export function globalIdent(name: string): Ident {
  return { name, stamp: 0, global: true };
}

/**
 * The scope of a path: the `born` of the youngest ident it is made of (0 for global idents and
 * idents made otherwise). A type node older than that cannot mention the path.
 */
export function pathScope(p: Path): number {
  switch (p.kind) {
    case "Pident":
      return p.ident.born ?? 0;
    case "Pdot":
      return pathScope(p.prefix);
    case "Papply":
      return Math.max(pathScope(p.functor), pathScope(p.arg));
  }
}

export function identKey(id: Ident): string {
  return id.key ?? (id.global ? id.name : `${id.name}/${id.stamp}`);
}

export function sameIdent(a: Ident, b: Ident): boolean {
  return a.stamp === b.stamp && a.name === b.name && a.global === b.global;
}

export type Path =
  | { readonly kind: "Pident"; readonly ident: Ident }
  | { readonly kind: "Pdot"; readonly prefix: Path; readonly name: string }
  | { readonly kind: "Papply"; readonly functor: Path; readonly arg: Path };

export function pident(ident: Ident): Path {
  return { kind: "Pident", ident };
}

export function pdot(prefix: Path, name: string): Path {
  return { kind: "Pdot", prefix, name };
}

export function samePath(a: Path, b: Path): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case "Pident":
      return b.kind === "Pident" && sameIdent(a.ident, b.ident);
    case "Pdot":
      return b.kind === "Pdot" && a.name === b.name && samePath(a.prefix, b.prefix);
    case "Papply":
      return b.kind === "Papply" && samePath(a.functor, b.functor) && samePath(a.arg, b.arg);
  }
}

/** A key unique to a path (idents by stamp), for caches. */
export function pathKey(p: Path): string {
  switch (p.kind) {
    case "Pident":
      return identKey(p.ident);
    case "Pdot":
      return `${pathKey(p.prefix)}.${p.name}`;
    case "Papply":
      return `${pathKey(p.functor)}(${pathKey(p.arg)})`;
  }
}

export function pathName(p: Path): string {
  switch (p.kind) {
    case "Pident":
      return p.ident.name;
    case "Pdot":
      return `${pathName(p.prefix)}.${p.name}`;
    case "Papply":
      return `${pathName(p.functor)}(${pathName(p.arg)})`;
  }
}

export function pathLast(p: Path): string {
  switch (p.kind) {
    case "Pident":
      return p.ident.name;
    case "Pdot":
      return p.name;
    case "Papply":
      return pathLast(p.functor);
  }
}

// ---------------------------------------------------------------------------------------------
// Type expressions

export type Label =
  | { readonly kind: "Nolabel" }
  | { readonly kind: "Labelled"; readonly name: string }
  | { readonly kind: "Optional"; readonly name: string };

export const nolabel: Label = { kind: "Nolabel" };

export function labelName(l: Label): string {
  return l.kind === "Nolabel" ? "" : l.name;
}

export function sameLabel(a: Label, b: Label): boolean {
  return a.kind === b.kind && labelName(a) === labelName(b);
}

export type TypeDesc =
  /** A unification variable; `name` is the name written in an annotation, if any. */
  | { readonly kind: "Var"; readonly name: string | undefined }
  /** For an optional label, `arg` is the option type (`int option` for `?x:int`). */
  | { readonly kind: "Arrow"; readonly label: Label; readonly arg: Type; readonly result: Type }
  | { readonly kind: "Tuple"; readonly items: readonly Type[] }
  | { readonly kind: "Constr"; readonly path: Path; readonly args: readonly Type[] }
  /** The union-find link: this node was unified with `to`. */
  | { readonly kind: "Link"; readonly to: Type }
  /** A universally quantified variable of a `Poly` (explicit polymorphism). */
  | { readonly kind: "Univar"; readonly name: string | undefined }
  | { readonly kind: "Poly"; readonly body: Type; readonly vars: readonly Type[] }
  /** `(module S with type t = T)` */
  | { readonly kind: "Package"; readonly path: Path; readonly names: readonly string[]; readonly types: readonly Type[] }
  /** A polymorphic variant type: its row (row.ts). */
  | { readonly kind: "Variant"; readonly row: Row };

/**
 * A field of a polymorphic variant's row, as OCaml's `row_field`: present (with its argument),
 * possibly present (`Either`: a tag of a `[<` bound, `constant` when it may be the tag without
 * argument, `args` the conjunction of the types its argument may have, `matched` once a pattern
 * matched it), or absent. An `Either` field is mutable through `link`: unification refines it
 * in place, and every row sharing the field sees the refinement.
 */
export type RowFieldDesc =
  | { readonly kind: "Present"; readonly arg: Type | undefined }
  | { readonly kind: "Either"; readonly constant: boolean; readonly args: readonly Type[]; readonly matched: boolean }
  | { readonly kind: "Absent" };

export interface RowField {
  readonly desc: RowFieldDesc;
  /** Shared by the copies of one `Either` field; set once the field is refined: the field it now is. */
  readonly cell: { link: RowField | undefined };
}

export interface Row {
  /** Sorted by tag name (byte order), each tag once. */
  readonly fields: readonly RowEntry[];
  /** The row variable (a `Var`), or a `Variant` it was linked to when the row grew, or a `Univar` (a rigid row). */
  readonly more: Type;
  readonly closed: boolean;
  /** The abbreviation the row was written as (`t` for `[ t ]`), kept for printing. */
  readonly name: { readonly path: Path; readonly args: readonly Type[] } | undefined;
  /**
   * Set on the row of an object type (`< m : t; .. >`): its fields are the methods, `Present`
   * with the method's type (a private method of a self type being typed is an `Either` field,
   * made `Absent` once the object is typed), `closed` a closed object type (no `..`).
   */
  readonly object?: true;
}

export interface RowEntry {
  readonly tag: string;
  readonly field: RowField;
}

export interface Type {
  desc: TypeDesc;
  level: number;
  readonly id: number;
  /** Scratch mark for traversals (the occurs check), compared with a traversal's epoch. */
  mark: number;
  /**
   * The id of the oldest variable merged into this one (its own id if none): what a variable
   * may receive is limited by the type constructors that existed when it was made.
   */
  age: number;
}

export const GENERIC_LEVEL = 100000000;
let typeCounter = 0;

/** The id the next type node will have (nodes made before have smaller ids). */
export function nextTypeId(): number {
  return typeCounter + 1;
}

export function newType(desc: TypeDesc, level: number): Type {
  const id = ++typeCounter;
  return { desc, level, id, mark: 0, age: id };
}

/** Follows links to the representative node (with path compression). */
export function repr(t: Type): Type {
  let r = t;
  while (r.desc.kind === "Link") r = r.desc.to;
  let c = t;
  while (c.desc.kind === "Link" && c.desc.to !== r) {
    const next: Type = c.desc.to;
    c.desc = { kind: "Link", to: r };
    c = next;
  }
  return r;
}

export function link(from: Type, to: Type): void {
  from.desc = { kind: "Link", to };
}

// ---------------------------------------------------------------------------------------------
// Declarations

export type Variance = { readonly pos: boolean; readonly neg: boolean; readonly inj: boolean };

export interface LabelDecl {
  readonly name: string;
  readonly mutable: boolean;
  readonly type: Type;
  readonly loc: Location;
  /** `[@deprecated]` / `[@alert]` written on the field (see alerts.ts). */
  readonly alerts?: Alerts;
  /** `[@deprecated_mutable "..."]` on the field: its payload ("" without one). */
  readonly deprecatedMutable?: string;
}

export type ConstructorArgs =
  | { readonly kind: "Tuple"; readonly types: readonly Type[] }
  | { readonly kind: "Record"; readonly fields: readonly LabelDecl[] };

export interface ConstructorDecl {
  readonly name: string;
  readonly args: ConstructorArgs;
  /** The result type of a GADT-syntax constructor. */
  readonly result: Type | undefined;
  readonly loc: Location;
  /** `[@warn_on_literal_pattern]`: matching a literal in its arguments is warning 52. */
  readonly warnOnLiteral?: boolean;
  readonly alerts?: Alerts;
}

export type RecordRepr = "Regular" | "Float" | "Unboxed";

export type TypeKind =
  | { readonly kind: "Abstract" }
  | { readonly kind: "Variant"; readonly constructors: readonly ConstructorDecl[]; readonly unboxed: boolean }
  | { readonly kind: "Record"; readonly fields: readonly LabelDecl[]; readonly repr: RecordRepr }
  | { readonly kind: "Open" };

export interface TypeDecl {
  readonly params: readonly Type[];
  readonly kind: TypeKind;
  readonly manifest: Type | undefined;
  readonly private: boolean;
  readonly variance: readonly Variance[];
  /** Values of the type are immediate (int-like) at run time. */
  readonly immediate: boolean;
  /** The parameters' names as written (`undefined` for `_`), for printing. */
  readonly paramNames?: readonly (string | undefined)[];
  /** Parameters annotated injective (`!'a`), for printing. */
  readonly injective?: readonly boolean[];
  readonly loc: Location;
  readonly alerts?: Alerts;
  /** The type abbreviation of a class (printed as part of the class). */
  readonly isClass?: boolean;
}

/** How a constructor is represented at run time. */
export type ConstructorTag =
  /** A constant constructor: an integer, numbered from 0 among constants in declaration order. */
  | { readonly kind: "Constant"; readonly index: number }
  /** A constructor with arguments: a block whose tag is numbered from 0 among non-constants. */
  | { readonly kind: "Block"; readonly index: number }
  /** An extension constructor (exceptions included): its slot is the value at `path`. */
  | { readonly kind: "Extension"; readonly path: Path }
  /** The single constructor of an `[@@unboxed]` type: no box. */
  | { readonly kind: "Unboxed" };

export interface ConstructorDesc {
  readonly name: string;
  /** The constructed type, e.g. `'a option` (generic variables, instantiated at each use). */
  readonly result: Type;
  readonly args: readonly Type[];
  /** Variables of the arguments that do not occur in the result (GADT existentials). */
  readonly existentials: readonly Type[];
  readonly tag: ConstructorTag;
  readonly constants: number;
  readonly nonConstants: number;
  /** For an inline record: its fields (the argument is then that record). */
  readonly inlineRecord: readonly LabelDecl[] | undefined;
  readonly typePath: Path;
  readonly private: boolean;
  /** Declared in GADT syntax with a result type: matching it may refine local types. */
  readonly gadt: boolean;
  readonly loc: Location;
  /** Matching a literal in its arguments is fragile (warning 52): `[@warn_on_literal_pattern]`. */
  readonly warnOnLiteral: boolean;
  readonly alerts?: Alerts;
}

export interface LabelDesc {
  readonly name: string;
  readonly record: Type;
  readonly field: Type;
  readonly mutable: boolean;
  readonly index: number;
  readonly all: readonly string[];
  readonly repr: RecordRepr | "Inline";
  readonly typePath: Path;
  readonly private: boolean;
  readonly loc: Location;
  readonly alerts?: Alerts;
}

export type ValueKind =
  | { readonly kind: "Regular" }
  | {
      readonly kind: "Primitive";
      readonly prims: readonly string[];
      readonly arity: number;
      /** `[@@noalloc]`, `[@@unboxed]`, `[@@untagged]` as written (they show in signatures). */
      readonly attributes?: readonly string[];
    };

/**
 * A class, as the typer knows it. Its types are generic and share their variables: the self type
 * (an open object type with every method, a private one an `Either` field), the constructor's
 * parameters, the instance variables. At run time the object has `size` fields after its method
 * table and id: the parameters' variables first (hidden instance variables), then the instance
 * variables, each at its `index`.
 */
export interface ClassInfo {
  readonly name: string;
  /** `class ['a] c`: the type parameters (generic variables, shared with the other types). */
  readonly typeParams: readonly Type[];
  readonly selfType: Type;
  readonly params: readonly { readonly label: Label; readonly type: Type }[];
  readonly methods: readonly { readonly name: string; readonly private: boolean; readonly virtual: boolean }[];
  readonly ivars: readonly { readonly name: string; readonly mutable: boolean; readonly virtual: boolean; readonly type: Type; readonly index: number }[];
  /** The number of fields of its objects (after the table and the id), -1 when not known statically. */
  readonly size: number;
  /** The names of its objects' fields in order (`undefined` for a hidden one), when known (see `size`). */
  readonly layout?: readonly (string | undefined)[];
  readonly virtual: boolean;
  /** The class's type abbreviation (`c` for `class c`). */
  readonly typePath: Path;
  /**
   * Set while the classes of a `class ... and ...` group are typed: the type of the objects
   * `new c` makes, not yet known (unified with it once the class is typed).
   */
  readonly pending?: Type;
  /** Declared after the first class of its `class ... and ...` group (printed `and c : ...`). */
  readonly next?: boolean | undefined;
  /** A class type (`class type ct = ...`): no value at run time. */
  readonly classType?: boolean;
  /** The class type's name the class was declared with (`class c : ct`), printed instead of its type. */
  readonly printAs?: string;
  /** The type arguments printed before `printAs` (`[int] c`). */
  readonly printArgs?: readonly Type[];
}

/** The name of the value that holds a class at run time (not a name a program can write). */
export function classValueName(name: string): string {
  return name + "#class";
}

export interface ValueDesc {
  /** May be a getter (a substitution made on first read): copies give `type` explicitly. */
  readonly type: Type;
  /** Set when the value is a class (named `classValueName(c)`). */
  readonly class?: ClassInfo;
  readonly kind: ValueKind;
  readonly loc: Location;
  /** The alerts of a value description (`val` or `external`) with `[@@deprecated]` or `[@@alert]`. */
  readonly alerts?: Alerts;
}

export interface ExtensionDecl {
  readonly typePath: Path;
  readonly params: readonly Type[];
  readonly args: ConstructorArgs;
  readonly result: Type | undefined;
  readonly private: boolean;
  readonly loc: Location;
  /** `[@warn_on_literal_pattern]` (all the predefined exceptions have it). */
  readonly warnOnLiteral?: boolean;
  readonly alerts?: Alerts;
}

export type ModuleType =
  | { readonly kind: "Signature"; readonly items: ModuleSignature }
  | { readonly kind: "Functor"; readonly param: { readonly ident: Ident; readonly type: ModuleType } | undefined; readonly result: ModuleType }
  | { readonly kind: "Ident"; readonly path: Path }
  | { readonly kind: "Alias"; readonly path: Path };

export type ExtStatus = "First" | "Next" | "Exception";

export type SigItem =
  | { readonly kind: "Value"; readonly ident: Ident; readonly desc: ValueDesc }
  | { readonly kind: "Type"; readonly ident: Ident; readonly decl: TypeDecl; readonly rec: "First" | "Next" | "Nonrec" }
  | { readonly kind: "TypeExt"; readonly ident: Ident; readonly ext: ExtensionDecl; readonly status: ExtStatus }
  | { readonly kind: "Module"; readonly ident: Ident; readonly type: ModuleType; readonly rec: "Not" | "First" | "Next"; readonly loc?: Location; readonly alerts?: Alerts }
  | { readonly kind: "ModType"; readonly ident: Ident; readonly type: ModuleType | undefined; readonly alerts?: Alerts };

export type ModuleSignature = readonly SigItem[];
