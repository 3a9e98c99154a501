// Translation of written type expressions (`int list`, `'a -> 'b`, `M.t`) into types.
import { checkModtypeAlerts, checkTypeAlerts } from "./alert_checks.js";
import { reportAlert } from "./alerts.js";
import { noteTypeUse } from "./declaration_usage.js";
import { errorAt } from "../common/diagnostic.js";
import type { CoreType, Longident } from "../syntax/ast.js";
import type { Env, TypeEntry } from "./env.js";
import { longidentName, unbound } from "./errors.js";
import { predefType } from "./predef.js";
import { expandHead, getLevel, instanceWith, newTy, newVar, unify, UnifyError } from "./unify.js";
import { classValueName, GENERIC_LEVEL, link, newType, pathName, repr, type ClassInfo, type Label, type Path, type Row, type RowEntry, type RowField, type Type, type TypeDecl } from "./types.js";
import { layoutMessage, typeDoc, unificationDoc } from "./errors.js";
import { absentField, makeField, newObjectType, newVariant, setRowField, rowFieldRepr, rowRepr, staticRow } from "./row.js";
import { Namer } from "./printtyp.js";

/** How unknown type variables are treated. */
export type VarPolicy =
  /** Annotations in expressions: a new variable, shared within the toplevel phrase. */
  | "extensible"
  /** Type declarations: only the declared parameters exist. */
  | "closed";

export class TypeVars {
  private named: Map<string, Type> | undefined = undefined;
  constructor(readonly policy: VarPolicy) {}

  /** The variables by name, made on first use (most phrases write none). */
  get vars(): Map<string, Type> {
    return (this.named ??= new Map());
  }
}

export function lookupTypeEntry(env: Env, lid: Longident, loc: CoreType["loc"]): TypeEntry {
  const r = env.lookupType(lid);
  if (r === undefined || r === "nomodule") throw unbound(loc, "type constructor", lid, r === "nomodule", env);
  checkTypeAlerts(env, lid, loc, r);
  noteTypeUse(r.decl);
  return r;
}

export function arityError(loc: CoreType["loc"], lid: Longident, expected: number, got: number): Error {
  return errorAt(
    loc,
    `The type constructor ${longidentName(lid)} expects ${expected} argument(s),\n       but is here applied to ${got} argument(s)`,
  );
}

export function translType(env: Env, ct: CoreType, vars: TypeVars, univars: Map<string, Type> = new Map()): Type {
  const d = ct.desc;
  switch (d.kind) {
    case "Any":
      return newVar();
    case "Var": {
      const u = univars.get(d.name);
      if (u) return u;
      const v = vars.vars.get(d.name);
      if (v) return v;
      if (vars.policy === "closed") throw errorAt(ct.loc, `The type variable '${d.name} is unbound in this type declaration. `);
      const nv = newVar(d.name);
      vars.vars.set(d.name, nv);
      return nv;
    }
    case "Arrow": {
      let arg = translType(env, d.arg, vars, univars);
      const label: Label = d.label;
      if (label.kind === "Optional") arg = newTy({ kind: "Constr", path: predefOption(), args: [arg] });
      const result = translType(env, d.result, vars, univars);
      return newTy({ kind: "Arrow", label, arg, result });
    }
    case "Tuple":
      return newTy({ kind: "Tuple", items: d.items.map((x) => translType(env, x, vars, univars)) });
    case "Constr": {
      const e = lookupTypeEntry(env, d.name.txt, d.name.loc);
      // `_ t` stands for `(_, ..., _) t` whatever the arity.
      const wildcard = d.args.length === 1 && d.args[0]!.desc.kind === "Any" && e.decl.params.length !== 1;
      if (!wildcard && e.decl.params.length !== d.args.length) throw arityError(ct.loc, d.name.txt, e.decl.params.length, d.args.length);
      const args = wildcard ? e.decl.params.map(() => newVar()) : d.args.map((x) => translType(env, x, vars, univars));
      // A constrained parameter (`type 'a t = 'a constraint 'a = [> `A ]`): the argument must fit it.
      if (e.decl.params.some((p) => repr(p).desc.kind !== "Var")) {
        const inst = instanceWith(e.decl.params);
        inst.params.forEach((p, i) => {
          try {
            unify(env, args[i]!, p);
          } catch (err) {
            if (err instanceof UnifyError)
              throw errorAt(d.args[i]?.loc ?? ct.loc, layoutMessage(unificationDoc(env, err, "This type", "should be an instance of type")));
            throw err;
          }
        });
      }
      // A class of the `class ... and ...` group being typed: its type parameters are the group's
      // (not yet generalised), which every use shares, as OCaml's temporary abbreviations of the
      // group make them (the argument becomes the parameter, which keeps its name: `'a d` in a
      // class of the group makes its `'a` d's `'b`, as ocamlc prints it).
      if (e.decl.isClass && e.decl.params.length === args.length)
        e.decl.params.forEach((p, i) => {
          const rp = repr(p);
          if (rp.desc.kind !== "Var" || rp.level === GENERIC_LEVEL) return;
          try {
            unify(env, args[i]!, p);
          } catch (err) {
            // (A use that contradicts another is reported where the classes are compared.)
            if (!(err instanceof UnifyError)) throw err;
          }
        });
      return newTy({ kind: "Constr", path: e.path, args });
    }
    case "Alias": {
      const t = translType(env, d.type, vars, univars);
      // `([> `A ] as 'a)` under `'a.`: the row's variable is the universal variable (a rigid row).
      const u = univars.get(d.name);
      const rt = repr(t);
      if (u && rt.desc.kind === "Variant") {
        const more = repr(rowRepr(rt.desc.row).more);
        if (more.desc.kind === "Var") link(more, u);
        return t;
      }
      const existing = vars.vars.get(d.name);
      if (existing) {
        try {
          unify(env, t, existing);
        } catch (e) {
          if (e instanceof UnifyError) throw errorAt(ct.loc, layoutMessage(unificationDoc(env, e, "This alias is bound to type", "but is used as an instance of type")));
          throw e;
        }
      } else vars.vars.set(d.name, t);
      return t;
    }
    case "Poly": {
      // `let x : T = e` is written with an empty quantifier: just T.
      if (d.vars.length === 0) return translType(env, d.type, vars, univars);
      const inner = new Map(univars);
      const us = d.vars.map((v) => {
        const u = newType({ kind: "Univar", name: v.txt }, newVar().level);
        inner.set(v.txt, u);
        return u;
      });
      const body = translType(env, d.type, vars, inner);
      return newTy({ kind: "Poly", body, vars: us });
    }
    case "Package": {
      const m = env.lookupModtype(d.signature.txt);
      if (m === undefined || m === "nomodule") throw unbound(d.signature.loc, "module type", d.signature.txt, m === "nomodule", env);
      checkModtypeAlerts(env, d.signature.txt, d.signature.loc, m);
      const cs = d.constraints ?? [];
      const names = cs.map((c) => longidentName(c.path.txt));
      const types = cs.map((c) => translType(env, c.type, vars, univars));
      return newTy({ kind: "Package", path: m.path, names, types });
    }
    case "Variant":
      return translVariant(env, ct, d, vars, univars);
    case "Class": {
      // As OCaml's transl_type: a polymorphic variant type first (old syntax for `[< t ]`), then a class.
      const found = env.lookupType(d.name.txt);
      if (found !== undefined && found !== "nomodule" && isVariantAbbreviation(env, found.decl)) return translClassType(env, ct, d, vars, univars);
      const lid = d.name.txt;
      const name: Longident = lid.kind === "Ldot" ? { ...lid, name: classValueName(lid.name) } : lid.kind === "Lident" ? { kind: "Lident", name: classValueName(lid.name) } : lid;
      const r = env.lookupValue(name);
      if (r === undefined || r === "nomodule" || r.desc.class === undefined) throw errorAt(d.name.loc, `Unbound class type ${longidentName(lid)}`);
      const info = r.desc.class;
      if (d.args.length !== info.typeParams.length) throw arityError(ct.loc, lid, info.typeParams.length, d.args.length);
      const args = d.args.map((x) => translType(env, x, vars, univars));
      return openClassType(info, args);
    }
    case "Object": {
      const entries: RowEntry[] = d.fields.map((f) => ({ tag: f.name.txt, field: makeField({ kind: "Present", arg: translType(env, f.type, vars, univars) }) }));
      return newObjectType(entries, newVar(), !d.open, getLevel());
    }
    case "Extension":
      throw errorAt(d.name.loc, `Uninterpreted extension '${d.name.txt}'.`);
  }
}

/** Whether a type declaration is an abbreviation, possibly through others, of a closed variant type with no tag only possible. */
function isVariantAbbreviation(env: Env, decl: TypeDecl): boolean {
  let d: TypeDecl | undefined = decl;
  for (let i = 0; i < 100 && d; i++) {
    if (d.manifest === undefined) return false;
    const m = repr(d.manifest);
    // An object type is a row too: not a polymorphic variant type.
    if (m.desc.kind === "Variant") return !rowRepr(m.desc.row).object && staticRow(m.desc.row);
    if (m.desc.kind !== "Constr") return false;
    d = env.findTypeByPath(m.desc.path);
  }
  return false;
}

/**
 * `#t` (and `T #t`): OCaml's old syntax for `[< t ]` when t is a polymorphic variant type, with
 * its alert (otherwise `#c` is the open type of class c's objects, `translType`). The type is
 * t's row with each present tag only possible, the row closed, named t.
 */
function translClassType(env: Env, ct: CoreType, d: Extract<CoreType["desc"], { kind: "Class" }>, vars: TypeVars, univars: Map<string, Type>): Type {
  const found = env.lookupType(d.name.txt);
  if (found === undefined || found === "nomodule" || !isVariantAbbreviation(env, found.decl))
    throw errorAt(d.name.loc, `Unbound class type ${longidentName(d.name.txt)}`);
  reportAlert(ct.loc, "deprecated", "old syntax for polymorphic variant type");
  const e = lookupTypeEntry(env, d.name.txt, d.name.loc);
  if (e.decl.params.length !== d.args.length) throw arityError(ct.loc, d.name.txt, e.decl.params.length, d.args.length);
  const args = d.args.map((x) => translType(env, x, vars, univars));
  const inst = instanceWith(e.decl.params);
  inst.params.forEach((p, i) => {
    try {
      unify(env, p, args[i]!);
    } catch (err) {
      if (err instanceof UnifyError) throw errorAt(d.args[i]!.loc, layoutMessage(unificationDoc(env, err, "This type", "should be an instance of type")));
      throw err;
    }
  });
  const h = expandHead(env, newTy({ kind: "Constr", path: e.path, args }));
  if (h.desc.kind !== "Variant") throw errorAt(d.name.loc, `Unbound class type ${longidentName(d.name.txt)}`);
  const fields: RowEntry[] = rowRepr(h.desc.row).fields.map((entry) => {
    const f = rowFieldRepr(entry.field);
    if (f.desc.kind !== "Present") return { tag: entry.tag, field: f };
    const arg = f.desc.arg;
    return { tag: entry.tag, field: makeField({ kind: "Either", constant: arg === undefined, args: arg ? [arg] : [], matched: false }) };
  });
  return newVariant(fields, newVar(), true, getLevel(), { path: e.path, args });
}

/** `[ .. ]`, `[> .. ]`, `[< .. > .. ]`: a row of the tags written and inherited (OCaml's transl_type). */
function translVariant(env: Env, ct: CoreType, d: Extract<CoreType["desc"], { kind: "Variant" }>, vars: TypeVars, univars: Map<string, Type>): Type {
  const fields = new Map<string, RowField>();
  let name: Row["name"];
  const add = (loc: CoreType["loc"], tag: string, f: RowField): void => {
    const prev = fields.get(tag);
    if (prev === undefined) {
      fields.set(tag, f);
      return;
    }
    void loc;
    // A tag given twice must have the same type both times.
    const a = newVariant([{ tag, field: f }], newVar(), true, getLevel());
    const b = newVariant([{ tag, field: prev }], newVar(), true, getLevel());
    try {
      unify(env, a, b);
    } catch (e) {
      if (e instanceof UnifyError) {
        const namer = new Namer();
        throw errorAt(
          ct.loc,
          layoutMessage((pp) => {
            pp.openBox(0, "hov");
            pp.text("This variant type contains a constructor ");
            typeDoc(env, a, namer)(pp);
            pp.space();
            pp.text("which should be");
            pp.space();
            typeDoc(env, b, namer)(pp);
            pp.closeBox();
          }),
        );
      }
      throw e;
    }
  };
  const present = d.present;
  for (const f of d.fields) {
    if (f.kind === "Tag") {
      name = undefined;
      const args = f.args.map((x) => translType(env, x, vars, univars));
      const tag = f.name.txt;
      if (present !== undefined && !present.includes(tag)) {
        add(f.loc, tag, makeField({ kind: "Either", constant: f.constant, args, matched: false }));
      } else {
        if (args.length > 1 || (f.constant && args.length > 0))
          throw errorAt(ct.loc, `The present constructor ${tag} has a conjunctive type`);
        add(f.loc, tag, makeField({ kind: "Present", arg: args[0] }));
      }
      continue;
    }
    const t = translType(env, f.type, vars, univars);
    const rt = repr(t);
    const nm = rt.desc.kind === "Constr" ? { path: rt.desc.path, args: rt.desc.args } : undefined;
    name = fields.size !== 0 ? undefined : nm;
    const e = expandHead(env, t);
    if (e.desc.kind === "Variant" && staticRow(e.desc.row)) {
      for (const entry of rowRepr(e.desc.row).fields) {
        const fd = rowFieldRepr(entry.field).desc;
        if (fd.kind === "Absent") continue;
        if (present !== undefined && !present.includes(entry.tag) && fd.kind === "Present")
          add(f.type.loc, entry.tag, makeField({ kind: "Either", constant: fd.arg === undefined, args: fd.arg ? [fd.arg] : [], matched: false }));
        else add(f.type.loc, entry.tag, rowFieldRepr(entry.field));
      }
    } else if (e.desc.kind === "Var" && nm) {
      throw errorAt(f.type.loc, `The type constructor ${pathName(nm.path)}\nis not yet completely defined`);
    } else {
      throw errorAt(f.type.loc, layoutMessage((pp) => {
        pp.text("The type ");
        typeDoc(env, t)(pp);
        pp.text(" does not expand to a polymorphic variant type");
      }));
    }
  }
  if (present !== undefined)
    for (const tag of present)
      if (!fields.has(tag))
        throw errorAt(
          ct.loc,
          layoutMessage((pp) => {
            const words = (parts: readonly string[]): void =>
              parts.forEach((w, i) => {
                if (i > 0) pp.space();
                pp.text(w);
              });
            pp.openBox(0, "v");
            pp.openBox(0);
            words([`The constructor ${tag} is missing from the upper bound`, "(between '<'", "and '>')", "of this polymorphic variant", "but is present in", "its lower bound (after '>')."]);
            pp.closeBox();
            pp.cut();
            pp.openBox(0);
            words([`Hint: Either add \`${tag} in the upper bound,`, "or remove it", "from the lower bound."]);
            pp.closeBox();
            pp.closeBox();
          }),
        );
  const entries: RowEntry[] = [...fields].map(([tag, field]) => ({ tag, field }));
  return newVariant(entries, newVar(), d.closed, getLevel(), name);
}

/** `#c`: the class's self type, open, its private methods hidden, named after the class. */
export function openClassType(info: ClassInfo, args: readonly Type[] = []): Type {
  const inst = instanceWith(info.typeParams, info.selfType);
  const self = inst.types[0]!;
  inst.params.forEach((p, i) => {
    if (args[i] !== undefined) link(repr(p), args[i]!);
  });
  const t = repr(self);
  if (t.desc.kind !== "Variant") return self;
  const row = rowRepr(t.desc.row);
  for (const e of row.fields) if (rowFieldRepr(e.field).desc.kind === "Either") setRowField(e.field, absentField);
  const more = repr(row.more);
  if (more.desc.kind === "Var") link(more, newType({ kind: "Variant", row: { fields: [], more: newType({ kind: "Var", name: undefined }, more.level), closed: false, name: { path: info.typePath, args: inst.params }, object: true } }, more.level));
  return self;
}

function predefOption(): Path {
  const t = repr(predefType("option"));
  return (t.desc as { path: Path }).path;
}
