// `Let_cont`: the body first, collecting each use of the continuation with the typing env there;
// then the handler once, in the join of those envs (each with `param = arg`), so it knows what
// holds at every use. A parameter that is a block of one tag (or an immediate) at every use is
// also given its parts as parameters (`unbox_continuation_params.ts`), and a pure primitive every
// use computed on arguments the handler can name is given as one more (`types/cse.ts`), each
// jump passing its own result, so that the handler does not compute it again. On the way up: the
// handler is rebuilt first, its unused parameters removed (and the matching arguments at every
// use, by the upward env), a handler that only forwards its parameters to another continuation
// is shortcut, and an unused continuation disappears.
// Recursive groups and exception handlers are treated conservatively: parameters unknown, kept;
// but a `for` loop's counter is known to be within its bounds (`loop_bounds.ts`).
import {
  alias,
  defineVariable,
  instantiateSummary,
  isBottomEnv,
  join,
  joinedSubexpressions,
  recordJoinedSubexpression,
  type JoinedSubexpression,
  type TypingEnv,
} from "../../types/index.js";
import {
  boundSingleton,
  let_,
  namedSimple,
  param,
  type Continuation,
  contHandler,
  invalid,
  letCont,
  letContRec,
  type ApplyCont,
  type ContHandler,
  type Expr,
  type LetCont,
  type Param,
  type Simple,
  simpleVar,
} from "../../flambda/index.js";
import type { Context, DownToUp, Rebuild } from "../env/context.js";
import type { ContUse } from "../env/downward_acc.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { forLoopBounds, withLoopBounds } from "./loop_bounds.js";
import { extraArgsOf, refineUnboxed, unboxingOf } from "../unboxing/unbox_continuation_params.js";

export function simplifyLetCont(ctx: Context, e: LetCont, denv: DownwardEnv, k: DownToUp): void {
  ctx.dacc.spend();
  // Outside functions, a static group met in a body (or in a recursive handler) is off the spine:
  // what it binds may reach, through a join, code it does not enclose (`lift_constants.ts`).
  const inner: DownwardEnv = denv.atToplevel && denv.offSpine !== true ? { ...denv, offSpine: true } : denv;
  if (e.recursive) simplifyRecursive(ctx, e, inner, k);
  else simplifyNonRecursive(ctx, e.handlers[0]!, e.body, denv, inner, k);
}

function simplifyNonRecursive(ctx: Context, h: ContHandler, body: Expr, denv: DownwardEnv, bodyDenv: DownwardEnv, k: DownToUp): void {
  if (!h.isExnHandler) ctx.dacc.substitutable.set(h.cont, { handler: h, inliningDepth: denv.inliningDepth });
  else ctx.dacc.neverJoined(h.cont);
  ctx.later(() =>
    ctx.simplify(body, bodyDenv, (rebuildBody) =>
      ctx.later(() => {
        const uses = ctx.dacc.usesOf(h.cont);
        // Never used: the handler is dead code, not even simplified. An exception handler with
        // no raise or call sending to it may still be named by the trap actions of its `try`
        // (which need it in scope): it is simplified, and kept if the rebuilt body names it.
        if (uses.length === 0 && !h.isExnHandler) {
          k(rebuildBody);
          return;
        }
        // A handler used once runs where its use does, under as many branches (a switch's arm is
        // one more than the switch); one used more is a join, at the depth of its definition.
        const branchDepth = uses.length === 1 ? (uses[0]!.branchDepth ?? denv.branchDepth) : denv.branchDepth;
        const unboxing = h.isExnHandler ? undefined : unboxingOf(ctx.dacc, denv.typing, h, uses);
        const joined = h.isExnHandler ? [] : joinedSubexpressionsOf(ctx, denv.typing, uses);
        let params = h.params;
        let handlerEnv: TypingEnv;
        // The join's parameters for the primitives every use computed are joined like the others
        // (a comparison of two variables true at every use is true in the handler: `combinators`'
        // bounds check), but given to the handler's
        // rebuild apart: most go unused, and a continuation that uses none is as if it never had
        // them (`withJoinedUsed`).
        const joinParams = joined.map((j) => param(ctx.dacc.names.variable("cse"), j.kind));
        if (h.isExnHandler) handlerEnv = paramsUnknown(denv.typing, h);
        else if (unboxing === undefined && joined.length === 0) handlerEnv = joinUses(denv.typing, params, uses);
        else {
          if (unboxing !== undefined) params = [...h.params, ...unboxing.extraParams];
          const extended = uses.map((u, i) => ({
            env: u.env,
            args: [...u.args!, ...(unboxing === undefined ? [] : extraArgsOf(unboxing, u.args!)), ...joined.map((j) => j.args[i]!)],
          }));
          handlerEnv = joinUses(denv.typing, [...params, ...joinParams], extended);
          if (unboxing !== undefined) {
            handlerEnv = refineUnboxed(ctx.dacc, handlerEnv, h, unboxing);
            ctx.uenv.setUnboxed(h.cont, unboxing);
          }
          joined.forEach((j, i) => {
            handlerEnv = recordJoinedSubexpression(handlerEnv, j, joinParams[i]!.name);
          });
        }
        const extras: JoinedParams | undefined =
          joined.length === 0 ? undefined : { params: joinParams, argsByJump: new Map(uses.map((u, i) => [u.jump!, joined.map((j) => j.args[i]!)])) };
        ctx.dacc.releaseEnvs(h.cont);
        const afterHandler = upwardNonRecursive(ctx, h, params, extras, rebuildBody, k);
        if (isBottomEnv(handlerEnv)) afterHandler((after) => ctx.later(() => after(invalid("no use of this continuation can happen"))));
        else ctx.simplify(h.handler, { ...denv, typing: handlerEnv, branchDepth }, afterHandler);
      }),
    ),
  );
}

/**
 * What follows the handler's simplification, made apart from the downward half so that it keeps
 * neither the env before the `Let_cont` nor the handler's: at toplevel the handler is the rest of
 * the unit, and an env kept by every `Let_cont` waiting for it made the memory a round holds on
 * to (and the collector's work) grow faster than the unit.
 */
function upwardNonRecursive(
  ctx: Context,
  h: ContHandler,
  allParams: readonly Param[],
  extras: JoinedParams | undefined,
  rebuildBody: Rebuild,
  k: DownToUp,
): DownToUp {
  return (rebuildHandler) =>
    ctx.later(() =>
      k((after) => ctx.later(() => rebuildHandler((handler2) => ctx.later(() => rebuildNonRecursive(ctx, h, withJoinedUsed(ctx, h, allParams, extras), handler2, rebuildBody, after))))),
    );
}

/**
 * The parameters a join gave the handler for the primitives every use computed
 * (`joinedSubexpressions`), and each jump's arguments for them (by `ContUse.jump`).
 */
interface JoinedParams {
  readonly params: readonly Param[];
  readonly argsByJump: ReadonlyMap<ApplyCont, readonly Simple[]>;
}

/**
 * `allParams` with those of the join's parameters that the rebuilt handler uses, whose arguments
 * every jump will pass (`UpwardEnv.setJoined`). The others are left out before the handler's
 * parameters are counted: a continuation that uses none of them is as if it never had them (it
 * may still be forwarded to, or receive a call's result through a handler that forwards it).
 */
function withJoinedUsed(ctx: Context, h: ContHandler, allParams: readonly Param[], extras: JoinedParams | undefined): readonly Param[] {
  if (extras === undefined) return allParams;
  const used = extras.params.map((p) => ctx.uacc.isUsed(p.name));
  if (!used.some((u) => u)) return allParams;
  const pick = <T>(xs: readonly T[]): T[] => xs.filter((_, i) => used[i]);
  ctx.uenv.setJoined(h.cont, new Map([...extras.argsByJump].map(([jump, args]) => [jump, pick(args)])));
  return [...allParams, ...pick(extras.params)];
}

/** `allParams`: the handler's parameters, with those added by unboxing and the joined primitives' it uses. */
function rebuildNonRecursive(
  ctx: Context,
  h: ContHandler,
  allParams: readonly Param[],
  handler: Expr,
  rebuildBody: Rebuild,
  after: (e: Expr) => void,
): void {
  const uses = ctx.dacc.usesOf(h.cont);
  // A call's result cannot be dropped: a continuation that receives one keeps its parameters.
  const fixedArity = h.isExnHandler || uses.some((u) => u.args === undefined);
  const kept = allParams.map((p) => fixedArity || ctx.uacc.isUsed(p.name));
  const params = allParams.filter((_, i) => kept[i]);
  // A handler that passes its (kept) parameters, in order, to another continuation is that one.
  let forwardsTo: Continuation | undefined = undefined;
  if (
    !h.isExnHandler &&
    handler.kind === "apply_cont" &&
    handler.trap === undefined &&
    handler.cont !== h.cont &&
    ctx.uenv.mayForwardTo(handler.cont) &&
    handler.args.length === params.length &&
    handler.args.every((a, i) => a.kind === "var" && a.name === params[i]!.name) &&
    (!fixedArity || ctx.uenv.keepsAll(handler.cont))
  ) {
    forwardsTo = handler.cont;
  }
  ctx.uenv.setKept(h.cont, kept);
  if (forwardsTo !== undefined) {
    ctx.uenv.setAlias(h.cont, forwardsTo);
    // The handler goes: its jump is not in the term (its uses jump to the target themselves).
    ctx.uacc.unuse(forwardsTo);
  } else if (!h.isExnHandler && !fixedArity && handler.kind === "apply_cont" && handler.trap === undefined && handler.cont !== h.cont && ctx.uenv.mayForwardTo(handler.cont)) {
    // A handler that only jumps on, with simples bound outside it: a switch may see through it.
    ctx.uenv.setJump(
      h.cont,
      params.map((p) => p.name),
      handler,
    );
  }
  rebuildBody((body) =>
    ctx.later(() => {
      if (forwardsTo !== undefined || !ctx.uacc.isUsed(h.cont)) {
        after(body);
        return;
      }
      // Used once, by the body itself: the body is the handler, its parameters bound to the arguments.
      if (body.kind === "apply_cont" && body.cont === h.cont && body.trap === undefined && !h.isExnHandler) {
        let e = handler;
        for (let i = params.length - 1; i >= 0; i--) {
          e = let_(boundSingleton(params[i]!.name, params[i]!.kind), namedSimple(body.args[i]!), e);
        }
        after(e);
        return;
      }
      after(letCont(contHandler(h.cont, params, handler, h.isExnHandler), body));
    }),
  );
}

/**
 * The pure primitives every use computed on arguments the handler can name (Flambda 2's CSE at
 * joins): each becomes a parameter, given at each jump that use's result. Only when every use is
 * a jump (a call's result comes with no such arguments).
 */
function joinedSubexpressionsOf(ctx: Context, ancestor: TypingEnv, uses: readonly ContUse[]): readonly JoinedSubexpression[] {
  if (ctx.dacc.options.cse !== "all" || !uses.every((u) => u.jump !== undefined && u.args !== undefined)) return [];
  return joinedSubexpressions(ancestor, uses.map((u) => ({ env: u.env, argsFrom: u.inlinedAt })));
}

/** The handler's env: the join of its uses' envs, each with its parameters bound to its arguments (or to what the callee's summary says of a call's result). */
function joinUses(ancestor: TypingEnv, params: readonly Param[], uses: readonly ContUse[]): TypingEnv {
  const envs = uses.map((u) => {
    let env = u.env;
    params.forEach((p, i) => {
      const a = u.args?.[i];
      env = defineVariable(env, p.name, p.kind, a === undefined ? undefined : alias(a, p.kind));
    });
    if (u.call !== undefined && params.length === 1 && u.call.summary.resultKind === params[0]!.kind) env = instantiateSummary(env, u.call.summary, u.call.args, params[0]!.name);
    return env;
  });
  return join(ancestor, envs, params.map((p) => p.name));
}

function paramsUnknown(env0: TypingEnv, h: ContHandler): TypingEnv {
  let env = env0;
  for (const p of h.params) env = defineVariable(env, p.name, p.kind);
  return env;
}

function simplifyRecursive(ctx: Context, e: LetCont, denv: DownwardEnv, k: DownToUp): void {
  for (const h of e.handlers) ctx.dacc.neverJoined(h.cont);
  const bounds = forLoopBounds(e, denv.typing);
  ctx.later(() =>
    ctx.simplify(e.body, denv, (rebuildBody) =>
      ctx.later(() => {
        if (e.handlers.every((h) => ctx.dacc.usesOf(h.cont).length === 0)) {
          k(rebuildBody);
          return;
        }
        const rebuilds: Rebuild[] = [];
        const next = (i: number): void => {
          if (i >= e.handlers.length) {
            k((after) => ctx.later(() => rebuildRecursive(ctx, e, rebuilds, rebuildBody, after)));
            return;
          }
          const h = e.handlers[i]!;
          let typing = paramsUnknown(denv.typing, h);
          // A `for` loop's counter is known to be within its bounds (`loop_bounds.ts`).
          if (bounds !== undefined) typing = withLoopBounds(ctx.dacc, typing, simpleVar(h.params[bounds.index]!.name), bounds);
          ctx.simplify(h.handler, denv.atToplevel ? { ...denv, typing, inLoop: true } : { ...denv, typing }, (rb) => {
            rebuilds.push(rb);
            ctx.later(() => next(i + 1));
          });
        };
        next(0);
      }),
    ),
  );
}

function rebuildRecursive(ctx: Context, e: LetCont, rebuilds: readonly Rebuild[], rebuildBody: Rebuild, after: (e: Expr) => void): void {
  const handlers: Expr[] = [];
  const next = (i: number): void => {
    if (i >= rebuilds.length) {
      rebuildBody((body) =>
        ctx.later(() => {
          if (e.handlers.every((h) => !ctx.uacc.isUsed(h.cont))) after(body);
          else after(letContRec(e.handlers.map((h, j) => contHandler(h.cont, h.params, handlers[j]!, h.isExnHandler)), body));
        }),
      );
      return;
    }
    rebuilds[i]!((h) => {
      handlers.push(h);
      ctx.later(() => next(i + 1));
    });
  };
  next(0);
}
