// `Let`: the defining expression is simplified with the typing env and its result defined in it;
// the body is simplified; on the way up the binding is dropped if nothing uses it and its
// effects allow (manual section 21.12: no effects but generative ones).
import { assertNever } from "../../common/assert_never.js";
import { noteLocation } from "../../common/progress.js";
import {
  canBeDeletedIfUnused,
  effectsOfNamed,
  invalid,
  let_,
  boundStatic,
  namedPrim,
  namedSetOfClosures,
  namedSimple,
  namedStaticConsts,
  setOfClosures,
  simpleConst,
  simpleSymbol,
  simpleVar,
  staticBlock,
  staticSetOfClosures,
  valueSlotBinding,
  withCodeBody,
  type BoundPattern,
  type BoundStatic,
  type Code,
  type Expr,
  type Let,
  type Named,
  type Primitive,
  type SetOfClosures,
  type Simple,
  type StaticConst,
} from "../../flambda/index.js";
import {
  addEquation,
  alias,
  boxedNumber,
  canonicalSimple,
  closures,
  concreteTypeOf,
  constantString,
  defineSymbol,
  defineVariable,
  enterClosedScope,
  fullBlock,
  blockWithTags,
  isDefined,
  proveConstant,
  top,
  typeOfConst,
  type FunctionInfo,
  type Type,
  type TypingEnv,
} from "../../types/index.js";
import { Context, type DownToUp } from "../env/context.js";
import { countContinuationUses } from "../env/continuation_uses.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { functionBudget } from "../env/round_budget.js";
import { simplifyExpr } from "./simplify_expr.js";
import { simplifyPrimitive } from "../primitives/simplify_primitive.js";
import { liftAllocation } from "../lifting/lift_constants.js";
import { groupOfName, registerStaticGroup, takePending } from "../specialisation/specialise.js";
import { unboxClosureVars } from "../unboxing/unbox_closure_vars.js";
import { splitUnusedArguments } from "../wrappers/remove_unused_arguments.js";
import { unboxClosures } from "../wrappers/unbox_closures.js";
import { UpwardAcc } from "../env/upward_acc.js";
import { UpwardEnv } from "../env/upward_env.js";

export function simplifyLet(ctx: Context, e: Let, denv: DownwardEnv, k: DownToUp): void {
  if (e.named.kind === "static_consts" && e.bound.kind === "static") {
    ctx.dacc.spend();
    simplifyStaticLet(ctx, e, denv, k);
    return;
  }
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
  ctx.later(() => simplifyExpr(ctx, rest, restDenv, afterChain));
}

/**
 * The upward half of a `Let`, made apart from the downward half so that its closures do not keep
 * the downward env alive: the whole chain of toplevel lets waits for its rebuild at once, and an
 * env kept per let would keep every version of the typing env.
 */
function upwardLet(
  ctx: Context,
  bound: BoundPattern,
  named: Named,
  k: DownToUp,
  /** For a static group: the specialised copies to bind with it (`specialise.ts`), known once its body is rebuilt. */
  added?: () => { bindings: BoundStatic[]; consts: StaticConst[] } | undefined,
): DownToUp {
  return (rebuildBody) =>
    ctx.later(() =>
      k((after) =>
        ctx.later(() =>
          rebuildBody((body2) =>
            ctx.later(() => {
              const more = added?.();
              if (more === undefined || bound.kind !== "static" || named.kind !== "static_consts") {
                after(rebuildLet(ctx, bound, named, body2));
                return;
              }
              after(rebuildLet(ctx, boundStatic([...bound.bindings, ...more.bindings]), namedStaticConsts([...named.consts, ...more.consts]), body2));
            }),
          ),
        ),
      ),
    );
}

function simplifyNamed(
  ctx: Context,
  bound: BoundPattern,
  named: Named,
  env: TypingEnv,
): { named: Named; env: TypingEnv } | "invalid" {
  switch (named.kind) {
    case "simple": {
      if (bound.kind !== "singleton") return { named, env };
      const s = canonicalSimple(env, named.simple);
      return { named: namedSimple(s), env: defineVariable(env, bound.var, bound.varKind, alias(s, bound.varKind)) };
    }
    case "prim": {
      if (bound.kind !== "singleton") return { named, env };
      const r = simplifyPrimitive(env, ctx.dacc, named.prim);
      switch (r.kind) {
        case "invalid":
          return "invalid";
        case "simple":
          return {
            named: namedSimple(r.simple),
            env: defineVariable(env, bound.var, bound.varKind, alias(r.simple, bound.varKind)),
          };
        case "prim": {
          const type = r.type !== undefined && r.type.ofKind === bound.varKind ? r.type : top(bound.varKind);
          let env2 = defineVariable(env, bound.var, bound.varKind, type);
          if (r.after !== undefined) env2 = r.after(env2, bound.var);
          // What the equations prove may make the result a constant (e.g. a load from a known block).
          const c = proveConstant(env2, simpleVar(bound.var));
          if (c !== undefined && mayBecomeConstant(r.prim)) {
            return { named: namedSimple(simpleConst(c)), env: env2 };
          }
          const canon = canonicalSimple(env2, simpleVar(bound.var));
          if ((canon.kind !== "var" || canon.name !== bound.var) && mayBecomeConstant(r.prim)) {
            return { named: namedSimple(canon), env: env2 };
          }
          return { named: namedPrim(r.prim, named.dbg), env: env2 };
        }
        default:
          return assertNever(r);
      }
    }
    case "set_of_closures": {
      if (bound.kind !== "set_of_closures") return { named, env };
      const set = unboxClosureVars(ctx, env, canonicalSet(env, named.set));
      const env2 = defineClosures(env, set, bound.vars.map((v) => simpleVar(v)), (e, v) => defineVariable(e, v.name as never, "value"));
      return { named: namedSetOfClosures(set), env: env2 };
    }
    case "static_consts":
      return { named, env };
    default:
      return assertNever(named);
  }
}

/** Whether a primitive known to produce a constant may be replaced by it (not `%opaque`, nor a tag read). */
function mayBecomeConstant(p: Primitive): boolean {
  if (!canBeDeletedIfUnused(effectsOfNamed(namedPrim(p)))) return false;
  return !(p.kind === "unary" && (p.op.kind === "opaque_identity" || p.op.kind === "get_tag"));
}

function canonicalSet(env: TypingEnv, set: SetOfClosures): SetOfClosures {
  return setOfClosures(
    set.functionDecls,
    set.valueSlots.map((v) => valueSlotBinding(v.slot, canonicalSimple(env, v.value), v.kind)),
  );
}

/** Defines the closures of a set (variables or symbols) with what is known of their code and slots. */
export function defineClosures(
  env0: TypingEnv,
  set: SetOfClosures,
  names: readonly Simple[],
  define: (env: TypingEnv, name: Simple & { kind: "var" | "symbol" }) => TypingEnv,
): TypingEnv {
  let env = env0;
  for (const n of names) if (n.kind !== "const") env = define(env, n);
  const functions = new Map<(typeof set.functionDecls)[number]["slot"], FunctionInfo>();
  for (const d of set.functionDecls) functions.set(d.slot, { codeId: d.codeId, summary: undefined });
  const valueSlots = new Map<(typeof set.valueSlots)[number]["slot"], Type>();
  for (const v of set.valueSlots) valueSlots.set(v.slot, knownSimpleType(env, v.value, v.kind));
  const closureTypes = new Map<(typeof set.functionDecls)[number]["slot"], Type>();
  set.functionDecls.forEach((d, i) => closureTypes.set(d.slot, alias(names[i]!, "value")));
  set.functionDecls.forEach((d, i) => {
    const n = names[i]!;
    if (n.kind === "const") return;
    env = addEquation(env, n.name, closures({ functionSlot: d.slot, functions, closures: closureTypes, valueSlots }));
  });
  return env;
}

/** An alias to a simple the environment knows, else ⊤ (names of other units are not tracked). */
export function knownSimpleType(env: TypingEnv, s: Simple, kind: Simple extends never ? never : Parameters<typeof top>[0]): Type {
  if (s.kind === "const") return typeOfConst(s.value).ofKind === kind ? alias(s, kind) : top(kind);
  return isDefined(env, s.name) ? alias(s, kind) : top(kind);
}

function rebuildLet(ctx: Context, bound: BoundPattern, named: Named, body: Expr): Expr {
  const u = ctx.uacc;
  switch (bound.kind) {
    case "singleton":
      if (!u.isUsed(bound.var) && canBeDeletedIfUnused(effectsOfNamed(named))) return body;
      break;
    case "set_of_closures":
      if (bound.vars.every((v) => !u.isUsed(v))) return body;
      break;
    case "static": {
      if (named.kind !== "static_consts") break;
      // Each constant of the group whose names nothing uses goes (a specialised function's
      // original, code that was inlined everywhere); a code a kept closure names stays.
      // A kept constant keeps what it names (code bodies counted theirs when rebuilt), found
      // with a work list over the group's names.
      const indexOf = new Map<string, number>();
      bound.bindings.forEach((b, i) => {
        if (b.kind === "code") indexOf.set(b.codeId, i);
        else if (b.kind === "block_like") indexOf.set(b.symbol, i);
        else for (const sym of b.symbols) indexOf.set(sym, i);
      });
      const keep = bound.bindings.map((b) =>
        b.kind === "code" ? u.isUsed(b.codeId) : b.kind === "block_like" ? u.isUsed(b.symbol) : b.symbols.some((sym) => u.isUsed(sym)),
      );
      const todo = keep.flatMap((k, i) => (k ? [i] : []));
      const reach = (name: string): void => {
        u.use(name);
        const j = indexOf.get(name);
        if (j !== undefined && !keep[j]) {
          keep[j] = true;
          todo.push(j);
        }
      };
      for (let i = todo.pop(); i !== undefined; i = todo.pop()) {
        const c = named.consts[i]!;
        if (c.kind === "block") {
          for (const f of c.fields) if (f.kind !== "const") reach(f.name);
        } else if (c.kind === "set_of_closures") {
          for (const d of c.set.functionDecls) reach(d.codeId);
          for (const v of c.set.valueSlots) if (v.value.kind !== "const") reach(v.value.name);
        }
      }
      if (keep.every((k) => !k)) return body;
      if (keep.every((k) => k)) return let_(bound, named, body);
      return let_(boundStatic(bound.bindings.filter((_, i) => keep[i])), namedStaticConsts(named.consts.filter((_, i) => keep[i])), body);
    }
    default:
      return assertNever(bound);
  }
  ctx.uacc.useNamed(named);
  return let_(bound, named, body);
}

// ---------------------------------------------------------------------------------------------
// Static constants: code is simplified where it is defined (so that calls later inline the
// simplified body), then the symbols are defined with what their constants are.

function simplifyStaticLet(ctx: Context, e: Let, denv: DownwardEnv, k: DownToUp): void {
  if (e.bound.kind !== "static" || e.named.kind !== "static_consts") throw new Error("simplify: static let expected");
  // With `-remove-unused-arguments` and `-unbox-closures`, functions of the group are split into
  // wrapper and worker first.
  const split = splitFunctions(ctx.dacc, e.bound.bindings, e.named.consts);
  const bindings = split?.bindings ?? e.bound.bindings;
  const bound = split === undefined ? e.bound : boundStatic(bindings);
  const consts = (split?.consts ?? e.named.consts).map((c) => canonicalConst(denv.typing, c));
  for (const c of consts) if (c.kind === "code") ctx.dacc.codes.set(c.code.codeId, c.code);
  const out: StaticConst[] = [...consts];
  const codeIndices = consts.flatMap((c, i) => (c.kind === "code" ? [i] : []));
  const group = registerStaticGroup(ctx.dacc, bindings, denv.atToplevel ? denv.toplevelGroup : undefined);
  // What the symbols are does not depend on the code bodies (closures name code by id): the
  // group's code is simplified knowing them, so that calls between its functions, and closures
  // of the group passed as arguments, are known there too.
  const env = defineStatics(denv.typing, bindings, consts);
  const codeDenv: DownwardEnv = { ...denv, typing: env };
  const finish = (): void => {
    const afterBody = upwardLet(ctx, bound, namedStaticConsts(out), k, () => takePending(ctx.dacc, group, ctx.uacc));
    // At toplevel, the body is in this group's scope: toplevel constants are lifted into it.
    const bodyDenv: DownwardEnv = denv.atToplevel && denv.offSpine !== true ? { ...denv, typing: env, toplevelGroup: group } : { ...denv, typing: env };
    ctx.later(() => simplifyExpr(ctx, e.body, bodyDenv, afterBody));
  };
  const next = (j: number): void => {
    if (j >= codeIndices.length) {
      finish();
      return;
    }
    const i = codeIndices[j]!;
    const c = out[i]!;
    if (c.kind !== "code") throw new Error("simplify: code expected");
    simplifyCode(ctx, c.code, codeDenv, (code2) => {
      out[i] = { kind: "code", code: code2 };
      ctx.dacc.codes.set(code2.codeId, code2);
      ctx.dacc.copyable.delete(code2.codeId);
      ctx.later(() => next(j + 1));
    });
  };
  ctx.later(() => next(0));
}

function splitFunctions(
  dacc: DownwardAcc,
  bindings: readonly BoundStatic[],
  consts: readonly StaticConst[],
): { bindings: readonly BoundStatic[]; consts: readonly StaticConst[] } | undefined {
  const unused = dacc.setAllocations === undefined ? undefined : splitUnusedArguments(dacc, bindings, consts, dacc.setAllocations);
  const unboxed = dacc.options.unboxClosures ? unboxClosures(dacc, unused?.bindings ?? bindings, unused?.consts ?? consts) : undefined;
  return unboxed ?? unused;
}

function canonicalConst(env: TypingEnv, c: StaticConst): StaticConst {
  switch (c.kind) {
    case "block":
      return staticBlock(c.tag, c.mutability, c.fields.map((f) => canonicalSimple(env, f)));
    case "set_of_closures":
      return staticSetOfClosures(canonicalSet(env, c.set));
    default:
      return c;
  }
}

/** Simplifies a function body in its own closed scope, down and up, then hands back the new code. */
export function simplifyCode(
  ctx: Context,
  c: Code,
  denv: DownwardEnv,
  done: (c: Code) => void,
  /** What is known of some parameters (a specialised copy's closures, `specialise.ts`). */
  paramTypes?: ReadonlyMap<string, Type>,
): void {
  noteLocation(c.dbg.loc);
  const outer = ctx.dacc.enterCode();
  countContinuationUses(c.body, ctx.dacc.contNamings);
  ctx.dacc.neverJoined(c.returnContinuation);
  ctx.dacc.neverJoined(c.exnContinuation);
  let env = enterClosedScope(denv.typing);
  // A code whose only closure is a symbol in scope runs with that closure (`closure_sets.ts`):
  // its own closure has the symbol's type, so what it reads from its value slots is known. It is
  // not made an alias of the symbol: the code's recursive calls keep naming its own closure, so
  // that a closure used only by its own code still goes when nothing else uses it.
  const own = ctx.dacc.soleStaticClosure.get(c.codeId);
  env = defineVariable(env, c.myClosure, "value", own !== undefined && isDefined(env, own) ? concreteTypeOf(env, simpleSymbol(own)) : undefined);
  for (const p of c.params) {
    env = defineVariable(env, p.name, p.kind);
    const t = paramTypes?.get(p.name);
    if (t !== undefined) env = addEquation(env, p.name, t);
  }
  // Constants are lifted into the code's own group (a new code is told its group by its maker).
  const liftTo = groupOfName(ctx.dacc, c.codeId) ?? denv.liftTo;
  const codeDenv: DownwardEnv = {
    typing: env,
    inliningDepth: 0,
    atToplevel: false,
    branchDepth: 0,
    body: functionBudget(c.size),
    ...(liftTo === undefined ? {} : { liftTo }),
    ...(c.attributes.wrapper ? { inWrapper: true } : {}),
  };
  simplifyExpr(ctx, c.body, codeDenv, (rebuild) =>
    ctx.later(() =>
      rebuild((body) => {
        ctx.dacc.leaveCode(outer);
        ctx.later(() => done(withCodeBody(c, body)));
      }),
    ),
  );
}

/**
 * Simplifies a code made during a round (a specialised copy, a code with unboxed closure
 * variables) on a work list and upward accumulator of its own, so that the caller's are left as
 * they were; the result is the simplified code.
 */
export function simplifyCodeApart(dacc: DownwardAcc, c: Code, denv: DownwardEnv, paramTypes?: ReadonlyMap<string, Type>): Code {
  const sub = new Context(dacc, new UpwardEnv(), new UpwardAcc());
  let simplified: Code | undefined;
  simplifyCode(
    sub,
    c,
    denv,
    (done) => {
      simplified = done;
    },
    paramTypes,
  );
  sub.run();
  if (simplified === undefined) throw new Error(`simplify: the new code ${c.codeId} did not finish`);
  return simplified;
}

function defineStatics(env0: TypingEnv, bindings: BoundPattern extends never ? never : readonly import("../../flambda/index.js").BoundStatic[], consts: readonly StaticConst[]): TypingEnv {
  let env = env0;
  // The group may be recursive: every symbol first, then what each one is.
  for (const b of bindings) {
    if (b.kind === "block_like") env = defineSymbol(env, b.symbol);
  }
  bindings.forEach((b, i) => {
    const c = consts[i]!;
    if (b.kind === "block_like") {
      const t = staticConstType(env, c);
      if (t !== undefined) env = addEquation(env, b.symbol, t);
    } else if (b.kind === "set_of_closures" && c.kind === "set_of_closures") {
      env = defineClosures(env, c.set, b.symbols.map((s) => simpleSymbol(s)), (e, s) => defineSymbol(e, s.name as never));
    }
  });
  return env;
}

function staticConstType(env: TypingEnv, c: StaticConst): Type | undefined {
  switch (c.kind) {
    case "block":
      return c.mutability === "immutable"
        ? fullBlock(c.tag, c.fields.map((f) => knownSimpleType(env, f, "value")))
        : blockWithTags([c.tag]);
    case "immutable_string":
      return constantString(c.value);
    case "boxed_float":
      return boxedNumber("naked_float", typeOfConst({ kind: "naked_float", value: c.value }));
    case "boxed_int32":
      return boxedNumber("naked_int32", typeOfConst({ kind: "naked_int32", value: c.value }));
    case "boxed_int64":
      return boxedNumber("naked_int64", typeOfConst({ kind: "naked_int64", value: c.value }));
    case "boxed_nativeint":
      return boxedNumber("naked_nativeint", typeOfConst({ kind: "naked_nativeint", value: c.value }));
    case "code":
    case "set_of_closures":
    case "immutable_float_array":
    case "empty_array":
    case "mutable_string":
      return undefined;
    default:
      return assertNever(c);
  }
}
