// Common subexpression elimination's memory, as Flambda 2 keeps it in its typing environment: a
// pure primitive (no effects, no coeffects: arithmetic, comparisons, lengths, unboxing, loads
// from immutable blocks, closure projections) applied to the same canonical arguments as one
// already computed, whose result is in the program's scope here, is that result.
//
// The memory lives in the environment, so it follows the program's scopes for free: what a
// branch computes is forgotten after it, a function body sees nothing of its enclosing function
// (the scope check), and a continuation's handler starts from the environment where the
// continuation was defined (a join keeps what was computed before the `let_cont`).
import { canBeMoved, effectsAndCoeffects, printPrimitive, simpleVar, type Primitive, type Simple, type Variable } from "../flambda/index.js";
import { canonicalSimple } from "./provers.js";
import { isInScope, type TypingEnv } from "./typing_env.js";

/**
 * Which primitives are shared: every pure one, or only the integer comparisons (what a branch
 * on a comparison learns, `relations.ts`, needs the comparison made again to be the same one).
 */
export type CseScope = "all" | "comparisons";

/** The primitive's text, when it may be shared: the same text means the same value. */
function cseKey(p: Primitive, scope: CseScope): string | undefined {
  if (p.kind === "nullary" || !canBeMoved(effectsAndCoeffects(p))) return undefined;
  if (scope === "comparisons" && !(p.kind === "binary" && p.op.kind === "int_comp")) return undefined;
  return printPrimitive(p);
}

/** An earlier result of the primitive (its arguments canonical), in scope here. */
export function findCommonSubexpression(env: TypingEnv, p: Primitive, scope: CseScope): Simple | undefined {
  if (env.cse.size === 0) return undefined;
  const key = cseKey(p, scope);
  if (key === undefined) return undefined;
  const v = env.cse.get(key);
  if (v === undefined || !isInScope(env, v)) return undefined;
  return canonicalSimple(env, simpleVar(v));
}

/** Remembers that `result` holds the primitive's value (its arguments canonical). */
export function recordCommonSubexpression(env: TypingEnv, p: Primitive, result: Variable, scope: CseScope): TypingEnv {
  const key = cseKey(p, scope);
  if (key === undefined) return env;
  return { ...env, cse: env.cse.set(key, result) };
}

/**
 * The key of `base + offset` (tagged integers), shared by every way of writing it (`n - 1`,
 * `n + (-1)`, `(n + 1) - 2`); cheaper to make than a primitive's text, and distinct from any.
 */
function offsetKey(base: Simple, offset: number): string | undefined {
  return base.kind === "const" ? undefined : `+${base.name} ${offset}`;
}

/** An earlier `base + offset` in scope, if one was recorded. */
export function findOffset(env: TypingEnv, base: Simple, offset: number): Simple | undefined {
  if (env.cse.size === 0) return undefined;
  const key = offsetKey(base, offset);
  if (key === undefined) return undefined;
  const v = env.cse.get(key);
  if (v === undefined || !isInScope(env, v)) return undefined;
  return canonicalSimple(env, simpleVar(v));
}

/** Remembers that `result` is `base + offset`. */
export function recordOffset(env: TypingEnv, base: Simple, offset: number, result: Variable): TypingEnv {
  const key = offsetKey(base, offset);
  return key === undefined ? env : { ...env, cse: env.cse.set(key, result) };
}
