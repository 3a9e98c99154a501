// Speculative inlining (manual section 21.3.2, 21.3.6): the callee's body is copied and simplified
// in the call's context, down and up, on a work list of its own, returning to a continuation and
// raising to one that exist only in the copy. Its size and the operations simplification removed
// decide; then the work is either adopted as the inlined body or discarded.
//
// Discarding is cheap. The speculation runs on a layer of its own over the round's state
// (`round_state.ts`): the static groups, specialised copies, lifted constants, report entries and
// warnings it makes go to that layer, which adopting merges into the state and discarding drops.
// It shares the rest of the round's downward accumulator only under names it made: every table
// entry it adds there (continuation uses, loads, offsets, namings) is keyed by a fresh name that
// nothing else will mention. Its upward environment and accumulator are its own, so the caller's
// counts of uses are untouched. The names it used are not handed out again.
//
// Adopting renames the copy's return and exception continuations to the call's: their uses go
// to the call's continuations (so their handlers are joined over them), and on the way up the
// adopted term is walked once to rewrite its jumps with what the caller's upward environment
// knows and to count the names it uses.
import { assertNever } from "../../common/assert_never.js";
import {
  someExpr,
  apply,
  applyCont,
  canBeDeletedIfUnused,
  effectsOfNamed,
  exprSize,
  let_,
  letCont,
  letContRec,
  contHandler,
  switch_,
  switchArm,
  type Apply,
  type ApplyCont,
  type Code,
  type Continuation,
  type Expr,
  type Simple,
} from "../../flambda/index.js";
import type { TypingEnv } from "../../types/index.js";
import { addOperations, costOf, countOperations, hotness, noOperations, operationsOfCode, removedOperations, type Operations } from "./benefit.js";
import type { Context, DownToUp } from "../env/context.js";
import { countContinuationUses } from "../env/continuation_uses.js";
import type { CopiedOperations, DownwardEnv } from "../env/downward_env.js";
import { envOfCopy, inlinedBody } from "./inlined_body.js";
import type { InliningDecision, Speculate } from "./inlining_decision.js";
import { atRound } from "../env/options.js";
import { UpwardAcc } from "../env/upward_acc.js";
import { UpwardEnv } from "../env/upward_env.js";
import type { RoundState } from "../env/round_state.js";

export interface Speculation {
  /** The body simplified in context, returning to `ret`, raising to `exn`. */
  readonly body: Expr;
  readonly ret: Continuation;
  readonly exn: Continuation;
  readonly size: number;
  /** The estimated benefit: removed operations' cost, scaled by the call site's hotness, plus any lifting bias. */
  readonly benefit: number;
  /** The part of the benefit that is `-inline-lifting-benefit` (a functor applied at toplevel), else 0. */
  readonly lifting: number;
  /** The operations it started with: the callee's body and the code copied into it (`noteCopied`). */
  readonly started: Operations;
  /** What it added to the round's state: merged into the state if adopted. */
  readonly layer: RoundState;
  /** The parts of the arguments a jump to `ret` in `body` may yet have to pass (`UpwardEnv.partsOf`). */
  readonly partsOf: (jump: ApplyCont) => readonly Simple[];
  /** The jump to `ret` as the downward pass left it, for a jump in `body` (`UpwardEnv.originOf`). */
  readonly originOf: (jump: ApplyCont) => ApplyCont;
}

export function speculate(
  ctx: Context,
  denv: DownwardEnv,
  call: Apply,
  code: Code,
  callee: Simple,
  args: readonly Simple[],
  s: Speculate,
  decisionIfInlined: InliningDecision,
): Speculation {
  const dacc = ctx.dacc;
  s.budget.left -= code.size;
  const ret = dacc.names.continuation("k_inlined");
  const exn = dacc.names.continuation("k_inlined_exn");
  const body = inlinedBody(ctx, code, callee, args, ret, exn, call.dbg, call);
  countContinuationUses(body, dacc.contNamings);
  const sub = ctx.apart(new UpwardEnv(new Set([ret])), new UpwardAcc());
  let result: Expr | undefined;
  const copied: CopiedOperations = { ...noOperations };
  const inner: DownwardEnv = { ...envOfCopy(denv, code, decisionIfInlined), speculation: s.budget, copied };
  const { layer } = dacc.inLayer(() => {
    sub.simplify(body, inner, (rebuild) =>
      sub.later(() =>
        rebuild((e) => {
          result = e;
        }),
      ),
    );
    sub.run();
  });
  if (result === undefined) throw new Error("simplify: a speculation did not finish");
  const started = addOperations(operationsOfCode(code), copied);
  const removed = removedOperations(started, countOperations(result));
  // The call itself goes too.
  const withCall: Operations = { ...removed, directCalls: removed.directCalls + 1 };
  const options = dacc.options;
  // Functor applications at toplevel are biased towards inlining (`-inline-lifting-benefit`).
  const lifting =
    code.attributes.isAFunctor && denv.atToplevel && denv.speculation === undefined ? atRound(options.inlineLiftingBenefit, dacc.round) : 0;
  const benefit = costOf(withCall, options, dacc.round) * hotness(options, dacc.round, denv.branchDepth) + lifting;
  return { body: result, ret, exn, size: exprSize(result), benefit, lifting, started, layer, partsOf: (j) => sub.uenv.partsOf(j), originOf: (j) => sub.uenv.originOf(j) };
}

/**
 * Makes the speculation's result the inlined body of `call` (whose continuation is not
 * `never_returns`): what it added to the round's state is merged into it.
 */
export function adoptSpeculation(ctx: Context, s: Speculation, call: Apply, env: TypingEnv, k: DownToUp): void {
  const dacc = ctx.dacc;
  dacc.state.adopt(s.layer);
  const cont = call.continuation;
  if (cont === "never_returns") throw new Error("simplify: adopting a speculation for a call that never returns");
  const exnCont = call.exnContinuation;
  for (const u of dacc.usesOf(s.ret)) dacc.addUse(cont, { ...u, inlinedAt: env });
  // A call in the copy may have come to return to `ret` directly (through a handler that only
  // forwarded its result): the call's continuation then receives a call's result, whose arity
  // cannot change.
  if (returnsACallResult(s.body, s.ret)) dacc.addUse(cont, { env, args: undefined });
  for (const u of dacc.usesOf(s.exn)) dacc.addUse(exnCont, u);
  const namings = dacc.contNamings;
  namings.set(cont, (namings.get(cont) ?? 0) - 2 + (namings.get(s.ret) ?? 0));
  namings.set(exnCont, (namings.get(exnCont) ?? 0) - 2 + (namings.get(s.exn) ?? 0));
  ctx.later(() => k((after) => ctx.later(() => after(adoptTerm(ctx, s, cont, exnCont)))));
}

/** Whether a call in `root` returns to `ret`. */
function returnsACallResult(root: Expr, ret: Continuation): boolean {
  return someExpr(root, { intoCode: false }, (e) => e.kind === "apply" && e.continuation === ret);
}

/**
 * The adopted term with `ret`/`exn` renamed, jumps rewritten by the caller's upward env, uses
 * counted. A jump to `ret` keeps alive the parts of its arguments that the call's continuation
 * may yet take (when that continuation's parameters are not decided yet either: it is the return
 * continuation of an enclosing speculation).
 */
function adoptTerm(ctx: Context, s: Speculation, cont: Continuation, exnCont: Continuation): Expr {
  const { body: root, ret, exn } = s;
  const u = ctx.uacc;
  const uenv = ctx.uenv;
  const rename = (c: Continuation): Continuation => (c === ret ? cont : c === exn ? exnCont : c);
  const jump = (a: ApplyCont): ApplyCont => {
    let target = a.cont;
    let args = a.args;
    const parts = target === ret && uenv.isOpen(cont) ? s.partsOf(a) : [];
    // The jump as the copy's downward pass left it: the use the call's continuation joined.
    const origin = target === ret ? s.originOf(a) : a;
    if (target === ret || target === exn) ({ cont: target, args } = uenv.rewrite(rename(target), args, origin));
    const trap = a.trap === undefined ? undefined : { ...a.trap, exnHandler: rename(a.trap.exnHandler) };
    u.use(target);
    u.useSimples(args);
    u.useSimples(parts);
    if (trap !== undefined) u.use(trap.exnHandler);
    const out = applyCont(target, args, trap);
    uenv.setPartsOf(out, parts);
    if (a.cont === ret && uenv.isOpen(cont)) uenv.setOrigin(out, origin);
    return out;
  };
  const walk = (e0: Expr): Expr => {
    // A chain of lets is walked in a loop, so that long bodies do not deepen the stack; on the
    // way back a let whose variables the rewritten jumps no longer pass is dropped, as
    // `simplify_let.ts` does.
    const lets: Extract<Expr, { kind: "let" }>[] = [];
    let e = e0;
    while (e.kind === "let") {
      lets.push(e);
      e = e.body;
    }
    let out: Expr;
    switch (e.kind) {
      case "let_cont": {
        const handlers = e.handlers.map((h) => contHandler(h.cont, h.params, walk(h.handler), h.isExnHandler));
        const body = walk(e.body);
        out = e.recursive ? letContRec(handlers, body) : letCont(handlers[0]!, body);
        break;
      }
      case "apply": {
        const c = e.continuation === "never_returns" ? e.continuation : e.continuation === ret ? uenv.resolveKeepingAll(cont) : e.continuation;
        const x = rename(e.exnContinuation);
        if (e.callee !== undefined) u.useSimple(e.callee);
        u.useSimples(e.args);
        if (c !== "never_returns") u.use(c);
        u.use(x);
        if (e.callKind.kind === "direct") u.use(e.callKind.codeId);
        out = apply({ ...e, continuation: c, exnContinuation: x });
        break;
      }
      case "apply_cont":
        out = jump(e);
        break;
      case "switch":
        u.useSimple(e.scrutinee);
        out = switch_(e.scrutinee, e.arms.map((a) => switchArm(a.value, jump(a.action))));
        break;
      case "invalid":
        out = e;
        break;
      default:
        out = assertNever(e);
    }
    for (let i = lets.length - 1; i >= 0; i--) {
      const l = lets[i]!;
      const dead =
        l.bound.kind === "singleton"
          ? !u.isUsed(l.bound.var) && canBeDeletedIfUnused(effectsOfNamed(l.named))
          : l.bound.kind === "set_of_closures" && l.bound.vars.every((v) => !u.isUsed(v));
      if (dead) continue;
      u.useNamed(l.named);
      out = let_(l.bound, l.named, out);
    }
    return out;
  };
  return walk(root);
}
