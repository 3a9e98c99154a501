// Function result summaries: what a function's result is, in terms of its parameters, as an
// environment extension. `let f x y = (x, y)` has the summary `{result : (=x, =y)}`; at a call
// `f a b` bound to `r`, instantiating it gives `r : (=a, =b)` without inlining f (this is what
// lets a functor application be understood without being inlined).
import type { Kind } from "../flambda/kinds.js";
import type { Name, Variable } from "../flambda/names.js";
import type { Simple } from "../flambda/simple.js";
import { joinTypesInEnv } from "./join.js";
import { addExtension } from "./meet.js";
import { alias, type Type } from "./type_grammar.js";
import { renameExtension, renameType, restrictType } from "./type_traversal.js";
import { bindingOf, isDefined, isInScope, storedTypeOf, type TypingEnv } from "./typing_env.js";
import { extension, isEmptyExtension, type TypingEnvExtension } from "./typing_env_extension.js";

export interface FunctionSummary {
  readonly params: readonly Variable[];
  /** The name standing for the result in `extension`. */
  readonly result: Variable;
  readonly resultKind: Kind;
  /** Equations on `result`, mentioning only the parameters, the result and symbols. */
  readonly extension: TypingEnvExtension;
}

/**
 * The summary of a function whose body's environment at the return point is `env`, where the
 * returned value is `result` (the return continuation's parameter). Names other than the
 * parameters, the result and symbols are about to leave scope: types mentioning them are
 * expanded (a few levels deep) or widened.
 */
export function makeFunctionSummary(env: TypingEnv, params: readonly Variable[], result: Variable): FunctionSummary | undefined {
  const b = bindingOf(env, result);
  if (b === undefined || env.bottom) return undefined;
  const keep = new Set<Name>([...params, result]);
  const inScope = (n: Name): boolean => keep.has(n) || bindingOf(env, n)?.isSymbol === true;
  const stored = storedTypeOf(env, result)!;
  const type = restrictType(env, stored.kind === "alias" ? stored : alias({ kind: "var", name: result }, b.kind), (n) => n !== result && inScope(n));
  const ext = type.kind === "top" ? extension([]) : extension([{ name: result, type }]);
  return { params, result, resultKind: b.kind, extension: ext };
}

/**
 * Adds what the summary says of `result`, the variable bound to the result of a call with `args`.
 * A name the summary mentions that the program cannot refer to here (a symbol bound inside the
 * function's own scope) is forgotten.
 */
export function instantiateSummary(env: TypingEnv, summary: FunctionSummary, args: readonly Simple[], result: Variable): TypingEnv {
  if (args.length !== summary.params.length || isEmptyExtension(summary.extension) || !isDefined(env, result)) return env;
  const subst = new Map<Name, Simple>();
  summary.params.forEach((p, i) => subst.set(p, args[i]!));
  subst.set(summary.result, { kind: "var", name: result });
  const renamed = renameExtension(summary.extension, subst);
  const visible = (n: Name): boolean => n !== result && isInScope(env, n);
  const equations = renamed.equations.map((q) => ({ name: q.name, type: restrictType(env, q.type, visible) }));
  return addExtension(env, extension(equations, renamed.existentials));
}

/** What the summary says the result of a call with `args` is (⊤ when nothing), in terms of the arguments. */
export function summarisedResult(summary: FunctionSummary, args: readonly Simple[]): Type {
  const q = summary.extension.equations.find((e) => e.name === summary.result);
  if (q === undefined || args.length !== summary.params.length) return { kind: "top", ofKind: summary.resultKind };
  const subst = new Map<Name, Simple>();
  summary.params.forEach((p, i) => subst.set(p, args[i]!));
  return renameType(q.type, subst);
}

/**
 * What a function returns at one of its returns, read in `env` there: `returned` (`=arg`, or what
 * a tail call's callee is known to return) restricted to what its callers can name, the
 * parameters, the symbols of `entry` (the environment where the body starts) and constants.
 */
export function typeAtReturn(env: TypingEnv, entry: TypingEnv, params: ReadonlySet<Name>, returned: Type): Type {
  return restrictType(env, returned, (n) => params.has(n) || bindingOf(entry, n)?.isSymbol === true);
}

/**
 * The summary of a function from the types it returns at each of its (reachable) returns, each
 * given by `typeAtReturn`: their join in `entry`. Undefined when it says nothing (⊤) or when the
 * function never returns.
 */
export function summaryOfReturns(
  entry: TypingEnv,
  params: readonly Variable[],
  result: Variable,
  resultKind: Kind,
  returns: readonly Type[],
): FunctionSummary | undefined {
  if (returns.length === 0) return undefined;
  let t = returns[0]!;
  for (let i = 1; i < returns.length && t.kind !== "top"; i++) t = joinTypesInEnv(entry, t, returns[i]!);
  if (t.kind === "top" || t.kind === "bottom" || t.ofKind !== resultKind) return undefined;
  return { params, result, resultKind, extension: extension([{ name: result, type: t }]) };
}
