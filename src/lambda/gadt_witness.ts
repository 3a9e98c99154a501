// Which constructors a value of a given type can have: the exhaustiveness check asks it of GADTs.
// A constructor declared with a result type (`Nil : ('a, zero) vec`) builds only values of the
// types that result can be an instance of; a match on `(a, n succ) vec` need not cover `Nil`,
// since `zero` and `n succ` are two different types. ocamlc finds this by type-checking each
// example of an unmatched value it finds and dropping the ill-typed ones; here the check is made
// on the constructors as the examples are built, with the same outcome for the cases it decides.
//
// Two types are told apart only when that is certain: two different type constructors both
// nominal (predefined, or declared as a variant, record or extensible type, not as an
// abbreviation nor abstractly), a nominal one and a tuple or function type, a tuple and a
// function, two tuples of different lengths. A type variable, an abstract type (a locally
// abstract `type a.` included, which a GADT match may equate with anything) or an abbreviation
// (not expanded here) is compatible with everything, so a doubt always keeps the warning.
import { samePath, type Path, type Type, type TypeDesc } from "../typing/index.js";
import { headOf } from "./type_info.js";

/** Whether a type constructor is nominal (different from every other nominal one). */
export type NominalTest = (p: Path) => boolean;

/** The constructor's own type variables (of its generic result and arguments) → the types they stand for. */
export type Bindings = Map<Type, Type>;

const MAX_DEPTH = 64;

/**
 * Whether `pattern` (a constructor's declared result, whose variables are the constructor's) can
 * be an instance that is also of type `target`; the constructor's variables found are bound in
 * `binds`. False only when the two types are certainly different.
 */
export function compatible(pattern: Type, target: Type, binds: Bindings, nominal: NominalTest, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  const p = headOf(pattern);
  const t = headOf(target);
  const pd = p.desc;
  if (pd.kind === "Var" || pd.kind === "Univar") {
    const bound = binds.get(p);
    if (bound === undefined) {
      binds.set(p, t);
      return true;
    }
    // Both are the target's types now: their variables stand for anything.
    return bound === t || compatible(bound, t, new Map(), nominal, depth + 1);
  }
  const td = t.desc;
  if (td.kind === "Var" || td.kind === "Univar") return true;
  switch (pd.kind) {
    case "Tuple":
      if (td.kind === "Tuple") return pd.items.length === td.items.length && pd.items.every((x, i) => compatible(x, td.items[i]!, binds, nominal, depth + 1));
      if (td.kind === "Arrow") return false;
      if (td.kind === "Constr") return !nominal(td.path);
      return true;
    case "Arrow":
      if (td.kind === "Arrow") return compatible(pd.arg, td.arg, binds, nominal, depth + 1) && compatible(pd.result, td.result, binds, nominal, depth + 1);
      if (td.kind === "Tuple") return false;
      if (td.kind === "Constr") return !nominal(td.path);
      return true;
    case "Constr":
      if (td.kind === "Constr") {
        if (samePath(pd.path, td.path)) return pd.args.length !== td.args.length || pd.args.every((x, i) => compatible(x, td.args[i]!, binds, nominal, depth + 1));
        return !(nominal(pd.path) && nominal(td.path));
      }
      if (td.kind === "Tuple" || td.kind === "Arrow") return !nominal(pd.path);
      return true;
    default:
      return true;
  }
}

function made(desc: TypeDesc): Type {
  return { desc, level: 0, id: -1, mark: 0, age: 0 };
}

/** `t` (a constructor's argument type) with the constructor's variables replaced by what they are bound to. */
export function substitute(t0: Type, binds: Bindings, depth = 0): Type {
  const t = headOf(t0);
  if (depth > MAX_DEPTH) return t;
  const d = t.desc;
  switch (d.kind) {
    case "Var":
    case "Univar":
      return binds.get(t) ?? t;
    case "Tuple":
      return made({ kind: "Tuple", items: d.items.map((x) => substitute(x, binds, depth + 1)) });
    case "Arrow":
      return made({ kind: "Arrow", label: d.label, arg: substitute(d.arg, binds, depth + 1), result: substitute(d.result, binds, depth + 1) });
    case "Constr":
      return d.args.length === 0 ? t : made({ kind: "Constr", path: d.path, args: d.args.map((x) => substitute(x, binds, depth + 1)) });
    default:
      return t;
  }
}
