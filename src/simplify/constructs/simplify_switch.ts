// `Switch`: arms the scrutinee's type excludes are removed; in each remaining arm the scrutinee
// is known to be the arm's value (an equation for the handler's join). No arm left: the code is
// unreachable; one arm, or every arm doing the same thing: an `Apply_cont`.
import {
  equalSimples,
  invalid,
  nakedImmediate,
  switch_,
  switchArm,
  taggedImmediate,
  type ApplyCont,
  type Expr,
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

function sameAction(a: ApplyCont, b: ApplyCont): boolean {
  return (
    a.cont === b.cont &&
    a.trap === undefined &&
    b.trap === undefined &&
    a.args.length === b.args.length &&
    a.args.every((x, i) => equalSimples(x, b.args[i]!))
  );
}
