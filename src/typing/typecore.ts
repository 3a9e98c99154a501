// Typing of expressions and patterns: Hindley–Milner with levels, with OCaml's type-directed
// disambiguation of constructors and fields, labelled and optional arguments, format strings,
// and OCaml's error messages (located at the innermost expression the expected type reaches).
import { CompileError, errorAt } from "../common/diagnostic.js";
import { assertNever } from "../common/assert_never.js";
import { ghostLocation, type Location } from "../common/location.js";
import type * as A from "../syntax/ast.js";
import type { Env } from "./env.js";
import {
  expressionTypeClash,
  layoutMessage,
  longidentName,
  patternTypeClash,
  typeDoc,
  unbound,
  unificationDoc,
} from "./errors.js";
import { FormatError, typeFormatLiteral } from "./format_strings.js";
import { classConstraintMismatch } from "./class_constraint.js";
import { constructorsOfDecl, inlineLabels, inlineRecords, labelsOfDecl } from "./datarepr.js";
import { classDoc, classTypeDoc, Namer, printPath } from "./printtyp.js";
import { didYouMean, spellcheck } from "./spellcheck.js";
import type { Pretty } from "./pretty.js";
import { isPredef, predefType } from "./predef.js";
import { walkPlainData } from "./plain_walk.js";
import { validRecursiveDefinition } from "./rec_check.js";
import { lookupTypeEntry, translType, TypeVars } from "./typetexp.js";
import { absentField, compareTags, forEachRowChild, makeField, newObjectType, newVariant, rowProxy, rowField, rowFieldRepr, rowRepr, setRowField, staticRow } from "./row.js";
import { closeVariants } from "./pressure_variants.js";
import { unitsOutsideStdlib } from "./library_units.js";
import type { TArgument, TCase, TClass, TClassInit, TClassPrefixItem, TExpression, TModuleExpr, TObject, TPattern, TValueBinding } from "./typed_tree.js";
import {
  classValueName,
  createIdent,
  link,
  newType,
  pdot,
  pident,
  type ClassInfo,
  type SigItem,
  GENERIC_LEVEL,
  identKey,
  nolabel,
  pathKey,
  pathLast,
  repr,
  samePath,
  type ConstructorDesc,
  type Ident,
  type Label,
  type LabelDesc,
  type ModuleType,
  type Path,
  type Row,
  type RowEntry,
  type Type,
  type TypeDecl,
  type ValueDesc,
} from "./types.js";
import {
  applyParams,
  beginDef,
  endDef,
  expandHead,
  expandOnce,
  forEachChild,
  generalize,
  instance,
  instanceWith,
  Instantiator,
  lowerContravariant,
  newTy,
  newVar,
  substUnivars,
  unify,
  UnifyError,
  linkWatchers,
  selfEscape,
  generalizeStructure,
  getLevel,
  updateLevel,
  withEquations,
  withAmbiguityWatch,
  markLocalType,
} from "./unify.js";
import { fragileLiteralMessage, recordMatchTyped, type WarningSink } from "./warnings.js";
import { missingRecGhosts, withMissingRecHint, type Ghosts } from "./missing_rec.js";
import { checkConstructorAlerts, checkLabelAlerts, checkValueAlerts } from "./alert_checks.js";
import { warnNameChoice, warnRecordFields } from "./disambiguation_warnings.js";
import { eliminateOptionalArguments, eliminationExpected } from "./optional_elimination.js";
import { watchModule } from "./module_usage.js";
import { noteConstructorUse, noteLabelUse, noteModuleExported, type LabelUsage } from "./declaration_usage.js";

/** What the expression typer needs from the rest of the typer (modules are typed elsewhere). */
export interface CoreContext {
  readonly warnings: WarningSink;
  readonly unsafe: boolean;
  readonly typeModule: (env: Env, m: A.ModuleExpr) => TModuleExpr;
  /** Warning 32 for the values of a local structure, once what may use them is typed. */
  readonly warnUnusedLocalValues: (m: TModuleExpr) => void;
  readonly typeModtype: (env: Env, m: A.ModuleType) => ModuleType;
  /** The module type of a package type `(module S with type t = T)`. */
  readonly packageModtype: (env: Env, t: Type) => ModuleType;
  /** Checks that a packed module's type is included in its package type's (OCaml's error if not). */
  readonly checkPackage: (env: Env, impl: ModuleType, spec: ModuleType, loc: Location) => void;
  /** `written`: where the open is and whether it is `open!` (for warnings 33 and 66). */
  readonly openModule: (env: Env, m: A.ModuleExpr, written?: { loc: Location; bang: boolean }) => { env: Env; module: TModuleExpr; ident: Ident | undefined };
  readonly addModuleBinding: (env: Env, name: string | undefined, m: TModuleExpr) => { env: Env; ident: Ident | undefined };
  readonly typeExtensionConstructor: (env: Env, c: A.ExtensionConstructor) => { env: Env; ident: Ident; ext: import("./types.js").ExtensionDecl };
  /** Type variables of annotations, shared within a toplevel phrase. */
  typeVars: TypeVars;
  /** Variables bound by `let` and function parameters, for unused-variable warnings. */
  readonly unused: Map<string, UnusedVar>;
}

/** A local variable that warns if never used. */
export interface UnusedVar {
  readonly name: string;
  readonly loc: Location;
  readonly warning: 26 | 27 | 35;
  used: boolean;
}

/**
 * A variable of a `let rec` group, which is used only by a use from outside the definitions of
 * its group, as ocamlc judges it (warnings 26 and 32): while the group's definitions are typed, a
 * use of one of its variables is only noted in the slot of the definition being typed
 * (`group.current`), and the variables a definition used count as used when the variable it
 * defines does (`onUse`).
 */
interface RecVar {
  readonly group: { current: string[] | undefined; readonly seen: Set<string> };
  onUse: readonly string[];
}

const unitType = (): Type => predefType("unit", [], getLevel());
const boolType = (): Type => predefType("bool", [], getLevel());
const intType = (): Type => predefType("int", [], getLevel());
const exnType = (): Type => predefType("exn", [], getLevel());

function arrow(label: Label, arg: Type, result: Type): Type {
  return newTy({ kind: "Arrow", label, arg, result });
}

function unifyExp(env: Env, loc: Location, got: Type, expected: Type): void {
  try {
    unify(env, got, expected);
  } catch (e) {
    if (e instanceof UnifyError) throw expressionTypeClash(loc, env, e);
    throw e;
  }
}

function unifyPat(env: Env, loc: Location, got: Type, expected: Type): void {
  try {
    unify(env, got, expected);
  } catch (e) {
    if (e instanceof UnifyError) throw patternTypeClash(loc, env, e);
    throw e;
  }
}

/** The expression whose value an expression's is (through `let`, `;`, `try`, the first branch...). */
function finalSubexpression(e: TExpression): TExpression {
  const d = e.desc;
  switch (d.kind) {
    case "Let":
    case "LetModule":
    case "LetException":
    case "Open":
      return finalSubexpression(d.body);
    case "Sequence":
      return finalSubexpression(d.second);
    case "Try":
      return finalSubexpression(d.body);
    case "IfThenElse":
      return finalSubexpression(d.then);
    case "Match":
      return d.cases.length > 0 ? finalSubexpression(d.cases[0]!.rhs) : e;
    default:
      return e;
  }
}

/** Expressions that carry a type constraint `(e : t)` (OCaml's Texp_constraint) → the annotation's location, for warnings 5 and 10. */
const constrained = new WeakMap<TExpression, Location>();

/** Whether a pattern tests a literal somewhere (warning 52 for the arguments of some constructors). */
function hasLiteralPattern(p: A.Pattern): boolean {
  const d = p.desc;
  switch (d.kind) {
    case "Constant":
    case "Interval":
      return true;
    case "Any":
    case "Var":
    case "Unpack":
    case "Extension":
      return false;
    case "Construct":
    case "Variant":
      return d.arg !== undefined && hasLiteralPattern(d.arg);
    case "TypeAlias":
      return false;
    case "Alias":
    case "Constraint":
    case "Lazy":
    case "Exception":
    case "Open":
      return hasLiteralPattern(d.pattern);
    case "Tuple":
    case "Array":
      return d.items.some(hasLiteralPattern);
    case "Record":
      return d.fields.some((f) => hasLiteralPattern(f.pattern));
    case "Or":
      return hasLiteralPattern(d.left) || hasLiteralPattern(d.right);
  }
}

/** The instance of a value's type; a toplevel explicit polymorphism is instantiated too. */
export function instanceValue(t: Type): Type {
  const i = repr(instance(t));
  if (i.desc.kind === "Poly") return substUnivars(i.desc.body, i.desc.vars, i.desc.vars.map(() => newVar()));
  return i;
}

// ---------------------------------------------------------------------------------------------
// Constants

const TWO62 = 1n << 62n;

function checkIntLiteral(text: string, suffix: "" | "l" | "L" | "n", loc: Location): void {
  // Short plain decimals are always in range (int32 has 9 digits, the others 18): no big integers.
  if (text.length <= (suffix === "l" ? 9 : 18) && isDecimalDigits(text)) return;
  let s = text.replace(/_/g, "");
  let neg = false;
  if (s.startsWith("-")) {
    neg = true;
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  const bits = suffix === "l" ? 32 : 64;
  const typeName = suffix === "l" ? "int32" : suffix === "L" ? "int64" : suffix === "n" ? "nativeint" : "int";
  let v: bigint;
  let decimal = true;
  try {
    if (/^0[xX]/.test(s)) {
      decimal = false;
      v = BigInt("0x" + s.slice(2));
    } else if (/^0[oO]/.test(s)) {
      decimal = false;
      v = BigInt("0o" + s.slice(2));
    } else if (/^0[bB]/.test(s)) {
      decimal = false;
      v = BigInt("0b" + s.slice(2));
    } else v = BigInt(s);
  } catch {
    v = 0n;
  }
  const width = suffix === "" ? 63 : bits;
  const max = decimal ? (neg ? 1n << BigInt(width - 1) : 1n << BigInt(width - 1)) : (1n << BigInt(width)) - 1n;
  void TWO62;
  if (v > max)
    throw errorAt(loc, `Integer literal exceeds the range of representable integers of type ${typeName}`);
}

function isDecimalDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return text.length > 0;
}

function constantType(env: Env, c: A.Constant, loc: Location): Type {
  switch (c.kind) {
    case "Int": {
      checkIntLiteral(c.text, c.suffix, loc);
      return predefType(c.suffix === "l" ? "int32" : c.suffix === "L" ? "int64" : c.suffix === "n" ? "nativeint" : "int", [], getLevel());
    }
    case "Char":
      return predefType("char", [], getLevel());
    case "String":
      return predefType("string", [], getLevel());
    case "Float":
      return predefType("float", [], getLevel());
  }
  void env;
}

// ---------------------------------------------------------------------------------------------
// Patterns

interface PatVar {
  readonly name: string;
  readonly ident: Ident;
  readonly type: Type;
  readonly loc: Location;
}

interface PatModule {
  readonly ident: Ident;
  readonly packed: Type;
  readonly loc: Location;
}

// What most patterns have none of, shared until a pattern adds one (never written).
const noEquations: ReadonlyMap<string, Type> = new Map<string, Type>();
const noModules: readonly PatModule[] = [];
const noExistentials: readonly Type[] = [];

class PatState {
  readonly vars: PatVar[] = [];
  /** Equations on local abstract types found by matching GADT constructors. */
  equations: ReadonlyMap<string, Type> = noEquations;
  /** Modules bound by `(module M)` patterns. */
  modules: readonly PatModule[] = noModules;
  /**
   * The existential types introduced by GADT constructors of the pattern: each a fresh abstract
   * type (`$C_'a`, as OCaml names it), which a GADT match inside its scope may refine.
   */
  existentials: readonly Type[] = noExistentials;
  existentialDecls: readonly { readonly ident: Ident; readonly decl: TypeDecl }[] = [];
  constructor(readonly allowExceptions: boolean) {}

  addEquation(key: string, t: Type): void {
    const m = this.equations === noEquations ? new Map<string, Type>() : (this.equations as Map<string, Type>);
    m.set(key, t);
    this.equations = m;
  }

  addModule(m: PatModule): void {
    this.modules = [...this.modules, m];
  }

  addExistential(t: Type, ident: Ident, decl: TypeDecl): void {
    this.existentials = [...this.existentials, t];
    this.existentialDecls = [...this.existentialDecls, { ident, decl }];
  }
}

function expandedConstrPath(env: Env, t: Type): Path | undefined {
  const e = expandHead(env, t);
  return e.desc.kind === "Constr" ? e.desc.path : undefined;
}

/**
 * The type whose constructors or fields a name is looked up in when the expected type is known:
 * the first in the chain of abbreviations whose declaration defines them (OCaml's
 * `extract_concrete_typedecl`), so that a re-export such as `type t = A.t = { x : int }` gives
 * fields of `t`, as a field qualified by its module does; else the end of the chain.
 */
function concreteConstrPath(env: Env, t: Type): Path | undefined {
  let r = repr(t);
  for (let i = 0; i < 1000 && r.desc.kind === "Constr"; i++) {
    const decl = env.findTypeByPath(r.desc.path);
    if (decl && decl.kind.kind !== "Abstract") return r.desc.path;
    const e = expandOnce(env, r);
    if (!e) return r.desc.path;
    r = repr(e);
  }
  return expandedConstrPath(env, r);
}

/** Whether `t` is (an abbreviation of) a record type, as ocamlc's `extract_concrete_record` finds. */
function isKnownRecordType(env: Env, t: Type): boolean {
  const p = concreteConstrPath(env, t);
  return p !== undefined && env.findTypeByPath(p)?.kind.kind === "Record";
}


/**
 * OCaml's error for a constructor or label its type does not have, the type known: `eorp` says
 * what has the type (`This expression has`, `This variant pattern is expected to have`), then
 * the spelling hint among the type's own names (`valid`).
 */
function noNameWithin(env: Env, lid: A.Located<A.Longident>, eorp: string, ty: Type, p: Path, kind: "constructor" | "field", valid: readonly string[]): CompileError {
  const name = longidentName(lid.txt);
  return errorAt(
    lid.loc,
    layoutMessage((pp) => {
      pp.openBox(0);
      pp.openBox(2);
      pp.text(`${eorp} type`);
      pp.brk(1, 0);
      typeDoc(env, repr(ty))(pp);
      pp.closeBox();
      pp.brk(1, 0);
      pp.text(`There is no ${kind} ${name} within type ${printPath(p, env)}`);
      pp.closeBox();
    }) + didYouMean(spellcheck(valid, name)),
  );
}

/** OCaml's error for a label a constructor's inline record does not have. */
function notInInlineRecord(env: Env, loc: Location, name: string, typePath: Path, constructor: string, valid: readonly string[]): CompileError {
  return errorAt(loc, `The field ${name} is not part of the record argument for the ${printPath(typePath, env)}.${constructor} constructor${didYouMean(spellcheck(valid, name))}`);
}

/** Picks the constructor meant by a name, using the expected type when it is known. */
const constructorsByDecl = new WeakMap<TypeDecl, Map<string, ConstructorDesc[]>>();

/**
 * `constructorsOfDecl`, computed once per declaration and path. A declaration with an inline
 * record is described afresh each time: its descriptions carry the instance of their record.
 */
function constructorsOfPath(path: Path, decl: TypeDecl): ConstructorDesc[] {
  if (decl.kind.kind !== "Variant" || decl.kind.constructors.some((c) => c.args.kind === "Record")) return constructorsOfDecl(path, decl);
  let byPath = constructorsByDecl.get(decl);
  if (!byPath) {
    byPath = new Map();
    constructorsByDecl.set(decl, byPath);
  }
  const key = pathKey(path);
  let cs = byPath.get(key);
  if (!cs) {
    cs = constructorsOfDecl(path, decl);
    byPath.set(key, cs);
  }
  return cs;
}

/**
 * When the arguments and the function's first as many parameters are all unlabelled (most
 * applications), the parameters' types followed by the result's; otherwise undefined. In that
 * case arguments match parameters in order and nothing is omitted or relabelled.
 */
function unlabelledParams(env: Env, fty: Type, sargs: readonly A.Argument[]): Type[] | undefined {
  const n = sargs.length;
  for (let i = 0; i < n; i++) if (sargs[i]!.label.kind !== "Nolabel") return undefined;
  const types: Type[] = new Array(n + 1);
  let t = fty;
  for (let i = 0; i < n; i++) {
    const e = expandHead(env, t);
    if (e.desc.kind !== "Arrow" || e.desc.label.kind !== "Nolabel") return undefined;
    types[i] = e.desc.arg;
    t = e.desc.result;
  }
  types[n] = t;
  return types;
}

const labelsByDecl = new WeakMap<TypeDecl, Map<string, LabelDesc[]>>();

/** `labelsOfDecl`, computed once per declaration and path (as `constructorsOfPath`). */
function labelsOfPath(path: Path, decl: TypeDecl): LabelDesc[] {
  if (decl.kind.kind !== "Record") return [];
  let byPath = labelsByDecl.get(decl);
  if (!byPath) {
    byPath = new Map();
    labelsByDecl.set(decl, byPath);
  }
  const key = pathKey(path);
  let ls = byPath.get(key);
  if (!ls) {
    ls = labelsOfDecl(path, decl);
    byPath.set(key, ls);
  }
  return ls;
}

/** The result of an application with the parameters it omitted put back in front. */
function withOmittedParams(omitted: readonly { label: Label; type: Type }[], t: Type): Type {
  let acc = t;
  for (let i = omitted.length - 1; i >= 0; i--) acc = arrow(omitted[i]!.label, omitted[i]!.type, acc);
  return acc;
}

function labelText(l: Label): string {
  return l.kind === "Labelled" ? `~${l.name}` : l.kind === "Optional" ? `?${l.name}` : "";
}

function wrongLabelError(env: Env, a: A.Argument, fty: Type): CompileError {
  return errorAt(
    a.expr.loc,
    layoutMessage((p) => {
      p.openBox(0, "v");
      p.openBox(2);
      p.text("The function applied to this argument has type");
      p.space();
      typeDoc(env, fty)(p);
      p.closeBox();
      p.closeBox();
    }) + `\nThis argument cannot be applied ${a.label.kind === "Nolabel" ? "without label" : `with label ${labelText(a.label)}`}`,
  );
}

function lookupConstructor(env: Env, lid: A.Located<A.Longident>, expected: Type | undefined, isPattern: boolean, nodeLoc: Location = lid.loc): ConstructorDesc {
  const c = findConstructor(env, lid, expected, isPattern, nodeLoc);
  checkConstructorAlerts(env, lid.txt, lid.loc, c);
  // Found by its type or by name, a constructor in scope through an open uses the open.
  if (lid.txt.kind === "Lident") env.noteUse("constructor", c.name, c);
  noteConstructorUse(c, isPattern ? "pattern" : "positive");
  return c;
}

function findConstructor(env: Env, lid: A.Located<A.Longident>, expected: Type | undefined, isPattern: boolean, nodeLoc: Location): ConstructorDesc {
  const ep = lid.txt.kind === "Lident" && expected ? concreteConstrPath(env, expected) : undefined;
  if (ep) {
    // Type-directed: the constructor of the expected type, even when its name is not in scope.
    const decl = env.findTypeByPath(ep);
    const name = (lid.txt as { name: string }).name;
    const c = decl ? constructorsOfPath(ep, decl).find((x) => x.name === name) : undefined;
    if (c) return c;
    if (decl && decl.kind.kind === "Open") {
      // An extensible type's constructors are those in scope whose type it is (ocamlc 4.13).
      const inScope = env.lookupConstructors(lid.txt);
      const found = Array.isArray(inScope) ? inScope.find((x: ConstructorDesc) => samePath(x.typePath, ep)) : undefined;
      if (found) return found;
    }
    if (decl && (decl.kind.kind === "Variant" || decl.kind.kind === "Open")) {
      const eorp = isPattern ? "This variant pattern is expected to have" : "This variant expression is expected to have";
      const valid = decl.kind.kind === "Variant" ? constructorsOfPath(ep, decl).map((x) => x.name) : [];
      throw noNameWithin(env, lid, eorp, expected!, ep, "constructor", valid);
    }
    void nodeLoc;
  }
  const cs = env.lookupConstructors(lid.txt);
  if (cs === "nomodule") throw unbound(lid.loc, "constructor", lid.txt, true, env);
  if (!cs || cs.length === 0) throw unbound(lid.loc, "constructor", lid.txt, false, env);
  const p = expected && concreteConstrPath(env, expected);
  if (p) {
    // A qualified name (`M.C`) is looked up by name; the expected type picks among its meanings.
    const found = cs.find((c) => samePath(c.typePath, p));
    if (found) return found;
  }
  return cs[0]!;
}

/** What has the type a label is looked up in, as OCaml's messages say it. */
type LabelContext = "This expression has" | "This record expression is expected to have" | "This record pattern is expected to have";

function lookupLabel(env: Env, lid: A.Located<A.Longident>, expected: Type | undefined, usage: LabelUsage = "projection", chosen?: LabelDesc, context?: LabelContext): LabelDesc {
  const l = chosen ?? findLabel(env, lid, expected, context);
  checkLabelAlerts(env, lid.txt, lid.loc, l);
  if (lid.txt.kind === "Lident") env.noteUse("label", l.name, l);
  noteLabelUse(l, usage);
  return l;
}

/**
 * The label a name means. With the record type known (`expected`), an unqualified name is one of
 * its labels, or OCaml's error for a name it does not have (`context` says what has the type).
 */
function findLabel(env: Env, lid: A.Located<A.Longident>, expected: Type | undefined, context: LabelContext = "This expression has"): LabelDesc {
  const ep = lid.txt.kind === "Lident" && expected ? concreteConstrPath(env, expected) : undefined;
  if (ep) {
    const name = (lid.txt as { name: string }).name;
    const decl = env.findTypeByPath(ep);
    const labels = decl ? labelsOfPath(ep, decl) : [];
    const l = labels.find((x) => x.name === name);
    if (l) return l;
    const inline = inlineRecords.get(pathKey(ep));
    if (inline) {
      const ils = inlineLabels(inline.type, ep, inline.fields);
      const il = ils.find((x) => x.name === name);
      if (il) return il;
      const typePath = ep.kind === "Pdot" ? ep.prefix : ep;
      throw notInInlineRecord(env, lid.loc, name, typePath, pathLast(ep), ils.map((x) => x.name));
    }
    if (decl?.kind.kind === "Record") throw noNameWithin(env, lid, context, expected!, ep, "field", labels.map((x) => x.name));
  }
  const ls = env.lookupLabels(lid.txt);
  if (ls === "nomodule") throw unbound(lid.loc, "record field", lid.txt, true, env);
  if (!ls || ls.length === 0) throw unbound(lid.loc, "record field", lid.txt, false, env);
  const p = expected && concreteConstrPath(env, expected);
  if (p) {
    const found = ls.find((l) => samePath(l.typePath, p));
    if (found) return found;
  }
  return ls[0]!;
}

/**
 * Without a type to go by, each label of a record expression or pattern is chosen by the names
 * of all its fields (OCaml's `disambiguate_lid_a_list`): the latest label of its name whose
 * record has all the fields named, and, for a record built without `with` (`closed`), no other
 * field (`disambiguate_label_by_ids`); else the latest of its name. In `type a = { x : int; y :
 * int } type b = { x : int; z : int }`, `{ x; y }` is an `a`. A field written unqualified is
 * looked up in the module of the first field written qualified (`{ M.x = 1; y = 2 }`).
 */
function labelByIds(env: Env, lid: A.Located<A.Longident>, fields: readonly { readonly label: A.Located<A.Longident> }[], closed: boolean): LabelDesc {
  const qual = fields.find((f) => f.label.txt.kind === "Ldot")?.label.txt as { prefix: A.Longident } | undefined;
  const target: A.Located<A.Longident> = lid.txt.kind === "Lident" && qual ? { txt: { kind: "Ldot", prefix: qual.prefix, name: lid.txt.name }, loc: lid.loc } : lid;
  const cands = target.txt.kind === "Lapply" ? undefined : env.lookupLabels(target.txt);
  if (Array.isArray(cands)) {
    const names = fields.map((f) => (f.label.txt.kind === "Lapply" ? "" : f.label.txt.name));
    const withIds = (cands as readonly LabelDesc[]).filter((l) => names.every((n) => l.all.includes(n)));
    const found = (closed ? withIds.find((l) => l.all.length === names.length) : undefined) ?? withIds[0];
    if (found) return found;
  }
  return findLabel(env, target, undefined);
}

/** Instantiates a constructor: its argument types and result type, sharing variables. */
function instanceConstructor(c: ConstructorDesc, existentialsRigid: boolean, st?: PatState): { args: Type[]; result: Type } {
  const inst = new Instantiator();
  if (existentialsRigid)
    for (const ex of c.existentials) {
      // A fresh abstract type for each existential, named as OCaml names it: `$C_'a`.
      const ident = createIdent(`$${c.name}_'${(repr(ex).desc as { name?: string }).name ?? "a"}`);
      const decl: TypeDecl = { params: [], kind: { kind: "Abstract" }, manifest: undefined, private: false, variance: [], immediate: false, loc: c.loc };
      const sk = newTy({ kind: "Constr", path: pident(ident), args: [] });
      st?.addExistential(sk, ident, decl);
      inst.bind(ex, sk);
    }
  return { args: c.args.map((a) => inst.copy(a)), result: inst.copy(c.result) };
}

function instanceLabel(l: LabelDesc, inst = new Instantiator()): { record: Type; field: Type } {
  return { record: inst.copy(l.record), field: inst.copy(l.field) };
}

/**
 * Whether a field may be given with the record's first one: a field of the same type, or of a
 * type with the same expansion (`{ B.x = 1; A.y = 2 }` where `type t = A.t = { x : int; y : int }`
 * in B), as OCaml compares the types of fields by their expanded paths.
 */
function sameRecordType(env: Env, l: LabelDesc, first: LabelDesc): boolean {
  if (samePath(l.typePath, first.typePath)) return true;
  const a = expandedConstrPath(env, l.record);
  const b = expandedConstrPath(env, first.record);
  return a !== undefined && b !== undefined && samePath(a, b);
}

/**
 * The type of field `l` in a record whose first field is `first`, instantiated as `inst` made
 * `record`; a field of another type (`sameRecordType`) is instantiated apart and its record type
 * unified with `record` by `unify`.
 */
function fieldOfRecord(l: LabelDesc, first: LabelDesc, inst: Instantiator, record: Type, unify: (other: Type) => void): Type {
  if (samePath(l.typePath, first.typePath)) return inst.copy(l.field);
  const other = instanceLabel(l);
  unify(other.record);
  return other.field;
}

function constructorArity(loc: Location, c: ConstructorDesc, got: number): CompileError {
  return errorAt(loc, `The constructor ${c.name} expects ${c.args.length} argument(s),\n       but is applied here to ${got} argument(s)`);
}

/** A typed pattern node (a function, not a closure made at each pattern). */
/**
 * A type's path as OCaml's `Path.name` shows it: module aliases resolved, and a unit of the
 * standard library (`Either`) under the name it is linked by (`Stdlib__Either`).
 */
function linkedTypePath(env: Env, p0: Path): Path {
  const rename = (p: Path): Path => {
    switch (p.kind) {
      case "Pident": {
        const id = p.ident;
        const library = id.global && id.name !== "Stdlib" && !unitsOutsideStdlib.has(id.name) && env.shared.pendingUnits.has(id.name);
        return library ? { kind: "Pident", ident: { ...id, name: `Stdlib__${id.name}` } } : p;
      }
      case "Pdot": {
        const prefix = rename(p.prefix);
        return prefix === p.prefix ? p : { ...p, prefix };
      }
      case "Papply":
        return p;
    }
  };
  return rename(env.normalizeTypePath(p0));
}

function mkPat(env: Env, sp: A.Pattern, type: Type, desc: TPattern["desc"]): TPattern {
  return { desc, type, loc: sp.loc, immediate: isImmediate(env, type) };
}

function isImmediate(env: Env, t0: Type): boolean {
  // `expandHead`, looking each declaration up once.
  let t = repr(t0);
  for (let i = 0; i < 1000; i++) {
    if (t.desc.kind !== "Constr") return false;
    const decl = env.findTypeByPath(t.desc.path);
    if (!decl) return false;
    if (!decl.manifest || (decl.private && decl.kind.kind === "Abstract")) return decl.immediate;
    t = repr(applyParams(decl.params, decl.manifest, t.desc.args));
  }
  return t.desc.kind === "Constr" && (env.findTypeByPath(t.desc.path)?.immediate ?? false);
}

/**
 * Whether the elements of an array of type `t` are read when it is built: an array of floats, or
 * one whose elements may be floats (a type variable, an abstract type), which OCaml inspects.
 */
function arrayReadsElements(env: Env, t: Type): boolean {
  const a = expandHead(env, t);
  if (a.desc.kind !== "Constr" || a.desc.args.length !== 1) return true;
  const e = expandHead(env, a.desc.args[0]!);
  switch (e.desc.kind) {
    case "Var":
    case "Univar":
      return true;
    case "Constr": {
      if (isPredef(e.desc.path, "float")) return true;
      const decl = env.findTypeByPath(e.desc.path);
      return decl !== undefined && !decl.immediate && decl.kind.kind === "Abstract" && decl.manifest === undefined && !isPredefPath(e.desc.path);
    }
    default:
      return false;
  }
}

function isPredefPath(p: Path): boolean {
  return p.kind === "Pident" && p.ident.stamp === 0 && !p.ident.global;
}

/**
 * The fields of the objects of a class, in order, when every class it inherits is known by its
 * definition: the inherited classes' (in order), then its own, a name met again sharing its field
 * (as the class's code lays them out as it is defined); otherwise the size is unknown (-1).
 */
function objectLayout(init: readonly TClassInit[], slots: readonly (string | undefined)[]): { size: number; layout?: readonly (string | undefined)[] } {
  const layout: (string | undefined)[] = [];
  const add = (name: string | undefined): void => {
    if (name === undefined || !layout.includes(name)) layout.push(name);
  };
  for (const x of init) {
    if (x.kind !== "Inherit") continue;
    if (x.info.layout === undefined) return { size: -1 };
    // The instance variables its type hides are its own (see `caml_flambe_layout_narrow`).
    const visible = new Set(x.info.ivars.map((v) => v.name));
    for (const name of x.info.layout) add(name !== undefined && visible.has(name) ? name : undefined);
  }
  slots.forEach(add);
  return { size: layout.length, layout };
}

/** Whether `target` (a variable) is part of `t`. */
function reaches(t0: Type, target: Type, seen = new Set<number>()): boolean {
  const t = repr(t0);
  if (t === target) return true;
  if (seen.has(t.id) || t.level === GENERIC_LEVEL) return false;
  seen.add(t.id);
  let found = false;
  forEachChild(t, (c) => {
    found ||= reaches(c, target, seen);
  });
  return found;
}

/** `constraint t1 = t2` in a class or class type: the two types unified, with ocamlc's error. */
function classConstraint(env: Env, loc: Location, t1: Type, t2: Type): void {
  try {
    unify(env, t1, t2);
  } catch (err) {
    if (!(err instanceof UnifyError)) throw err;
    throw errorAt(
      loc,
      layoutMessage((p) => {
        p.openBox(0, "v");
        p.text("The class constraints are not consistent.");
        p.space();
        unificationDoc(env, err, "Type", "is not compatible with type")(p);
        p.closeBox();
      }),
    );
  }
}

/** ocamlc's error for a class given the wrong number of type arguments (`[int] c`). */
/** An argument of a class applied: written, or already typed (a lifted class's captured variable). */
type ClassArg = { readonly label: A.ArgLabel; readonly expr?: A.Expression; readonly typed?: TExpression };

/** A class expression lifted to an anonymous class: the class, its type, the names of the variables it captures. */
interface Lifted {
  readonly cls: TClass;
  readonly info: ClassInfo;
  readonly captured: readonly string[];
}

/** The variables a pattern binds, by name (a self pattern's: `(self)`, `(self : 'a)`, `(_ as self)`). */
function patternVarNames(p: A.Pattern): string[] {
  const out: string[] = [];
  walkPlainData(p, locAndType, (o) => {
    if ((o.kind === "Var" || o.kind === "Alias") && typeof (o.name as { txt?: unknown } | undefined)?.txt === "string") out.push((o.name as { txt: string }).txt);
    return true;
  });
  return out;
}

const locAndType: ReadonlySet<string> = new Set(["loc", "type"]);
const locOnly: ReadonlySet<string> = new Set(["loc"]);

/** Whether a class expression has an object structure in it (not counting the classes it names). */
function hasStructure(ce: A.ClassExpr): boolean {
  return ce.body.kind === "Structure" || (ce.body.kind === "ApplyExpr" && hasStructure(ce.body.head));
}

/** The names a class expression may read as values (a superset: every unqualified name in it). */
function classExprNames(ce: A.ClassExpr): Set<string> {
  const out = new Set<string>();
  walkPlainData(ce, locOnly, (o) => {
    if (o.kind === "Lident" && typeof o.name === "string") {
      out.add(o.name);
      return false;
    }
    return true;
  });
  return out;
}

function classArityError(loc: Location, name: A.Longident, expected: number, given: number): CompileError {
  return errorAt(
    loc,
    layoutMessage((p) => {
      p.openBox(0);
      p.text(`The class constructor ${longidentName(name)}`);
      p.space();
      p.text(`expects ${expected} type argument(s),`);
      p.space();
      p.text(`but is here applied to ${given} type argument(s)`);
      p.closeBox();
    }),
  );
}

export class CoreTyper {
  constructor(readonly ctx: CoreContext) {}

  // -------------------------------------------------------------------------------------------
  // Patterns

  typePattern(env: Env, sp: A.Pattern, expected: Type, st: PatState): TPattern {
    const d = sp.desc;
    switch (d.kind) {
      case "Any":
        return mkPat(env, sp, expected, { kind: "Any" });
      case "Var": {
        const ident = this.bindPatVar(st, d.name, expected);
        return mkPat(env, sp, expected, { kind: "Var", ident });
      }
      case "Alias": {
        const p = this.typePattern(env, d.pattern, expected, st);
        let asType = p.type;
        if (hasVariantPattern(d.pattern)) {
          beginDef();
          asType = buildAsType(env, p);
          endDef();
          generalize(asType);
        }
        const ident = this.bindPatVar(st, d.name, asType);
        return mkPat(env, sp, expected, { kind: "Alias", pattern: p, ident });
      }
      case "Constant": {
        if (d.constant.kind === "Int") checkIntLiteral(d.constant.text, d.constant.suffix, sp.loc);
        unifyPat(env, sp.loc, constantType(env, d.constant, sp.loc), expected);
        return mkPat(env, sp, expected, { kind: "Constant", constant: d.constant });
      }
      case "Interval": {
        unifyPat(env, sp.loc, constantType(env, d.low, sp.loc), expected);
        // An interval of chars is an or-pattern of its constants, nested to the right as OCaml
        // builds it: every part at a ghost location but the whole, so that the analysis of unused
        // sub-patterns takes the interval as one pattern (warning 12 never names a part of it).
        if (d.low.kind !== "Char" || d.high.kind !== "Char") return mkPat(env, sp, expected, { kind: "Constant", constant: d.low });
        let lo = d.low.code;
        let hi = d.high.code;
        if (lo > hi) [lo, hi] = [hi, lo];
        const immediate = isImmediate(env, expected);
        const ghost = ghostLocation(sp.loc);
        const constant = (code: number): TPattern => ({ desc: { kind: "Constant", constant: { kind: "Char", code } }, type: expected, loc: ghost, immediate });
        let p: TPattern = constant(hi);
        for (let c = hi - 1; c >= lo; c--) p = { desc: { kind: "Or", left: constant(c), right: p }, type: expected, loc: ghost, immediate };
        return { ...p, loc: sp.loc };
      }
      case "Tuple": {
        const items = d.items.map(() => newVar());
        unifyPat(env, sp.loc, newTy({ kind: "Tuple", items }), expected);
        return mkPat(env, sp, expected, { kind: "Tuple", items: d.items.map((x, i) => this.typePattern(env, x, items[i]!, st)) });
      }
      case "Construct": {
        const c = lookupConstructor(env, d.name, expected, true, sp.loc);
        warnNameChoice(this.ctx.warnings, env, "constructor", d.name, expected);
        const given = d.arg === undefined ? [] : c.args.length > 1 && d.arg.desc.kind === "Tuple" ? d.arg.desc.items : [d.arg];
        const anyForAll = d.arg !== undefined && d.arg.desc.kind === "Any" && c.args.length !== 1;
        if (anyForAll && c.args.length === 0 && d.existentials.length === 0)
          this.ctx.warnings.warn(d.arg!.loc, 28, "wildcard pattern given as argument to a constant constructor");
        if (c.warnOnLiteral) {
          const literal = (anyForAll ? [] : given).find(hasLiteralPattern);
          if (literal) this.ctx.warnings.warn(literal.loc, 52, fragileLiteralMessage);
        }
        if (!anyForAll && given.length !== c.args.length) throw constructorArity(sp.loc, c, given.length);
        const known = st.existentialDecls.length;
        const { args, result } = instanceConstructor(c, true, st);
        for (const x of st.existentialDecls.slice(known)) {
          this.refinable.set(identKey(x.ident), x);
          markLocalType(identKey(x.ident));
        }
        if (c.gadt && this.refinable.size > 0) {
          const found = new Map<string, Type>();
          withEquations({ refinable: this.refinable, found }, () => unifyPat(env, sp.loc, result, expected));
          for (const [k, t] of found) st.addEquation(k, t);
        } else unifyPat(env, sp.loc, result, expected);
        let targs: TPattern[];
        if (anyForAll) targs = args.map((t) => ({ desc: { kind: "Any" as const }, type: t, loc: d.arg!.loc, immediate: false }));
        else if (c.inlineRecord && given[0]) targs = [this.typeInlineRecordPattern(env, given[0], c, args[0]!, st)];
        else targs = given.map((g, i) => this.typePattern(env, g, args[i]!, st));
        const head = c.tag.kind === "Extension" ? undefined : expandHead(env, result);
        const headPath = head?.desc.kind === "Constr" ? linkedTypePath(env, head.desc.path) : undefined;
        return mkPat(env, sp, expected, { kind: "Construct", constructor: c, args: targs, ...(headPath ? { headPath } : {}) });
      }
      case "Record": {
        if (d.fields.length === 0) throw errorAt(sp.loc, "Syntax error");
        warnRecordFields(this.ctx.warnings, env, sp.loc, d.fields.map((f) => f.label), [expected], false);
        // Without a type to go by, each label is chosen by the names of the fields.
        const byIds = !expandedConstrPath(env, expected);
        const first = byIds ? labelByIds(env, d.fields[0]!.label, d.fields, false) : findLabel(env, d.fields[0]!.label, expected, "This record pattern is expected to have");
        const inst = new Instantiator();
        const { record } = instanceLabel(first, inst);
        unifyPat(env, sp.loc, record, expected);
        const fields = d.fields.map((f) => {
          const l = lookupLabel(env, f.label, record, "projection", byIds ? labelByIds(env, f.label, d.fields, false) : undefined, "This record pattern is expected to have");
          if (!sameRecordType(env, l, first)) throw errorAt(f.label.loc, `The record field ${f.label.txt.kind === "Lident" ? f.label.txt.name : longidentName(f.label.txt)} belongs to the type ${pathLast(l.typePath)}\n       but is mixed here with fields of type ${pathLast(first.typePath)}`);
          const ft = fieldOfRecord(l, first, inst, record, (other) => unifyPat(env, f.label.loc, other, record));
          return { label: l, pattern: this.typePattern(env, f.pattern, ft, st) };
        });
        if (d.closed) this.warnMissingFields(sp.loc, first.all, fields);
        return mkPat(env, sp, expected, { kind: "Record", fields, closed: d.closed });
      }
      case "Array": {
        const elt = newVar();
        unifyPat(env, sp.loc, predefType("array", [elt], elt.level), expected);
        return mkPat(env, sp, expected, { kind: "Array", items: d.items.map((x) => this.typePattern(env, x, elt, st)) });
      }
      case "Or": {
        const left = new PatState(st.allowExceptions);
        const right = new PatState(st.allowExceptions);
        const l = this.typePattern(env, d.left, expected, left);
        const r = this.typePattern(env, d.right, expected, right);
        const lnames = new Set(left.vars.map((v) => v.name));
        const rnames = new Set(right.vars.map((v) => v.name));
        for (const v of left.vars)
          if (!rnames.has(v.name)) throw errorAt(sp.loc, `Variable ${v.name} must occur on both sides of this | pattern`);
        for (const v of right.vars)
          if (!lnames.has(v.name)) throw errorAt(sp.loc, `Variable ${v.name} must occur on both sides of this | pattern`);
        // Both sides bind the same idents: the right side's variables are renamed to the left's.
        for (const v of right.vars) {
          const lv = left.vars.find((x) => x.name === v.name)!;
          unifyPat(env, v.loc, v.type, lv.type);
        }
        for (const v of left.vars) {
          if (st.vars.some((x) => x.name === v.name)) throw errorAt(v.loc, `Variable ${v.name} is bound several times in this matching`);
          st.vars.push(v);
        }
        const renamed = renamePattern(r, new Map(right.vars.map((v) => [identKey(v.ident), left.vars.find((x) => x.name === v.name)!.ident])));
        return mkPat(env, sp, expected, { kind: "Or", left: l, right: renamed });
      }
      case "Constraint": {
        if (d.pattern.desc.kind === "Var" && d.type.desc.kind !== "Poly") {
          // `(x : T)`: the variable gets its own instance of T, separate from the one unified
          // with the expected type, as in OCaml (this decides how types print).
          beginDef();
          const t0 = translType(env, d.type, this.ctx.typeVars);
          endDef();
          generalizeStructure(t0);
          unifyPat(env, d.pattern.loc, instance(t0), expected);
          const t = instance(t0);
          const ident = this.bindPatVar(st, d.pattern.desc.name, t);
          return { desc: { kind: "Var", ident }, type: t, loc: d.pattern.loc, immediate: isImmediate(env, t) };
        }
        const t = translType(env, d.type, this.ctx.typeVars);
        unifyPat(env, d.pattern.loc, t, expected);
        // As in OCaml, the constrained pattern keeps its own location (the constraint is
        // outside it): a warning about the pattern points at it.
        return this.typePattern(env, d.pattern, t, st);
      }
      case "Lazy": {
        const inner = newVar();
        unifyPat(env, sp.loc, predefType("lazy_t", [inner], inner.level), expected);
        return mkPat(env, sp, expected, { kind: "Lazy", pattern: this.typePattern(env, d.pattern, inner, st) });
      }
      case "Exception": {
        if (!st.allowExceptions) throw errorAt(sp.loc, "Exception patterns are not allowed in this position.");
        return mkPat(env, sp, expected, { kind: "Exception", pattern: this.typePattern(env, d.pattern, exnType(), st) });
      }
      case "Open": {
        const { env: env2 } = this.ctx.openModule(env, { desc: { kind: "Ident", name: d.module }, loc: d.module.loc, attributes: [] });
        return this.typePattern(env2, d.pattern, expected, st);
      }
      case "Unpack": {
        // The package type may be known only once the bound expression is typed: checked when
        // the module is added to the environment.
        const ident = createIdent(d.name.txt ?? "_");
        if (d.name.txt !== undefined) {
          st.addModule({ ident, packed: expected, loc: sp.loc });
          watchModule(ident, d.name.loc, this.ctx.warnings.state, 60);
        }
        return mkPat(env, sp, expected, { kind: "Var", ident });
      }
      case "Variant": {
        // The tag may be present, matched here (OCaml's `Reither(constant, [arg], true)`): the
        // row is open until the match is known to cover it (pressure_variants.ts).
        const argType = d.arg === undefined ? undefined : newVar();
        const field = makeField({ kind: "Either", constant: d.arg === undefined, args: argType ? [argType] : [], matched: true });
        const t = newVariant([{ tag: d.tag, field }], newVar(), false, getLevel());
        unifyPat(env, sp.loc, t, expected);
        const arg = d.arg && argType ? this.typePattern(env, d.arg, argType, st) : undefined;
        return mkPat(env, sp, expected, { kind: "Variant", tag: d.tag, arg, row: expandHead(env, expected) });
      }
      case "TypeAlias":
        return this.typeTypeAliasPattern(env, sp, d.name, expected);
      case "Extension":
        throw errorAt(d.name.loc, `Uninterpreted extension '${d.name.txt}'.`);
    }
  }

  /** `#t`: the or-pattern of the tags of `t`, a closed polymorphic variant type (OCaml's build_or_pat). */
  private typeTypeAliasPattern(env: Env, sp: A.Pattern, name: A.Located<A.Longident>, expected: Type): TPattern {
    const entry = lookupTypeEntry(env, name.txt, name.loc);
    const params = entry.decl.params.map(() => newVar());
    const head = expandHead(env, newTy({ kind: "Constr", path: entry.path, args: params }));
    const notVariant = (): Error => errorAt(name.loc, `The type ${longidentName(name.txt)} is not a variant type`);
    if (head.desc.kind !== "Variant" || !staticRow(head.desc.row)) throw notVariant();
    const tags: { tag: string; arg: Type | undefined }[] = [];
    const fields: RowEntry[] = [];
    for (const e of rowRepr(head.desc.row).fields) {
      const f = rowFieldRepr(e.field).desc;
      if (f.kind !== "Present") continue;
      tags.push({ tag: e.tag, arg: f.arg });
      fields.push({ tag: e.tag, field: makeField({ kind: "Either", constant: f.arg === undefined, args: f.arg ? [f.arg] : [], matched: true }) });
    }
    if (tags.length === 0) throw notVariant();
    const t = newVariant(fields, newVar(), false, getLevel(), { path: entry.path, args: params });
    unifyPat(env, sp.loc, t, expected);
    const ghost = { ...sp.loc, ghost: true };
    const pats = tags.map(
      (x): TPattern => ({
        desc: { kind: "Variant", tag: x.tag, arg: x.arg ? { desc: { kind: "Any" }, type: x.arg, loc: ghost, immediate: false } : undefined, row: t },
        type: t,
        loc: ghost,
        immediate: false,
      }),
    );
    let r = pats[0]!;
    for (const q of pats.slice(1)) r = { desc: { kind: "Or", left: r, right: q }, type: t, loc: ghost, immediate: false };
    const whole: TPattern = { ...r, loc: sp.loc };
    typeAliasRows.set(whole, rowRepr(head.desc.row));
    return whole;
  }

  private typeInlineRecordPattern(env: Env, sp: A.Pattern, c: ConstructorDesc, argType: Type, st: PatState): TPattern {
    const labels = inlineLabels(argType, c.typePath, c.inlineRecord!);
    if (sp.desc.kind === "Any" || sp.desc.kind === "Var") return this.typePattern(env, sp, argType, st);
    if (sp.desc.kind !== "Record") throw errorAt(sp.loc, "This form is not allowed as the type of the inlined record could escape its scope.");
    const inst = new Instantiator();
    void inst;
    const fields = sp.desc.fields.map((f) => {
      const name = f.label.txt.kind === "Lident" ? f.label.txt.name : longidentName(f.label.txt);
      const l = labels.find((x) => x.name === name);
      if (!l) throw notInInlineRecord(env, f.label.loc, name, c.typePath, c.name, labels.map((x) => x.name));
      return { label: l, pattern: this.typePattern(env, f.pattern, this.inlineFieldType(c, l, argType), st) };
    });
    if (sp.desc.closed && labels.length > 0) this.warnMissingFields(sp.loc, labels[0]!.all, fields);
    return { desc: { kind: "Record", fields, closed: sp.desc.closed }, type: argType, loc: sp.loc, immediate: false };
  }

  /** Warning 9: a closed record pattern (no `; _`) that leaves fields out, named in declaration order. */
  private warnMissingFields(loc: Location, all: readonly string[], fields: readonly { readonly label: LabelDesc }[]): void {
    const missing = all.filter((name) => !fields.some((f) => f.label.name === name));
    if (missing.length > 0)
      this.ctx.warnings.warn(loc, 9, `the following labels are not bound in this record pattern:\n${missing.join(", ")}\nEither bind these labels explicitly or add '; _' to the pattern.`);
  }

  /** The type of a field of an inline record, in the instance the constructor was given. */
  private inlineFieldType(c: ConstructorDesc, l: LabelDesc, _argType: Type): Type {
    const t = this.inlineInstances.get(c);
    return t ? t.copy(l.field) : instance(l.field);
  }

  private readonly inlineInstances = new Map<ConstructorDesc, Instantiator>();

  private bindPatVar(st: PatState, name: A.Located<string>, type: Type): Ident {
    if (st.vars.some((v) => v.name === name.txt)) throw errorAt(name.loc, `Variable ${name.txt} is bound several times in this matching`);
    const ident = createIdent(name.txt);
    st.vars.push({ name: name.txt, ident, type, loc: name.loc });
    return ident;
  }

  /** Every local value ident referred to so far (unused-value warnings). */
  readonly usedIdents = new Set<string>();

  /**
   * The declarations of the values referred to so far by any path, by the location of each
   * (which every copy of a value's description keeps), and those a signature was found to
   * export (warning 32 for the values of a local structure).
   */
  readonly usedValueLocs = new Set<Location>();

  /** Local abstract types (`type a`) in scope, which GADT matching may refine. */
  readonly refinable = new Map<string, { ident: Ident; decl: import("./types.js").TypeDecl }>();

  private addPatVars(env: Env, st: PatState, warning: 26 | 27 | undefined): Env {
    let e = env;
    for (const m of st.modules) {
      const t = expandHead(env, m.packed);
      if (t.desc.kind !== "Package") throw errorAt(m.loc, "The signature for this packaged module couldn't be inferred.");
      e = e.addModule(m.ident, this.ctx.packageModtype(env, t));
    }
    for (const x of st.existentialDecls) e = e.addType(x.ident, x.decl);
    for (const [k, t] of st.equations) {
      const r = this.refinable.get(k);
      if (r) e = e.addTypeOnly(r.ident, { ...r.decl, manifest: t });
    }
    for (const v of st.vars) {
      e = e.addValue(v.ident, { type: v.type, kind: { kind: "Regular" }, loc: v.loc });
      if (warning !== undefined && !v.name.startsWith("_")) this.ctx.unused.set(identKey(v.ident), { name: v.name, loc: v.loc, warning, used: false });
    }
    return e;
  }

  // -------------------------------------------------------------------------------------------
  // Objects

  /** The instance variables in scope, by their ident's key: the object they belong to and their index. */
  private readonly instVars = new Map<string, { name: string; self: Ident; index: number; mutable: boolean; inMethod: boolean; origin?: string }>();
  /** The objects whose methods are being typed, innermost last. */
  private readonly selfStack: { self: Ident; type: Type; undeclared?: Set<string> }[] = [];

  /** `e#m` (OCaml's type_send). */
  private typeSend(env: Env, se: A.Expression, d: Extract<A.ExpressionDesc, { kind: "Send" }>, expected: Type): TExpression {
    // `super#m`: the inherited method, called on self.
    if (d.object.desc.kind === "Ident" && d.object.desc.name.txt.kind === "Lident") {
      const r = env.lookupValue(d.object.desc.name.txt);
      const anc = r && r !== "nomodule" && r.path.kind === "Pident" ? this.ancestors.get(identKey(r.path.ident)) : undefined;
      if (anc !== undefined && r && r !== "nomodule") {
        if (anc.inMethod === false)
          throw errorAt(
            d.object.loc,
            layoutMessage((p) => {
              p.openBox(0);
              p.text(`The ancestor variable ${longidentName(d.object.desc.kind === "Ident" ? d.object.desc.name.txt : { kind: "Lident", name: "" })}`);
              p.space();
              p.text("cannot be accessed from the definition of an instance variable");
              p.closeBox();
            }),
          );
        anc.used = true;
        const row = (repr(r.desc.type).desc as { row: Row }).row;
        const f = rowField(row, d.method.txt);
        const mt = f?.desc.kind === "Present" ? f.desc.arg : f?.desc.kind === "Either" ? f.desc.args[0] : undefined;
        if (mt === undefined) throw errorAt(d.object.loc, `This expression has no method ${d.method.txt}`);
        const rm = repr(mt);
        const t = rm.desc.kind === "Poly" ? substUnivars(rm.desc.body, rm.desc.vars, rm.desc.vars.map(() => newVar())) : mt;
        unifyExp(env, se.loc, t, expected);
        return this.mk(se, { kind: "SendSuper", self: anc.self, ancestor: anc.path, method: d.method.txt }, t);
      }
    }
    const obj = this.typeExpr(env, d.object);
    const m = d.method.txt;
    const head = expandHead(env, obj.type);
    let methodType: Type | undefined;
    let isPrivate = false;
    if (head.desc.kind === "Variant" && head.desc.row.object) {
      const f = rowField(head.desc.row, m);
      if (f !== undefined && f.desc.kind === "Present" && f.desc.arg) methodType = f.desc.arg;
      else if (f !== undefined && f.desc.kind === "Either" && f.desc.args.length > 0) {
        methodType = f.desc.args[0];
        isPrivate = true;
      }
    }
    const underConstruction = head.desc.kind === "Variant" ? this.selfStack.find((x) => rowProxy(repr(x.type)) === rowProxy(head)) : undefined;
    if (methodType === undefined && underConstruction?.undeclared !== undefined) {
      // A class's method called on self but not declared: a private virtual method.
      this.ctx.warnings.warn(se.loc, 17, `the virtual method ${m} is not declared.`);
      const v = newVar();
      unify(env, newObjectType([{ tag: m, field: makeField({ kind: "Either", constant: false, args: [v], matched: true }) }], newVar(), false, getLevel()), underConstruction.type);
      underConstruction.undeclared.add(m);
      methodType = v;
      isPrivate = true;
    }
    if (methodType === undefined && underConstruction) {
      throw errorAt(
        d.object.loc,
        layoutMessage((p) => {
          p.openBox(0, "v");
          p.openBox(0);
          p.text("This expression has type");
          p.brk(1, 2);
          typeDoc(env, obj.type)(p);
          p.closeBox();
          p.cut();
          p.text(`It has no method ${m}`);
          p.closeBox();
        }),
      );
    }
    if (methodType === undefined) {
      const v = newVar();
      const open = newObjectType([{ tag: m, field: makeField({ kind: "Present", arg: v }) }], newVar(), false, getLevel());
      if (!tryUnifyQuiet(env, obj.type, open)) {
        throw errorAt(
          d.object.loc,
          layoutMessage((p) => {
            p.openBox(0, "v");
            p.openBox(0);
            p.text("This expression has type");
            p.brk(1, 2);
            typeDoc(env, obj.type)(p);
            p.closeBox();
            p.cut();
            p.text(`It has no method ${m}`);
            p.closeBox();
          }),
        );
      }
      methodType = v;
    }
    const mt = repr(methodType);
    const t = mt.desc.kind === "Poly" ? substUnivars(mt.desc.body, mt.desc.vars, mt.desc.vars.map(() => newVar())) : methodType;
    unifyExp(env, se.loc, t, expected);
    return this.mk(se, { kind: "Send", object: obj, method: m, ...(isPrivate && underConstruction !== undefined ? { self: underConstruction.self } : {}) }, t);
  }

  /** `object (self) fields end` (OCaml's type_object on a class structure). */
  private typeObject(env: Env, se: A.Expression, cs: A.ClassStructure, expected: Type): TExpression {
    // The self type: every method, a private one possible only (hidden once typed).
    const methods = new Map<string, { type: Type; field: A.ClassField; private: boolean }>();
    const entries: RowEntry[] = [];
    for (const f of cs.fields) {
      if (f.desc.kind !== "Method") continue;
      if (methods.has(f.desc.name.txt)) throw errorAt(f.loc, `The method \`${f.desc.name.txt}' has multiple definitions in this object`);
      if (f.desc.expr === undefined) throw errorAt(f.loc, "This class should be virtual");
      let type: Type;
      if (f.desc.type !== undefined) {
        type = translType(env, f.desc.type, this.ctx.typeVars);
        const r = repr(type);
        if (r.desc.kind === "Poly" && r.desc.vars.length === 0) type = r.desc.body;
      } else type = newVar();
      methods.set(f.desc.name.txt, { type, field: f, private: f.desc.private });
      const field = f.desc.private ? makeField({ kind: "Either", constant: false, args: [type], matched: true }) : makeField({ kind: "Present", arg: type });
      entries.push({ tag: f.desc.name.txt, field });
    }
    const selfType = newObjectType(entries, newVar(), true, getLevel());
    // Instance variables: typed in the enclosing scope, then bound for the methods.
    const self = createIdent("self");
    const ivars: { name: string; expr: TExpression; mutable: boolean }[] = [];
    const ivarInfos: { inMethod: boolean }[] = [];
    let menv = env;
    const ivarKeys: string[] = [];
    // The self pattern's variables, out of reach of the instance variables' definitions.
    for (const name of patternVarNames(cs.self)) {
      const sid = createIdent(name);
      menv = menv.addValue(sid, { type: selfType, kind: { kind: "Regular" }, loc: cs.self.loc });
      this.selfOutOfScope.add(identKey(sid));
      ivarKeys.push(identKey(sid));
    }
    const seen = new Set<string>();
    for (const f of cs.fields) {
      if (f.desc.kind === "Constraint") classConstraint(env, f.loc, translType(env, f.desc.left, this.ctx.typeVars), translType(env, f.desc.right, this.ctx.typeVars));
      if (f.desc.kind !== "Val") continue;
      if (f.desc.expr === undefined) throw errorAt(f.loc, "This class should be virtual");
      if (seen.has(f.desc.name.txt)) throw errorAt(f.loc, `The instance variable ${f.desc.name.txt} has multiple definitions in this object`);
      seen.add(f.desc.name.txt);
      const e = this.typeExpr(menv, f.desc.expr);
      const ident = createIdent(f.desc.name.txt);
      const index = ivars.length;
      ivars.push({ name: f.desc.name.txt, expr: e, mutable: f.desc.mutable });
      menv = menv.addValue(ident, { type: e.type, kind: { kind: "Regular" }, loc: f.desc.name.loc });
      const info = { name: f.desc.name.txt, self, index, mutable: f.desc.mutable, inMethod: false };
      ivarInfos.push(info);
      this.instVars.set(identKey(ident), info);
      ivarKeys.push(identKey(ident));
    }
    for (const info of ivarInfos) info.inMethod = true;
    // The self pattern.
    const st = new PatState(false);
    const selfPat = this.typePattern(env, cs.self, selfType, st);
    menv = this.addPatVars(menv, st, undefined);
    const selfBinding: TValueBinding | undefined =
      st.vars.length === 0
        ? undefined
        : {
            pattern: selfPat,
            expr: { desc: { kind: "Ident", path: pident(self), value: { type: selfType, kind: { kind: "Regular" }, loc: cs.self.loc } }, type: selfType, loc: cs.self.loc, attributes: [] },
            attributes: [],
            loc: cs.self.loc,
          };
    this.selfStack.push({ self, type: selfType });
    const typedMethods: { name: string; expr: TExpression }[] = [];
    const initializers: TExpression[] = [];
    try {
      for (const f of cs.fields) {
        if (f.desc.kind === "Method") {
          const m = methods.get(f.desc.name.txt)!;
          const mt = repr(m.type);
          const expr = mt.desc.kind === "Poly" ? this.typePolymorphic(menv, f.desc.expr!, mt, "definition") : this.typeExpect(menv, f.desc.expr!, m.type);
          typedMethods.push({ name: f.desc.name.txt, expr });
        } else if (f.desc.kind === "Initializer") {
          initializers.push(this.typeExpect(menv, f.desc.expr, unitType()));
        }
      }
    } finally {
      this.selfStack.pop();
      for (const k of ivarKeys) {
        this.instVars.delete(k);
        this.selfOutOfScope.delete(k);
      }
    }
    // Private methods are hidden from the object's type.
    for (const e of entries) if (rowFieldRepr(e.field).desc.kind === "Either") setRowField(e.field, absentField);
    unifyExp(env, se.loc, selfType, expected);
    return this.mk(se, { kind: "Object", object: { self, selfBinding, ivars, methods: typedMethods, initializers } }, selfType);
  }

  // -------------------------------------------------------------------------------------------
  // Classes

  /** The ancestors `inherit c as super` binds, by their ident's key: the class value and the self they call on. */
  private readonly ancestors = new Map<string, { path: Path; self: Ident; used?: boolean; inMethod?: boolean }>();
  /** The self variables of the classes whose instance variables and inherited classes are being typed, where they may not be used. */
  private readonly selfOutOfScope = new Set<string>();

  /** A class's generic types copied with their variables shared: its self type, parameters and instance variables. */
  private instanceClass(info: ClassInfo): { self: Type; params: Type[]; ivars: Type[]; typeArgs: Type[] } {
    const r = instanceWith(info.typeParams, info.selfType, ...info.params.map((p) => p.type), ...info.ivars.map((v) => v.type));
    const ts = r.types;
    return { self: ts[0]!, params: ts.slice(1, 1 + info.params.length), ivars: ts.slice(1 + info.params.length), typeArgs: r.params };
  }

  /** The class's type parameters given to an instance (`inherit [int] c`, `[int] ct`). */
  private applyTypeArgs(env: Env, loc: Location, name: A.Longident, info: ClassInfo, inst: Type[], args: readonly A.CoreType[]): void {
    if (args.length === 0) return;
    if (args.length !== info.typeParams.length)
      throw classArityError(loc, name, info.typeParams.length, args.length);
    args.forEach((a, i) => unifyExp(env, a.loc, translType(env, a, this.ctx.typeVars), inst[i]!));
  }

  /** Binds the type parameters' names for the class's annotations, then restores the previous bindings. */
  private withTypeParams<T>(names: readonly A.Located<string>[], f: (params: Type[]) => T): T {
    const vars = this.ctx.typeVars.vars;
    const saved = names.map((n) => vars.get(n.txt));
    const params = names.map((n) => {
      const v = newVar(n.txt);
      vars.set(n.txt, v);
      return v;
    });
    try {
      return f(params);
    } finally {
      names.forEach((n, i) => {
        const old = saved[i];
        if (old === undefined) vars.delete(n.txt);
        else vars.set(n.txt, old);
      });
    }
  }

  /** The type of an object made by `new`: the self type closed, its private methods hidden, named after the class. */
  private closeSelf(self: Type, typePath: Path | undefined, args: readonly Type[] = []): Type {
    const t = repr(self);
    if (t.desc.kind !== "Variant") return self;
    const row = rowRepr(t.desc.row);
    for (const e of row.fields) if (rowFieldRepr(e.field).desc.kind === "Either") setRowField(e.field, absentField);
    const more = repr(row.more);
    if (more.desc.kind === "Var")
      link(more, newType({ kind: "Variant", row: { fields: [], more: newType({ kind: "Var", name: undefined }, more.level), closed: true, name: typePath === undefined ? undefined : { path: typePath, args }, object: true } }, more.level));
    return self;
  }

  private lookupClass(env: Env, lid: A.Located<A.Longident>, orClassType = false): { path: Path; info: ClassInfo } {
    const name: A.Longident = lid.txt.kind === "Ldot" ? { ...lid.txt, name: classValueName(lid.txt.name) } : lid.txt.kind === "Lident" ? { kind: "Lident", name: classValueName(lid.txt.name) } : lid.txt;
    const r = env.lookupValue(name);
    if (r === undefined || r === "nomodule" || r.desc.class === undefined || (r.desc.class.classType && !orClassType))
      throw errorAt(lid.loc, `Unbound ${orClassType ? "class type" : "class"} ${longidentName(lid.txt)}`);
    return { path: r.path, info: r.desc.class };
  }

  /** `new c`. */
  typeNew(env: Env, se: A.Expression, lid: A.Located<A.Longident>, expected: Type): TExpression {
    const { path, info } = this.lookupClass(env, lid);
    if (info.virtual) throw errorAt(se.loc, `Cannot instantiate the virtual class ${longidentName(lid.txt)}`);
    const inst = info.pending !== undefined ? { self: info.pending, params: info.params.map((p) => p.type) } : this.instanceClass(info);
    // A class of the group being typed: its objects have its type's name, which stands for the pending type.
    let t = info.pending !== undefined ? newTy({ kind: "Constr", path: info.typePath, args: [...info.typeParams] }) : this.closeSelf(inst.self, info.typePath, (inst as { typeArgs: Type[] }).typeArgs);
    for (let i = info.params.length - 1; i >= 0; i--) t = newTy({ kind: "Arrow", label: info.params[i]!.label, arg: inst.params[i]!, result: t });
    unifyExp(env, se.loc, t, expected);
    return this.mk(se, { kind: "New", path, info }, t);
  }

  /** `class c params = object ... end and ...`: the classes, in order (each sees the ones before). */
  typeClassDecls(env0: Env, decls: readonly A.ClassDeclaration[]): { env: Env; classes: TClass[]; sig: SigItem[] } {
    let env = env0;
    const classes: TClass[] = [];
    const sig: SigItem[] = [];
    // The classes of a declaration are recursive, as in OCaml: each is first known by what its
    // declaration shows (its parameters, the type of its objects still unknown), so that they
    // may make one another's objects and their own (`method copy = new c`), and name their
    // types. (The names first: the pending types may mention any of them.)
    const names = decls.map((d) => ({ typeIdent: createIdent(d.name.txt), ident: createIdent(classValueName(d.name.txt)) }));
    // The classes of a group are generalised together, once all are typed.
    beginDef();
    const pre = decls.map((d, i) => {
      const { typeIdent, ident } = names[i]!;
      // An open object type: the methods used before the class is typed are added to it.
      // The node is generic, its row variable not: each expansion of the class's name is a new
      // node sharing the row (so that no use links the expansion itself to the name).
      const pending = newObjectType([], newVar(), false, GENERIC_LEVEL);
      const params = d.params.map((p) => {
        const v = newVar();
        return { label: p.label as Label, type: p.label.kind === "Optional" ? predefType("option", [v], v.level) : v };
      });
      // The type parameters: one set for the whole group, so that the group's uses of the class agree.
      const typeParams = d.typeParams.map((n) => newVar(n.txt));
      const info: ClassInfo = { name: d.name.txt, typeParams, selfType: newObjectType([], newVar(), false, getLevel()), params, methods: [], ivars: [], size: -1, virtual: d.virtual, typePath: pident(typeIdent), pending };
      return { typeIdent, ident, info };
    });
    let groupEnv = env;
    // What each class shows (its constraint's type, if it has one).
    const shown: ClassInfo[] = [];
    for (const x of pre) {
      const decl: TypeDecl = { params: [...x.info.typeParams], kind: { kind: "Abstract" }, manifest: x.info.pending, private: false, variance: x.info.typeParams.map(() => invariant), immediate: false, loc: decls[0]!.loc, isClass: true };
      groupEnv = groupEnv.addType(x.typeIdent, decl).addValue(x.ident, { type: unitType(), kind: { kind: "Regular" }, loc: decls[0]!.loc, class: x.info });
    }
    decls.forEach((d, i) => {
      const p = pre[i]!;
      const r = this.ctx.warnings.scopedAttributes(d.attributes, () => this.typeClassDecl(groupEnv, d, p));
      // The objects made before the class was known get its type.
      const shownInfo = r.valueDesc.class ?? r.cls.info;
      shown.push(shownInfo);
      const inst = this.instanceClass(shownInfo);
      unifyExp(groupEnv, d.loc, this.closeSelf(inst.self, shownInfo.typePath, inst.typeArgs), p.info.pending!);
      // (The parameters' types as the group's uses made them keep their names: `new d x` with
      // `x : 'a` leaves `'a`, as ocamlc does.)
      p.info.params.forEach((x, j) => unifyExp(groupEnv, d.loc, inst.params[j]!, x.type));
      // The classes after it see it whole: they may inherit it.
      groupEnv = groupEnv.addType(p.typeIdent, r.typeDecl).addValue(p.ident, r.valueDesc);
      classes.push(r.cls);
      sig.push({ kind: "Type", ident: r.typeIdent, decl: r.typeDecl, rec: "Nonrec" });
      const desc = i > 0 && r.valueDesc.class ? { ...r.valueDesc, class: { ...r.valueDesc.class, next: true } } : r.valueDesc;
      sig.push({ kind: "Value", ident: r.cls.ident, desc });
    });
    endDef();
    for (const c of classes) {
      const info = c.info;
      generalize(info.selfType);
      info.params.forEach((x) => generalize(x.type));
      info.ivars.forEach((x) => generalize(x.type));
      info.typeParams.forEach(generalize);
      info.printArgs?.forEach(generalize);
    }
    for (const it of sig)
      if (it.kind === "Type") {
        it.decl.params.forEach(generalize);
        if (it.decl.manifest) generalize(it.decl.manifest);
      }
    decls.forEach((d, i) => this.checkClosedClass(env, d.loc, shown[i]!));
    for (const it of sig) env = it.kind === "Type" ? env.addType(it.ident, it.decl) : it.kind === "Value" ? env.addValue(it.ident, it.desc) : env;
    return { env, classes, sig };
  }

  /** ocamlc's check that a class's public methods have no type variable left unbound. */
  private checkClosedClass(env: Env, loc: Location, info: ClassInfo): void {
    const self = repr(info.selfType);
    const selfProxy = rowProxy(self);
    const row = rowRepr((self.desc as { row: Row }).row);
    // A parameter's type is bound, whatever it is (`constraint 'a = < m : int; .. >`).
    const params = new Set(info.typeParams.map((x) => repr(x)));
    const findVar = (t0: Type, seen: Set<number>): Type | undefined => {
      const t = repr(t0);
      if (t === self || seen.has(t.id) || params.has(t)) return undefined;
      seen.add(t.id);
      const d = t.desc;
      switch (d.kind) {
        case "Var":
          return t.level === GENERIC_LEVEL && t !== selfProxy && !info.typeParams.some((x) => repr(x) === t) ? t : undefined;
        case "Arrow":
          return findVar(d.arg, seen) ?? findVar(d.result, seen);
        case "Tuple":
          for (const x of d.items) {
            const v = findVar(x, seen);
            if (v) return v;
          }
          return undefined;
        case "Constr":
          for (const x of d.args) {
            const v = findVar(x, seen);
            if (v) return v;
          }
          return undefined;
        case "Poly":
          return findVar(d.body, seen);
        case "Variant": {
          if (rowProxy(t) === selfProxy) return undefined;
          // An open object type: the object stands for its row's variable (as ocamlc names it).
          const r = rowRepr(d.row);
          const more = repr(r.more);
          if (!r.closed && more.desc.kind === "Var" && more.level === GENERIC_LEVEL) return t;
          // (A closed object's row variable is no variable of the type.)
          let found: Type | undefined;
          forEachRowChild(r, (x) => {
            if (r.closed && repr(x) === more) return;
            found ??= findVar(x, seen);
          });
          return found;
        }
        default:
          return undefined;
      }
    };
    for (const e of row.fields) {
      const f = rowFieldRepr(e.field).desc;
      if (f.kind !== "Present" || !f.arg) continue;
      const v = findVar(f.arg, new Set());
      if (v === undefined) continue;
      const namer = new Namer();
      const mt = repr(f.arg);
      throw errorAt(
        loc,
        layoutMessage((p) => {
          p.openBox(0, "v");
          p.openBox(0);
          p.text("Some type variables are unbound in this type:");
          p.brk(1, 2);
          classDoc(info, namer, env)(p);
          p.closeBox();
          p.cut();
          if (v.desc.kind === "Variant") namer.aliases.set(v.id, namer.nameOf(rowProxy(v)).name);
          p.openBox(0);
          p.text(`The method ${e.tag}`);
          p.space();
          p.text("has type");
          p.brk(1, 2);
          typeDoc(env, mt.desc.kind === "Poly" ? mt.desc.body : mt, namer)(p);
          p.space();
          p.text("where");
          p.space();
          typeDoc(env, v, namer)(p);
          p.space();
          p.text("is unbound");
          p.closeBox();
          p.closeBox();
        }),
      );
    }
  }

  /** The class a class type describes (`class c : ct` in a signature, `class type ct = ...`, a constraint). */
  private classInfoOfType(env: Env, ct0: A.ClassType, name: string, isVirtualDecl: boolean, typePath: Path, classType: boolean, typeParamNames: readonly A.Located<string>[] = []): ClassInfo {
    beginDef();
    const typeParams = typeParamNames.map((n) => newVar(n.txt));
    const vars = new TypeVars("extensible");
    typeParamNames.forEach((n, i) => vars.vars.set(n.txt, typeParams[i]!));
    let ct: A.ClassType = ct0;
    const selfType = newObjectType([], newVar(), false, getLevel());
    const params: { label: Label; type: Type }[] = [];
    const methodFlags = new Map<string, { private: boolean; virtual: boolean }>();
    const ivars: { name: string; mutable: boolean; virtual: boolean; type: Type; index: number }[] = [];
    while (ct.kind === "Arrow") {
      let arg = translType(env, ct.arg, vars);
      if (ct.label.kind === "Optional") arg = predefType("option", [arg], arg.level);
      params.push({ label: ct.label, type: arg });
      ct = ct.result;
    }
    let printAs: string | undefined;
    const fields: readonly A.ClassSigField[] = ct.kind === "Constr" ? [{ kind: "Inherit", name: ct.name, args: ct.args, loc: ct.loc }] : ct.fields;
    if (ct.kind === "Constr") printAs = longidentName(ct.name.txt);
    // `object ('self) ... end`: the self type named.
    if (ct.kind === "Signature" && ct.self !== undefined) unifyExp(env, ct.self.loc, translType(env, ct.self, vars), selfType);
    for (const f of fields) {
      if (f.kind === "Inherit") {
        const { info } = this.lookupClass(env, f.name, true);
        const inst = this.instanceClass(info);
        if (f.args.length > 0) {
          if (f.args.length !== info.typeParams.length) throw classArityError(f.loc, f.name.txt, info.typeParams.length, f.args.length);
          f.args.forEach((a, j) => unifyExp(env, a.loc, translType(env, a, vars), inst.typeArgs[j]!));
        }
        unifyExp(env, f.loc, inst.self, selfType);
        for (const m of info.methods) methodFlags.set(m.name, { private: m.private, virtual: m.virtual });
        info.ivars.forEach((v, i) => ivars.push({ ...v, type: inst.ivars[i]!, index: -1 }));
      } else if (f.kind === "Val") {
        ivars.push({ name: f.name.txt, mutable: f.mutable, virtual: f.virtual, type: translType(env, f.type, vars), index: -1 });
      } else if (f.kind === "Constraint") {
        classConstraint(env, f.loc, translType(env, f.left, vars), translType(env, f.right, vars));
      } else {
        let type = translType(env, f.type, vars);
        const r0 = repr(type);
        if (r0.desc.kind === "Poly" && r0.desc.vars.length === 0) type = r0.desc.body;
        // A method an inherited class has: its type must be that one's (ocamlc's message).
        const existing = rowField((repr(selfType).desc as { row: Row }).row, f.name.txt);
        const ed = existing === undefined ? undefined : rowFieldRepr(existing).desc;
        const et = ed?.kind === "Present" ? ed.arg : ed?.kind === "Either" ? ed.args[0] : undefined;
        if (et !== undefined)
          try {
            unify(env, type, et);
          } catch (err) {
            // (ocamlc's trace starts at the methods' fields: the mismatch is printed below them.)
            if (err instanceof UnifyError) throw errorAt(f.loc, layoutMessage(unificationDoc(env, new UnifyError([{ got: type, expected: et }, ...err.trace], err.failure), `The method ${f.name.txt} has type`, "but is expected to have type")));
            throw err;
          }
        const field = f.private ? makeField({ kind: "Either", constant: false, args: [type], matched: true }) : makeField({ kind: "Present", arg: type });
        unifyExp(env, f.loc, newObjectType([{ tag: f.name.txt, field }], newVar(), false, getLevel()), selfType);
        methodFlags.set(f.name.txt, { private: f.private, virtual: f.virtual });
      }
    }
    endDef();
    generalize(selfType);
    params.forEach((x) => generalize(x.type));
    ivars.forEach((x) => generalize(x.type));
    typeParams.forEach(generalize);
    const methods = [...methodFlags].map(([n, fl]) => ({ name: n, ...fl })).sort((a, b) => compareTags(a.name, b.name));
    const isVirtual = isVirtualDecl || methods.some((m) => m.virtual);
    return { name, typeParams, selfType, params, methods, ivars, size: -1, virtual: isVirtual, typePath, ...(classType ? { classType: true } : {}), ...(printAs !== undefined ? { printAs } : {}) };
  }

  /** The type abbreviation `'a c` of a class: its parameters and the type of the objects `new c` makes. */
  private classAbbreviation(info: ClassInfo): { params: Type[]; manifest: Type } {
    beginDef();
    const inst = this.instanceClass(info);
    const manifest = this.closeSelf(inst.self, info.typePath, inst.typeArgs);
    endDef();
    generalize(manifest);
    inst.typeArgs.forEach(generalize);
    return { params: inst.typeArgs, manifest };
  }

  /** The type abbreviation `c` of a class and the value standing for it (classes have one at run time, class types not). */
  private classItems(info: ClassInfo, typeIdent: Ident, loc: Location, first: boolean): { typeDecl: TypeDecl; ident: Ident; valueDesc: ValueDesc } {
    const { params, manifest } = this.classAbbreviation(info);
    const typeDecl: TypeDecl = { params, kind: { kind: "Abstract" }, manifest, private: false, variance: params.map(() => invariant), immediate: false, loc, isClass: true };
    const valueDesc: ValueDesc = { type: unitType(), kind: { kind: "Regular" }, loc, class: first ? info : { ...info, next: true } };
    void typeIdent;
    return { typeDecl, ident: createIdent(classValueName(info.name)), valueDesc };
  }

  /** `class c : class_type and ...` in a signature, or `class type ct = class_type and ...`. */
  typeClassDescriptions(env0: Env, decls: readonly A.ClassDescription[], classType = false): { env: Env; sig: SigItem[] } {
    let env = env0;
    const sig: SigItem[] = [];
    decls.forEach((d, i) => {
      const typeIdent = createIdent(d.name.txt);
      const info = this.classInfoOfType(env, d.type, d.name.txt, d.virtual, pident(typeIdent), classType, d.typeParams);
      const r = this.classItems(info, typeIdent, d.loc, i === 0);
      env = env.addType(typeIdent, r.typeDecl).addValue(r.ident, r.valueDesc);
      sig.push({ kind: "Type", ident: typeIdent, decl: r.typeDecl, rec: "Nonrec" });
      sig.push({ kind: "Value", ident: r.ident, desc: r.valueDesc });
    });
    return { env, sig };
  }

  /**
   * A class applied as a class's body (`class d = c 1`, `class d = (fun x -> ...) 1`): the
   * structure `object inherit c 1 p end`, the class's parameters the application leaves out (`p`,
   * of `params`, c's parameters after those a lifted class's inheriting class gives) becoming
   * the declared class's own, in their order (`extra`).
   */
  private appliedClassBody(body: Extract<A.ClassBody, { kind: "Apply" | "ApplyExpr" }>, params: ClassInfo["params"]): { extra: A.ClassPrefixItem[]; cs: A.ClassStructure } {
    const used = params.map(() => false);
    // An optional parameter before a parameter given without label is left out (`c ()` for `c : ?x:int -> unit -> ...`).
    let lastUnlabelled = -1;
    for (const a of body.args) {
      const j = params.findIndex((p, k) => !used[k] && (a.label.kind === "Nolabel" ? p.label.kind === "Nolabel" : p.label.kind !== "Nolabel" && p.label.name === a.label.name));
      // (An argument no parameter takes is the application's error: no parameter is added.)
      if (j < 0) used.fill(true);
      if (j < 0) break;
      used[j] = true;
      if (a.label.kind === "Nolabel") lastUnlabelled = Math.max(lastUnlabelled, j);
    }
    const ghost = { ...body.loc, ghost: true };
    const args: A.Argument[] = [...body.args];
    const extra: A.ClassPrefixItem[] = [];
    params.forEach((p, k) => {
      if (used[k]) return;
      if (p.label.kind === "Optional" && k < lastUnlabelled) {
        args.push({ label: { kind: "Optional", name: p.label.name }, expr: { desc: { kind: "Construct", name: { txt: { kind: "Lident", name: "None" }, loc: ghost }, arg: undefined }, loc: ghost, attributes: [] } });
        return;
      }
      const name = `param#${k}`;
      const label: A.ArgLabel = p.label.kind === "Nolabel" ? { kind: "Nolabel" } : p.label.kind === "Labelled" ? { kind: "Labelled", name: p.label.name } : { kind: "Optional", name: p.label.name };
      extra.push({ kind: "Param", param: { label, default: undefined, pattern: { desc: { kind: "Var", name: { txt: name, loc: ghost } }, loc: ghost, attributes: [] } } });
      args.push({ label, expr: { desc: { kind: "Ident", name: { txt: { kind: "Lident", name }, loc: ghost } }, loc: ghost, attributes: [] } });
    });
    const self: A.Pattern = { desc: { kind: "Any" }, loc: ghost, attributes: [] };
    const expr: A.ClassExpr = { prefix: [], body: { ...body, args }, loc: body.loc };
    return { extra, cs: { self, fields: [{ desc: { kind: "Inherit", override: false, expr, alias: undefined }, loc: body.loc }] } };
  }

  /**
   * A class expression other than a class applied, inherited or applied (`inherit (fun x -> object
   * ... end) 1`, `inherit let y = e in c y`, `inherit (c : ct)`): an anonymous class, typed where
   * the expression stands. The variables of the enclosing class's parameters and `let`s that the
   * expression names (of `bound`) are its first parameters (`captured`), which the enclosing class
   * passes from the fields holding them, so that its methods read them from its own fields.
   */
  private liftClassExpr(env: Env, ce: A.ClassExpr, bound: ReadonlyMap<string, { readonly type: Type; readonly loc: Location }>): Lifted {
    const names = classExprNames(ce);
    const captured = [...bound].filter(([n]) => names.has(n)).map(([name, v]) => ({ name, type: v.type, loc: { ...v.loc, ghost: true } }));
    const d: A.ClassDeclaration = { virtual: false, typeParams: [], name: { txt: "inherited", loc: ce.loc }, params: [], prefix: ce.prefix, body: ce.body, loc: ce.loc, attributes: [] };
    const r = this.typeClassDecl(env, d, undefined, { immediate: true, captured });
    return { cls: r.cls, info: r.valueDesc.class!, captured: captured.map((c) => c.name) };
  }

  /**
   * The arguments of a class applied (`inherit c 1 ~x:2`), one per parameter, typed as OCaml's
   * `type_args` types a class application (each parameter takes the argument of its label, or the
   * first unlabelled one; all labels ignored, with warning 6, when the arguments are all unlabelled
   * and as many as the parameters that are not optional; an optional parameter left out before an
   * unlabelled argument is `None`). What is inherited must then be a class structure: a parameter
   * left without argument is ocamlc's "This class expression is not a class structure" (`exprLoc`).
   */
  private typeClassArgs(
    env: Env,
    info: ClassInfo,
    inst: { readonly self: Type; readonly params: readonly Type[]; readonly ivars: readonly Type[]; readonly typeArgs: readonly Type[] },
    sargs0: readonly ClassArg[],
    headLoc: Location,
    exprLoc: Location,
    named: Extract<A.ClassBody, { kind: "Apply" }> | undefined,
  ): TExpression[] {
    const params = info.params;
    const sargs = [...sargs0];
    const labelName = (l: A.ArgLabel): string => (l.kind === "Nolabel" ? "" : l.name);
    let ignoreLabels = false;
    if (sargs.length > 0) {
      const nonopt = params.filter((x) => x.label.kind !== "Optional");
      if (nonopt.length === sargs.length && sargs.every((a) => a.label.kind === "Nolabel") && nonopt.some((x) => x.label.kind !== "Nolabel")) {
        ignoreLabels = true;
        // (Listed last first, as ocamlc lists them for a class.)
        const names = nonopt.filter((x) => x.label.kind !== "Nolabel").map((x) => labelName(x.label)).reverse();
        this.ctx.warnings.warn(headLoc, 6, `label${names.length > 1 ? "s" : ""} ${names.join(", ")} ${names.length > 1 ? "were" : "was"} omitted in the application of this function.`);
      }
    }
    const wrongLabel = (a: ClassArg): CompileError =>
      errorAt(a.expr?.loc ?? headLoc, `This argument cannot be applied ${a.label.kind === "Nolabel" ? "without label" : `with label ${a.label.kind === "Labelled" ? "~" : "?"}${a.label.name}`}`);
    const out: TExpression[] = [];
    const omitted: number[] = [];
    let i = 0;
    for (; i < params.length && sargs.length > 0; i++) {
      const l = params[i]!.label;
      const t = inst.params[i]!;
      const name = labelName(l);
      const optional = l.kind === "Optional";
      const use = (a: ClassArg): TExpression => {
        if (a.typed !== undefined) return a.typed;
        if (!optional || a.label.kind === "Optional") return this.typeArgument(env, a.expr!, t);
        const inner = newVar();
        unifyExp(env, a.expr!.loc, predefType("option", [inner], inner.level), t);
        return this.someOf(env, this.typeArgument(env, a.expr!, inner), t);
      };
      let arg: TExpression | undefined;
      if (ignoreLabels) {
        const a = sargs[0]!;
        if (name === labelName(a.label) || (!optional && a.label.kind === "Nolabel")) {
          sargs.shift();
          arg = use(a);
        } else if (optional && !sargs.slice(1).some((x) => labelName(x.label) === name)) arg = this.noneOf(env, t, headLoc);
        else throw wrongLabel(a);
      } else {
        const k = sargs.findIndex((x) => labelName(x.label) === name);
        if (k >= 0) arg = use(sargs.splice(k, 1)[0]!);
        else if (optional && sargs.some((x) => x.label.kind === "Nolabel")) arg = this.noneOf(env, t, headLoc);
      }
      if (arg === undefined) omitted.push(i);
      else out[i] = arg;
    }
    if (sargs.length > 0) {
      if (omitted.length > 0) throw wrongLabel(sargs[0]!);
      throw errorAt(headLoc, "This class expression is not a class function, it cannot be applied");
    }
    for (; i < params.length; i++) omitted.push(i);
    if (omitted.length > 0) {
      // The class's type with the parameters left out, as ocamlc prints it (`int -> c`).
      const printed: ClassInfo = {
        ...info,
        // (No type parameters: printed as constraints they would name the types given them.)
        typeParams: [],
        selfType: inst.self,
        params: omitted.map((j) => ({ label: params[j]!.label, type: inst.params[j]! })),
        ivars: info.ivars.map((v, k) => ({ ...v, type: inst.ivars[k]! })),
        ...(named !== undefined ? { printAs: longidentName(named.class.txt), ...(info.typeParams.length > 0 ? { printArgs: [...inst.typeArgs] } : {}) } : {}),
      };
      throw errorAt(
        exprLoc,
        layoutMessage((p) => {
          p.openBox(0);
          p.text("This class expression is not a class structure; it has type");
          p.space();
          classTypeDoc(printed, new Namer(), env)(p);
          p.closeBox();
        }),
      );
    }
    return out;
  }

  /** `object inherit c ... end`: the object of an anonymous class (its type unnamed, its variables not all bound). */
  private typeObjectOfClass(env: Env, se: A.Expression, cs: A.ClassStructure, expected: Type): TExpression {
    const d: A.ClassDeclaration = { virtual: false, typeParams: [], name: { txt: "object", loc: se.loc }, params: [], prefix: [], body: { kind: "Structure", structure: cs }, loc: se.loc, attributes: [] };
    const r = this.typeClassDecl(env, d, undefined, { immediate: true });
    if (cs.fields.some((f) => f.desc.kind === "Inherit" && hasStructure(f.desc.expr))) this.closingSelfType(env, se.loc, cs, r.cls);
    const inst = this.instanceClass(r.cls.info);
    // An object with the public methods of the class it inherits has that class's type, as ocamlc
    // names it (for a class without type parameters).
    const publicNames = (info: ClassInfo): string => info.methods.filter((m) => !m.private).map((m) => m.name).sort().join(" ");
    const parents = r.cls.init.filter((x): x is Extract<TClassInit, { kind: "Inherit" }> => x.kind === "Inherit");
    // (A class expression inherited that applies a class, `inherit (fun x -> c x) 1`, is that class.)
    const only = parents.length === 1 ? parents[0]! : undefined;
    const via = only === undefined ? undefined : only.lifted !== undefined ? only.lifted.applied : only;
    const parent = via !== undefined && via.info.typeParams.length === 0 && publicNames(via.info) === publicNames(r.cls.info) ? via : undefined;
    // (The class's type beside its value: `M.c` for `M.c#class`.)
    const named = parent === undefined ? undefined : parent.path.kind === "Pdot" ? pdot(parent.path.prefix, parent.info.name) : parent.info.typePath;
    const t = this.closeSelf(inst.self, named);
    unifyExp(env, se.loc, t, expected);
    return this.mk(se, { kind: "Object", object: r.cls.object, class: r.cls }, t);
  }

  /**
   * ocamlc 4.13's refusal of an immediate object inheriting a class expression with an object
   * structure in it (`object inherit (object ... end) end`): the object's type cannot be closed.
   * It prints the type as ocamlc has it then: the inherited methods' types, the object's own
   * methods' approximated from their definitions (OCaml's `type_approx`), the row open.
   */
  private closingSelfType(env: Env, loc: Location, cs: A.ClassStructure, cls: TClass): never {
    const own = new Map<string, Type>();
    for (const f of cs.fields) {
      const fd = f.desc;
      if (fd.kind !== "Method" || own.has(fd.name.txt)) continue;
      let t: Type | undefined;
      if (fd.type !== undefined) {
        try {
          t = translType(env, fd.type, new TypeVars("extensible"));
        } catch {
          t = undefined;
        }
      }
      own.set(fd.name.txt, t ?? (fd.expr !== undefined ? this.typeApprox(env, fd.expr) : newVar()));
    }
    const inherited = new Set(cls.init.flatMap((x) => (x.kind === "Inherit" ? x.info.methods.map((m) => m.name) : [])));
    const self = repr(cls.info.selfType);
    const fields: RowEntry[] = [];
    for (const m of cls.info.methods) {
      if (m.private) continue;
      let t: Type | undefined;
      if (inherited.has(m.name) || !own.has(m.name)) {
        const f = rowField((self.desc as { row: Row }).row, m.name);
        const fd = f === undefined ? undefined : rowFieldRepr(f).desc;
        t = fd?.kind === "Present" ? fd.arg : undefined;
        if (t !== undefined) t = instance(t);
      } else t = own.get(m.name);
      fields.push({ tag: m.name, field: makeField({ kind: "Present", arg: t ?? newVar() }) });
    }
    const obj = newObjectType(fields, newVar(), false, getLevel());
    throw errorAt(
      loc,
      layoutMessage((p) => {
        p.openBox(0);
        p.text("Cannot close type of object literal:");
        p.space();
        // (A type scheme: its variables not generalised are weak.)
        typeDoc(env, obj, new Namer({ names: new Map(), counter: 0 }))(p);
        p.cut();
        p.text("it has been unified with the self type of a class that is not yet");
        p.space();
        p.text("completely defined.");
        p.closeBox();
      }),
    );
  }

  /** OCaml's `type_approx`: the shape of an expression's type before it is typed (its `fun`s' arrows, its annotations). */
  private typeApprox(env: Env, e: A.Expression): Type {
    const d = e.desc;
    switch (d.kind) {
      case "Let":
        return this.typeApprox(env, d.body);
      case "Fun": {
        const arg = d.label.kind === "Optional" ? predefType("option", [newVar()], getLevel()) : newVar();
        return newTy({ kind: "Arrow", label: d.label as Label, arg, result: this.typeApprox(env, d.body) });
      }
      case "Function":
        return newTy({ kind: "Arrow", label: nolabel, arg: newVar(), result: d.cases[0] !== undefined ? this.typeApprox(env, d.cases[0].rhs) : newVar() });
      case "Match":
        return d.cases[0] !== undefined ? this.typeApprox(env, d.cases[0].rhs) : newVar();
      case "Try":
        return this.typeApprox(env, d.body);
      case "Tuple":
        return newTy({ kind: "Tuple", items: d.items.map((x) => this.typeApprox(env, x)) });
      case "IfThenElse":
        return this.typeApprox(env, d.then);
      case "Sequence":
        return this.typeApprox(env, d.second);
      case "Constraint":
      case "Coerce":
        try {
          return translType(env, d.kind === "Constraint" ? d.type : d.to, new TypeVars("extensible"));
        } catch {
          return newVar();
        }
      default:
        return newVar();
    }
  }

  /**
   * The class type `info` (generalised) constrained by `(ce : ct)`: checked against ct as ocamlc
   * checks it, then ct's type (its methods, instance variables and parameters; the parameters
   * before the constraint stay the class's), with the class's layout.
   */
  private constrainClass(info: ClassInfo, c: { params: number; item: Extract<A.ClassPrefixItem, { kind: "Constraint" }>; env: Env }, d: A.ClassDeclaration, typePath: Path): ClassInfo {
    const env = c.env;
    const ctInfo = this.classInfoOfType(env, c.item.type, d.name.txt, d.virtual, typePath, false, d.typeParams);
    const impl: ClassInfo = { ...info, params: info.params.slice(c.params) };
    const why = classConstraintMismatch(env, impl, ctInfo);
    if (why !== undefined)
      throw errorAt(
        c.item.loc,
        layoutMessage((p) => {
          p.openBox(0, "v");
          why.forEach((doc, i) => {
            if (i > 0) p.space();
            doc(p);
          });
          p.closeBox();
        }),
      );
    // One scheme of the class's parameters and ct's types.
    beginDef();
    const a = this.instanceClass(info);
    const b = this.instanceClass(ctInfo);
    const methodType = (self: Type, name: string): Type | undefined => {
      const f = rowField((repr(self).desc as { row: Row }).row, name);
      const fd = f === undefined ? undefined : rowFieldRepr(f).desc;
      return fd?.kind === "Present" ? fd.arg : fd?.kind === "Either" ? fd.args[0] : undefined;
    };
    const same = (x: Type | undefined, y: Type | undefined): void => {
      if (x !== undefined && y !== undefined) tryUnifyQuiet(env, x, y);
    };
    a.typeArgs.forEach((t, i) => same(t, b.typeArgs[i]));
    b.params.forEach((p, i) => same(a.params[c.params + i], p));
    for (const m of ctInfo.methods) same(methodType(a.self, m.name), methodType(b.self, m.name));
    ctInfo.ivars.forEach((v, i) => same(a.ivars[info.ivars.findIndex((x) => x.name === v.name)], b.ivars[i]));
    endDef();
    const params = [...a.params.slice(0, c.params).map((t, i) => ({ label: info.params[i]!.label, type: t })), ...b.params.map((t, i) => ({ label: ctInfo.params[i]!.label, type: t }))];
    const ivars = ctInfo.ivars.map((v, i) => ({ ...v, type: b.ivars[i]!, index: info.ivars.find((x) => x.name === v.name)?.index ?? -1 }));
    generalize(b.self);
    params.forEach((p) => generalize(p.type));
    ivars.forEach((v) => generalize(v.type));
    a.typeArgs.forEach(generalize);
    const { printAs: _printAs, printArgs: _printArgs, ...rest } = info;
    return {
      ...rest,
      typeParams: a.typeArgs,
      selfType: b.self,
      params,
      methods: ctInfo.methods,
      ivars,
      ...(ctInfo.printAs !== undefined ? { printAs: ctInfo.printAs } : {}),
    };
  }

  private typeClassDecl(
    env: Env,
    d: A.ClassDeclaration,
    ids?: { readonly typeIdent: Ident; readonly ident: Ident; readonly info: ClassInfo },
    opts: {
      /** An immediate object's or a lifted class expression's class: no check that it is closed, none that it should be virtual. */
      readonly immediate?: boolean;
      /** A lifted class expression's: its first parameters, the inheriting class's variables it names. */
      readonly captured?: readonly { readonly name: string; readonly type: Type; readonly loc: Location }[];
    } = {},
  ): { cls: TClass; typeIdent: Ident; typeDecl: TypeDecl; valueDesc: ValueDesc } {
    const immediate = opts.immediate === true;
    const typeIdent = ids?.typeIdent ?? createIdent(d.name.txt);
    const typePath = pident(typeIdent);
    const self = createIdent("self");
    const keys: string[] = [];
    const aliases: { key: string; name: string; loc: Location }[] = [];
    let size = 0;
    beginDef();
    // The type parameters, named in the class's annotations.
    // (A class of a group takes the group's: they are generalised once the whole group is typed.)
    const typeParams = ids ? [...ids.info.typeParams] : d.typeParams.map((n) => newVar(n.txt));
    const tvars = this.ctx.typeVars.vars;
    const savedTypeVars = d.typeParams.map((n) => tvars.get(n.txt));
    d.typeParams.forEach((n, k) => tvars.set(n.txt, typeParams[k]!));
    const restoreTypeVars = (): void =>
      d.typeParams.forEach((n, k) => {
        const old = savedTypeVars[k];
        if (old === undefined) tvars.delete(n.txt);
        else tvars.set(n.txt, old);
      });
    const selfType = newObjectType([], newVar(), false, getLevel());
    let menv = env;
    const ivarInfos: { name: string; mutable: boolean; virtual: boolean; type: Type; index: number; info: { inMethod: boolean } }[] = [];
    const bindIvar = (name: string, type: Type, mutable: boolean, index: number, loc: Location, hidden: boolean, origin?: string): { inMethod: boolean } => {
      const ident = createIdent(name);
      menv = menv.addValue(ident, { type, kind: { kind: "Regular" }, loc });
      const info = { name, self, index, mutable, inMethod: hidden, ...(origin !== undefined ? { origin } : {}) };
      this.instVars.set(identKey(ident), info);
      keys.push(identKey(ident));
      return info;
    };
    const items: A.ClassPrefixItem[] = [...d.params.map((param) => ({ kind: "Param" as const, param })), ...d.prefix];
    let appliedTypeArgs: Type[] | undefined;
    const methodFlags = new Map<string, { private: boolean; virtual: boolean }>();
    const prefix: TClassPrefixItem[] = [];
    const stores: { ident: Ident; index: number }[] = [];
    const paramTypes: { label: Label; type: Type }[] = [];
    const init: TClassInit[] = [];
    const typedMethods: { name: string; expr: TExpression }[] = [];
    const initializers: TExpression[] = [];
    // The class's fields: each instance variable's by its name (shared with the inherited
    // classes' of that name), each hidden one (a parameter's or `let`'s variable) its own.
    const slots: (string | undefined)[] = [];
    const newSlot = (name: string | undefined): number => {
      slots.push(name);
      return size++;
    };
    // The methods called on self that the class does not declare (private and virtual, warning 17).
    const undeclared = new Set<string>();
    this.selfStack.push({ self, type: selfType, undeclared });
    // The self type may not reach a variable older than the class (`r := Some self`).
    const classLevel = getLevel();
    // (The self type's row variable, the last one: methods are added to the row as they are typed.)
    const selfVar = (): Type => rowProxy(repr(selfType));
    const watcher = (v: Type, t: Type): string | undefined => (v.level < classLevel && reaches(t, selfVar()) ? selfEscape : undefined);
    linkWatchers.push(watcher);
    try {
      // What comes before the body, in order: the parameters and the `let`s. Their variables are
      // ordinary values there; the body sees each name's last binding as a hidden instance variable.
      const bound = new Map<string, { ident: Ident; type: Type; loc: Location }>();
      // (Their variables warn when unused, 26 and 27, as the class's self's does.)
      const prefixVars: PatState[] = [];
      const opened: TModuleExpr[] = [];
      // The constraints `(ce : ct)`, each with the number of parameters before it.
      const constraints: { params: number; item: Extract<A.ClassPrefixItem, { kind: "Constraint" }>; env: Env }[] = [];
      // A lifted class expression's captured variables: its first parameters.
      for (const c of opts.captured ?? []) {
        const ident = createIdent(c.name);
        menv = menv.addValue(ident, { type: c.type, kind: { kind: "Regular" }, loc: c.loc });
        bound.set(c.name, { ident, type: c.type, loc: c.loc });
        prefix.push({ kind: "Param", label: nolabel, pattern: { desc: { kind: "Var", ident }, type: c.type, loc: c.loc, immediate: false }, default: undefined });
        paramTypes.push({ label: nolabel, type: c.type });
      }
      const typePrefixItem = (item: A.ClassPrefixItem): void => {
        if (item.kind === "Constraint") {
          constraints.push({ params: paramTypes.length, item, env: menv });
        } else if (item.kind === "Param") {
          const prm = item.param;
          const arg = newVar();
          let patType = arg;
          let def: TExpression | undefined;
          if (prm.label.kind === "Optional") {
            const inner = newVar();
            unify(env, predefType("option", [inner], inner.level), arg);
            if (prm.default) {
              patType = inner;
              def = this.typeExpect(menv, prm.default, inner);
            }
          }
          const st = new PatState(false);
          const pattern = this.typePatterns(menv, [prm.pattern], patType, [st])[0]!;
          menv = this.addPatVars(menv, st, 27);
          prefixVars.push(st);
          for (const v of st.vars) bound.set(v.name, { ident: v.ident, type: v.type, loc: v.loc });
          prefix.push({ kind: "Param", label: prm.label, pattern, default: def });
          paramTypes.push({ label: prm.label, type: arg });
        } else if (item.kind === "Open") {
          const r = this.ctx.openModule(menv, item.module, { loc: item.openLoc, bang: item.override });
          // (A structure opened would have to be evaluated where the class's code could reach it.)
          if (r.ident !== undefined) throw errorAt(item.module.loc, "Opening a module expression other than a path before a class's body is not supported yet");
          menv = r.env;
          opened.push(r.module);
          prefix.push({ kind: "Open", module: r.module });
        } else {
          const r = this.typeLet(menv, item.rec ? "Recursive" : "Nonrecursive", item.bindings, false, item.loc);
          menv = r.env;
          prefixVars.push(r.vars);
          for (const v of r.vars.vars) bound.set(v.name, { ident: v.ident, type: v.type, loc: v.loc });
          prefix.push({ kind: "Let", rec: item.rec, bindings: r.bindings });
        }
      };
      items.forEach(typePrefixItem);
      // The class expressions lifted to anonymous classes, by their node (see `liftClassExpr`).
      const lifted = new Map<A.ClassExpr, Lifted>();
      // The body; a class applied is `object inherit c args p end`, its parameters left out (`p`) the class's own.
      let cs: A.ClassStructure;
      let appliedInfo: ClassInfo | undefined;
      let applied: TClass["applied"];
      if (d.body.kind === "Structure") cs = d.body.structure;
      else {
        let params: ClassInfo["params"];
        if (d.body.kind === "Apply") {
          applied = this.lookupClass(menv, d.body.class);
          appliedInfo = applied.info;
          if (appliedInfo.typeParams.length !== d.body.typeArgs.length) throw classArityError(d.body.class.loc, d.body.class.txt, appliedInfo.typeParams.length, d.body.typeArgs.length);
          params = appliedInfo.params;
        } else {
          const l = this.liftClassExpr(menv, d.body.head, bound);
          lifted.set(d.body.head, l);
          appliedInfo = l.info;
          applied = l.cls.applied;
          params = l.info.params.slice(l.captured.length);
        }
        const r = this.appliedClassBody(d.body, params);
        r.extra.forEach(typePrefixItem);
        cs = r.cs;
      }
      // The variables of the prefix, each in a hidden field (those a lifted class names passed to it from there).
      const boundSlots = new Map<string, { index: number; type: Type; key: string }>();
      for (const [name, v] of bound) {
        const index = newSlot(undefined);
        bindIvar(name, v.type, false, index, v.loc, true, identKey(v.ident));
        stores.push({ ident: v.ident, index });
        boundSlots.set(name, { index, type: v.type, key: identKey(v.ident) });
      }
      // The methods' types in the self type, in the order of the fields (a method an inherited
      // class defines after it overrides it: `overridden`).
      const declared = new Map<string, Type>();
      const own = new Set<string>();
      const overridden = new Set<string>();
      const declareMethod = (f: A.ClassField, fd: Extract<A.ClassFieldDesc, { kind: "Method" }>): void => {
        if (own.has(fd.name.txt)) throw errorAt(f.loc, `The method \`${fd.name.txt}' has multiple definitions in this object`);
        own.add(fd.name.txt);
        let type: Type;
        if (fd.type !== undefined) {
          type = translType(env, fd.type, this.ctx.typeVars);
          const r0 = repr(type);
          if (r0.desc.kind === "Poly" && r0.desc.vars.length === 0) type = r0.desc.body;
        } else type = newVar();
        const existing = rowField((repr(selfType).desc as { row: Row }).row, fd.name.txt);
        const prev = methodFlags.get(fd.name.txt);
        if (fd.override && prev === undefined) throw errorAt(f.loc, `The method \`${fd.name.txt}' has no previous definition`);
        if (!fd.override && prev !== undefined && !prev.virtual && fd.expr !== undefined) this.ctx.warnings.warn(f.loc, 7, `the method ${fd.name.txt} is overridden.`);
        if (existing !== undefined) {
          const et = existing.desc.kind === "Present" ? existing.desc.arg! : existing.desc.kind === "Either" ? existing.desc.args[0]! : newVar();
          unifyExp(menv, f.loc, type, et);
          type = et;
          if (!fd.private && existing.desc.kind === "Either") unify(menv, newObjectType([{ tag: fd.name.txt, field: makeField({ kind: "Present", arg: type }) }], newVar(), false, getLevel()), selfType);
        } else {
          const field = fd.private ? makeField({ kind: "Either", constant: false, args: [type], matched: true }) : makeField({ kind: "Present", arg: type });
          unify(menv, newObjectType([{ tag: fd.name.txt, field }], newVar(), false, getLevel()), selfType);
        }
        declared.set(fd.name.txt, type);
        const isVirtual = fd.expr === undefined;
        methodFlags.set(fd.name.txt, { private: fd.private && (prev?.private ?? true), virtual: isVirtual && (prev?.virtual ?? true) });
      };
      // The self pattern's variables, out of reach of the instance variables' definitions and the inherited classes.
      for (const name of patternVarNames(cs.self)) {
        const sid = createIdent(name);
        menv = menv.addValue(sid, { type: selfType, kind: { kind: "Regular" }, loc: cs.self.loc });
        this.selfOutOfScope.add(identKey(sid));
        keys.push(identKey(sid));
      }
      // Inherited classes, instance variables and methods, in order.
      for (const f of cs.fields) {
        const fd = f.desc;
        if (fd.kind === "Method") declareMethod(f, fd);
        else if (fd.kind === "Inherit") {
          const ce = fd.expr;
          const b = ce.body;
          // What is inherited: a class applied, or a class expression lifted to an anonymous class.
          let path: Path;
          let info: ClassInfo;
          let liftedClass: Lifted | undefined;
          let sargs: readonly ClassArg[];
          let headLoc: Location;
          if (ce.prefix.length === 0 && b.kind === "Apply") {
            ({ path, info } = this.lookupClass(menv, b.class));
            if (info.pending !== undefined) throw errorAt(b.class.loc, `The class ${longidentName(b.class.txt)} is not yet completely defined`);
            sargs = b.args;
            headLoc = b.class.loc;
          } else {
            const head = ce.prefix.length === 0 && b.kind === "ApplyExpr" ? b.head : ce;
            liftedClass = lifted.get(head) ?? this.liftClassExpr(menv, head, bound);
            path = pident(liftedClass.cls.ident);
            info = liftedClass.info;
            // The captured variables, read from the fields holding them.
            const captured: ClassArg[] = liftedClass.captured.map((name) => {
              const v = boundSlots.get(name)!;
              const u = this.ctx.unused.get(v.key);
              if (u) u.used = true;
              return { label: { kind: "Nolabel" }, typed: { desc: { kind: "InstVar", self, index: v.index }, type: v.type, loc: { ...head.loc, ghost: true }, attributes: [] } };
            });
            sargs = head === ce ? captured : [...captured, ...(b as { args: readonly A.Argument[] }).args];
            headLoc = head.loc;
          }
          // (The name warnings 7 and 13 give: the class's, or "inherited" for a class expression that is no class's.)
          const cname = ce.prefix.length === 0 && b.kind === "Apply" ? longidentName(b.class.txt) : (info.printAs ?? "inherited");
          const inst = this.instanceClass(info);
          // (An arity error is at the class's path and its type arguments.)
          if (b.kind === "Apply" && ce.prefix.length === 0) this.applyTypeArgs(menv, { ...b.loc, end: b.class.loc.end }, b.class.txt, info, inst.typeArgs, b.typeArgs);
          if (d.body.kind === "Apply") appliedTypeArgs = inst.typeArgs;
          try {
            unify(menv, inst.self, selfType);
          } catch (err) {
            if (err instanceof UnifyError) throw errorAt(f.loc, layoutMessage(unificationDoc(menv, err, "This class has type", "but is expected to have type")));
            throw err;
          }
          // What this class redefines of the ones inherited before it (warnings 7 and 13, unless `inherit!`, which must redefine something).
          const meths = info.methods.filter((m) => !m.virtual && methodFlags.get(m.name)?.virtual === false).map((m) => m.name);
          const vars = info.ivars.filter((v) => !v.virtual && ivarInfos.some((x) => x.name === v.name && !x.virtual)).map((v) => v.name);
          if (fd.override && meths.length === 0 && vars.length === 0) throw errorAt(ce.loc, "This inheritance does not override any method instance variable");
          if (!fd.override) {
            const sorted = (xs: string[]): string => [...xs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(" ");
            if (meths.length > 0) this.ctx.warnings.warn(ce.loc, 7, `the following methods are overridden by the class ${cname} :\n  ${sorted(meths)}`);
            if (vars.length > 0)
              this.ctx.warnings.warn(ce.loc, 13, `the following instance variables are overridden by the class ${cname} :\n  ${sorted(vars)}\nThe behaviour changed in ocaml 3.10 (previous behaviour was hiding.)`);
          }
          for (const m of info.methods) {
            const prev = methodFlags.get(m.name);
            if (!m.virtual && own.has(m.name)) overridden.add(m.name);
            methodFlags.set(m.name, { private: m.private && (prev?.private ?? true), virtual: m.virtual && (prev?.virtual ?? true) });
          }
          // The arguments, typed as OCaml types a class applied; the class must then be a structure.
          const args = this.typeClassArgs(menv, info, inst, sargs, headLoc, ce.loc, ce.prefix.length === 0 && b.kind === "Apply" ? b : undefined);
          init.push({ kind: "Inherit", path, info, args, ...(liftedClass !== undefined ? { lifted: liftedClass.cls } : {}) });
          for (let i = 0; i < info.ivars.length; i++) {
            const v = info.ivars[i]!;
            const existing = ivarInfos.find((x) => x.name === v.name);
            if (existing) {
              unifyExp(menv, f.loc, inst.ivars[i]!, existing.type);
              existing.virtual = existing.virtual && v.virtual;
              continue;
            }
            const index = newSlot(v.name);
            ivarInfos.push({ name: v.name, mutable: v.mutable, virtual: v.virtual, type: inst.ivars[i]!, index, info: bindIvar(v.name, inst.ivars[i]!, v.mutable, index, f.loc, false) });
          }
          if (fd.alias !== undefined) {
            const aid = createIdent(fd.alias.txt);
            menv = menv.addValue(aid, { type: selfType, kind: { kind: "Regular" }, loc: fd.alias.loc });
            this.ancestors.set(identKey(aid), { path, self, inMethod: false });
            aliases.push({ key: identKey(aid), name: fd.alias.txt, loc: ce.loc });
            keys.push(identKey(aid));
          }
        } else if (fd.kind === "Val") {
          const existing = ivarInfos.find((x) => x.name === fd.name.txt);
          if (existing && !fd.override && fd.expr !== undefined && !existing.virtual)
            this.ctx.warnings.warn(fd.name.loc, 13, `the instance variable ${fd.name.txt} is overridden.\nThe behaviour changed in ocaml 3.10 (previous behaviour was hiding.)`);
          let type: Type;
          const index = existing ? existing.index : newSlot(fd.name.txt);
          if (fd.expr === undefined) {
            type = translType(env, fd.type!, this.ctx.typeVars);
          } else {
            const e = this.typeExpr(menv, fd.expr);
            type = e.type;
            init.push({ kind: "Val", index, expr: e });
          }
          if (existing) {
            unifyExp(menv, f.loc, type, existing.type);
            existing.virtual = existing.virtual && fd.expr === undefined;
          } else {
            ivarInfos.push({ name: fd.name.txt, mutable: fd.mutable, virtual: fd.expr === undefined, type, index, info: bindIvar(fd.name.txt, type, fd.mutable, index, fd.name.loc, false) });
          }
        } else if (fd.kind === "Constraint") {
          classConstraint(menv, f.loc, translType(env, fd.left, this.ctx.typeVars), translType(env, fd.right, this.ctx.typeVars));
        }
      }
      for (const v of ivarInfos) v.info.inMethod = true;
      for (const a of aliases) this.ancestors.get(a.key)!.inMethod = true;
      // The self pattern (typed alone, then its type made the self type's), then the bodies.
      const st = new PatState(false);
      const patType = newVar();
      const selfPat = this.typePattern(env, cs.self, patType, st);
      try {
        unify(env, patType, selfType);
      } catch (err) {
        if (!(err instanceof UnifyError)) throw err;
        throw errorAt(
          cs.self.loc,
          layoutMessage((p) => {
            p.openBox(0);
            p.text("This pattern cannot match self: it only matches values of type");
            p.space();
            typeDoc(env, patType)(p);
            p.closeBox();
          }),
        );
      }
      // The methods the self pattern's type names that the class does not define are virtual.
      for (const e of rowRepr((repr(selfType).desc as { row: Row }).row).fields) {
        const fk = rowFieldRepr(e.field).desc.kind;
        if (!methodFlags.has(e.tag) && (fk === "Present" || fk === "Either")) methodFlags.set(e.tag, { private: fk === "Either", virtual: true });
        // A private method the self pattern's type makes public.
        const fl = methodFlags.get(e.tag);
        if (fl?.private && fk === "Present") methodFlags.set(e.tag, { ...fl, private: false });
      }
      menv = this.addPatVars(menv, st, 27);
      prefixVars.push(st);
      const selfBinding: TValueBinding | undefined =
        st.vars.length === 0
          ? undefined
          : {
              pattern: selfPat,
              expr: { desc: { kind: "Ident", path: pident(self), value: { type: selfType, kind: { kind: "Regular" }, loc: cs.self.loc } }, type: selfType, loc: cs.self.loc, attributes: [] },
              attributes: [],
              loc: cs.self.loc,
            };
      // (Each initializer after the inherited classes before it: they run in the order of the fields.)
      const initializerParents: number[] = [];
      let parentsSoFar = 0;
      for (const f of cs.fields) {
        const fd = f.desc;
        if (fd.kind === "Method" && fd.expr !== undefined) {
          const mt = repr(declared.get(fd.name.txt)!);
          const expr = mt.desc.kind === "Poly" ? this.typePolymorphic(menv, fd.expr, mt, "definition") : this.typeExpect(menv, fd.expr, mt);
          if (!overridden.has(fd.name.txt)) typedMethods.push({ name: fd.name.txt, expr });
        } else if (fd.kind === "Initializer") {
          initializers.push(this.typeExpect(menv, fd.expr, unitType()));
          initializerParents.push(parentsSoFar);
        } else if (fd.kind === "Inherit") parentsSoFar++;
      }
      endDef();
      for (const m of undeclared) if (!methodFlags.has(m)) methodFlags.set(m, { private: true, virtual: true });
      const methods = [...methodFlags].map(([name, fl]) => ({ name, private: fl.private, virtual: fl.virtual }));
      const isVirtual = methods.some((m) => m.virtual) || ivarInfos.some((v) => v.virtual);
      if (isVirtual && !d.virtual && opts.captured === undefined) {
        const m = methods.find((x) => x.virtual);
        const names = m ? methods.filter((x) => x.virtual).map((x) => x.name) : ivarInfos.filter((x) => x.virtual).map((x) => x.name);
        throw errorAt(
          d.loc,
          layoutMessage((p) => {
            p.openBox(0);
            p.text("This class should be virtual.");
            p.space();
            p.openBox(2);
            p.text(`The following ${m ? "methods" : "instance variables"} are undefined :`);
            for (const n of names) {
              p.space();
              p.text(n);
            }
            p.closeBox();
            p.closeBox();
          }),
        );
      }
      generalize(selfType);
      paramTypes.forEach((p) => generalize(p.type));
      ivarInfos.forEach((v) => generalize(v.type));
      typeParams.forEach(generalize);
      const info: ClassInfo = {
        name: d.name.txt,
        typeParams,
        selfType,
        params: paramTypes,
        methods: methods.sort((a, b) => compareTags(a.name, b.name)),
        ivars: ivarInfos.map((v) => ({ name: v.name, mutable: v.mutable, virtual: v.virtual, type: v.type, index: v.index })),
        ...objectLayout(init, slots),
        virtual: isVirtual,
        typePath,
        // `class d = c 1` prints as `int -> c`; `class d = (fun x -> c x) 1` too.
        ...(d.body.kind === "Apply" ? { printAs: longidentName(d.body.class.txt), ...(d.body.typeArgs.length > 0 && appliedTypeArgs ? { printArgs: appliedTypeArgs } : {}) } : {}),
        ...(d.body.kind === "ApplyExpr" && appliedInfo?.printAs !== undefined ? { printAs: appliedInfo.printAs, ...(appliedInfo.printArgs ? { printArgs: appliedInfo.printArgs } : {}) } : {}),
      };
      appliedTypeArgs?.forEach(generalize);
      // `(ce : ct)`, innermost first: the class's type must match ct, which becomes its type.
      let constrained = info;
      for (let j = constraints.length - 1; j >= 0; j--) constrained = this.constrainClass(constrained, constraints[j]!, d, typePath);
      if (!immediate) this.checkClosedClass(env, d.loc, constrained);
      for (const x of prefixVars) this.reportUnusedVars(x);
      for (const m of opened) this.ctx.warnUnusedLocalValues(m);
      for (const a of aliases) if (!this.ancestors.get(a.key)?.used) this.ctx.warnings.warn(a.loc, 36, `unused ancestor variable ${a.name}.`);
      // The type abbreviation `c`: the type of the objects `new c` makes.
      const abbrev = this.classAbbreviation(constrained);
      const typeDecl: TypeDecl = { params: abbrev.params, kind: { kind: "Abstract" }, manifest: abbrev.manifest, private: false, variance: abbrev.params.map(() => invariant), immediate: false, loc: d.loc, isClass: true };
      const valueDesc: ValueDesc = { type: unitType(), kind: { kind: "Regular" }, loc: d.loc, class: constrained };
      const ident = ids?.ident ?? createIdent(classValueName(d.name.txt));
      const object: TObject = { self, selfBinding, ivars: [], methods: typedMethods, initializers };
      // (The class it applies, but through a constraint, which gives it another type.)
      if (constraints.length > 0) applied = undefined;
      return { cls: { ident, info, object, prefix, stores, slots, init, initializerParents, attributes: d.attributes, ...(opts.captured !== undefined ? { perObject: true } : {}), ...(applied !== undefined ? { applied } : {}) }, typeIdent, typeDecl, valueDesc };
    } finally {
      linkWatchers.splice(linkWatchers.indexOf(watcher), 1);
      this.selfStack.pop();
      restoreTypeVars();
      for (const k of keys) {
        this.instVars.delete(k);
        this.ancestors.delete(k);
        this.selfOutOfScope.delete(k);
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Expressions

  typeExpr(env: Env, se: A.Expression): TExpression {
    return this.typeExpect(env, se, newVar());
  }

  typeExpect(env: Env, se: A.Expression, expected: Type): TExpression {
    if (se.attributes.length > 0) return this.ctx.warnings.scopedAttributes(se.attributes, () => this.typeExpect1(env, se, expected));
    return this.typeExpect1(env, se, expected);
  }

  private mk(se: A.Expression, desc: TExpression["desc"], type: Type): TExpression {
    const e: TExpression = { desc, type, loc: se.loc, attributes: se.attributes };
    if (desc.kind === "Match" || desc.kind === "Function" || desc.kind === "Try") this.ctx.warnings.matchNode(e);
    return e;
  }

  /**
   * A constructor application. A written-out list nests `::` as deep as it is long, so the
   * spine (a constructor whose last argument is again a constructor application) is typed in a
   * loop, in the order the recursive definition would follow, and the typed nodes are built
   * bottom-up afterwards: no stack frame per element.
   */
  private typeConstruct(env: Env, se0: A.Expression, expected0: Type): TExpression {
    const spine: { se: A.Expression; c: ConstructorDesc; targs: TExpression[]; result: Type }[] = [];
    let se = se0;
    let expected = expected0;
    let built: TExpression;
    for (;;) {
      const d = se.desc as Extract<A.Expression["desc"], { kind: "Construct" }>;
      const loc = se.loc;
      const c = lookupConstructor(env, d.name, expected, false, se.loc);
      warnNameChoice(this.ctx.warnings, env, "constructor", d.name, expected);
      if (c.private && c.tag.kind !== "Extension") throw errorAt(loc, `Cannot create values of the private type ${printPath(c.typePath, env)}`);
      const given = d.arg === undefined ? [] : c.args.length > 1 && d.arg.desc.kind === "Tuple" ? d.arg.desc.items : [d.arg];
      if (given.length !== c.args.length) throw constructorArity(loc, c, given.length);
      const inst = new Instantiator();
      const args = c.args.map((a) => inst.copy(a));
      const result = inst.copy(c.result);
      // Only the fields of an inline record are read back from it (keeping every instance
      // would hold memory for the whole unit).
      if (c.inlineRecord) this.inlineInstances.set(c, inst);
      unifyExp(env, loc, result, expected);
      if (c.inlineRecord && given[0]) {
        built = this.mk(se, { kind: "Construct", constructor: c, args: [this.typeInlineRecord(env, given[0], c, args[0]!, inst)] }, result);
        break;
      }
      const n = given.length;
      const targs: TExpression[] = [];
      for (let i = 0; i < n - 1; i++) targs.push(this.typeExpect(env, given[i]!, args[i]!));
      const tail = n > 0 ? given[n - 1]! : undefined;
      // Continue the loop only where `typeExpect` would go straight back to this case.
      if (tail && tail.desc.kind === "Construct" && tail.attributes.length === 0 && repr(args[n - 1]!).desc.kind !== "Poly") {
        spine.push({ se, c, targs, result });
        se = tail;
        expected = args[n - 1]!;
        continue;
      }
      if (tail) targs.push(this.typeExpect(env, tail, args[n - 1]!));
      built = this.mk(se, { kind: "Construct", constructor: c, args: targs }, result);
      break;
    }
    for (let i = spine.length - 1; i >= 0; i--) {
      const s = spine[i]!;
      s.targs.push(built);
      built = this.mk(s.se, { kind: "Construct", constructor: s.c, args: s.targs }, s.result);
    }
    return built;
  }

  /**
   * `let ... in`, `e1; e2` and `if ... then ... else`, whose last sub-expression is typed
   * against the same expected type: chains of them (as deep as a program is long) are typed in
   * a loop, each node doing its work in the order the recursive definition would, and the typed
   * nodes built innermost first afterwards.
   */
  private typeChain(env0: Env, se0: A.Expression, expected: Type): TExpression {
    const frames: ((last: TExpression) => TExpression)[] = [];
    let se = se0;
    let env = env0;
    for (;;) {
      const s = se;
      const d = s.desc;
      let next: A.Expression;
      let nextEnv = env;
      switch (d.kind) {
        case "Let": {
          const { env: env2, bindings, vars } = this.typeLet(env, d.rec, d.bindings, false, s.loc);
          // ocamlc checks the patterns once the bindings are typed, before the body.
          if (bindings.some((b) => b.pattern.desc.kind !== "Var")) {
            const unit: TExpression = { desc: { kind: "Constant", constant: { kind: "Int", text: "0", suffix: "" } }, type: intType(), loc: s.loc, attributes: [] };
            const loc = { ...s.loc, start: bindings[0]!.pattern.loc.start, end: bindings[bindings.length - 1]!.expr.loc.end };
            this.ctx.warnings.matchNode({ desc: { kind: "Let", rec: d.rec === "Recursive", bindings, body: unit }, type: unit.type, loc, attributes: [] });
          }
          frames.push((body) => {
            checkExistentialEscape(env2, vars, body);
            this.reportUnused(bindings);
            return this.mk(s, { kind: "Let", rec: d.rec === "Recursive", bindings, body }, body.type);
          });
          next = d.body;
          nextEnv = env2;
          break;
        }
        case "Sequence": {
          const first = this.typeStatement(env, d.first);
          frames.push((second) => this.mk(s, { kind: "Sequence", first, second }, second.type));
          next = d.second;
          break;
        }
        case "IfThenElse": {
          const e = env;
          const cond = this.explained(d.cond.loc, "because it is in the condition of an if-statement", () => this.typeExpect(e, d.cond, boolType()));
          const th = this.typeExpect(env, d.then, expected);
          frames.push((el) => this.mk(s, { kind: "IfThenElse", cond, then: th, else: el }, expected));
          next = d.else!;
          break;
        }
        default:
          throw new Error(`unreachable: ${d.kind} is not a chain`);
      }
      const nd = next.desc;
      const chained = nd.kind === "Let" || nd.kind === "Sequence" || (nd.kind === "IfThenElse" && nd.else !== undefined);
      // Continue only where `typeExpect` would come straight back to this method.
      if (chained && next.attributes.length === 0 && repr(expected).desc.kind !== "Poly") {
        se = next;
        env = nextEnv;
        continue;
      }
      let built = this.typeExpect(nextEnv, next, expected);
      for (let i = frames.length - 1; i >= 0; i--) built = frames[i]!(built);
      return built;
    }
  }

  private typeExpect1(env: Env, se: A.Expression, expected0: Type): TExpression {
    const d = se.desc;
    const loc = se.loc;
    // An explicitly polymorphic expected type (a polymorphic field): typed against rigid variables.
    const pe = repr(expected0);
    if (pe.desc.kind === "Poly") {
      const skolems = pe.desc.vars.map((v) => newTy({ kind: "Univar", name: (repr(v).desc as { name?: string }).name }));
      const e = this.typeExpect1(env, se, substUnivars(pe.desc.body, pe.desc.vars, skolems));
      return { ...e, type: pe };
    }
    const expected = expected0;
    switch (d.kind) {
      case "Ident": {
        const { path, desc } = this.lookupValue(env, d.name);
        if (path.kind === "Pident" && this.selfOutOfScope.has(identKey(path.ident)))
          throw errorAt(
            loc,
            layoutMessage((p) => {
              p.openBox(0);
              p.text(`The self variable ${path.ident.name}`);
              p.space();
              p.text("cannot be accessed from the definition of an instance variable");
              p.closeBox();
            }),
          );
        const t = instanceValue(desc.type);
        try {
          unifyExp(env, loc, t, expected);
        } catch (err) {
          throw withUnitHint(env, err, t, expected);
        }
        if (path.kind === "Pident" && this.ancestors.has(identKey(path.ident))) throw errorAt(loc, "Ancestor names can only be used to select inherited methods");
        const iv = path.kind === "Pident" ? this.instVars.get(identKey(path.ident)) : undefined;
        if (iv !== undefined) {
          if (!iv.inMethod)
            throw errorAt(
              loc,
              layoutMessage((p) => {
                p.openBox(0);
                p.text(`The instance variable ${iv.name}`);
                p.space();
                p.text("cannot be accessed from the definition of another instance variable");
                p.closeBox();
              }),
            );
          if (iv.origin !== undefined) {
            const u = this.ctx.unused.get(iv.origin);
            if (u) u.used = true;
          }
          return this.mk(se, { kind: "InstVar", self: iv.self, index: iv.index }, t);
        }
        return this.mk(se, { kind: "Ident", path, value: desc }, t);
      }
      case "Send":
        return this.typeSend(env, se, d, expected);
      case "Object":
        // An object inheriting a class is made as an anonymous class's object.
        if (d.structure.fields.some((f) => f.desc.kind === "Inherit")) return this.typeObjectOfClass(env, se, d.structure, expected);
        return this.typeObject(env, se, d.structure, expected);
      case "New":
        return this.typeNew(env, se, d.class, expected);
      case "SetInstVar": {
        const r = env.lookupValue({ kind: "Lident", name: d.name.txt });
        const iv = r && r !== "nomodule" && r.path.kind === "Pident" ? this.instVars.get(identKey(r.path.ident)) : undefined;
        if (r === undefined || r === "nomodule") throw errorAt(loc, `Unbound instance variable ${d.name.txt}`);
        if (iv === undefined || !iv.inMethod) throw errorAt(loc, `The value ${d.name.txt} is not an instance variable`);
        if (!iv.mutable) throw errorAt(loc, `The instance variable ${d.name.txt} is not mutable`);
        const value = this.typeExpect(env, d.value, instanceValue(r.desc.type));
        const u = unitType();
        unifyExp(env, loc, u, expected);
        return this.mk(se, { kind: "SetInstVar", self: iv.self, index: iv.index, value }, u);
      }
      case "Override": {
        const cur = this.selfStack[this.selfStack.length - 1];
        if (cur === undefined) throw errorAt(loc, "This object duplication occurs outside a method definition");
        const fields: { index: number; expr: TExpression }[] = [];
        for (const f of d.fields) {
          const r = env.lookupValue({ kind: "Lident", name: f.name.txt });
          const iv = r && r !== "nomodule" && r.path.kind === "Pident" ? this.instVars.get(identKey(r.path.ident)) : undefined;
          if (r === undefined || r === "nomodule" || iv === undefined || iv.self !== cur.self) throw errorAt(loc, `Unbound instance variable ${f.name.txt}`);
          fields.push({ index: iv.index, expr: this.typeExpect(env, f.expr, instanceValue(r.desc.type)) });
        }
        unifyExp(env, loc, cur.type, expected);
        return this.mk(se, { kind: "Override", self: cur.self, fields }, cur.type);
      }
      case "Constant": {
        if (d.constant.kind === "String") {
          const e = expandHead(env, expected);
          if (e.desc.kind === "Constr" && pathLast(e.desc.path) === "format6" && e.desc.args.length === 6) {
            let ft;
            try {
              ft = typeFormatLiteral(d.constant.value, expected, { format6: e.desc.path, unify: (got, exp) => unifyExp(env, loc, got, exp) });
            } catch (err) {
              if (err instanceof FormatError) throw errorAt(loc, err.message);
              throw err;
            }
            return this.mk(se, { kind: "Constant", constant: d.constant }, ft);
          }
        }
        const t = constantType(env, d.constant, loc);
        try {
          unifyExp(env, loc, t, expected);
        } catch (err) {
          const ex = expandHead(env, expected);
          if (err instanceof CompileError && d.constant.kind === "Int" && d.constant.suffix === "" && ex.desc.kind === "Constr" && isPredef(ex.desc.path, "float"))
            throw errorAt(loc, `${err.diagnostic.message}\n  Hint: Did you mean \`${d.constant.text}.'?`);
          throw err;
        }
        return this.mk(se, { kind: "Constant", constant: d.constant }, t);
      }
      case "Let":
        return this.typeChain(env, se, expected);
      case "Function": {
        const { arg, res } = this.filterArrow(env, se, expected, nolabel);
        const cases = this.typeCases(env, d.cases, arg, res, false);
        return this.mk(se, { kind: "Function", label: nolabel, param: createIdent("param"), cases, default: undefined }, this.arrowOf(nolabel, arg, res, expected));
      }
      case "Fun":
        return this.typeFun(env, se, d, expected);
      case "Apply":
        return this.typeApply(env, se, d.func, d.args, expected);
      case "Match": {
        beginDef();
        const scrut = this.typeExpr(env, d.scrutinee);
        endDef();
        const cases = this.typeCases(env, d.cases, scrut.type, expected, true);
        return this.mk(se, { kind: "Match", scrutinee: scrut, cases }, expected);
      }
      case "Try": {
        const body = this.typeExpect(env, d.body, expected);
        const cases = this.typeCases(env, d.cases, exnType(), expected, false);
        return this.mk(se, { kind: "Try", body, cases }, expected);
      }
      case "Tuple": {
        const items = d.items.map(() => newVar());
        const t = newTy({ kind: "Tuple", items });
        unifyExp(env, loc, t, expected);
        return this.mk(se, { kind: "Tuple", items: d.items.map((x, i) => this.typeExpect(env, x, items[i]!)) }, t);
      }
      case "Construct":
        return this.typeConstruct(env, se, expected);
      case "Variant": {
        // `[> `A of t ]`, the argument typed first (OCaml's typing when the expected type does not
        // already give the tag's argument).
        if (d.arg !== undefined) {
          // The expected type already has the tag, with an argument: the argument is typed against it.
          const head = expandHead(env, expected);
          const field = head.desc.kind === "Variant" ? rowField(head.desc.row, d.tag) : undefined;
          if (field && field.desc.kind === "Present" && field.desc.arg) {
            const typedArg = this.typeExpect(env, d.arg, field.desc.arg);
            return this.mk(se, { kind: "Variant", tag: d.tag, arg: typedArg }, expected);
          }
        }
        const arg = d.arg === undefined ? undefined : this.typeExpr(env, d.arg);
        const t = newVariant([{ tag: d.tag, field: makeField({ kind: "Present", arg: arg?.type }) }], newVar(), false, getLevel());
        unifyExp(env, loc, t, expected);
        return this.mk(se, { kind: "Variant", tag: d.tag, arg }, t);
      }
      case "Record":
        return this.typeRecord(env, se, d, expected);
      case "Field": {
        const r = this.typeExpr(env, d.record);
        const l = lookupLabel(env, d.label, r.type);
        warnNameChoice(this.ctx.warnings, env, "label", d.label, r.type);
        const { record, field: field0 } = instanceLabel(l);
        unifyExp(env, d.record.loc, r.type, record);
        // A polymorphic field is instantiated at each access.
        const pf = repr(field0);
        const field = pf.desc.kind === "Poly" ? substUnivars(pf.desc.body, pf.desc.vars, pf.desc.vars.map(() => newVar())) : field0;
        unifyExp(env, loc, field, expected);
        return this.mk(se, { kind: "Field", record: r, label: l }, field);
      }
      case "SetField": {
        const r = this.typeExpr(env, d.record);
        const l = lookupLabel(env, d.label, r.type, "mutation");
        warnNameChoice(this.ctx.warnings, env, "label", d.label, r.type);
        const { record, field } = instanceLabel(l);
        // ocamlc's order: when the record's type is not known to be a record type, the new value
        // is typed first, so that a mismatch of the record shows the field's type as the value
        // made it (`x.contents <- 2` with `x : int`: expected `int ref`); mutability is checked last.
        const recordKnown = isKnownRecordType(env, r.type);
        if (recordKnown) unifyExp(env, d.record.loc, r.type, record);
        const v = this.typeExpect(env, d.value, field);
        if (!recordKnown) unifyExp(env, d.record.loc, r.type, record);
        if (!l.mutable) throw errorAt(loc, `The record field ${l.name} is not mutable`);
        const u = unitType();
        unifyExp(env, loc, u, expected);
        return this.mk(se, { kind: "SetField", record: r, label: l, value: v }, u);
      }
      case "Array": {
        const elt = newVar();
        const t = predefType("array", [elt], elt.level);
        unifyExp(env, loc, t, expected);
        return this.mk(se, { kind: "Array", items: d.items.map((x) => this.typeExpect(env, x, elt)) }, t);
      }
      case "IfThenElse": {
        if (d.else) return this.typeChain(env, se, expected);
        const cond = this.explained(d.cond.loc, "because it is in the condition of an if-statement", () => this.typeExpect(env, d.cond, boolType()));
        if (!d.else) {
          const u = unitType();
          let th: TExpression;
          th = this.explained(d.then.loc, "because it is in the result of a conditional with no else branch", () => this.typeExpect(env, d.then, u));
          unifyExp(env, loc, u, expected);
          return this.mk(se, { kind: "IfThenElse", cond, then: th, else: undefined }, u);
        }
        const th = this.typeExpect(env, d.then, expected);
        const el = this.typeExpect(env, d.else, expected);
        return this.mk(se, { kind: "IfThenElse", cond, then: th, else: el }, expected);
      }
      case "Sequence":
        return this.typeChain(env, se, expected);
      case "While": {
        const cond = this.explained(d.cond.loc, "because it is in the condition of a while-loop", () => this.typeExpect(env, d.cond, boolType()));
        const body = this.typeStatement(env, d.body);
        const u = unitType();
        unifyExp(env, loc, u, expected);
        return this.mk(se, { kind: "While", cond, body }, u);
      }
      case "For": {
        const from = this.explained(d.from.loc, "because it is in a for-loop start index", () => this.typeExpect(env, d.from, intType()));
        const to = this.explained(d.to.loc, "because it is in a for-loop stop index", () => this.typeExpect(env, d.to, intType()));
        let env2 = env;
        let ident: Ident | undefined;
        if (d.var.desc.kind === "Var") {
          ident = createIdent(d.var.desc.name.txt);
          env2 = env.addValue(ident, { type: intType(), kind: { kind: "Regular" }, loc: d.var.loc });
          if (!d.var.desc.name.txt.startsWith("_")) this.ctx.unused.set(identKey(ident), { name: d.var.desc.name.txt, loc: se.loc, warning: 35, used: false });
        } else if (d.var.desc.kind !== "Any") throw errorAt(d.var.loc, "Syntax error");
        const body = this.typeStatement(env2, d.body);
        if (ident) {
          const un = this.ctx.unused.get(identKey(ident));
          if (un && !un.used) this.ctx.warnings.warn(se.loc, 35, `unused for-loop index ${un.name}.`);
          this.ctx.unused.delete(identKey(ident));
        }
        const u = unitType();
        unifyExp(env, loc, u, expected);
        return this.mk(se, { kind: "For", ident, from, to, direction: d.direction, body }, u);
      }
      case "Constraint": {
        // The annotation is instantiated twice, for the expression and for the result, sharing
        // its variables (so that the result shows the annotation as written).
        beginDef();
        const t0 = translType(env, d.type, this.ctx.typeVars);
        endDef();
        generalizeStructure(t0);
        const e = this.typeExpect(env, d.expr, instance(t0));
        const t = instance(t0);
        unifyExp(env, loc, t, expected);
        // The expression keeps its own location, as in OCaml (where the annotation is one of the
        // node's "extras"): a `function`'s Match_failure and match warnings point at it.
        const constraintNode = { ...e, type: t };
        constrained.set(constraintNode, loc);
        return constraintNode;
      }
      case "Coerce": {
        const to = translType(env, d.to, this.ctx.typeVars);
        let e: TExpression;
        // Whether e's type is wholly made while typing it (OCaml's `generalizable`): then a
        // ground coercion is only a subtyping, never first tried as a unification.
        let fresh = false;
        if (d.from) {
          const from = translType(env, d.from, this.ctx.typeVars);
          e = this.typeExpect(env, d.expr, from);
        } else {
          const outer = getLevel();
          beginDef();
          try {
            e = this.typeExpr(env, d.expr);
          } finally {
            endDef();
          }
          fresh = madeAbove(e.type, outer);
        }
        // `(e :> t)` where e's type is not known yet: e gets the largest type t is a supertype of.
        if (!d.from && (hasFreeVariables(e.type) || hasFreeVariables(to))) {
          try {
            unify(env, e.type, enlargeType(env, to, true).type);
          } catch (err2) {
            if (err2 instanceof UnifyError)
              throw errorAt({ ...loc, ghost: false }, notSubtypeMessage(env, err2));
            throw err2;
          }
          unifyExp(env, loc, to, expected);
          return { ...e, type: to, loc };
        }
        // A ground `(e :> t)` first tries e's type as the largest type t is a supertype of (so
        // `(x :> [> t ])` is a `t`), as ocamlc does; then subtyping on plain types: private
        // abbreviations may be expanded, covariantly.
        const single = !d.from && !fresh && containsVariant(to) && tryUnifyQuiet(env, e.type, enlargeType(env, to, true).type);
        objectSubtypeFailure = undefined;
        if (!single && !subtype(env, e.type, to)) {
          const of = objectSubtypeFailure as ObjectSubtypeFailure | undefined;
          if (of !== undefined) throw errorAt({ ...loc, ghost: false }, objectSubtypeMessage(env, e.type, to, of));
          try {
            unify(env, e.type, to);
          } catch (err2) {
            if (err2 instanceof UnifyError)
              throw errorAt({ ...loc, ghost: false }, notSubtypeMessage(env, err2));
            throw err2;
          }
        }
        unifyExp(env, loc, to, expected);
        return { ...e, type: to, loc };
      }
      case "LetModule": {
        const m = this.ctx.typeModule(env, d.module);
        const { env: env2, ident } = this.ctx.addModuleBinding(env, d.name.txt, m);
        watchModule(ident, d.name.loc, this.ctx.warnings.state, 60, m.loc.end.offset);
        // Variables older than the module that get bound to its types must see them expanded.
        const outerLevel = getLevel();
        const older: Type[] = [];
        const watcher = (v: Type): undefined => {
          if (v.level <= outerLevel) older.push(v);
          return undefined;
        };
        linkWatchers.push(watcher);
        let body: TExpression;
        try {
          body = this.typeExpect(env2, d.body, expected);
        } finally {
          linkWatchers.splice(linkWatchers.indexOf(watcher), 1);
        }
        if (ident) {
          for (const v of older) expandEscaping(env2, v, ident);
          const escaped = expandEscaping(env2, body.type, ident);
          if (escaped.length > 0) {
            const t = escaped[0]!;
            throw errorAt(
              d.body.loc,
              layoutMessage((p) => {
                p.openBox(0, "v");
                p.openBox(0);
                p.text("This expression has type");
                p.brk(1, 2);
                typeDoc(env2, t)(p);
                p.space();
                p.text("but an expression was expected of type");
                p.brk(1, 2);
                p.text("'a");
                p.closeBox();
                p.cut();
                p.text(`The type constructor ${printPath((t.desc as { path: Path }).path, env2)} would escape its scope`);
                p.closeBox();
              }),
            );
          }
        }
        this.ctx.warnUnusedLocalValues(m);
        return this.mk(se, { kind: "LetModule", ident, module: m, body }, body.type);
      }
      case "LetException": {
        const { env: env2, ident, ext } = this.ctx.typeExtensionConstructor(env, d.constructor);
        const body = this.typeExpect(env2, d.body, expected);
        return this.mk(se, { kind: "LetException", ident, ext, body }, body.type);
      }
      case "Assert": {
        const isFalse = d.expr.desc.kind === "Construct" && d.expr.desc.name.txt.kind === "Lident" && d.expr.desc.name.txt.name === "false" && !d.expr.desc.arg;
        const e = this.explained(d.expr.loc, "because it is in the condition of an assertion", () => this.typeExpect(env, d.expr, boolType()));
        if (isFalse) return this.mk(se, { kind: "Assert", expr: e }, expected);
        const u = unitType();
        unifyExp(env, loc, u, expected);
        return this.mk(se, { kind: "Assert", expr: e }, u);
      }
      case "Lazy": {
        const inner = newVar();
        const t = predefType("lazy_t", [inner], inner.level);
        unifyExp(env, loc, t, expected);
        return this.mk(se, { kind: "Lazy", expr: this.typeExpect(env, d.expr, inner) }, t);
      }
      case "NewType": {
        // `fun (type a) -> e`: `a` is a fresh abstract type while typing e, then generalised.
        const ident = createIdent(d.name.txt);
        const ndecl = {
          params: [],
          kind: { kind: "Abstract" as const },
          manifest: undefined,
          private: false,
          variance: [],
          immediate: false,
          loc: d.name.loc,
        };
        const env2 = env.addType(ident, ndecl);
        this.refinable.set(identKey(ident), { ident, decl: ndecl });
        markLocalType(identKey(ident));
        // Variables older than the type may not receive it (the scope rule, `linkVar`).
        const t = newVar();
        const body = this.typeExpect(env2, d.body, t);
        // Replace the local abstract type by a variable in the result.
        const v = newVar(d.name.txt);
        const replaced = replaceLocalType(t, ident, v);
        unifyExp(env, loc, replaced, expected);
        // The body keeps its own location, as in OCaml (`type a.` is one of the node's extras).
        return { ...body, type: replaced };
      }
      case "Pack": {
        const m = this.ctx.typeModule(env, d.module);
        const e = expandHead(env, expected);
        if (e.desc.kind !== "Package") {
          if (e.desc.kind === "Var") throw errorAt(loc, "The signature for this packaged module couldn't be inferred.");
          throw errorAt(loc, layoutMessage((p) => {
            p.text("This expression is packed module, but the expected type is");
            p.brk(1, 2);
            typeDoc(env, e)(p);
          }));
        }
        // `with type t = T` of the package: T is the module's own t.
        e.desc.names.forEach((n, i) => {
          const pt = (e.desc as { types: readonly Type[] }).types[i]!;
          let own: Type | undefined;
          if (m.desc.kind === "Ident") own = newTy({ kind: "Constr", path: { kind: "Pdot", prefix: m.desc.path, name: n }, args: [] });
          else {
            const sg = env.scrape(m.type);
            const item = sg && sg.kind === "Signature" ? sg.items.find((it) => it.kind === "Type" && it.ident.name === n) : undefined;
            if (item && item.kind === "Type" && item.decl.manifest) own = instance(item.decl.manifest);
          }
          if (own) unifyExp(env, loc, own, pt);
        });
        // The module must have the package's signature (which also marks what the package
        // exports of the module as used, for warnings 34, 37, 38 and 69).
        this.ctx.checkPackage(env, m.type, this.ctx.packageModtype(env, e), d.module.loc);
        this.ctx.warnUnusedLocalValues(m);
        return this.mk(se, { kind: "Pack", module: m }, expected);
      }
      case "Open": {
        const { env: env2, module, ident } = this.ctx.openModule(env, d.module, { loc: d.openLoc ?? d.module.loc, bang: d.override });
        const body = this.typeExpect(env2, d.body, expected);
        this.ctx.warnUnusedLocalValues(module);
        return this.mk(se, { kind: "Open", module, ident, body }, body.type);
      }
      case "Unreachable":
        return this.mk(se, { kind: "Unreachable" }, expected);
      case "Extension":
        throw errorAt(d.name.loc, `Uninterpreted extension '${d.name.txt}'.`);
    }
  }

  /**
   * An expression expected to have an explicitly polymorphic type `'a. T`: typed against rigid
   * variables; when that fails because it is less general, OCaml's message says so.
   */
  private typePolymorphic(env: Env, sexp: A.Expression, poly: Type, what: "definition" | "field value"): TExpression {
    const pt = repr(poly);
    if (pt.desc.kind !== "Poly") return this.typeExpect(env, sexp, poly);
    const skolems = pt.desc.vars.map((v) => newTy({ kind: "Univar", name: (repr(v).desc as { name?: string }).name }));
    const body = substUnivars(pt.desc.body, pt.desc.vars, skolems);
    try {
      const e = this.typeExpect(env, sexp, body);
      return { ...e, type: pt };
    } catch (err) {
      if (!(err instanceof CompileError)) throw err;
      let inferred: Type;
      try {
        beginDef();
        inferred = this.typeExpr(env, sexp).type;
        endDef();
        generalize(inferred);
      } catch {
        throw err;
      }
      const namer = new Namer();
      throw errorAt(
        sexp.loc,
        layoutMessage((p) => {
          p.openBox(0);
          p.text(`This ${what} has type`);
          p.space();
          typeDoc(env, inferred, namer)(p);
          p.space();
          p.text("which is less general than");
          p.brk(1, 2);
          typeDoc(env, poly, new Namer())(p);
          p.closeBox();
        }),
      );
    }
  }

  /** Runs `f`; a type clash on the expression at `loc` itself gets the explanation line. */
  private explained<T>(loc: Location, text: string, f: () => T): T {
    try {
      return f();
    } catch (e) {
      throw addExplanation(e, text, loc);
    }
  }

  lookupValue(env: Env, name: A.Located<A.Longident>): { path: Path; desc: ValueDesc } {
    const r = env.lookupValue(name.txt);
    if (r === "nomodule") throw unbound(name.loc, "value", name.txt, true, env);
    if (!r) throw withMissingRecHint(unbound(name.loc, "value", name.txt, false, env), name.txt, this.ghostRecursive);
    checkValueAlerts(env, name.txt, name.loc, r);
    if (r.path.kind === "Pident") {
      const key = identKey(r.path.ident);
      const rv = this.recVars.get(key);
      if (rv?.group.current) {
        rv.group.current.push(key);
        rv.group.seen.add(key);
        return r;
      }
      this.markUsed(key);
    } else {
      // `M.f` for a value of a `let rec` of M's.
      const key = this.recVarsByLoc.get(r.desc.loc);
      if (key !== undefined) this.markUsed(key);
    }
    this.usedValueLocs.add(r.desc.loc);
    return r;
  }

  /** The variables of the `let rec` groups being typed or typed (see `RecVar`). */
  private readonly recVars = new Map<string, RecVar>();
  /** The names of the non-recursive `let`s whose definitions are being typed (see missing_rec.ts). */
  private readonly ghostRecursive: Ghosts[] = [];
  private readonly recVarsByLoc = new Map<Location, string>();

  /** A value a signature exports counts as used, as do those its recursive definition used. */
  markValueUsed(ident: Ident, loc: Location): void {
    this.usedValueLocs.add(loc);
    this.markUsed(identKey(ident));
  }

  /** Whether a use (or an export) reached a value (warning 32). */
  valueUsed(ident: Ident, loc: Location): boolean {
    return this.usedIdents.has(identKey(ident)) || this.usedValueLocs.has(loc);
  }

  /** A local value is used, and so are those its recursive definition used. */
  private markUsed(key: string): void {
    const todo = [key];
    for (let k = todo.pop(); k !== undefined; k = todo.pop()) {
      if (this.usedIdents.has(k)) continue;
      this.usedIdents.add(k);
      const u = this.ctx.unused.get(k);
      if (u) u.used = true;
      const rv = this.recVars.get(k);
      if (rv) todo.push(...rv.onUse);
    }
  }

  /** The arrow to give a function: the expected type when it was already an arrow. */
  private arrowOf(label: Label, arg: Type, res: Type, expected: Type): Type {
    const e = repr(expected);
    if (e.desc.kind === "Arrow") return e;
    return arrow(label, arg, res);
  }

  private filterArrow(env: Env, se: A.Expression, expected: Type, label: Label): { arg: Type; res: Type } {
    const e = expandHead(env, expected);
    if (e.desc.kind === "Arrow") {
      if (e.desc.label.kind !== label.kind || (label.kind !== "Nolabel" && e.desc.label.kind !== "Nolabel" && e.desc.label.name !== label.name)) {
        const l = e.desc.label;
        const descr = (x: Label): string => (x.kind === "Nolabel" ? "an unlabelled argument" : x.kind === "Labelled" ? `~${x.name}` : `?${x.name}`);
        throw errorAt(
          se.loc,
          layoutMessage((p) => {
            p.openBox(0);
            p.openBox(2);
            p.text("This function should have type");
            p.space();
            typeDoc(env, expected)(p);
            p.closeBox();
            p.space();
            if (label.kind === "Nolabel") p.text(`but its first argument is not labelled`);
            else p.text(`but its first argument is labelled ${descr(label)}`);
            p.closeBox();
          }),
        );
        void l;
      }
      return { arg: e.desc.arg, res: e.desc.result };
    }
    if (e.desc.kind === "Var") {
      const arg = newVar();
      const res = newVar();
      unifyExp(env, se.loc, arrow(label, arg, res), expected);
      return { arg, res };
    }
    throw errorAt(
      se.loc,
      layoutMessage((p) => {
        p.openBox(0, "v");
        p.openBox(0);
        p.text("This expression should not be a function,");
        p.space();
        p.text("the expected type is");
        p.brk(1, 2);
        typeDoc(env, expected)(p);
        p.closeBox();
        p.closeBox();
      }),
    );
  }

  private typeFun(env: Env, se: A.Expression, d: Extract<A.ExpressionDesc, { kind: "Fun" }>, expected: Type): TExpression {
    const { arg, res } = this.filterArrow(env, se, expected, d.label);
    let patType = arg;
    let def: TExpression | undefined;
    if (d.label.kind === "Optional") {
      const inner = newVar();
      unifyExp(env, se.loc, predefType("option", [inner], inner.level), arg);
      if (d.default) {
        patType = inner;
        def = this.typeExpect(env, d.default, inner);
      }
    }
    const st = new PatState(false);
    const pat = this.typePatterns(env, [d.param], patType, [st])[0]!;
    const env2 = this.addPatVars(env, st, 27);
    const body = this.typeExpect(env2, d.body, res);
    checkExistentialEscape(env2, st, body);
    for (const m of st.modules) {
      expandEscaping(env2, res, m.ident);
      expandEscaping(env2, arg, m.ident);
    }
    this.reportUnusedVars(st);
    const cases = [{ lhs: pat, guard: undefined, rhs: body }];
    this.ctx.warnings.matchTyped(cases);
    if (d.label.kind === "Optional" && expandHead(env, res).desc.kind !== "Arrow")
      this.ctx.warnings.warn(d.default ? { ...d.param.loc, end: d.default.loc.end } : d.param.loc, 16, "this optional argument cannot be erased.");
    const t = this.arrowOf(d.label, arg, res, expected);
    return this.mk(se, { kind: "Function", label: d.label, param: createIdent("param"), cases, default: def }, t);
  }

  /**
   * The patterns of a match, then the variant types they cover closed (pressure_variants.ts). When
   * the matched type has tags that are only possible, the patterns are first typed together
   * against a type of their own, closed, and only then unified with the matched type, as ocamlc
   * does (so that a tag's argument there keeps the conjunction of its types).
   */
  private typePatterns(env: Env, sps: readonly A.Pattern[], argType: Type, states: readonly PatState[]): TPattern[] {
    const apart = sps.some(hasVariantPattern) && containsEither(argType);
    const target = apart ? newVar() : argType;
    const pats = sps.map((sp, i) => this.typePattern(env, sp, target, states[i]!));
    closeVariants(env, pats);
    if (apart) pats.forEach((p, i) => unifyPat(env, sps[i]!.loc, target, argType));
    return pats;
  }

  private typeCases(env: Env, cases: readonly A.Case[], argType: Type, resType: Type, allowExceptions: boolean): TCase[] {
    // All patterns are typed before any right-hand side, as OCaml does.
    const states = cases.map(() => new PatState(allowExceptions));
    const lhss = this.typePatterns(
      env,
      cases.map((c) => c.lhs),
      argType,
      states,
    );
    const pats = lhss.map((lhs, i) => ({ st: states[i]!, lhs }));
    // (A result still unknown: a GADT case may not make it depend on its equations.)
    const watched = repr(resType).desc.kind === "Var" ? resType : undefined;
    const typed = cases.map((c, i) => {
      const { st, lhs } = pats[i]!;
      const env2 = this.addPatVars(env, st, 27);
      const guard = c.guard && this.typeExpect(env2, c.guard, boolType());
      const typeRhs = (): TExpression => this.typeExpect(env2, c.rhs, resType);
      const rhs = watched !== undefined && st.equations.size > 0 ? withAmbiguityWatch({ keys: new Set(st.equations.keys()), result: watched }, typeRhs) : typeRhs();
      checkExistentialEscape(env2, st, rhs);
      for (const m of st.modules) expandEscaping(env2, resType, m.ident);
      this.reportUnusedVars(st);
      return { lhs, guard, rhs };
    });
    this.ctx.warnings.matchTyped(typed);
    return typed;
  }

  typeStatement(env: Env, se: A.Expression): TExpression {
    beginDef();
    const e = this.typeExpr(env, se);
    endDef();
    const ex = expandHead(env, e.type);
    if (ex.desc.kind === "Var" && ex.level > getLevel()) {
      // The statement's type is a variable that nothing constrains: it never returns.
      this.ctx.warnings.warn(finalSubexpression(e).loc, 21, "this statement never returns (or has an unsound type.)");
      updateLevel(ex, getLevel());
    }
    this.checkPartialApplication(env, e, true);
    return e;
  }

  /**
   * Warning 5 for a value of function type thrown away (a statement, or \`ignore\`'s argument)
   * that is an application, and for a statement warning 10 otherwise, as ocamlc's
   * check_partial_application decides: through the branches and bodies that give the value.
   * When the type is still unknown, the check waits for the end of the unit.
   */
  private checkPartialApplication(env: Env, e: TExpression, statement: boolean): void {
    const doit = (): void => {
      const checkStatement = (): void => {
        if (statement) this.checkStatement(env, e);
      };
      if (expandHead(env, e.type).desc.kind !== "Arrow") return checkStatement();
      const check = (x: TExpression): void => {
        if (constrained.has(x)) return checkStatement();
        const d = x.desc;
        switch (d.kind) {
          case "Match":
            for (const c of d.cases) check(c.rhs);
            return;
          case "Try":
            check(d.body);
            for (const c of d.cases) check(c.rhs);
            return;
          case "IfThenElse":
            if (d.else === undefined) return checkStatement();
            check(d.then);
            check(d.else);
            return;
          case "Let":
          case "LetModule":
          case "LetException":
          case "Open":
            check(d.body);
            return;
          case "Sequence":
            check(d.second);
            return;
          case "Apply":
            this.ctx.warnings.warn(x.loc, 5, "this function application is partial,\nmaybe some arguments are missing.");
            return;
          default:
            return checkStatement();
        }
      };
      check(e);
    };
    if (expandHead(env, e.type).desc.kind === "Var") this.delayedChecks.push(doit);
    else doit();
  }

  /** Warning 10, at the expression that gives a statement its value (not through a \`let\` or \`;\`). */
  private checkStatement(env: Env, e: TExpression): void {
    const t = expandHead(env, e.type);
    if (t.desc.kind === "Var" || (t.desc.kind === "Constr" && isPredef(t.desc.path, "unit"))) return;
    let x = e;
    for (;;) {
      const d = x.desc;
      if (d.kind === "Let" || d.kind === "LetModule" || d.kind === "LetException") x = d.body;
      else if (d.kind === "Sequence") x = d.second;
      else break;
    }
    // At the annotation, when the expression has one (its own location is the annotated expression's).
    this.ctx.warnings.warn(constrained.get(x) ?? x.loc, 10, "this expression should have type unit.");
  }

  /** Checks that wait for the end of the unit (ocamlc's delayed checks). */
  private readonly delayedChecks: (() => void)[] = [];

  forceDelayedChecks(): void {
    for (const f of this.delayedChecks.splice(0)) f();
  }

  // -------------------------------------------------------------------------------------------
  // Records

  private typeRecord(env: Env, se: A.Expression, d: Extract<A.ExpressionDesc, { kind: "Record" }>, expected: Type): TExpression {
    let base: TExpression | undefined;
    let hint: Type | undefined = expected;
    if (d.base) {
      base = this.typeExpr(env, d.base);
      if (expandHead(env, expected).desc.kind === "Var") hint = base.type;
    }
    const firstName = d.fields[0]!.label;
    warnRecordFields(this.ctx.warnings, env, se.loc, d.fields.map((f) => f.label), [expected, base?.type], !d.base);
    // Without a type to go by, each label is chosen by the names of the fields.
    const byIds = !(hint && expandedConstrPath(env, hint));
    const first = byIds ? labelByIds(env, firstName, d.fields, !d.base) : findLabel(env, firstName, hint, "This record expression is expected to have");
    const inst = new Instantiator();
    const { record } = instanceLabel(first, inst);
    if (base) unifyExp(env, d.base!.loc, base.type, record);
    const seen = new Map<string, TExpression>();
    for (const f of d.fields) {
      const l = lookupLabel(env, f.label, record, "construct", byIds ? labelByIds(env, f.label, d.fields, !d.base) : undefined, "This record expression is expected to have");
      if (!sameRecordType(env, l, first))
        throw errorAt(f.label.loc, `The record field ${longidentName(f.label.txt)} belongs to the type ${pathLast(l.typePath)}\n       but is mixed here with fields of type ${pathLast(first.typePath)}`);
      if (seen.has(l.name)) throw errorAt(se.loc, `The record field label ${l.name} is defined several times`);
      const ft = fieldOfRecord(l, first, inst, record, (other) => unifyExp(env, f.label.loc, other, record));
      seen.set(l.name, repr(ft).desc.kind === "Poly" ? this.typePolymorphic(env, f.expr, ft, "field value") : this.typeExpect(env, f.expr, ft));
    }
    if (base) {
      if (first.all.every((n) => seen.has(n)))
        this.ctx.warnings.warn(se.loc, 23, "all the fields are explicitly listed in this record:\nthe 'with' clause is useless.");
    } else {
      const missing = first.all.filter((n) => !seen.has(n));
      if (missing.length > 0) throw errorAt(se.loc, `Some record fields are undefined: ${missing.join(" ")}`);
    }
    unifyExp(env, se.loc, record, expected);
    const labels = env.lookupLabels({ kind: "Lident", name: first.name });
    void labels;
    const allLabels = allLabelsOf(env, first);
    const fields = allLabels.map((l) => {
      const e = seen.get(l.name);
      return { label: l, def: e ? { kind: "Overridden" as const, expr: e } : { kind: "Kept" as const } };
    });
    if (first.private) throw errorAt(se.loc, `Cannot create values of the private type ${pathLast(first.typePath)}`);
    return this.mk(se, { kind: "Record", fields, base }, record);
  }

  private typeInlineRecord(env: Env, se: A.Expression, c: ConstructorDesc, argType: Type, inst: Instantiator): TExpression {
    if (se.desc.kind !== "Record") throw errorAt(se.loc, "This form is not allowed as the type of the inlined record could escape its scope.");
    const labels = inlineLabels(argType, c.typePath, c.inlineRecord!);
    const seen = new Map<string, TExpression>();
    const base = se.desc.base && this.typeExpect(env, se.desc.base, argType);
    for (const f of se.desc.fields) {
      const name = longidentName(f.label.txt);
      const l = labels.find((x) => x.name === name);
      if (!l) throw notInInlineRecord(env, f.label.loc, name, c.typePath, c.name, labels.map((x) => x.name));
      seen.set(name, this.typeExpect(env, f.expr, inst.copy(l.field)));
    }
    const missing = labels.filter((l) => !seen.has(l.name)).map((l) => l.name);
    if (missing.length > 0 && !base) throw errorAt(se.loc, `Some record fields are undefined: ${missing.join(" ")}`);
    const fields = labels.map((l) => {
      const e = seen.get(l.name);
      return { label: l, def: e ? { kind: "Overridden" as const, expr: e } : { kind: "Kept" as const } };
    });
    return { desc: { kind: "Record", fields, base }, type: argType, loc: se.loc, attributes: se.attributes };
  }

  // -------------------------------------------------------------------------------------------
  // Application

  private typeApply(env: Env, se: A.Expression, sfunc: A.Expression, sargs: readonly A.Argument[], expected: Type): TExpression {
    const func = this.typeExpr(env, this.unsafeAccess(sfunc));
    const isIgnore = func.desc.kind === "Ident" && func.desc.value.kind.kind === "Primitive" && func.desc.value.kind.prims[0] === "%ignore";
    const simple = unlabelledParams(env, func.type, sargs);
    if (simple !== undefined) {
      // The usual application: what the general matching below would do, without its closures.
      const n = sargs.length;
      const typedArgs: TArgument[] = new Array(n);
      for (let i = 0; i < n; i++) typedArgs[i] = { kind: "Expr", label: nolabel, expr: this.typeArgument(env, sargs[i]!.expr, simple[i]!) };
      return this.finishApply(env, se, func, typedArgs, simple[n]!, expected, isIgnore);
    }
    // A copy of its own, consumed in place.
    const remaining = [...sargs];
    // Arguments are matched to parameters first, and typed afterwards in parameter order, as
    // OCaml does (so that arity errors come before argument type errors).
    const slots: (() => TArgument)[] = [];
    const omitted: { label: Label; type: Type }[] = [];
    let ty = func.type;
    const resultWithOmitted = (t: Type): Type => withOmittedParams(omitted, t);
    const wrongLabel = (a: A.Argument, fty: Type): CompileError => wrongLabelError(env, a, fty);
    // All arguments unlabelled, as many as the non-optional parameters, some of them labelled:
    // the labels are ignored (warning 6).
    let ignoreLabels = false;
    if (sargs.every((a) => a.label.kind === "Nolabel")) {
      // Counted first: the usual application has no labelled parameter and needs no arrays.
      let nonOptCount = 0;
      let someLabelled = false;
      let t = expandHead(env, func.type);
      while (t.desc.kind === "Arrow") {
        const l = t.desc.label;
        if (l.kind !== "Optional") nonOptCount++;
        if (l.kind === "Labelled") someLabelled = true;
        t = expandHead(env, t.desc.result);
      }
      if (t.desc.kind !== "Var" && nonOptCount === sargs.length && someLabelled) {
        const labels: Label[] = [];
        let u = expandHead(env, func.type);
        while (u.desc.kind === "Arrow") {
          labels.push(u.desc.label);
          u = expandHead(env, u.desc.result);
        }
        const nonOpt = labels.filter((l) => l.kind !== "Optional");
        ignoreLabels = true;
        const names = nonOpt.filter((l) => l.kind !== "Nolabel").map((l) => (l as { name: string }).name);
        this.ctx.warnings.warn(
          sfunc.loc,
          6,
          `label${names.length > 1 ? "s" : ""} ${names.join(", ")} ${names.length > 1 ? "were" : "was"} omitted in the application of this function.`,
        );
      }
    }
    while (remaining.length > 0) {
      const e = expandHead(env, ty);
      if (e.desc.kind === "Arrow" && ignoreLabels) {
        const l = e.desc.label;
        const argT = e.desc.arg;
        if (l.kind === "Optional") slots.push(() => ({ kind: "Expr", label: l, expr: this.noneOf(env, argT, se.loc) }));
        else {
          const a = remaining.shift()!;
          slots.push(() => ({ kind: "Expr", label: l, expr: this.typeArgument(env, a.expr, argT) }));
        }
        ty = e.desc.result;
        continue;
      }
      if (e.desc.kind === "Arrow") {
        const l = e.desc.label;
        const argT = e.desc.arg;
        const name = l.kind === "Nolabel" ? undefined : l.name;
        const idx = remaining.findIndex((a) => (name === undefined ? a.label.kind === "Nolabel" : a.label.kind !== "Nolabel" && a.label.name === name));
        if (idx >= 0) {
          const a = remaining[idx]!;
          remaining.splice(idx, 1);
          if (l.kind === "Optional" && a.label.kind === "Labelled") {
            slots.push(() => {
              const inner = newVar();
              unifyExp(env, a.expr.loc, predefType("option", [inner], inner.level), argT);
              const ex = this.typeExpect(env, a.expr, inner);
              return { kind: "Expr", label: l, expr: this.someOf(env, ex, argT) };
            });
          } else if (l.kind !== "Optional" && a.label.kind === "Optional") {
            throw wrongLabel(a, func.type);
          } else slots.push(() => ({ kind: "Expr", label: l, expr: this.typeArgument(env, a.expr, argT) }));
        } else if (l.kind === "Optional" && remaining.some((a) => a.label.kind === "Nolabel")) {
          slots.push(() => ({ kind: "Expr", label: l, expr: this.noneOf(env, argT, se.loc) }));
        } else {
          omitted.push({ label: l, type: argT });
          slots.push(() => ({ kind: "Omitted", label: l, type: argT }));
        }
        ty = e.desc.result;
        continue;
      }
      // Not a known function type: the remaining arguments are applied in order.
      const a = remaining.shift()!;
      if (e.desc.kind === "Var") {
        const t1 = newVar();
        const t2 = newVar();
        unifyExp(env, sfunc.loc, e, arrow(a.label, t1, t2));
        slots.push(() => ({ kind: "Expr", label: a.label, expr: this.typeExpect(env, a.expr, t1) }));
        ty = t2;
        continue;
      }
      const withOmitted = expandHead(env, resultWithOmitted(e));
      if (withOmitted.desc.kind === "Arrow") throw wrongLabel(a, withOmitted);
      const fty = expandHead(env, func.type);
      if (fty.desc.kind !== "Arrow")
        throw errorAt(
          sfunc.loc,
          layoutMessage((p) => {
            p.openBox(0, "v");
            p.openBox(2);
            p.text("This expression has type");
            p.space();
            typeDoc(env, fty)(p);
            p.closeBox();
            p.space();
            p.text("This is not a function; it cannot be applied.");
            p.closeBox();
          }),
        );
      throw errorAt(
        sfunc.loc,
        layoutMessage((p) => {
          p.openBox(0, "v");
          p.openBox(2);
          p.text("This function has type");
          p.space();
          typeDoc(env, func.type)(p);
          p.closeBox();
          p.space();
          p.openBox(0);
          p.text("It is applied to too many arguments;");
          p.space();
          p.text("maybe you forgot a `;'.");
          p.closeBox();
          p.closeBox();
        }),
      );
    }
    const typed = slots.map((f) => f());
    return this.finishApply(env, se, func, typed, resultWithOmitted(ty), expected, isIgnore);
  }

  private finishApply(env: Env, se: A.Expression, func: TExpression, typed: TArgument[], resType: Type, expected: Type, isIgnore: boolean): TExpression {
    try {
      unifyExp(env, se.loc, resType, expected);
    } catch (err) {
      throw withUnitHint(env, err, resType, expected);
    }
    if (isIgnore && typed[0]?.kind === "Expr") this.checkPartialApplication(env, typed[0].expr, false);
    return this.mk(se, { kind: "Apply", func, args: typed, evalOrder: undefined }, resType);
  }

  /** An argument: with optional arguments eliminated where OCaml does so (optional_elimination.ts). */
  private typeArgument(env: Env, sarg: A.Expression, expected: Type): TExpression {
    const safeExpect = eliminationExpected(env, sarg, expected);
    if (safeExpect === undefined) return this.typeExpect(env, sarg, expected);
    const texp = this.typeExpr(env, sarg);
    return eliminateOptionalArguments({
      env,
      warnings: this.ctx.warnings,
      texp,
      expected,
      safeExpect,
      none: (t) => this.noneOf(env, t, sarg.loc),
      unify: (got, exp) => unifyExp(env, sarg.loc, got, exp),
    });
  }

  private someOf(env: Env, ex: TExpression, optType: Type): TExpression {
    const some = env.lookupConstructors({ kind: "Lident", name: "Some" });
    const c = Array.isArray(some) ? (some as readonly ConstructorDesc[]).find((x) => x.typePath.kind === "Pident" && x.typePath.ident.stamp === 0) : undefined;
    if (!c) return ex;
    return { desc: { kind: "Construct", constructor: c, args: [ex] }, type: optType, loc: { ...ex.loc, ghost: true }, attributes: [] };
  }

  /** With -unsafe, `a.(i)` and `s.[i]` use the unchecked accessors. */
  private unsafeAccess(sfunc: A.Expression): A.Expression {
    if (!this.ctx.unsafe || sfunc.desc.kind !== "Ident") return sfunc;
    const lid = sfunc.desc.name.txt;
    if (lid.kind === "Ldot" && lid.prefix.kind === "Lident" && ["Array", "String", "Bytes"].includes(lid.prefix.name) && (lid.name === "get" || lid.name === "set") && sfunc.loc.ghost)
      return { ...sfunc, desc: { kind: "Ident", name: { ...sfunc.desc.name, txt: { ...lid, name: `unsafe_${lid.name}` } } } };
    return sfunc;
  }

  private noneOf(env: Env, optType: Type, loc: Location): TExpression {
    const none = env.lookupConstructors({ kind: "Lident", name: "None" });
    const c = Array.isArray(none) ? (none as readonly ConstructorDesc[]).find((x) => x.typePath.kind === "Pident" && x.typePath.ident.stamp === 0) : undefined;
    if (!c) throw new Error("predefined None missing");
    return { desc: { kind: "Construct", constructor: c, args: [] }, type: optType, loc: { ...loc, ghost: true }, attributes: [] };
  }

  // -------------------------------------------------------------------------------------------
  // Let

  typeLet(env: Env, rec: A.RecFlag, sbindings: readonly A.ValueBinding[], toplevel: boolean, letLoc?: Location): { env: Env; bindings: TValueBinding[]; vars: PatState } {
    const isRec = rec === "Recursive";
    if (isRec)
      for (const b of sbindings) {
        let p = b.pattern;
        while (p.desc.kind === "Constraint") p = p.desc.pattern;
        if (p.desc.kind !== "Var") throw errorAt(b.pattern.loc, "Only variables are allowed as left-hand side of `let rec'");
      }
    beginDef();
    const st = new PatState(false);
    const pats = sbindings.map((b) => {
      const t = newVar();
      // `let f : type a. ... = e` and `let f : 'a. ... = e`: the annotation is a Poly.
      const p = this.typePattern(env, b.pattern, t, st);
      closeVariants(env, [p]);
      return p;
    });
    const warning = toplevel ? undefined : 26;
    const envRec = isRec ? this.addPatVars(env, st, warning) : env;
    // The uses of the group's variables in its definitions, slot by slot (see `RecVar`).
    const group: RecVar["group"] = { current: undefined, seen: new Set() };
    const recVars = isRec ? st.vars.map((v) => ({ key: identKey(v.ident), rv: { group, onUse: [] } as RecVar })) : [];
    for (const { key, rv } of recVars) this.recVars.set(key, rv);
    for (const v of isRec ? st.vars : []) this.recVarsByLoc.set(v.loc, identKey(v.ident));
    const ghosts = !isRec && letLoc !== undefined ? missingRecGhosts(env, sbindings, st.vars, letLoc) : undefined;
    if (ghosts) this.ghostRecursive.push(ghosts);
    const exprs = sbindings.map((b, i) => {
      const p = pats[i]!;
      if (isRec) {
        const slot: string[] = [];
        group.current = slot;
        const v = recVars[i];
        if (v) v.rv.onUse = slot;
      }
      const pt = repr(p.type);
      if (pt.desc.kind === "Poly") {
        // Explicit polymorphism: type against rigid variables, then check they stayed rigid.
        return this.typePolymorphic(envRec, b.expr, pt, "definition");
      }
      return this.ctx.warnings.scopedAttributes(b.attributes, () => this.typeExpect(envRec, b.expr, p.type));
    });
    if (ghosts) this.ghostRecursive.pop();
    group.current = undefined;
    endDef();
    if (isRec) {
      const recIdents = st.vars.map((v) => v.ident);
      const types = { arrayReadsElements: (t: Type) => arrayReadsElements(env, t) };
      exprs.forEach((e, i) => {
        if (!validRecursiveDefinition(e, recIdents, types)) throw errorAt(sbindings[i]!.expr.loc, "This kind of expression is not allowed as right-hand side of `let rec'");
      });
    }
    if (isRec && st.vars.length > 0 && !st.vars.some((v) => group.seen.has(identKey(v.ident)) || this.usedIdents.has(identKey(v.ident))))
      this.ctx.warnings.warn(pats[0]!.loc, 39, "unused rec flag.");
    // ocamlc checks the patterns here (see `matchTyped`).
    const patternsChecked = this.ctx.warnings.nextEvent();
    // Existential types stay what they are: never generalised.
    for (const ex of st.existentials) updateLevel(ex, getLevel());
    exprs.forEach((e, i) => {
      const p = pats[i]!;
      const nonexpansive = isNonexpansive(e);
      if (!nonexpansive) lowerContravariant(env, p.type);
      generalize(p.type);
      for (const v of st.vars) {
        if (!nonexpansive) lowerContravariant(env, v.type);
        generalize(v.type);
      }
    });
    // `let _ = e`: a function-typed application thrown away, as a statement's (ocamlc's
    // check_partial_application on a binding whose pattern is `_` without a constraint).
    exprs.forEach((e, i) => {
      if (sbindings[i]!.pattern.desc.kind === "Any") this.checkPartialApplication(env, e, false);
    });
    const newEnv = isRec ? envRec : this.addPatVars(env, st, warning);
    const bindings = exprs.map((e, i) => ({ pattern: pats[i]!, expr: e, attributes: sbindings[i]!.attributes, loc: sbindings[i]!.loc }));
    for (const b of bindings) recordMatchTyped(b, patternsChecked);
    (bindings as unknown as { vars: PatState }).vars = st;
    return { env: newEnv, bindings, vars: st };
  }

  reportUnused(bindings: readonly TValueBinding[]): void {
    const st = (bindings as unknown as { vars?: PatState }).vars;
    if (st) this.reportUnusedVars(st);
  }

  reportUnusedVars(st: PatState): void {
    for (const v of st.vars) {
      const u = this.ctx.unused.get(identKey(v.ident));
      if (u && !u.used) this.ctx.warnings.warn(u.loc, u.warning, `unused variable ${u.name}.`);
      this.ctx.unused.delete(identKey(v.ident));
    }
  }
}

function lookupLabelIn(env: Env, lid: A.Located<A.Longident>, first: LabelDesc): LabelDesc {
  const ls = env.lookupLabels(lid.txt);
  if (Array.isArray(ls)) {
    const l = (ls as readonly LabelDesc[]).find((x) => samePath(x.typePath, first.typePath));
    if (l) return l;
  }
  return lookupLabel(env, lid, undefined);
}

function allLabelsOf(env: Env, l: LabelDesc): LabelDesc[] {
  return l.all.map((n) => {
    const ls = env.lookupLabels({ kind: "Lident", name: n });
    const found = Array.isArray(ls) ? (ls as readonly LabelDesc[]).find((x) => samePath(x.typePath, l.typePath)) : undefined;
    if (found) return found;
    const decl = env.findTypeByPath(l.typePath);
    if (decl && decl.kind.kind === "Record") {
      const idx = decl.kind.fields.findIndex((f) => f.name === n);
      const f = decl.kind.fields[idx]!;
      return { ...l, name: n, field: f.type, mutable: f.mutable, index: idx, loc: f.loc };
    }
    return l;
  });
}

/** An existential type of a pattern may not appear in the type of the branch. */
function checkExistentialEscape(env: Env, st: PatState, body: TExpression): void {
  if (st.existentials.length === 0) return;
  const exs = new Set(st.existentialDecls.map((x) => identKey(x.ident)));
  const seen = new Set<number>();
  const find = (t0: Type): Type | undefined => {
    const t = repr(t0);
    if (t.desc.kind === "Constr" && t.desc.path.kind === "Pident" && exs.has(identKey(t.desc.path.ident))) return t;
    if (seen.has(t.id)) return undefined;
    seen.add(t.id);
    const d = t.desc;
    switch (d.kind) {
      case "Arrow":
        return find(d.arg) ?? find(d.result);
      case "Tuple":
        for (const x of d.items) {
          const r = find(x);
          if (r) return r;
        }
        return undefined;
      case "Constr":
        for (const x of d.args) {
          const r = find(x);
          if (r) return r;
        }
        return undefined;
      default:
        return undefined;
    }
  };
  const ex = find(body.type);
  if (!ex) return;
  const name = ex.desc.kind === "Constr" ? pathLast(ex.desc.path) : "";
  const whole = repr(body.type);
  throw errorAt(
    body.loc,
    layoutMessage((p) => {
      p.openBox(0, "v");
      p.openBox(0);
      p.text("This expression has type");
      p.brk(1, 2);
      typeDoc(env, whole)(p);
      p.space();
      p.text("but an expression was expected of type");
      p.brk(1, 2);
      p.text("'a");
      p.closeBox();
      p.cut();
      p.text(`The type constructor ${name} would escape its scope`);
      p.closeBox();
    }),
  );
}

/** `f` where `f ()` was meant: OCaml's hint. */
function withUnitHint(env: Env, err: unknown, got: Type, expected: Type): unknown {
  const r = expandHead(env, got);
  const ex = expandHead(env, expected);
  if (err instanceof CompileError && r.desc.kind === "Arrow" && r.desc.label.kind === "Nolabel" && ex.desc.kind !== "Var" && ex.desc.kind !== "Arrow") {
    const a = expandHead(env, r.desc.arg);
    if (a.desc.kind === "Constr" && isPredef(a.desc.path, "unit"))
      return errorAt(err.diagnostic.location, `${err.diagnostic.message}\n       Hint: Did you forget to provide \`()' as argument?`);
  }
  return err;
}

function addExplanation(e: unknown, text: string, loc?: Location): unknown {
  const l = e instanceof CompileError ? e.diagnostic.location : undefined;
  // A constructor not found in the expected type is reported at its name, which starts the
  // expression (`if c then A x`): the explanation goes under the type expected, as ocamlc puts it.
  const noConstructor = e instanceof CompileError && /^This variant expression is expected to have type[^]*\n {7}There is no constructor /.test(e.diagnostic.message);
  if (noConstructor && loc && l && l.start.offset === loc.start.offset && l.end.offset <= loc.end.offset) {
    const message = e.diagnostic.message;
    const at = message.lastIndexOf("\n       There is no constructor ");
    return errorAt(e.diagnostic.location, `${message.slice(0, at)}\n         ${text}${message.slice(at)}`);
  }
  if (loc && l && (l.start.offset !== loc.start.offset || l.end.offset !== loc.end.offset)) return e;
  if (e instanceof CompileError && e.diagnostic.message.includes("but an expression was expected of type") && !e.diagnostic.message.includes("\n  Hint")) {
    return errorAt(e.diagnostic.location, `${e.diagnostic.message}\n       ${text}`);
  }
  return e;
}

function renamePattern(p: TPattern, map: Map<string, Ident>): TPattern {
  const r = (q: TPattern): TPattern => renamePattern(q, map);
  const d = p.desc;
  switch (d.kind) {
    case "Var":
      return { ...p, desc: { kind: "Var", ident: map.get(identKey(d.ident)) ?? d.ident } };
    case "Alias":
      return { ...p, desc: { kind: "Alias", pattern: r(d.pattern), ident: map.get(identKey(d.ident)) ?? d.ident } };
    case "Tuple":
      return { ...p, desc: { kind: "Tuple", items: d.items.map(r) } };
    case "Construct":
      return { ...p, desc: { kind: "Construct", constructor: d.constructor, args: d.args.map(r) } };
    case "Variant":
      return d.arg === undefined ? p : { ...p, desc: { kind: "Variant", tag: d.tag, arg: r(d.arg), row: d.row } };
    case "Record":
      return { ...p, desc: { kind: "Record", closed: d.closed, fields: d.fields.map((f) => ({ label: f.label, pattern: r(f.pattern) })) } };
    case "Array":
      return { ...p, desc: { kind: "Array", items: d.items.map(r) } };
    case "Or":
      return { ...p, desc: { kind: "Or", left: r(d.left), right: r(d.right) } };
    case "Lazy":
      return { ...p, desc: { kind: "Lazy", pattern: r(d.pattern) } };
    case "Exception":
      return { ...p, desc: { kind: "Exception", pattern: r(d.pattern) } };
    case "Any":
    case "Constant":
      return p;
  }
}

/** Types that mention a module going out of scope are replaced by their expansions, in place. */
function expandEscaping(env: Env, t0: Type, id: Ident): Type[] {
  const escaped: Type[] = [];
  const seen = new Set<number>();
  const mentions = (p: Path): boolean => (p.kind === "Pident" ? p.ident === id : p.kind === "Pdot" ? mentions(p.prefix) : mentions(p.functor) || mentions(p.arg));
  const go = (x0: Type): void => {
    const x = repr(x0);
    if (seen.has(x.id)) return;
    seen.add(x.id);
    const d = x.desc;
    switch (d.kind) {
      case "Constr":
        if (mentions(d.path)) {
          let e: Type = x;
          for (let i = 0; i < 100; i++) {
            const n = expandOnce(env, e);
            if (!n) break;
            e = repr(n);
            if (e.desc.kind !== "Constr" || !mentions(e.desc.path)) break;
          }
          if (e !== x) {
            x.desc = { kind: "Link", to: e };
            go(e);
            return;
          }
          escaped.push(x);
          return;
        }
        d.args.forEach(go);
        return;
      case "Arrow":
        go(d.arg);
        go(d.result);
        return;
      case "Tuple":
        d.items.forEach(go);
        return;
      case "Package":
        d.types.forEach(go);
        return;
      case "Variant":
        // An object or variant type named by an abbreviation of the module (`M.c`, `M.t`) is
        // printed as itself once the name is out of scope, as ocamlc prints it.
        if (d.row.name !== undefined && mentions(d.row.name.path)) x.desc = { kind: "Variant", row: { ...d.row, name: undefined } };
        forEachRowChild(d.row, go);
        return;
      default:
        return;
    }
  };
  go(t0);
  return escaped;
}

/** Replaces the local abstract type `id` by `v` in `t` (for `fun (type a) -> ...`). */
function replaceLocalType(t0: Type, id: Ident, v: Type): Type {
  const memo = new Map<number, Type>();
  const go = (x0: Type): Type => {
    const x = repr(x0);
    const m = memo.get(x.id);
    if (m) return m;
    const d = x.desc;
    let r: Type = x;
    switch (d.kind) {
      case "Constr":
        if (d.path.kind === "Pident" && d.path.ident === id) r = v;
        else {
          const args = d.args.map(go);
          if (args.some((a, i) => a !== d.args[i])) r = newTy({ kind: "Constr", path: d.path, args });
        }
        break;
      case "Arrow": {
        const a = go(d.arg);
        const b = go(d.result);
        if (a !== d.arg || b !== d.result) r = newTy({ kind: "Arrow", label: d.label, arg: a, result: b });
        break;
      }
      case "Tuple": {
        const items = d.items.map(go);
        if (items.some((a, i) => a !== d.items[i])) r = newTy({ kind: "Tuple", items });
        break;
      }
      case "Package": {
        const types = d.types.map(go);
        if (types.some((a, i) => a !== d.types[i])) r = newTy({ kind: "Package", path: d.path, names: d.names, types });
        break;
      }
      case "Poly": {
        const body = go(d.body);
        if (body !== d.body) r = newTy({ kind: "Poly", body, vars: d.vars });
        break;
      }
      default:
        break;
    }
    memo.set(x.id, r);
    return r;
  };
  return go(t0);
}

const invariant = { pos: true, neg: true, inj: false } as const;

/** The fields left to a class known by its description only (an interface's), when a class inherits it. */

/** Why an object type is not a subtype of another: a method missing, or a method's type not a subtype (innermost types). */
type ObjectSubtypeFailure = { readonly kind: "Missing"; readonly method: string } | { readonly kind: "Depth"; readonly a: Type; readonly b: Type };
let objectSubtypeFailure: ObjectSubtypeFailure | undefined;

/** ocamlc's `Type A is not a subtype of B ` with the reason for object types. */
function objectSubtypeMessage(env: Env, a: Type, b: Type, f: ObjectSubtypeFailure): string {
  const namer = new Namer();
  const pair = (p: Pretty, x: Type, y: Type): void => {
    p.openBox(0);
    p.text("Type");
    p.brk(1, 2);
    typeDoc(env, x, namer)(p);
    p.space();
    p.text("is not a subtype of");
    p.brk(1, 2);
    typeDoc(env, y, namer)(p);
    p.closeBox();
    p.text(" ");
  };
  return layoutMessage((p) => {
    p.openBox(0, "v");
    pair(p, a, b);
    p.cut();
    if (f.kind === "Missing") p.text(`The first object type has no method ${f.method}`);
    else pair(p, f.a, f.b);
    p.closeBox();
  });
}

/** `a :> b` for the coercions of plain types: equal types, with private types expanded. */
function subtype(env: Env, a0: Type, b0: Type, unexpanded?: Type): boolean {
  const a = repr(a0);
  const b = repr(b0);
  if (a === b) return true;
  const da = a.desc;
  const db = b.desc;
  if (da.kind === "Constr" && db.kind === "Constr" && samePath(da.path, db.path) && da.args.length === db.args.length) {
    const decl = env.findTypeByPath(da.path);
    return da.args.every((x, i) => {
      const v = decl?.variance[i];
      if (v && v.pos && !v.neg) return subtype(env, x, db.args[i]!);
      if (v && v.neg && !v.pos) return subtype(env, db.args[i]!, x);
      return tryUnifyQuiet(env, x, db.args[i]!);
    });
  }
  if (da.kind === "Tuple" && db.kind === "Tuple" && da.items.length === db.items.length) return da.items.every((x, i) => subtype(env, x, db.items[i]!));
  if (da.kind === "Arrow" && db.kind === "Arrow") return subtype(env, db.arg, da.arg) && subtype(env, da.result, db.result);
  if (da.kind === "Var" || db.kind === "Var") return tryUnifyQuiet(env, a, b);
  if (da.kind === "Constr") {
    const e = expandOnce(env, a, true);
    if (e) return subtype(env, e, b, unexpanded ?? a);
  }
  if (db.kind === "Constr" && da.kind === "Variant") {
    const e = expandOnce(env, b);
    if (e) return subtype(env, a, e);
  }
  if (da.kind === "Variant" && db.kind === "Variant" && da.row.object && db.row.object) {
    // Width and depth subtyping: every method of the closed target, of a subtype in the source.
    const r1 = rowRepr(da.row);
    const r2 = rowRepr(db.row);
    if (r2.closed) {
      for (const e of r2.fields) {
        const f2 = rowFieldRepr(e.field).desc;
        if (f2.kind !== "Present" || !f2.arg) continue;
        const g = r1.fields.find((x) => x.tag === e.tag);
        const f1 = g ? rowFieldRepr(g.field).desc : undefined;
        if (f1 === undefined || f1.kind !== "Present" || !f1.arg) {
          if (!r1.closed) return tryUnifyQuiet(env, a, b);
          objectSubtypeFailure = { kind: "Missing", method: e.tag };
          return false;
        }
        if (!subtype(env, f1.arg, f2.arg)) {
          objectSubtypeFailure ??= { kind: "Depth", a: f1.arg, b: f2.arg };
          return false;
        }
      }
      return true;
    }
    return tryUnifyQuiet(env, a, b);
  }
  if (da.kind === "Variant" && db.kind === "Variant") {
    // OCaml's subtype_row: a closed row whose tags the other has, each argument a subtype;
    // anything else is left to unification.
    const r1 = rowRepr(da.row);
    const r2 = rowRepr(db.row);
    const m1 = repr(r1.more).desc.kind;
    const m2 = repr(r2.more).desc.kind;
    if (r1.closed && m1 !== "Univar" && m2 !== "Univar" && r1.fields.every((e) => r2.fields.some((g) => g.tag === e.tag))) {
      let ok = true;
      for (const e of r1.fields) {
        const f1 = rowFieldRepr(e.field).desc;
        const f2 = rowFieldRepr(r2.fields.find((g) => g.tag === e.tag)!.field).desc;
        if (f1.kind === "Absent") continue;
        if (f2.kind !== "Present") {
          ok = false;
          break;
        }
        if (f2.arg === undefined) {
          if (!(f1.kind === "Present" ? f1.arg === undefined : f1.constant)) ok = false;
        } else if (f1.kind === "Present" && f1.arg) {
          if (!subtype(env, f1.arg, f2.arg)) return false;
        } else if (f1.kind === "Either" && !f1.constant && f1.args.length > 0) {
          if (!subtype(env, f1.args[0]!, f2.arg)) return false;
        } else ok = false;
        if (!ok) break;
      }
      if (ok) return true;
    }
  }
  // What is left is unified, the expanded type as written (`M.t`, which the result then shows).
  return tryUnifyQuiet(env, unexpanded ?? a, b);
}

/**
 * A type of which the given one is a subtype where it may be, as OCaml's `enlarge_type` (its
 * `build_subtype`): a closed variant type in a covariant position becomes its `[<` form, in a
 * contravariant one its `[>` form; arrows, tuples and the parameters of a type constructor its
 * variance lets vary are followed. As OCaml, the depth is bounded by a level (4 at the start) that
 * each expansion of an abbreviation and each variant type taken apart lowers, in turn: a type
 * recursive through its rows is taken apart twice at most, the rest of it left as it is, and a
 * type already on the way (`visited`) is not entered again.
 */
function enlargeType(env: Env, t0: Type, posi: boolean, level = 4, visited: readonly (Type | string)[] = [], expandedFrom?: string): { type: Type; changed: boolean } {
  const t = repr(t0);
  const d = t.desc;
  switch (d.kind) {
    case "Arrow": {
      if (visited.includes(t)) return { type: t, changed: false };
      const v2 = [t, ...visited];
      const a = enlargeType(env, d.arg, !posi, level, v2);
      const r = enlargeType(env, d.result, posi, level, v2);
      if (!a.changed && !r.changed) return { type: t, changed: false };
      return { type: newTy({ kind: "Arrow", label: d.label, arg: a.type, result: r.type }), changed: true };
    }
    case "Tuple": {
      if (visited.includes(t)) return { type: t, changed: false };
      const v2 = [t, ...visited];
      const items = d.items.map((x) => enlargeType(env, x, posi, level, v2));
      if (!items.some((x) => x.changed)) return { type: t, changed: false };
      return { type: newTy({ kind: "Tuple", items: items.map((x) => x.type) }), changed: true };
    }
    case "Constr": {
      // An abbreviation (not of a private row) is expanded while the level allows.
      // OCaml memoises the expansion of an abbreviation (by its path) for the copies of its own
      // body, so an occurrence inside its expansion is the variant type being taken apart, left
      // as it is (`visited` holds the abbreviation's path beside that type).
      if (level > 0) {
        const e = expandOnce(env, t);
        if (e && !hasConstrRow(env, t)) {
          const key = `abbrev ${pathKey(d.path)}`;
          if (visited.includes(key)) return { type: t, changed: false };
          return enlargeType(env, e, posi, level % 2 === 0 ? level - 1 : level, visited, key);
        }
      }
      if (visited.includes(t)) return { type: t, changed: false };
      const v2 = [t, ...visited];
      const decl = env.findTypeByPath(d.path);
      if (!decl) return { type: t, changed: false };
      const args = d.args.map((x, i) => {
        const v = decl.variance[i] ?? { pos: true, neg: true };
        if (v.neg) return v.pos ? { type: x, changed: false } : enlargeType(env, x, !posi, level, v2);
        return v.pos ? enlargeType(env, x, posi, level, v2) : { type: newVar(), changed: true };
      });
      if (args.some((x) => x.changed)) return { type: newTy({ kind: "Constr", path: d.path, args: args.map((x) => x.type) }), changed: true };
      return { type: t, changed: false };
    }
    case "Variant": {
      if (d.row.object) {
        // An object type: its methods enlarged, itself closed in a negative position (subtyping by width).
        if (visited.includes(t)) return { type: t, changed: false };
        const row = rowRepr(d.row);
        if (!row.closed) return { type: t, changed: false };
        const vObj = [t, ...visited];
        const fields: RowEntry[] = [];
        let changed = posi;
        for (const e of row.fields) {
          const f = rowFieldRepr(e.field).desc;
          if (f.kind !== "Present" || !f.arg) continue;
          const x = enlargeType(env, f.arg, posi, level, vObj);
          if (x.changed) changed = true;
          fields.push({ tag: e.tag, field: makeField({ kind: "Present", arg: x.type }) });
        }
        if (!changed) return { type: t, changed: false };
        return { type: newObjectType(fields, newVar(), !posi, getLevel()), changed: true };
      }
      if (visited.includes(t) || !staticRow(d.row)) return { type: t, changed: false };
      const lower = level % 2 === 1 ? level - 1 : level;
      const self = expandedFrom === undefined ? [t] : [t, expandedFrom];
      const v2 = lower < level ? self : [...self, ...visited];
      const row = rowRepr(d.row);
      const fields: RowEntry[] = [];
      for (const e of row.fields) {
        const f = rowFieldRepr(e.field);
        if (f.desc.kind !== "Present") continue;
        if (f.desc.arg === undefined) {
          fields.push({ tag: e.tag, field: posi ? makeField({ kind: "Either", constant: true, args: [], matched: false }) : f });
          continue;
        }
        const a = enlargeType(env, f.desc.arg, posi, lower, v2);
        fields.push({ tag: e.tag, field: posi && level > 0 ? makeField({ kind: "Either", constant: false, args: [a.type], matched: false }) : makeField({ kind: "Present", arg: a.type }) });
      }
      return { type: newVariant(fields, newVar(), posi, getLevel()), changed: true };
    }
    default:
      return { type: t, changed: false };
  }
}

/** Whether every node of a type is younger than `level` (made since: OCaml's `generalizable`). */
function madeAbove(t0: Type, level: number): boolean {
  const seen = new Set<number>();
  const go = (t1: Type): boolean => {
    const t = repr(t1);
    if (seen.has(t.id)) return true;
    seen.add(t.id);
    if (t.level !== GENERIC_LEVEL && t.level <= level) return false;
    let ok = true;
    forEachChild(t, (c) => {
      if (ok) ok = go(c);
    });
    return ok;
  };
  return go(t0);
}

/** Whether a type's expansion is a variant type whose row is an abstract type (a private row). */
function hasConstrRow(env: Env, t: Type): boolean {
  const e = expandHead(env, t);
  return e.desc.kind === "Variant" && repr(rowRepr(e.desc.row).more).desc.kind === "Constr";
}

/** `Type T1 is not a subtype of T2 `, the space after the types (then a variant type's explanation), as ocamlc words it. */
function notSubtypeMessage(env: Env, err: UnifyError): string {
  const msg = layoutMessage(unificationDoc(env, err, "Type", "is not a subtype of"));
  if (err.trace.length !== 1) return msg;
  const k = err.failure.kind;
  if (k === "NoTags" || k === "NoIntersection" || k === "TagTypes") {
    const nl = msg.lastIndexOf("\n");
    if (nl >= 0) return msg.slice(0, nl) + " " + msg.slice(nl);
  }
  return msg + " ";
}

/** Whether a type mentions a polymorphic variant type (written: abbreviations are not expanded). */
function containsVariant(t0: Type, seen = new Set<number>()): boolean {
  const t = repr(t0);
  if (seen.has(t.id)) return false;
  seen.add(t.id);
  const d = t.desc;
  switch (d.kind) {
    case "Variant":
      return true;
    case "Arrow":
      return containsVariant(d.arg, seen) || containsVariant(d.result, seen);
    case "Tuple":
      return d.items.some((x) => containsVariant(x, seen));
    case "Constr":
      return d.args.some((x) => containsVariant(x, seen));
    default:
      return false;
  }
}

/** Whether a type has a type variable (a row's included). */
function hasFreeVariables(t0: Type, seen = new Set<number>()): boolean {
  const t = repr(t0);
  if (seen.has(t.id)) return false;
  seen.add(t.id);
  const d = t.desc;
  switch (d.kind) {
    case "Var":
      return true;
    case "Arrow":
      return hasFreeVariables(d.arg, seen) || hasFreeVariables(d.result, seen);
    case "Tuple":
      return d.items.some((x) => hasFreeVariables(x, seen));
    case "Constr":
      return d.args.some((x) => hasFreeVariables(x, seen));
    case "Package":
      return d.types.some((x) => hasFreeVariables(x, seen));
    case "Poly":
      return hasFreeVariables(d.body, seen);
    case "Variant": {
      if (!staticRow(d.row)) return true;
      let found = false;
      const row = rowRepr(d.row);
      for (const e of row.fields) {
        const f = rowFieldRepr(e.field).desc;
        if (f.kind === "Present" && f.arg && hasFreeVariables(f.arg, seen)) found = true;
      }
      return found;
    }
    default:
      return false;
  }
}

function tryUnifyQuiet(env: Env, a: Type, b: Type): boolean {
  try {
    unify(env, a, b);
    return true;
  } catch (e) {
    if (e instanceof UnifyError) return false;
    throw e;
  }
}


/** What `isNonexpansive` found for the expressions it was asked about (typed trees do not change). */
const nonexpansiveCache = new WeakMap<TExpression, boolean>();

/**
 * Whether `e`'s evaluation creates no mutable state, so that its type can be generalised (the
 * value restriction). Remembered per
 * expression: `let x = let y = let z = ... in z in y in x` asks about each level's definition,
 * which holds all the levels inside it, and would take time quadratic in the depth.
 */
export function isNonexpansive(e: TExpression): boolean {
  let known = nonexpansiveCache.get(e);
  if (known === undefined) {
    known = isNonexpansiveNow(e);
    nonexpansiveCache.set(e, known);
  }
  return known;
}

function isNonexpansiveNow(e0: TExpression): boolean {
  // Follows the last sub-expression in a loop (list spines, `let` and `if` chains are as deep
  // as they are long) and recurses only into the others.
  let e = e0;
  for (;;) {
    const d = e.desc;
    switch (d.kind) {
      case "Ident":
      case "Constant":
      case "Function":
      case "Unreachable":
        return true;
      case "Let":
        if (!d.bindings.every((b) => isNonexpansive(b.expr))) return false;
        e = d.body;
        continue;
      case "Tuple":
        return d.items.every(isNonexpansive);
      case "Construct": {
        const n = d.args.length;
        if (n === 0) return true;
        for (let i = 0; i < n - 1; i++) if (!isNonexpansive(d.args[i]!)) return false;
        e = d.args[n - 1]!;
        continue;
      }
      case "Variant":
        if (d.arg === undefined) return true;
        e = d.arg;
        continue;
      case "Record":
        return (
          d.fields.every((f) => !f.label.mutable && (f.def.kind === "Kept" || isNonexpansive(f.def.expr))) &&
          (d.base === undefined || isNonexpansive(d.base))
        );
      case "Field":
        e = d.record;
        continue;
      case "Array":
        return d.items.length === 0;
      case "IfThenElse":
        if (d.else === undefined) {
          e = d.then;
          continue;
        }
        if (!isNonexpansive(d.then)) return false;
        e = d.else;
        continue;
      case "Sequence":
        e = d.second;
        continue;
      case "Match":
        return isNonexpansive(d.scrutinee) && d.cases.every((c) => c.guard === undefined && isNonexpansive(c.rhs) && !hasException(c.lhs));
      case "Lazy":
        return true;
      case "Assert":
        return d.expr.desc.kind === "Construct" && d.expr.desc.constructor.name === "false";
      case "LetModule":
      case "Open":
      case "LetException":
        e = d.body;
        continue;
      case "Pack":
        return true;
      case "Object": {
        // OCaml's rule: no mutable instance variable, the values and initializers nonexpansive (and no inherited class).
        if (d.class !== undefined) return false;
        const o = d.object;
        return o.ivars.every((v) => !v.mutable && isNonexpansive(v.expr)) && o.initializers.every(isNonexpansive);
      }
      case "InstVar":
        return true;
      case "Apply":
      case "Try":
      case "SetField":
      case "While":
      case "For":
      case "Send":
      case "SendSuper":
      case "New":
      case "SetInstVar":
      case "Override":
        return false;
      default:
        return assertNever(d);
    }
  }
}

/** Whether a written pattern has a tag or a `#t` in it. */
function hasVariantPattern(p: A.Pattern): boolean {
  const d = p.desc;
  switch (d.kind) {
    case "Variant":
    case "TypeAlias":
      return true;
    case "Construct":
      return d.arg !== undefined && hasVariantPattern(d.arg);
    case "Alias":
    case "Constraint":
    case "Lazy":
    case "Exception":
    case "Open":
      return hasVariantPattern(d.pattern);
    case "Tuple":
    case "Array":
      return d.items.some(hasVariantPattern);
    case "Record":
      return d.fields.some((f) => hasVariantPattern(f.pattern));
    case "Or":
      return hasVariantPattern(d.left) || hasVariantPattern(d.right);
    default:
      return false;
  }
}

/** Whether a type has a variant type with a tag that is only possible (`[< `A ]`). */
function containsEither(t0: Type, seen = new Set<number>()): boolean {
  const t = repr(t0);
  if (seen.has(t.id)) return false;
  seen.add(t.id);
  const d = t.desc;
  switch (d.kind) {
    case "Arrow":
      return containsEither(d.arg, seen) || containsEither(d.result, seen);
    case "Tuple":
      return d.items.some((x) => containsEither(x, seen));
    case "Constr":
      return d.args.some((x) => containsEither(x, seen));
    case "Variant":
      return rowRepr(d.row).fields.some((e) => {
        const f = rowFieldRepr(e.field).desc;
        return f.kind === "Either" || (f.kind === "Present" && f.arg !== undefined && containsEither(f.arg, seen));
      });
    default:
      return false;
  }
}

/**
 * The type an alias `p as x` gives x, as OCaml's build_as_type: a tag or `#t` an open variant type
 * of its own (so that `(`A | `B) as x` is `[> `A | `B ]` whatever else the match takes).
 */
function buildAsType(env: Env, p: TPattern): Type {
  const d = p.desc;
  switch (d.kind) {
    case "Variant": {
      const arg = d.arg ? buildAsType(env, d.arg) : undefined;
      return newVariant([{ tag: d.tag, field: makeField({ kind: "Present", arg }) }], newVar(), false, getLevel());
    }
    case "Or": {
      const fromAlias = typeAliasRows.get(p);
      if (fromAlias) {
        const row = rowRepr(fromAlias);
        return newVariant([...row.fields], newVar(), false, getLevel());
      }
      const t1 = buildAsType(env, d.left);
      const t2 = buildAsType(env, d.right);
      unifyPat(env, p.loc, t2, t1);
      return t1;
    }
    case "Alias":
      return buildAsType(env, d.pattern);
    case "Tuple":
      return newTy({ kind: "Tuple", items: d.items.map((x) => buildAsType(env, x)) });
    default:
      return p.type;
  }
}

/** The or-patterns made for `#t`, with the row of `t`. */
const typeAliasRows = new WeakMap<TPattern, Row>();

function hasException(p: TPattern): boolean {
  return p.desc.kind === "Exception" || (p.desc.kind === "Or" && (hasException(p.desc.left) || hasException(p.desc.right)));
}

export { PatState, GENERIC_LEVEL };
