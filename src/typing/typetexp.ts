// Translation of written type expressions (`int list`, `'a -> 'b`, `M.t`) into types.
import { checkModtypeAlerts, checkTypeAlerts } from "./alert_checks.js";
import { noteTypeUse } from "./declaration_usage.js";
import { errorAt } from "../common/diagnostic.js";
import type { CoreType, Longident } from "../syntax/ast.js";
import type { Env, TypeEntry } from "./env.js";
import { longidentName, unbound } from "./errors.js";
import { predefType } from "./predef.js";
import { newTy, newVar, unify, UnifyError } from "./unify.js";
import { newType, repr, type Label, type Path, type Type } from "./types.js";
import { layoutMessage, unificationDoc } from "./errors.js";

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
      return newTy({ kind: "Constr", path: e.path, args });
    }
    case "Alias": {
      const t = translType(env, d.type, vars, univars);
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
    case "Extension":
      throw errorAt(d.name.loc, `Uninterpreted extension '${d.name.txt}'.`);
  }
}

function predefOption(): Path {
  const t = repr(predefType("option"));
  return (t.desc as { path: Path }).path;
}
