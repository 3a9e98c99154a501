// `Switch`: a test, an `if`, or a JavaScript `switch`.
import type { Expr } from "../../flambda/index.js";
import type { Writer } from "../writer.js";
import { emitJump } from "./jumps.js";
import type { Scope } from "./scope.js";
import { simple } from "./simples.js";

export function emitSwitch(e: Extract<Expr, { kind: "switch" }>, sc: Scope, w: Writer): void {
  const cond = e.scrutinee.kind === "var" ? sc.tests.get(e.scrutinee.name) : undefined;
  const s = cond === undefined ? simple(e.scrutinee, sc) : "";
  const arm = (i: number): void => {
    const a = e.arms[i]!.action;
    emitJump(a.cont, a.args.map((x) => simple(x, sc)), a.trap, sc, w, undefined, true);
  };
  if (e.arms.length === 1) {
    arm(0);
    return;
  }
  // No arm falls through (every path ends in a jump), so the last arm needs no `else` or
  // `default`: it follows the `if` or the `switch`. Chains of tests (`if ... else if ...`,
  // matches) then stay flat instead of nesting once per test, which a JavaScript parser could
  // not follow 10,000 levels deep. The arm written in place is preferably the one that will
  // grow (a continuation written at its only jump).
  const grows = (i: number): boolean => sc.conts.get(e.arms[i]!.action.cont)?.kind === "once";
  if (e.arms.length === 2) {
    const [a0, a1] = e.arms as [typeof e.arms[0], typeof e.arms[0]];
    const inner = grows(1) && !grows(0) ? 0 : 1;
    const test =
      cond !== undefined
        ? e.arms[inner]!.value === 1
          ? cond.holds
          : cond.fails
        : a0.value === 0 && a1.value === 1
          ? inner === 1
            ? s
            : `!${s}`
          : `${s} === ${e.arms[inner]!.value}`;
    w.block(`if (${test}) {`, () => arm(inner));
    arm(1 - inner);
    return;
  }
  w.block(`switch (${s}) {`, () => {
    e.arms.forEach((a, i) => {
      if (i < e.arms.length - 1) w.block(`case ${a.value}: {`, () => arm(i));
    });
  });
  arm(e.arms.length - 1);
}
