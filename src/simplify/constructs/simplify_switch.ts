// `Switch`: arms the scrutinee's type excludes are removed; in each remaining arm the scrutinee
// is known to be the arm's value (an equation for the handler's join). No arm left: the code is
// unreachable; one arm, or every arm doing the same thing: an `Apply_cont`.
import {
  applyCont,
  equalSimples,
  invalid,
  nakedImmediate,
  switch_,
  switchArm,
  taggedImmediate,
  type ApplyCont,
  type Continuation,
  type Expr,
  type Simple,
  type Switch,
  type SwitchArm,
} from "../../flambda/index.js";
import { addEquationOnSimple, canonicalSimple, isBottomEnv, isSwitchArmReachable, kindOfSimple, typeOfConst } from "../../types/index.js";
import type { Context, DownToUp } from "../env/context.js";
import { withTyping, type DownwardEnv } from "../env/downward_env.js";
import { rebuildApplyCont, simplifyApplyContDown } from "./simplify_apply_cont.js";

export function simplifySwitch(ctx: Context, sw: Switch, denv: DownwardEnv, k: DownToUp): void {
  const env = denv.typing;
  const scrutinee = canonicalSimple(env, sw.scrutinee);
  const naked = kindOfSimple(env, scrutinee) === "naked_immediate";
  const armDenv = { ...denv, branchDepth: denv.branchDepth + 1 };
  const live: SwitchArm[] = [];
  for (const arm of sw.arms) {
    if (!isSwitchArmReachable(env, scrutinee, arm.value)) continue;
    const value = naked ? nakedImmediate(arm.value) : taggedImmediate(arm.value);
    const armEnv = addEquationOnSimple(env, scrutinee, typeOfConst(value));
    if (isBottomEnv(armEnv)) continue;
    live.push(switchArm(arm.value, simplifyApplyContDown(ctx, arm.action, withTyping(armDenv, armEnv))));
  }
  ctx.later(() =>
    k((after) =>
      ctx.later(() => {
        if (live.length === 0) {
          after(invalid("no arm of this switch can be taken"));
          return;
        }
        const through = sameJumpThroughHandlers(ctx, live);
        if (through !== undefined) {
          ctx.uacc.use(through.cont);
          ctx.uacc.useSimples(through.args);
          after(through);
          return;
        }
        const arms = live.map((a) => switchArm(a.value, rebuildApplyCont(ctx, a.action)));
        if (arms.length === 1 || arms.every((a) => sameAction(a.action, arms[0]!.action))) {
          after(arms[0]!.action as Expr);
          return;
        }
        ctx.uacc.useSimple(scrutinee);
        after(switch_(scrutinee, arms));
      }),
    ),
  );
}

/**
 * The one jump that every arm comes to, seen through the handlers that only jump on
 * (`UpwardEnv.resolveJump`), when some arm goes through one: `switch x { 0 -> k0 | 1 -> k1 }`
 * where `k0` and `k1` both jump `k_ret x` is that jump. The arms' own targets are not counted
 * as used, so that their handlers go.
 */
function sameJumpThroughHandlers(ctx: Context, live: readonly SwitchArm[]): ApplyCont | undefined {
  if (live.length < 2 || !ctx.uenv.hasJumps) return undefined;
  const direct: { cont: Continuation; args: readonly Simple[] }[] = [];
  let through = false;
  for (const a of live) {
    if (a.action.trap !== undefined) return undefined;
    const r = ctx.uenv.rewrite(a.action.cont, a.action.args, a.action);
    if (ctx.uenv.isOpen(r.cont)) return undefined;
    if (ctx.uenv.jumpsOn(r.cont)) through = true;
    direct.push(r);
  }
  // When the arms' own jumps are all the same, the switch is one of them (as before).
  if (!through || direct.every((r) => sameJump(r, direct[0]!))) return undefined;
  let first: { cont: Continuation; args: readonly Simple[] } | undefined;
  for (const r of direct) {
    const j = ctx.uenv.resolveJump(r.cont, r.args) ?? r;
    if (first === undefined) first = j;
    else if (!sameJump(first, j)) return undefined;
  }
  return first === undefined ? undefined : applyCont(first.cont, first.args);
}

function sameJump(a: { cont: Continuation; args: readonly Simple[] }, b: { cont: Continuation; args: readonly Simple[] }): boolean {
  return a.cont === b.cont && a.args.length === b.args.length && a.args.every((x, i) => equalSimples(x, b.args[i]!));
}

function sameAction(a: ApplyCont, b: ApplyCont): boolean {
  return (
    a.cont === b.cont &&
    a.trap === undefined &&
    b.trap === undefined &&
    a.args.length === b.args.length &&
    a.args.every((x, i) => equalSimples(x, b.args[i]!))
  );
}
