// Common subexpression elimination's memory, as Flambda 2 keeps it in its typing environment: a
// pure primitive (no effects, no coeffects: arithmetic, comparisons, lengths, unboxing, loads
// from immutable blocks, closure projections) applied to the same canonical arguments as one
// already computed, whose result is in the program's scope here, is that result.
//
// The memory lives in the environment, so it follows the program's scopes for free: what a
// branch computes is forgotten after it, a function body sees nothing of its enclosing function
// (the scope check), and a continuation's handler starts from the environment where the
// continuation was defined (a join keeps what was computed before the `let_cont`). What every
// use computed since, on arguments in scope at the handler, the join makes a parameter of the
// handler (`joinedSubexpressions`), each jump passing its own result: Flambda 2's CSE at joins.
import { canBeMoved, effectsAndCoeffects, primitiveArgs, printPrimitive, simpleVar, type Kind, type Primitive, type Simple, type Variable } from "../flambda/index.js";
import { canonicalSimple } from "./provers.js";
import { bindingOf, isInScope, isSimpleInScope, relationsOn, type TypingEnv } from "./typing_env.js";

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
  return withEntry(env, key, result, primitiveArgs(p));
}

function withEntry(env: TypingEnv, key: string, result: Variable, reads: readonly Simple[]): TypingEnv {
  return { ...env, cse: env.cse.set(key, result), cseLog: { key, result, reads, previous: env.cseLog } };
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
  return key === undefined ? env : withEntry(env, key, result, [base]);
}

/**
 * A subexpression computed on every path to a join (Flambda 2's CSE at continuations): its key,
 * the kind of its result, and the variable holding it at each use, in the uses' order.
 */
export interface JoinedSubexpression {
  readonly key: string;
  readonly kind: Kind;
  readonly args: readonly Simple[];
  /** What its primitive reads: in scope at the join's ancestor. */
  readonly reads: readonly Simple[];
}

/** How many of the newest entries of the first use a join looks at, and how many it keeps. */
const maxEntriesLookedAt = 32;
const maxJoined = 8;

/**
 * The pure primitives that every use of a continuation has computed since `ancestor` (where the
 * continuation is defined) on arguments in scope there, and that `ancestor` does not know. Given
 * each as a parameter whose argument at a use is that use's result, the handler shares them too.
 * A use's `env` is where it jumps; its result must also be in scope in its `argsFrom`, if given.
 */
export function joinedSubexpressions(
  ancestor: TypingEnv,
  uses: readonly { readonly env: TypingEnv; readonly argsFrom?: TypingEnv | undefined }[],
): JoinedSubexpression[] {
  const out: JoinedSubexpression[] = [];
  const first = uses[0]?.env;
  if (first === undefined) return out;
  const seen = new Set<string>();
  let looked = 0;
  for (let n = first.cseLog; n !== undefined && n !== ancestor.cseLog && looked < maxEntriesLookedAt && out.length < maxJoined; n = n.previous) {
    looked++;
    if (seen.has(n.key)) continue;
    seen.add(n.key);
    if (!n.reads.every((a) => isSimpleInScope(ancestor, a))) continue;
    const known = ancestor.cse.get(n.key);
    if (known !== undefined && isInScope(ancestor, known)) continue;
    const kind = bindingOf(first, n.result)?.kind;
    // A result related to a block or an integer (`is_int`, `get_tag`, a comparison with a
    // constant: `relations.ts`) is made again in the handler rather than passed: a parameter
    // would not carry the relation, and a branch on it would learn nothing of the block.
    if (kind === undefined || relationsOn(first, n.result).length > 0) continue;
    const args: Simple[] = [];
    for (const { env: u, argsFrom } of uses) {
      const v = u.cse.get(n.key);
      if (v === undefined || !isInScope(u, v) || bindingOf(u, v)?.kind !== kind) break;
      const arg = canonicalSimple(u, simpleVar(v));
      if (argsFrom !== undefined && !isSimpleInScope(argsFrom, arg)) break;
      args.push(arg);
    }
    if (args.length === uses.length) out.push({ key: n.key, kind, args, reads: n.reads });
  }
  return out;
}

/** The handler's env with a joined subexpression held by its parameter `param`. */
export function recordJoinedSubexpression(env: TypingEnv, j: JoinedSubexpression, param: Variable): TypingEnv {
  return withEntry(env, j.key, param, j.reads);
}
