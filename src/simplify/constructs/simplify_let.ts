// `Let`: the defining expression is simplified with the typing env and its result defined in it;
// the body is simplified; on the way up the binding is dropped if nothing uses it and its
// effects allow (manual section 21.12: no effects but generative ones). A static `Let` (a group
// of static constants) is `simplify_static_let.ts`'s.
import { invalid, type BoundPattern, type Expr, type Let, type Named } from "../../flambda/index.js";
import type { Context, DownToUp } from "../env/context.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { liftAllocation } from "../lifting/lift_constants.js";
import { rebuildLet } from "./rebuild_let.js";
import { simplifyNamed } from "./simplify_named.js";

export function simplifyLet(ctx: Context, e: Let, denv: DownwardEnv, k: DownToUp): void {
  // A chain of lets (the commonest shape of a term) is simplified in a loop: each defining
  // expression in turn, in the typing env the previous ones made; their upward halves are one
  // closure that rebuilds them inside out once the rest of the chain is rebuilt.
  const chain: { bound: BoundPattern; named: Named }[] = [];
  let typing = denv.typing;
  let cur: Expr = e;
  // Constant allocations are lifted: in a function into its code's group, at toplevel into the
  // static group enclosing the let (`lift_constants.ts`).
  const liftTo = denv.liftTo ?? (denv.atToplevel ? denv.toplevelGroup : undefined);
  let unreachable = false;
  while (cur.kind === "let" && !(cur.named.kind === "static_consts" && cur.bound.kind === "static")) {
    ctx.dacc.spend();
    if (liftTo !== undefined) {
      const lifted = liftAllocation(ctx.dacc, cur, typing, liftTo, denv.liftTo === undefined);
      if (lifted !== undefined) {
        cur = lifted.expr;
        typing = lifted.env;
        continue;
      }
    }
    const step = simplifyNamed(ctx, cur.bound, cur.named, typing);
    if (step === "invalid") {
      unreachable = true;
      break;
    }
    chain.push({ bound: cur.bound, named: step.named });
    typing = step.env;
    cur = cur.body;
  }
  const afterChain: DownToUp =
    chain.length === 0
      ? k
      : (rebuildRest) =>
          ctx.later(() =>
            k((after) =>
              ctx.later(() =>
                rebuildRest((rest) =>
                  ctx.later(() => {
                    let out = rest;
                    for (let i = chain.length - 1; i >= 0; i--) out = rebuildLet(ctx, chain[i]!.bound, chain[i]!.named, out);
                    after(out);
                  }),
                ),
              ),
            ),
          );
  if (unreachable) {
    ctx.later(() => afterChain((after) => ctx.later(() => after(invalid("a primitive here is known to be unreachable")))));
    return;
  }
  const rest = cur;
  const restDenv: DownwardEnv = typing === denv.typing ? denv : { ...denv, typing };
  ctx.later(() => ctx.simplify(rest, restDenv, afterChain));
}
