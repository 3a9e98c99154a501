// `Named`: what a `Let` binds. A simple, a primitive, a set of closures (bound to one variable
// per function slot), or a group of static constants (bound to symbols and code ids).
import { assertNever } from "../common/assert_never.js";
import type { Debuginfo } from "./debuginfo.js";
import { noDebuginfo } from "./debuginfo.js";
import {
  effectsAndCoeffects,
  generativeEffects,
  pureEffects,
  type EffectsAndCoeffects,
  type Primitive,
} from "./primitives.js";
import type { SetOfClosures } from "./set_of_closures.js";
import type { Simple } from "./simple.js";
import type { StaticConst } from "./static_const.js";

export type Named =
  | { readonly kind: "simple"; readonly simple: Simple }
  | { readonly kind: "prim"; readonly prim: Primitive; readonly dbg: Debuginfo }
  | { readonly kind: "set_of_closures"; readonly set: SetOfClosures }
  | { readonly kind: "static_consts"; readonly consts: readonly StaticConst[] };

export function namedSimple(simple: Simple): Named {
  return { kind: "simple", simple };
}
export function namedPrim(prim: Primitive, dbg: Debuginfo = noDebuginfo): Named {
  return { kind: "prim", prim, dbg };
}
export function namedSetOfClosures(set: SetOfClosures): Named {
  return { kind: "set_of_closures", set };
}
export function namedStaticConsts(consts: readonly StaticConst[]): Named {
  return { kind: "static_consts", consts: [...consts] };
}

/** What evaluating a `Named` may do (a set of closures allocates; static constants are allocated beforehand). */
export function effectsOfNamed(n: Named): EffectsAndCoeffects {
  switch (n.kind) {
    case "simple":
    case "static_consts":
      return pureEffects;
    case "prim":
      return effectsAndCoeffects(n.prim);
    case "set_of_closures":
      return generativeEffects("immutable");
    default:
      return assertNever(n);
  }
}
