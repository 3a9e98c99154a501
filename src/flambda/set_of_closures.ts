// A set of closures (Flambda 2): the functions of one `let rec ... and ...` group sharing one
// environment. Each function slot names one function of the group and points at its code by
// code id; each value slot holds one free variable of the group's code. The code itself lives
// elsewhere (bound in a static `let`), so that it can be shared, inlined and specialised
// independently of any closure.
import type { Kind } from "./kinds.js";
import type { CodeId, FunctionSlot, ValueSlot } from "./names.js";
import type { Simple } from "./simple.js";

export interface FunctionDecl {
  readonly slot: FunctionSlot;
  readonly codeId: CodeId;
}

export interface ValueSlotBinding {
  readonly slot: ValueSlot;
  readonly kind: Kind;
  readonly value: Simple;
}

export interface SetOfClosures {
  /** In order: the closures bound by the `Let` are in this order, one per function slot. */
  readonly functionDecls: readonly FunctionDecl[];
  readonly valueSlots: readonly ValueSlotBinding[];
}

export function functionDecl(slot: FunctionSlot, codeId: CodeId): FunctionDecl {
  return { slot, codeId };
}

export function valueSlotBinding(slot: ValueSlot, value: Simple, kind: Kind = "value"): ValueSlotBinding {
  return { slot, kind, value };
}

export function setOfClosures(
  functionDecls: readonly FunctionDecl[],
  valueSlots: readonly ValueSlotBinding[] = [],
): SetOfClosures {
  return { functionDecls: [...functionDecls], valueSlots: [...valueSlots] };
}
