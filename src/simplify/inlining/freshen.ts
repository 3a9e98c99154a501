// Copies of code bodies for inlining: every name the body binds gets a fresh one (names are
// unique in a unit), and the free names the call site substitutes (parameters, `my_closure`,
// return and exception continuations) are replaced. Iterative: deep bodies cannot overflow.
// A set of closures in the body is copied with fresh closure variables; its code ids and slots
// stay: code is bound statically, outside any body, and every allocation of a set shares it.
import { assertNever } from "../../common/assert_never.js";
import {
  someExpr,
  apply,
  applyCont,
  boundSetOfClosures,
  boundSingleton,
  contHandler,
  inlinedAt,
  let_,
  letCont,
  letContRec,
  namedPrim,
  namedSetOfClosures,
  namedSimple,
  primitiveArgs,
  rebuildTerm,
  setOfClosures,
  switch_,
  switchArm,
  valueSlotBinding,
  withPrimitiveArgs,
  type Apply,
  type ApplyCont,
  type Debuginfo,
  type Expr,
  type Named,
  type NameGenerator,
  type Simple,
  type TrapAction,
  type Variable,
  type Code,
  type CodeId,
  type Continuation,
  type Param,
  code as makeCode,
} from "../../flambda/index.js";
import { stemOf } from "../../flambda/names.js";

/** Whether the body can be copied: it binds no static constants (symbols and code ids must stay unique). */
export function isCopyable(root: Expr): boolean {
  return !someExpr(root, { intoCode: false }, (e) => e.kind === "let" && e.named.kind === "static_consts");
}

/** The frame of a new code made from `c`: fresh names for its continuations, parameters and closure. */
export interface CodeFrame {
  readonly params: Param[];
  readonly ret: Continuation;
  readonly exn: Continuation;
  readonly myClosure: Variable;
}

/**
 * Fresh names for the frame of a code made from `c`, recorded in `subst` for `freshen`: the
 * parameters `keep` accepts (the others get none: the new code must not use them), and
 * `my_closure` unless `subst` already says what it becomes.
 */
export function freshFrame(c: Code, subst: Map<string, Simple | string>, names: NameGenerator, keep: (i: number) => boolean = () => true): CodeFrame {
  const myClosure = names.variable("my_closure");
  if (!subst.has(c.myClosure)) subst.set(c.myClosure, myClosure);
  const ret = names.continuation(stemOf(c.returnContinuation));
  const exn = names.continuation(stemOf(c.exnContinuation));
  subst.set(c.returnContinuation, ret);
  subst.set(c.exnContinuation, exn);
  const params = c.params.flatMap((p, i) => {
    if (!keep(i)) return [];
    const v = names.variable(stemOf(p.name));
    subst.set(p.name, v);
    return [{ name: v, kind: p.kind }];
  });
  return { params, ret, exn, myClosure };
}

/** New code `codeId` made from `c` with the frame `frame` and `body` (with `frame`'s parameters unless others are given). */
export function codeOfFrame(c: Code, codeId: CodeId, frame: CodeFrame, body: Expr, params: readonly Param[] = frame.params): Code {
  return makeCode({
    codeId,
    params,
    returnContinuation: frame.ret,
    exnContinuation: frame.exn,
    myClosure: frame.myClosure,
    body,
    resultArity: c.resultArity,
    recursive: c.recursive,
    attributes: c.attributes,
    dbg: c.dbg,
  });
}

/** A copy of `root` with fresh bound names and `subst` applied to free ones (`subst` is extended). */
export function freshen(
  root: Expr,
  subst: Map<string, Simple | string>,
  names: NameGenerator,
  callSite: Debuginfo,
  /**
   * Applied to each call once copied (specialisation redirects recursive calls with it); it may
   * put lets before the call.
   */
  mapApply: (a: Apply) => Expr = (a) => a,
  /**
   * Applied to each defining expression of a singleton `let` once copied, with the fresh variable
   * it binds (specialisation's unboxed parameters, unboxed closure variables).
   */
  mapNamed: (n: Named, bound: Variable) => Named = (n) => n,
  /**
   * Whether a `let` that `mapNamed` makes a variable's alias goes, its variable replaced by that
   * one (a rewrite applied to simplified code, which no Simplify pass follows to remove it).
   */
  dropAliases = false,
): Expr {
  const simple = (s: Simple): Simple => {
    if (s.kind === "const") return s;
    const r = subst.get(s.name);
    return r === undefined ? s : typeof r === "string" ? { ...s, name: r as never } : r;
  };
  const name = <T extends string>(n: T): T => {
    const r = subst.get(n);
    return (r === undefined ? n : typeof r === "string" ? r : n) as T;
  };
  const trap = (t: TrapAction | undefined): TrapAction | undefined => (t === undefined ? undefined : { ...t, exnHandler: name(t.exnHandler) });
  const ac = (a: ApplyCont): ApplyCont => applyCont(name(a.cont), a.args.map(simple), trap(a.trap));
  return rebuildTerm(root, (e, step) => {
    switch (e.kind) {
      case "let": {
        if (e.bound.kind === "set_of_closures" && e.named.kind === "set_of_closures") {
          // The value slots are read before the closures are bound (a set cannot name itself).
          const set = e.named.set;
          const named = namedSetOfClosures(
            setOfClosures(
              set.functionDecls,
              set.valueSlots.map((b) => valueSlotBinding(b.slot, simple(b.value), b.kind)),
            ),
          );
          const vars = e.bound.vars.map((v) => {
            const fresh = names.variable(stemOf(v));
            subst.set(v, fresh);
            return fresh;
          });
          const bound = boundSetOfClosures(vars);
          step.from([e.body], ([body]) => let_(bound, named, body!));
          break;
        }
        if (e.bound.kind !== "singleton") throw new Error("simplify: copying a body with static constants");
        const v = names.variable(stemOf(e.bound.var));
        const named = mapNamed(
          e.named.kind === "simple"
            ? namedSimple(simple(e.named.simple))
            : e.named.kind === "prim"
              ? namedPrim(withPrimitiveArgs(e.named.prim, primitiveArgs(e.named.prim).map(simple)), inlinedAt(e.named.dbg, callSite))
              : e.named,
          v,
        );
        if (dropAliases && named.kind === "simple" && named.simple.kind === "var") {
          subst.set(e.bound.var, named.simple);
          step.from([e.body], ([body]) => body!);
          break;
        }
        subst.set(e.bound.var, v);
        const bound = boundSingleton(v, e.bound.varKind);
        step.from([e.body], ([body]) => let_(bound, named, body!));
        break;
      }
      case "let_cont": {
        for (const h of e.handlers) {
          subst.set(h.cont, names.continuation(stemOf(h.cont)));
          for (const p of h.params) subst.set(p.name, names.variable(stemOf(p.name)));
        }
        const hs = e.handlers;
        const rec = e.recursive;
        step.from([e.body, ...hs.map((h) => h.handler)], (kids) => {
          const handlers = hs.map((h, i) =>
            contHandler(name(h.cont), h.params.map((p) => ({ name: name(p.name), kind: p.kind })), kids[i + 1]!, h.isExnHandler),
          );
          return rec ? letContRec(handlers, kids[0]!) : letCont(handlers[0]!, kids[0]!);
        });
        break;
      }
      case "apply":
        step.done(
          mapApply(apply({
            callee: e.callee === undefined ? undefined : simple(e.callee),
            args: e.args.map(simple),
            continuation: e.continuation === "never_returns" ? e.continuation : name(e.continuation),
            exnContinuation: name(e.exnContinuation),
            callKind: e.callKind,
            inlined: e.inlined,
            specialised: e.specialised,
            dbg: inlinedAt(e.dbg, callSite),
          })),
        );
        break;
      case "apply_cont":
        step.done(ac(e));
        break;
      case "switch":
        step.done(switch_(simple(e.scrutinee), e.arms.map((a) => switchArm(a.value, ac(a.action)))));
        break;
      case "invalid":
        step.done(e);
        break;
      default:
        assertNever(e);
    }
  });
}
