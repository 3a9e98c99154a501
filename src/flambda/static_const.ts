// Static constants (Flambda 2's `Static_const`): values allocated once, before the program
// runs (or, at toplevel, filled in as it runs), and bound to symbols by a static `Let`. Code is
// bound the same way, to its code id. Blocks may refer to symbols of the same static `Let`, so a
// group of static constants is recursive.
import type { Code } from "./code.js";
import type { Mutability } from "./primitives.js";
import type { SetOfClosures } from "./set_of_closures.js";
import type { Simple } from "./simple.js";

export type StaticConst =
  | { readonly kind: "code"; readonly code: Code }
  /**
   * A lifted block. Fields are symbols or constants; at toplevel (outside any code) a field may
   * also be a variable computed before the `Let`: the module block is built that way.
   */
  | { readonly kind: "block"; readonly tag: number; readonly mutability: Mutability; readonly fields: readonly Simple[] }
  /** A lifted set of closures: its value slots hold symbols or constants. */
  | { readonly kind: "set_of_closures"; readonly set: SetOfClosures }
  | { readonly kind: "boxed_float"; readonly value: number }
  | { readonly kind: "boxed_int32"; readonly value: number }
  | { readonly kind: "boxed_int64"; readonly value: bigint }
  | { readonly kind: "boxed_nativeint"; readonly value: number }
  | { readonly kind: "immutable_float_array"; readonly values: readonly number[] }
  /** The one empty array (of any kind), shared. */
  | { readonly kind: "empty_array" }
  /** A string literal; `value` holds bytes, one char per byte. */
  | { readonly kind: "immutable_string"; readonly value: string }
  /** A `bytes` initialised from a literal (a fresh copy is not implied: it is one static value). */
  | { readonly kind: "mutable_string"; readonly initialValue: string };

export function staticCode(c: Code): StaticConst {
  return { kind: "code", code: c };
}
export function staticBlock(tag: number, mutability: Mutability, fields: readonly Simple[]): StaticConst {
  return { kind: "block", tag, mutability, fields: [...fields] };
}
export function staticSetOfClosures(set: SetOfClosures): StaticConst {
  return { kind: "set_of_closures", set };
}
export function boxedFloat(value: number): StaticConst {
  return { kind: "boxed_float", value };
}
export function boxedInt32(value: number): StaticConst {
  return { kind: "boxed_int32", value: value | 0 };
}
export function boxedInt64(value: bigint): StaticConst {
  return { kind: "boxed_int64", value: BigInt.asIntN(64, value) };
}
export function boxedNativeint(value: number): StaticConst {
  return { kind: "boxed_nativeint", value: value | 0 };
}
export function immutableFloatArray(values: readonly number[]): StaticConst {
  return { kind: "immutable_float_array", values: [...values] };
}
export const emptyArray: StaticConst = { kind: "empty_array" };
export function immutableString(value: string): StaticConst {
  return { kind: "immutable_string", value };
}
export function mutableString(initialValue: string): StaticConst {
  return { kind: "mutable_string", initialValue };
}
