// Type declarations (`type ... and ...`), type extensions (`type t += ...`) and exceptions:
// translation into `TypeDecl`s, variance, immediacy and the representation of records.
import { alertsOfAttributes, deprecatedMutableOfAttributes } from "./alerts.js";
import { forEachRowChild, rowProxy, rowRepr, staticRow } from "./row.js";
import { Namer, outType, printOut } from "./printtyp.js";
import { errorAt } from "../common/diagnostic.js";
import { ghostLocation, type Location } from "../common/location.js";
import type * as A from "../syntax/ast.js";
import { recordReprOf } from "./datarepr.js";
import type { Env } from "./env.js";
import { layoutMessage, longidentName, typeDoc, unbound } from "./errors.js";
import { predefPaths } from "./predef.js";
import { lookupTypeEntry, translType, TypeVars } from "./typetexp.js";
import {
  createIdent,
  GENERIC_LEVEL,
  link,
  newType,
  pdot,
  pathLast,
  repr,
  samePath,
  type ConstructorArgs,
  type ConstructorDecl,
  type ExtensionDecl,
  type Ident,
  type LabelDecl,
  type Path,
  type Type,
  type TypeDecl,
  type TypeKind,
  type Variance,
} from "./types.js";
import { beginDef, endDef, expandHead, forEachChild, generalize, newVar, unify, UnifyError } from "./unify.js";

function hasAttribute(attrs: A.Attributes, name: string): boolean {
  return attrs.some((a) => a.name.txt === name || a.name.txt === `ocaml.${name}`);
}

function translLabels(env: Env, fields: readonly A.LabelDeclaration[], vars: TypeVars): LabelDecl[] {
  const seen = new Set<string>();
  return fields.map((f) => {
    if (seen.has(f.name.txt)) throw errorAt(f.name.loc, `Two labels are named ${f.name.txt}`);
    seen.add(f.name.txt);
    const alerts = alertsOfAttributes(f.attributes);
    const deprecatedMutable = deprecatedMutableOfAttributes(f.attributes);
    return {
      name: f.name.txt,
      mutable: f.mutable === "Mutable",
      type: translType(env, f.type, vars),
      loc: f.loc,
      ...(alerts ? { alerts } : {}),
      ...(deprecatedMutable !== undefined ? { deprecatedMutable } : {}),
    };
  });
}

function translArgs(env: Env, args: A.ConstructorArguments, vars: TypeVars): ConstructorArgs {
  return args.kind === "Tuple"
    ? { kind: "Tuple", types: args.types.map((t) => translType(env, t, vars)) }
    : { kind: "Record", fields: translLabels(env, args.fields, vars) };
}

/** Translates one constructor (plain or in GADT syntax) of a type whose head is `selfPath`. */
function translConstructor(env: Env, c: A.ConstructorDeclaration, params: TypeVars, selfPath: Path, selfName: string): ConstructorDecl {
  const warnOnLiteral = hasAttribute(c.attributes, "warn_on_literal_pattern");
  const alerts = alertsOfAttributes(c.attributes);
  if (!c.result) return { name: c.name.txt, args: translArgs(env, c.args, params), result: undefined, loc: c.loc, warnOnLiteral, ...(alerts ? { alerts } : {}) };
  // GADT syntax: the constructor's variables are its own.
  const vars = new TypeVars("extensible");
  const args = translArgs(env, c.args, vars);
  const result = translType(env, c.result, vars);
  const r = repr(result);
  if (r.desc.kind !== "Constr" || !samePath(r.desc.path, selfPath))
    throw errorAt(c.result.loc, `Constraints are not satisfied in this type.\n       Type ${selfName} should be an instance of ${selfName}`);
  return { name: c.name.txt, args, result, loc: c.loc, warnOnLiteral, ...(alerts ? { alerts } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Variance

type Occ = { pos: boolean; neg: boolean };

function occurrences(env: Env, t0: Type, target: Type, pos: boolean, neg: boolean, acc: Occ, seen: Set<string>): void {
  const t = repr(t0);
  const key = `${t.id}/${pos}/${neg}`;
  if (seen.has(key)) return;
  seen.add(key);
  if (t === repr(target)) {
    acc.pos ||= pos;
    acc.neg ||= neg;
    return;
  }
  const d = t.desc;
  switch (d.kind) {
    case "Arrow":
      occurrences(env, d.arg, target, neg, pos, acc, seen);
      occurrences(env, d.result, target, pos, neg, acc, seen);
      return;
    case "Tuple":
      d.items.forEach((x) => occurrences(env, x, target, pos, neg, acc, seen));
      return;
    case "Constr": {
      const decl = env.findTypeByPath(d.path);
      d.args.forEach((x, i) => {
        const v = decl?.variance[i] ?? { pos: true, neg: true, inj: true };
        const p2 = (v.pos && pos) || (v.neg && neg);
        const n2 = (v.pos && neg) || (v.neg && pos);
        if (p2 || n2) occurrences(env, x, target, p2, n2, acc, seen);
      });
      return;
    }
    case "Poly":
      occurrences(env, d.body, target, pos, neg, acc, seen);
      return;
    case "Package":
      d.types.forEach((x) => occurrences(env, x, target, true, true, acc, seen));
      return;
    case "Variant":
      forEachRowChild(d.row, (x) => occurrences(env, x, target, pos, neg, acc, seen));
      return;
    default:
      return;
  }
}

function computeVariance(env: Env, params: readonly Type[], kind: TypeKind, manifest: Type | undefined, declared: readonly A.VarianceAnnotation[]): Variance[] {
  return params.map((p, i) => {
    const dv = (declared[i] ?? "").replace("!", "") as "" | "+" | "-";
    if (kind.kind === "Abstract" && !manifest) {
      if (dv === "+") return { pos: true, neg: false, inj: false };
      if (dv === "-") return { pos: false, neg: true, inj: false };
      return { pos: true, neg: true, inj: false };
    }
    const acc: Occ = { pos: false, neg: false };
    const seen = new Set<string>();
    if (manifest) occurrences(env, manifest, p, true, false, acc, seen);
    const fields = (ls: readonly LabelDecl[]): void =>
      ls.forEach((l) => occurrences(env, l.type, p, true, l.mutable, acc, seen));
    if (kind.kind === "Variant")
      for (const c of kind.constructors) {
        if (c.result) {
          acc.pos = true;
          acc.neg = true;
        }
        if (c.args.kind === "Tuple") c.args.types.forEach((t) => occurrences(env, t, p, true, false, acc, seen));
        else fields(c.args.fields);
      }
    if (kind.kind === "Record") fields(kind.fields);
    if (kind.kind === "Open") {
      acc.pos = true;
      acc.neg = true;
    }
    if (dv === "+") return { pos: true, neg: false, inj: true };
    if (dv === "-") return { pos: false, neg: true, inj: true };
    return { pos: acc.pos, neg: acc.neg, inj: true };
  });
}

function isImmediateDecl(env: Env, kind: TypeKind, manifest: Type | undefined, attrs: A.Attributes): boolean {
  if (hasAttribute(attrs, "immediate")) return true;
  if (kind.kind === "Variant") return kind.constructors.every((c) => c.args.kind === "Tuple" && c.args.types.length === 0);
  if (kind.kind === "Abstract" && manifest) {
    const e = expandHead(env, manifest);
    if (e.desc.kind === "Constr") return env.findTypeByPath(e.desc.path)?.immediate ?? false;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Declarations

export interface TypedDecls {
  readonly env: Env;
  readonly decls: readonly { readonly ident: Ident; readonly decl: TypeDecl }[];
  /** The row types of the private row types among them (`t#row`), which signatures hold before them. */
  readonly rows?: readonly { readonly ident: Ident; readonly decl: TypeDecl }[];
}

/** Types a group of type declarations; `idents` may be given (signatures reuse them). */
export function typeTypeDecls(env: Env, rec: A.RecFlag, sdecls: readonly A.TypeDeclaration[]): TypedDecls {
  const names = new Set<string>();
  for (const d of sdecls) {
    if (names.has(d.name.txt)) throw errorAt(d.loc, `Multiple definition of the type name ${d.name.txt}.\n       Names must be unique in a given structure or signature.`);
    names.add(d.name.txt);
  }
  const idents = sdecls.map((d) => createIdent(d.name.txt));
  beginDef();
  const paramsOf = sdecls.map((d) =>
    d.params.map((p) => {
      const v = newVar(p.name?.txt);
      return { name: p.name?.txt, type: v };
    }),
  );
  // A private row type (`type t = private [> `A ]`) has an abstract type `t#row` declared before
  // the group, as OCaml declares it: the row variable of t's definition becomes that type.
  const rowDecls = new Map<number, { ident: Ident; decl: TypeDecl }>();
  sdecls.forEach((d, i) => {
    if (!isFixedType(d)) return;
    rowDecls.set(i, {
      ident: createIdent(`${d.name.txt}#row`),
      decl: {
        params: d.params.map(() => newVar()),
        kind: { kind: "Abstract" },
        manifest: undefined,
        private: false,
        variance: d.params.map(() => ({ pos: true, neg: true, inj: true })),
        immediate: false,
        loc: ghostLocation(d.loc),
      },
    });
  });
  // The recursive environment: each type abstract with its arity (manifests come later).
  let tempEnv = env;
  for (const r of rowDecls.values()) tempEnv = tempEnv.addTypeOnly(r.ident, r.decl);
  if (rec === "Recursive")
    sdecls.forEach((d, i) => {
      tempEnv = tempEnv.addTypeOnly(idents[i]!, {
        params: paramsOf[i]!.map((p) => p.type),
        kind: { kind: "Abstract" },
        manifest: undefined,
        private: false,
        variance: paramsOf[i]!.map(() => ({ pos: true, neg: true, inj: true })),
        immediate: false,
        loc: d.loc,
      });
    });
  const translated = sdecls.map((d, i) => {
    const vars = new TypeVars("closed");
    for (const p of paramsOf[i]!) {
      if (p.name !== undefined) {
        if (vars.vars.has(p.name)) throw errorAt(d.loc, `The type parameter '${p.name} occurs several times`);
        vars.vars.set(p.name, p.type);
      }
    }
    const selfPath: Path = { kind: "Pident", ident: idents[i]! };
    // Constraints come first: they may bind new variables, usable in the definition.
    if (d.constraints.length > 0) {
      const cvars = new TypeVars("extensible");
      for (const [k, v] of vars.vars) cvars.vars.set(k, v);
      for (const c of d.constraints) {
        const l = translType(tempEnv, c.left, cvars);
        const r = translType(tempEnv, c.right, cvars);
        try {
          unify(tempEnv, l, r);
        } catch (e) {
          if (e instanceof UnifyError) throw errorAt(c.loc, "Constraints are not satisfied in this type.");
          throw e;
        }
      }
      for (const [k, v] of cvars.vars) vars.vars.set(k, v);
    }
    const manifest = d.manifest && translType(tempEnv, d.manifest, vars);
    const rowDecl = rowDecls.get(i);
    if (manifest && rowDecl) fixRow(tempEnv, d, manifest, rowDecl.ident, paramsOf[i]!.map((p) => p.type));
    // A closed variant type declared as an abbreviation is named by it (`t` for `[ `A | `B ]`):
    // its expansion prints as the name, as ocamlc's does.
    if (manifest) {
      const m = repr(manifest);
      const params = paramsOf[i]!.map((p) => repr(p.type));
      const distinctVars = params.every((p, k) => p.desc.kind === "Var" && params.indexOf(p) === k);
      if (m.desc.kind === "Variant" && m.desc.row.name === undefined && staticRow(m.desc.row) && distinctVars)
        m.desc = { kind: "Variant", row: { ...rowRepr(m.desc.row), name: { path: selfPath, args: params } } };
    }
    let kind: TypeKind;
    switch (d.kind.kind) {
      case "Abstract":
        kind = { kind: "Abstract" };
        break;
      case "Open":
        kind = { kind: "Open" };
        break;
      case "Record": {
        const fields = translLabels(tempEnv, d.kind.fields, vars);
        kind = { kind: "Record", fields, repr: hasAttribute(d.attributes, "unboxed") ? "Unboxed" : "Regular" };
        break;
      }
      case "Variant": {
        const seen = new Set<string>();
        const constructors = d.kind.constructors.map((c) => {
          if (seen.has(c.name.txt)) throw errorAt(d.loc, `Two constructors are named ${c.name.txt}`);
          seen.add(c.name.txt);
          return translConstructor(tempEnv, c, vars, selfPath, d.name.txt);
        });
        kind = { kind: "Variant", constructors, unboxed: hasAttribute(d.attributes, "unboxed") };
        break;
      }
    }

    if (hasAttribute(d.attributes, "unboxed")) checkUnboxable(d.loc, kind);
    return { manifest, kind };
  });
  endDef();
  for (let i = 0; i < sdecls.length; i++) {
    paramsOf[i]!.forEach((p) => generalize(p.type));
    const t = translated[i]!;
    if (t.manifest) generalize(t.manifest);
    generalizeKind(t.kind);
  }
  // A variant type with a row variable (`type t = [> `A ]`) leaves that variable unbound,
  // unless the type is a private row type, whose row is its row type.
  sdecls.forEach((d, i) => {
    const m = translated[i]!.manifest;
    if (!m || rowDecls.has(i) || d.kind.kind !== "Abstract") return;
    const v = openVariantIn(m, paramsOf[i]!.map((p) => repr(p.type)));
    if (v) throw errorAt(d.loc, unboundRowMessage(env, m, v));
  });
  // Check abbreviations are not cyclic (`type t = t`, `type a = b and b = a`).
  let finalEnv = env;
  const decls = sdecls.map((d, i) => {
    const t = translated[i]!;
    let kind = t.kind;
    if (kind.kind === "Record" && kind.repr !== "Unboxed") kind = { ...kind, repr: recordReprOf(kind.fields) };
    const params = paramsOf[i]!.map((p) => p.type);
    const decl: TypeDecl = {
      params,
      kind,
      manifest: t.manifest,
      private: d.private === "Private",
      variance: params.map(() => ({ pos: true, neg: true, inj: true })),
      immediate: false,
      paramNames: paramsOf[i]!.map((p) => p.name),
      // The parse tree may spell injectivity in the variance (`+!`, `!`).
      injective: d.params.map((p) => String(p.variance).includes("!")),
      loc: d.loc,
    };
    const alerts = alertsOfAttributes(d.attributes);
    return alerts ? { ...decl, alerts } : decl;
  });
  // Variance and immediacy need the group's declarations in the environment.
  let groupEnv = env;
  decls.forEach((decl, i) => (groupEnv = groupEnv.addTypeOnly(idents[i]!, decl)));
  const finalDecls = decls.map((decl, i) => {
    const d = sdecls[i]!;
    const variance = computeVariance(groupEnv, decl.params, decl.kind, decl.manifest, d.params.map((p) => p.variance));
    const immediate = isImmediateDecl(groupEnv, decl.kind, decl.manifest, d.attributes);
    return { ...decl, variance, immediate };
  });
  let checkEnv = env;
  finalDecls.forEach((decl, i) => (checkEnv = checkEnv.addTypeOnly(idents[i]!, decl)));
  finalDecls.forEach((decl, i) => {
    if (decl.manifest && decl.kind.kind === "Abstract") checkCycle(checkEnv, idents[i]!, decl.manifest, sdecls[i]!);
  });
  const rows = [...rowDecls.values()].map(({ ident, decl }) => {
    decl.params.forEach((p) => generalize(p));
    return { ident, decl };
  });
  for (const r of rows) finalEnv = finalEnv.addType(r.ident, r.decl);
  finalDecls.forEach((decl, i) => (finalEnv = finalEnv.addType(idents[i]!, decl)));
  return { env: finalEnv, decls: finalDecls.map((decl, i) => ({ ident: idents[i]!, decl })), ...(rows.length > 0 ? { rows } : {}) };
}

/** A variant type inside `t` whose row variable is no parameter, if there is one. */
function openVariantIn(t0: Type, params: readonly Type[]): Type | undefined {
  // The variables of the parameters are bound (`type 'a t = [> `A ] as 'a`).
  const bound = new Set<Type>();
  const mark = (t1: Type): void => {
    const t = repr(t1);
    if (bound.has(t)) return;
    bound.add(t);
    forEachChild(t, mark);
  };
  params.forEach(mark);
  const seen = new Set<number>();
  let found: Type | undefined;
  const go = (t1: Type): void => {
    const t = repr(t1);
    if (found || seen.has(t.id)) return;
    seen.add(t.id);
    const d = t.desc;
    if (d.kind !== "Variant") {
      forEachChild(t, go);
      return;
    }
    const more = repr(rowRepr(d.row).more);
    if (!staticRow(d.row) && more.desc.kind === "Var" && !bound.has(more)) {
      found = t;
      return;
    }
    forEachRowChild(d.row, (x) => {
      if (repr(x) !== more) go(x);
    });
  };
  go(t0);
  return found;
}

/** ocamlc's message for a row variable left unbound in a type declaration. */
function unboundRowMessage(env: Env, manifest: Type, variant: Type): string {
  return layoutMessage((p) => {
    const namer = new Namer();
    namer.rowAliases.add(rowProxy(variant).id);
    p.openBox(0);
    p.text("A type variable is unbound in this type declaration.");
    p.space();
    p.openBox(2, "hov");
    p.text("In type");
    p.space();
    printOut(p, outType(manifest, namer, env));
    p.brk(1, -2);
    p.text("the variable");
    p.space();
    printOut(p, outType(rowProxy(variant), namer, env));
    p.space();
    p.text("is unbound");
    p.closeBox();
    p.closeBox();
  });
}

/** Whether a declaration is a private row type: private, abstract, its definition a variant type with a row variable. */
function isFixedType(d: A.TypeDeclaration): boolean {
  const hasRowVar = (t: A.CoreType): boolean => {
    const x = t.desc;
    if (x.kind === "Alias") return hasRowVar(x.type);
    if (x.kind === "Class") return true;
    return x.kind === "Variant" && (!x.closed || x.present !== undefined);
  };
  return d.private === "Private" && d.kind.kind === "Abstract" && d.manifest !== undefined && hasRowVar(d.manifest);
}

/** The row variable of a private row type's definition becomes its abstract row type (OCaml's set_fixed_row). */
function fixRow(env: Env, d: A.TypeDeclaration, manifest: Type, rowIdent: Ident, params: readonly Type[]): void {
  const e = expandHead(env, manifest);
  if (e.desc.kind !== "Variant") throw errorAt(d.loc, "This fixed type is not an object or variant");
  const more = repr(rowRepr(e.desc.row).more);
  if (staticRow(e.desc.row)) {
    const t = e;
    throw errorAt(
      d.loc,
      layoutMessage((p) => {
        p.openBox(0, "v");
        p.text("This private row type declaration is invalid.");
        p.cut();
        p.openBox(2, "v");
        p.text("The type expression on the right-hand side reduces to");
        p.cut();
        typeDoc(env, t)(p);
        p.closeBox();
        p.cut();
        p.text("which does not have a free row type variable.");
        p.cut();
        p.text("Hint: If you intended to define a private type abbreviation,");
        p.cut();
        p.openBox(2, "v");
        p.text("write explicitly");
        p.cut();
        p.text("private ");
        typeDoc(env, t)(p);
        p.closeBox();
        p.closeBox();
      }),
    );
  }
  if (more.desc.kind !== "Var") throw errorAt(d.loc, "This fixed type has no row variable");
  link(more, newType({ kind: "Constr", path: { kind: "Pident", ident: rowIdent }, args: [...params] }, more.level));
}

/** An abbreviation may not refer to itself, even through other abbreviations (no -rectypes). */
function checkCycle(env: Env, id: Ident, manifest: Type, sd: A.TypeDeclaration): void {
  const visiting = new Set<TypeDecl>();
  const seen = new Set<number>();
  const go = (t0: Type): boolean => {
    const t = repr(t0);
    if (seen.has(t.id)) return false;
    seen.add(t.id);
    const d = t.desc;
    switch (d.kind) {
      case "Constr": {
        if (d.path.kind === "Pident" && d.path.ident === id) return true;
        const decl = env.findTypeByPath(d.path);
        if (decl && decl.manifest && decl.kind.kind === "Abstract" && !visiting.has(decl)) {
          visiting.add(decl);
          const r = go(decl.manifest);
          visiting.delete(decl);
          if (r) return true;
        }
        return d.args.some(go);
      }
      case "Arrow":
        return go(d.arg) || go(d.result);
      case "Tuple":
        return d.items.some(go);
      case "Poly":
        return go(d.body);
      default:
        return false;
    }
  };
  if (go(manifest)) throw errorAt(sd.loc, `The type abbreviation ${id.name} is cyclic`);
}

function generalizeKind(k: TypeKind): void {
  const args = (a: ConstructorArgs): void => {
    if (a.kind === "Tuple") a.types.forEach(generalize);
    else a.fields.forEach((f) => generalize(f.type));
  };
  if (k.kind === "Variant")
    for (const c of k.constructors) {
      args(c.args);
      if (c.result) generalize(c.result);
    }
  if (k.kind === "Record") k.fields.forEach((f) => generalize(f.type));
}

// ---------------------------------------------------------------------------------------------
// Extension constructors (exceptions and `type t += ...`)

export function typeExtensionConstructor(
  env: Env,
  c: A.ExtensionConstructor,
  typePath: Path,
  typeParams: readonly { name: string | undefined }[],
  isPrivate: boolean,
): { ident: Ident; ext: ExtensionDecl; rebind: Path | undefined } {
  const ident = createIdent(c.name.txt);
  const k = c.kind;
  const warnOnLiteral = hasAttribute(c.attributes, "warn_on_literal_pattern");
  const alerts = alertsOfAttributes(c.attributes);
  if (k.kind === "Rebind") {
    const cs = env.lookupConstructors(k.target.txt);
    if (cs === "nomodule" || !cs || cs.length === 0) throw unbound(k.target.loc, "constructor", k.target.txt, cs === "nomodule", env);
    const d = cs[0]!;
    if (d.tag.kind !== "Extension") throw errorAt(c.loc, `The constructor ${longidentName(k.target.txt)} is not an extension constructor.`);
    const args: ConstructorArgs = d.inlineRecord ? { kind: "Record", fields: d.inlineRecord } : { kind: "Tuple", types: d.args };
    const params = repr(d.result).desc.kind === "Constr" ? (repr(d.result).desc as { args: readonly Type[] }).args : [];
    // A rebinding has the attributes written on it, as in OCaml, not those of the constructor.
    const ext = { typePath: d.typePath, params, args, result: undefined, private: isPrivate, loc: c.loc, warnOnLiteral, ...(alerts ? { alerts } : {}) };
    return { ident, ext, rebind: d.tag.path };
  }
  beginDef();
  const vars = new TypeVars(k.result ? "extensible" : "closed");
  const params = typeParams.map((p) => {
    const v = newVar(p.name);
    if (p.name !== undefined) vars.vars.set(p.name, v);
    return v;
  });
  const args = translArgs(env, k.args, vars);
  const result = k.result && translType(env, k.result, vars);
  endDef();
  params.forEach(generalize);
  generalizeKind({ kind: "Variant", unboxed: false, constructors: [{ name: c.name.txt, args, result, loc: c.loc }] });
  return { ident, ext: { typePath, params, args, result, private: isPrivate, loc: c.loc, warnOnLiteral, ...(alerts ? { alerts } : {}) }, rebind: undefined };
}

export function typeException(env: Env, c: A.ExtensionConstructor): { ident: Ident; ext: ExtensionDecl; rebind: Path | undefined } {
  return typeExtensionConstructor(env, c, predefPaths.exn, [], false);
}

export function typeTypeExtension(env: Env, ext: A.TypeExtension): { path: Path; items: { ident: Ident; ext: ExtensionDecl; rebind: Path | undefined }[] } {
  const entry = lookupTypeEntry(env, ext.path.txt, ext.path.loc);
  if (entry.decl.kind.kind !== "Open")
    throw errorAt(ext.path.loc, `Type definition ${longidentName(ext.path.txt)} is not extensible`);
  const params = ext.params.map((p) => ({ name: p.name?.txt }));
  const items = ext.constructors.map((c) => typeExtensionConstructor(env, c, entry.path, params, ext.private === "Private"));
  return { path: entry.path, items };
}

/**
 * Declarations of a structure that defines a recursive module (or a module inside one) given the
 * equation `t = Anchor.t` when the module's declared signature has a type `t` of the same arity
 * and a compatible definition (OCaml's `enrich_typedecl`): inside the definition, the declared
 * type and the defined one are the same.
 */
export function enrichTypeDecls(before: Env, typed: TypedDecls, anchor: Path): TypedDecls {
  let env = typed.env;
  const decls = typed.decls.map(({ ident, decl }) => {
    if (decl.manifest !== undefined) return { ident, decl };
    const path = pdot(anchor, ident.name);
    const orig = before.findTypeByPath(path);
    if (orig === undefined || orig.params.length !== decl.params.length || !compatibleKinds(orig.kind, decl.kind)) return { ident, decl };
    const enriched: TypeDecl = { ...decl, manifest: newType({ kind: "Constr", path, args: decl.params }, GENERIC_LEVEL) };
    env = env.addTypeOnly(ident, enriched);
    return { ident, decl: enriched };
  });
  return { env, decls };
}

/** Whether two definitions may be of one type (OCaml's `mcomp` on declarations, by names and arities). */
function compatibleKinds(a: TypeKind, b: TypeKind): boolean {
  if (a.kind === "Abstract" || b.kind === "Abstract") return true;
  if (a.kind === "Variant" && b.kind === "Variant")
    return a.constructors.length === b.constructors.length && a.constructors.every((c, i) => {
      const d = b.constructors[i]!;
      return c.name === d.name && c.args.kind === d.args.kind && (c.args.kind === "Tuple" ? c.args.types.length : c.args.fields.length) === (d.args.kind === "Tuple" ? d.args.types.length : d.args.fields.length);
    });
  if (a.kind === "Record" && b.kind === "Record") return a.repr === b.repr && a.fields.length === b.fields.length && a.fields.every((f, i) => f.name === b.fields[i]!.name && f.mutable === b.fields[i]!.mutable);
  return a.kind === b.kind;
}

/**
 * `[@@unboxed]` needs one constructor or field, of one argument, immutable (OCaml's
 * typedecl checks, with its messages; the longer ones broken where ocamlc breaks a line past its
 * margin).
 */
function checkUnboxable(loc: Location, kind: TypeKind): void {
  const cannot = (why: string): never => {
    throw errorAt(loc, `This type cannot be unboxed because${why.length > 36 ? "\n       " : " "}${why}.`);
  };
  switch (kind.kind) {
    case "Abstract":
    case "Open":
      return cannot("it is abstract");
    case "Record":
      if (kind.fields.length !== 1) cannot("it has more than one field");
      if (kind.fields[0]!.mutable) cannot("it is mutable");
      return;
    case "Variant": {
      if (kind.constructors.length !== 1) cannot("it has more than one constructor");
      const args = kind.constructors[0]!.args;
      if (args.kind === "Record") {
        if (args.fields.length !== 1) cannot("its constructor has more than one field");
        if (args.fields[0]!.mutable) cannot("it is mutable");
        return;
      }
      if (args.types.length === 0) cannot("its constructor has no argument");
      if (args.types.length > 1) cannot("its constructor has more than one argument");
      return;
    }
  }
}
