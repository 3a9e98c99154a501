// Relations between a number and a block: `t = get_tag x` and `i = is_int x`; and between a
// comparison's result and the integer it compares with a constant: `c = (x < 10)`.
//
// The pattern-match compiler switches on the tag of a block (or first tests whether a value is
// an immediate). The switch refines the number (t = 2 in an arm); the relation turns that into
// what it says of the block (x is a block of tag 2), so that loads from x in the arm see x's
// shape for that tag. As in Flambda 2 the information flows from the number to the block; in the
// other direction it is used once, when the relation is recorded (the number starts out as the
// set of tags the block may have).
import type { Name } from "../flambda/names.js";
import { nakedImmediate, type Simple } from "../flambda/simple.js";
import { addEquation } from "./meet.js";
import { anyBlock, anyImmediate, blockWithTags, nakedNumbers, taggedImmediates, type Type } from "./type_grammar.js";
import { addRelationRaw, concreteTypeOf, kindOfName, type TypingEnv } from "./typing_env.js";

export type Relation =
  /** The number is the tag of `block`. */
  | { readonly kind: "get_tag"; readonly block: Simple }
  /** The number is 1 when `value` is an immediate, 0 when it is a block. */
  | { readonly kind: "is_int"; readonly value: Simple }
  /**
   * The number is 1 when the tagged integer `value` stands in relation `op` to `bound`, 0
   * otherwise: a branch on the comparison learns which integers `value` may still be (the
   * constant itself, for `=`; the members of a finite set that pass, for any comparison).
   */
  | { readonly kind: "int_comp"; readonly value: Simple; readonly op: ConstComparison; readonly bound: number };

/** The comparisons with a constant that a relation remembers. */
export type ConstComparison = "eq" | "ne" | "lt" | "gt" | "le" | "ge";

/** Whether `x op bound`. */
export function holdsComparison(op: ConstComparison, x: number, bound: number): boolean {
  switch (op) {
    case "eq":
      return x === bound;
    case "ne":
      return x !== bound;
    case "lt":
      return x < bound;
    case "gt":
      return x > bound;
    case "le":
      return x <= bound;
    case "ge":
      return x >= bound;
    default: {
      const never: never = op;
      return never;
    }
  }
}

/** The finite set of integers a number is known to be in, if any (tagged or naked immediates). */
export function knownIntegers(t: Type): readonly number[] | undefined {
  switch (t.kind) {
    case "naked_numbers":
      if (t.ofKind !== "naked_immediate") return undefined;
      return t.values.map((c) => c.value as number);
    case "variant":
      if (t.immediates === "any" || t.blocks.length > 0 || t.otherTags !== undefined) return undefined;
      return t.immediates.map((c) => c.value);
    case "top":
    case "bottom":
    case "alias":
    case "closures":
    case "string":
    case "boxed_number":
      return undefined;
    default: {
      const never: never = t;
      return never;
    }
  }
}

/**
 * The tag of the blocks that are not described as variants: strings, closures and boxed
 * numbers (OCaml's String_tag, Closure_tag, Double_tag and Custom_tag).
 */
export function fixedTagOf(t: Type): number | undefined {
  switch (t.kind) {
    case "string":
      return 252;
    case "closures":
      return 247;
    case "boxed_number":
      return t.numberKind === "naked_float" ? 253 : 255;
    case "top":
    case "bottom":
    case "alias":
    case "naked_numbers":
    case "variant":
      return undefined;
    default: {
      const never: never = t;
      return never;
    }
  }
}

/**
 * What learning that the number is one of `values` says of the related value, whose type is
 * currently `subjectType`.
 */
export function relationConsequence(
  relation: Relation,
  values: readonly number[],
  subjectType: Type,
): { subject: Simple; type: Type } | undefined {
  const fixed = fixedTagOf(subjectType);
  switch (relation.kind) {
    case "get_tag":
      if (fixed !== undefined) {
        return values.includes(fixed) ? undefined : { subject: relation.block, type: taggedImmediates([]) };
      }
      return { subject: relation.block, type: blockWithTags(values) };
    case "is_int": {
      const canBeImmediate = values.includes(1);
      const canBeBlock = values.includes(0);
      if (canBeImmediate && canBeBlock) return undefined;
      if (fixed !== undefined) return canBeBlock ? undefined : { subject: relation.value, type: taggedImmediates([]) };
      if (canBeImmediate) return { subject: relation.value, type: anyImmediate() };
      if (canBeBlock) return { subject: relation.value, type: anyBlock() };
      return { subject: relation.value, type: taggedImmediates([]) }; // no value: ⊥
    }
    case "int_comp": {
      const canHold = values.includes(1);
      const canFail = values.includes(0);
      if (canHold && canFail) return undefined;
      if (!canHold && !canFail) return { subject: relation.value, type: taggedImmediates([]) }; // ⊥
      const { op, bound } = relation;
      const known = knownIntegers(subjectType);
      if (known !== undefined) {
        const kept = known.filter((x) => holdsComparison(op, x, bound) === canHold);
        return kept.length === known.length ? undefined : { subject: relation.value, type: taggedImmediates(kept) };
      }
      // Without a finite set to narrow, only equality says what the integer is.
      if ((op === "eq" && canHold) || (op === "ne" && canFail)) return { subject: relation.value, type: taggedImmediates([bound]) };
      return undefined;
    }
    default: {
      const never: never = relation;
      return never;
    }
  }
}

/** An integer set of the number's kind (tagged immediates for a value, naked otherwise). */
function integersOfKind(env: TypingEnv, name: Name, values: readonly number[]): Type | undefined {
  const kind = kindOfName(env, name);
  if (kind === "value") return taggedImmediates(values);
  if (kind === "naked_immediate") return nakedNumbers("naked_immediate", values.map(nakedImmediate));
  return undefined;
}

/** Records `tag = get_tag block`; the tag starts out as the set of the block's possible tags when finite. */
export function recordGetTag(env: TypingEnv, tag: Name, block: Simple): TypingEnv {
  let e = addRelationRaw(env, tag, { kind: "get_tag", block });
  const b = concreteTypeOf(e, block);
  const fixed = fixedTagOf(b);
  if (fixed !== undefined) {
    const t = integersOfKind(e, tag, [fixed]);
    if (t !== undefined) e = addEquation(e, tag, t);
  } else if (b.kind === "variant" && b.otherTags === undefined) {
    const t = integersOfKind(e, tag, b.blocks.map((c) => c.tag));
    if (t !== undefined) e = addEquation(e, tag, t);
  }
  return e;
}

/** Records `isInt = is_int value`; `isInt` starts out known when the value is known to be an immediate or a block. */
export function recordIsInt(env: TypingEnv, isInt: Name, value: Simple): TypingEnv {
  let e = addRelationRaw(env, isInt, { kind: "is_int", value });
  const v = concreteTypeOf(e, value);
  if (fixedTagOf(v) !== undefined) {
    const t = integersOfKind(e, isInt, [0]);
    if (t !== undefined) e = addEquation(e, isInt, t);
  } else if (v.kind === "variant") {
    const canBeImmediate = v.immediates === "any" || v.immediates.length > 0;
    const canBeBlock = v.blocks.length > 0 || v.otherTags !== undefined;
    const values = [...(canBeImmediate ? [1] : []), ...(canBeBlock ? [0] : [])];
    const t = integersOfKind(e, isInt, values);
    if (t !== undefined) e = addEquation(e, isInt, t);
  }
  return e;
}

/** Records `result = (value op bound)` for a tagged integer `value`. */
export function recordIntComparison(env: TypingEnv, result: Name, value: Simple, op: ConstComparison, bound: number): TypingEnv {
  return addRelationRaw(env, result, { kind: "int_comp", value, op, bound });
}
