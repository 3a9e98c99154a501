// The defining expression of a `Let`: a simple, a primitive (`primitives/`), a set of closures;
// the result becomes an alias or a constant when the typing env proves it one.
import { assertNever } from "../../common/assert_never.js";
import {
  canBeDeletedIfUnused,
  effectsOfNamed,
  namedPrim,
  namedSetOfClosures,
  namedSimple,
  simpleConst,
  simpleVar,
  type BoundPattern,
  type Named,
  type Primitive,
} from "../../flambda/index.js";
import {
  addEquation,
  alias,
  canonicalSimple,
  defineVariable,
  findCommonSubexpression,
  proveConstant,
  recordCommonSubexpression,
  top,
  type TypingEnv,
} from "../../types/index.js";
import { canonicalSet, defineClosures } from "../env/closure_types.js";
import type { Context } from "../env/context.js";
import { simplifyPrimitive } from "../primitives/simplify_primitive.js";
import { unboxClosureVars } from "../unboxing/unbox_closure_vars.js";

/** Simplifies the defining expression of a `Let` (not a static one) and defines its names in the typing env. */
export function simplifyNamed(
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
          // The same pure primitive of the same arguments computed earlier, in scope: its result
          // (asked last, so that what this place knows of the arguments may fold it first).
          const scope = ctx.dacc.options.cse;
          const earlier = findCommonSubexpression(env, r.prim, scope);
          if (earlier !== undefined) return { named: namedSimple(earlier), env: addEquation(env2, bound.var, alias(earlier, bound.varKind)) };
          return { named: namedPrim(r.prim, named.dbg), env: recordCommonSubexpression(env2, r.prim, bound.var, scope) };
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
