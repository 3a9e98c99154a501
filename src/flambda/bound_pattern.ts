// What a `Let` binds: one variable (with its kind) for a simple or a primitive, one variable per
// function slot for a set of closures, or symbols and code ids for a group of static constants.
import type { Kind } from "./kinds.js";
import type { CodeId, Symbol, Variable } from "./names.js";

/** One name bound by a static `Let`, matching the static constant at the same position. */
export type BoundStatic =
  | { readonly kind: "code"; readonly codeId: CodeId }
  /** Any static constant but code and sets of closures. */
  | { readonly kind: "block_like"; readonly symbol: Symbol }
  /** A lifted set of closures: one symbol per function slot, in order. */
  | { readonly kind: "set_of_closures"; readonly symbols: readonly Symbol[] };

export type BoundPattern =
  | { readonly kind: "singleton"; readonly var: Variable; readonly varKind: Kind }
  | { readonly kind: "set_of_closures"; readonly vars: readonly Variable[] }
  | { readonly kind: "static"; readonly bindings: readonly BoundStatic[] };

export function boundSingleton(v: Variable, varKind: Kind = "value"): BoundPattern {
  return { kind: "singleton", var: v, varKind };
}
export function boundSetOfClosures(vars: readonly Variable[]): BoundPattern {
  return { kind: "set_of_closures", vars: [...vars] };
}
export function boundStatic(bindings: readonly BoundStatic[]): BoundPattern {
  return { kind: "static", bindings: [...bindings] };
}
export function boundCode(codeId: CodeId): BoundStatic {
  return { kind: "code", codeId };
}
export function boundBlockLike(symbol: Symbol): BoundStatic {
  return { kind: "block_like", symbol };
}
export function boundStaticClosures(symbols: readonly Symbol[]): BoundStatic {
  return { kind: "set_of_closures", symbols: [...symbols] };
}
