// Kinds classify what a name holds at run time, as in Flambda 2: an OCaml value (which may be
// a tagged immediate or a pointer to a block), or an unboxed ("naked") number. In JavaScript a
// tagged and a naked integer are both numbers and a float is never boxed, but the distinction is
// kept: it is what makes unboxing decisions explicit and checkable in the IR.

export type NakedNumberKind = "naked_immediate" | "naked_float" | "naked_int32" | "naked_int64" | "naked_nativeint";

export type Kind = "value" | NakedNumberKind;

export const allKinds: readonly Kind[] = [
  "value",
  "naked_immediate",
  "naked_float",
  "naked_int32",
  "naked_int64",
  "naked_nativeint",
];

export function isKind(s: string): s is Kind {
  return (allKinds as readonly string[]).includes(s);
}
