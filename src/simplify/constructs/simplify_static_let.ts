// A static `Let` (a group of static constants): code is simplified where it is defined (so that
// calls later inline the simplified body), then the symbols are defined with what their
// constants are. The group is numbered for the round (`lifting/static_groups.ts`): specialised
// copies, new code and constants lifted into it are added as it is rebuilt.
import { assertNever } from "../../common/assert_never.js";
import {
  boundStatic,
  namedStaticConsts,
  simpleSymbol,
  staticBlock,
  staticSetOfClosures,
  type BoundStatic,
  type Let,
  type StaticConst,
} from "../../flambda/index.js";
import {
  addEquation,
  blockWithTags,
  boxedNumber,
  canonicalSimple,
  constantString,
  defineSymbol,
  fullBlock,
  typeOfConst,
  type Type,
  type TypingEnv,
} from "../../types/index.js";
import { canonicalSet, defineClosures, knownSimpleType } from "../env/closure_types.js";
import type { Context, DownToUp } from "../env/context.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { registerStaticGroup, takePending } from "../lifting/static_groups.js";
import { splitUnusedArguments } from "../wrappers/remove_unused_arguments.js";
import { unboxClosures } from "../wrappers/unbox_closures.js";
import { upwardLet } from "./rebuild_let.js";
import { provedIdentity } from "./identity_induction.js";
import { simplifyCode } from "./simplify_code.js";

export function simplifyStaticLet(ctx: Context, e: Let, denv: DownwardEnv, k: DownToUp): void {
  if (e.bound.kind !== "static" || e.named.kind !== "static_consts") throw new Error("simplify: static let expected");
  ctx.dacc.spend();
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
    ctx.later(() => ctx.simplify(e.body, bodyDenv, afterBody));
  };
  const next = (j: number): void => {
    if (j >= codeIndices.length) {
      finish();
      return;
    }
    const i = codeIndices[j]!;
    const c = out[i]!;
    if (c.kind !== "code") throw new Error("simplify: code expected");
    // `[@flambe.identity]` proved: the code returns its parameter.
    const code = provedIdentity(ctx, c.code, codeDenv) ?? c.code;
    simplifyCode(ctx, code, codeDenv, (code2) => {
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

function defineStatics(env0: TypingEnv, bindings: readonly BoundStatic[], consts: readonly StaticConst[]): TypingEnv {
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
