// The implicit elimination of optional arguments (OCaml's `type_argument`), and its warning 48:
// an argument whose type is inferred (a name, an application, a field, a constraint...) given
// where a function without labels is expected, and whose own type is a function taking optional
// parameters before its first unlabelled one, is applied to `None` for each of them. As OCaml
// does, so that the argument is evaluated once and the function applied at each call, it
// becomes `let arg = ARG in fun eta -> arg ?x:None ... eta`.
import type { Location } from "../common/location.js";
import type * as A from "../syntax/ast.js";
import type { Env } from "./env.js";
import type { TArgument, TExpression, TPattern } from "./typed_tree.js";
import { createIdent, nolabel, pident, repr, type Ident, type Label, type Type } from "./types.js";
import { expandHead } from "./unify.js";
import type { WarningSink } from "./warnings.js";

/** Whether the type of an expression is known from itself rather than from where it is used (OCaml's `is_inferred`). */
function isInferred(e: A.Expression): boolean {
  const d = e.desc;
  switch (d.kind) {
    case "Ident":
    case "Apply":
    case "Field":
    case "Constraint":
    case "Coerce":
    case "Send":
    case "New":
      return true;
    case "Sequence":
      return isInferred(d.second);
    case "Open":
      return isInferred(d.body);
    case "IfThenElse":
      return d.else !== undefined && isInferred(d.then) && isInferred(d.else);
    default:
      return false;
  }
}

/** The labels of a function type's parameters, and whether its result is a type variable (OCaml's `list_labels`). */
function noLabels(env: Env, t0: Type): boolean {
  const seen = new Set<Type>();
  let t = repr(expandHead(env, t0));
  while (t.desc.kind === "Arrow") {
    if (seen.has(t)) return true;
    seen.add(t);
    if (t.desc.label.kind !== "Nolabel") return false;
    t = repr(expandHead(env, t.desc.result));
  }
  return t.desc.kind !== "Var";
}

/**
 * When the argument `sarg` may have optional arguments eliminated where `expected` is expected:
 * whether the expected function's result takes no labels (OCaml's `safe_expect`); else undefined.
 */
export function eliminationExpected(env: Env, sarg: A.Expression, expected: Type): boolean | undefined {
  if (!isInferred(sarg)) return undefined;
  const e = expandHead(env, expected);
  if (e.desc.kind !== "Arrow" || e.desc.label.kind !== "Nolabel") return undefined;
  return noLabels(env, e.desc.result);
}

export interface Elimination {
  readonly env: Env;
  readonly warnings: WarningSink;
  /** The argument, typed on its own. */
  readonly texp: TExpression;
  readonly expected: Type;
  readonly safeExpect: boolean;
  /** `None` at an option type. */
  readonly none: (optionType: Type) => TExpression;
  /** Unifies the argument's type (as eliminated) with the expected one, or reports the clash. */
  readonly unify: (got: Type, expected: Type) => void;
}

function labelName(l: Label): string {
  return l.kind === "Optional" ? `?${l.name}` : l.kind === "Labelled" ? l.name : "";
}

/** The argument with its leading optional parameters applied to `None` when OCaml does so, else as it is. */
export function eliminateOptionalArguments(x: Elimination): TExpression {
  const { env, texp } = x;
  const nones: { label: Label; type: Type }[] = [];
  let fun = texp.type;
  let simpleResult = false;
  for (;;) {
    const e = expandHead(env, fun);
    if (e.desc.kind === "Arrow" && e.desc.label.kind === "Optional") {
      nones.push({ label: e.desc.label, type: e.desc.arg });
      fun = e.desc.result;
    } else if (e.desc.kind === "Arrow" && e.desc.label.kind === "Nolabel") {
      simpleResult = noLabels(env, e.desc.result);
      break;
    } else if (e.desc.kind === "Var") break;
    else {
      nones.length = 0;
      fun = texp.type;
      break;
    }
  }
  if (!(simpleResult || x.safeExpect)) {
    x.unify(texp.type, x.expected);
    return texp;
  }
  x.unify(fun, x.expected);
  if (nones.length === 0) return texp;
  x.warnings.warn(texp.loc, 48, `implicit elimination of optional argument${nones.length === 1 ? "" : "s"} ${nones.map((n) => labelName(n.label)).join(", ")}`);
  const expected = expandHead(env, x.expected);
  if (expected.desc.kind !== "Arrow") return texp;
  const ghost: Location = { ...texp.loc, ghost: true };
  const arg = createIdent("arg");
  const eta = createIdent("eta");
  const args: TArgument[] = nones.map((n) => ({ kind: "Expr", label: n.label, expr: x.none(n.type) }));
  args.push({ kind: "Expr", label: nolabel, expr: variable(eta, expected.desc.arg, ghost) });
  const call: TExpression = { desc: { kind: "Apply", func: variable(arg, texp.type, ghost), args, evalOrder: undefined }, type: expected.desc.result, loc: texp.loc, attributes: [] };
  const func: TExpression = {
    desc: { kind: "Function", label: nolabel, param: createIdent("param"), cases: [{ lhs: binder(eta, expected.desc.arg, ghost), guard: undefined, rhs: call }], default: undefined },
    type: fun,
    loc: texp.loc,
    attributes: [],
  };
  return {
    desc: { kind: "Let", rec: false, bindings: [{ pattern: binder(arg, texp.type, ghost), expr: texp, attributes: [], loc: ghost }], body: func },
    type: fun,
    loc: texp.loc,
    attributes: [],
  };
}

function variable(id: Ident, type: Type, loc: Location): TExpression {
  return { desc: { kind: "Ident", path: pident(id), value: { type, kind: { kind: "Regular" }, loc } }, type, loc, attributes: [] };
}

function binder(id: Ident, type: Type, loc: Location): TPattern {
  return { desc: { kind: "Var", ident: id }, type, loc, immediate: false };
}
