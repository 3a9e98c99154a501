// `Apply_cont`: downward, its arguments become canonical simples and the use is recorded with the
// environment here (for the join at the handler); upward, it goes to the continuation that its
// target forwards to, without the arguments of parameters the handler no longer has, with those
// its join added for this use (the results of primitives every use had computed).
import { applyCont, boundSingleton, let_, namedSimple, type ApplyCont, type Expr, type Simple } from "../../flambda/index.js";
import { canonicalSimple } from "../../types/index.js";
import type { Context, DownToUp } from "../env/context.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { countContinuationUses } from "../env/continuation_uses.js";
import { specialisedHandler } from "../specialisation/specialise_continuation.js";
import { countOperations, noteCopied } from "../inlining/benefit.js";
import { partsOfArg } from "../unboxing/unbox_continuation_params.js";

/** The downward half, shared with `Switch` arms: the rewritten action, its use recorded. */
export function simplifyApplyContDown(
  ctx: Context,
  ac: ApplyCont,
  denv: DownwardEnv,
  args: readonly Simple[] = ac.args.map((a) => canonicalSimple(denv.typing, a)),
): ApplyCont {
  const down = applyCont(ac.cont, args, ac.trap);
  ctx.dacc.addUse(ac.cont, { env: denv.typing, args, branchDepth: denv.branchDepth, jump: down });
  // The continuation may yet take its arguments as their parts: they stay alive on the way up.
  if (ctx.uenv.isOpen(ac.cont)) ctx.uenv.setPartsOf(down, args.flatMap((a) => partsOfArg(ctx.dacc, denv.typing, a)));
  return down;
}

/** The upward half: shortcut forwarding handlers, drop arguments of removed parameters, count. */
export function rebuildApplyCont(ctx: Context, ac: ApplyCont): ApplyCont {
  const { cont: target, args } = ctx.uenv.rewrite(ac.cont, ac.args, ac);
  ctx.uacc.use(target);
  ctx.uacc.useSimples(args);
  const parts = ctx.uenv.partsOf(ac);
  ctx.uacc.useSimples(parts);
  if (ac.trap !== undefined) ctx.uacc.use(ac.trap.exnHandler);
  const up = applyCont(target, args, ac.trap);
  // Kept for the rebuilt jump too: a speculation's adopted term is walked again (`adoptTerm`).
  ctx.uenv.setPartsOf(up, parts);
  if (ctx.uenv.isOpen(ac.cont)) ctx.uenv.setOrigin(up, ac);
  return up;
}

export function simplifyApplyCont(ctx: Context, ac: ApplyCont, denv: DownwardEnv, k: DownToUp): void {
  const entry = ac.trap === undefined ? ctx.dacc.substitutable.get(ac.cont) : undefined;
  const h = entry?.handler;
  if (entry !== undefined && h !== undefined && h.params.length === ac.args.length && ctx.dacc.contNamings.get(ac.cont) === 1) {
    // The handler's one use: the handler itself, here, its parameters bound to the arguments.
    ctx.dacc.substitutable.delete(ac.cont);
    let e: Expr = h.handler;
    for (let i = h.params.length - 1; i >= 0; i--) {
      e = let_(boundSingleton(h.params[i]!.name, h.params[i]!.kind), namedSimple(ac.args[i]!), e);
    }
    // What the handler inlines is bounded as at its definition, not as at this use.
    ctx.later(() => ctx.simplify(e, { ...denv, inliningDepth: entry.inliningDepth }, k));
    return;
  }
  const args = ac.args.map((a) => canonicalSimple(denv.typing, a));
  if (entry !== undefined && h !== undefined) {
    // A use whose constants decide the handler's switch: a copy of the handler, here, within the
    // round's bounds (a speculation's copies are paid for when it is adopted).
    const s = specialisedHandler(ctx, h, args, ctx.dacc.options.continuationSpecialisation);
    if (s !== undefined && ctx.dacc.refusal(s.size, denv.body) === undefined) {
      const namings = ctx.dacc.contNamings;
      namings.set(ac.cont, (namings.get(ac.cont) ?? 0) - 1);
      countContinuationUses(s.copy, namings);
      ctx.dacc.spend(s.size);
      noteCopied(denv, countOperations(h.handler));
      if (denv.speculation === undefined) {
        ctx.dacc.grow(s.size);
        if (denv.body !== undefined) denv.body.left -= s.size;
      }
      ctx.later(() => ctx.simplify(s.copy, { ...denv, inliningDepth: entry.inliningDepth }, k));
      return;
    }
  }
  const down = simplifyApplyContDown(ctx, ac, denv, args);
  ctx.later(() => k((after) => ctx.later(() => after(rebuildApplyCont(ctx, down) as Expr))));
}
