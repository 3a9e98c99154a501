// Function result summaries: what a function's result is, in terms of its parameters, as an
// environment extension. `let f x y = (x, y)` has the summary `{result : (=x, =y)}`; at a call
// `f a b` bound to `r`, instantiating it gives `r : (=a, =b)` without inlining f (this is what
// lets a functor application be understood without being inlined).
import type { Kind } from "../flambda/kinds.js";
import type { Name, Variable } from "../flambda/names.js";
import type { Simple } from "../flambda/simple.js";
import { addExtension } from "./meet.js";
import { alias } from "./type_grammar.js";
import { renameExtension, restrictType } from "./type_traversal.js";
import { bindingOf, isDefined, storedTypeOf, type TypingEnv } from "./typing_env.js";
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

/** Adds what the summary says of `result`, the variable bound to the result of a call with `args`. */
export function instantiateSummary(env: TypingEnv, summary: FunctionSummary, args: readonly Simple[], result: Variable): TypingEnv {
  if (args.length !== summary.params.length || isEmptyExtension(summary.extension) || !isDefined(env, result)) return env;
  const subst = new Map<Name, Simple>();
  summary.params.forEach((p, i) => subst.set(p, args[i]!));
  subst.set(summary.result, { kind: "var", name: result });
  return addExtension(env, renameExtension(summary.extension, subst));
}
