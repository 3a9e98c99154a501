// Approximations ("types" in Flambda 2's vocabulary): what the simplifier knows about the value
// of a name. Every type has the kind of the values it describes, so that Top and Bottom of the
// different kinds stay apart and meet/join can check they are combining like with like.
//
// A type is either an alias `=s` to a simple (the value is equal to s), or a concrete
// description. In an environment only the canonical element of an alias class carries a
// concrete description; the others are aliases to it (see typing_env.ts). Inside structures
// (block fields, value slots) aliases are how projections are remembered: `x : (=y, ⊤)` says
// that the first field of x is y.
import type { Kind, NakedNumberKind } from "../flambda/kinds.js";
import type { CodeId, FunctionSlot, ValueSlot } from "../flambda/names.js";
import { equalConsts, kindOfConst, type Const, type Simple } from "../flambda/simple.js";
import { emptyExtension, isEmptyExtension, type TypingEnvExtension } from "./typing_env_extension.js";
import type { FunctionSummary } from "./function_summary.js";

/**
 * Beyond this many elements a finite set of numbers (or of immediates) is widened to Top:
 * large sets cost time at every meet and join and rarely enable an optimisation.
 */
export const maxSetSize = 16;

export type Type =
  | TopType
  | BottomType
  | AliasType
  | NakedNumbersType
  | VariantType
  | ClosuresType
  | StringType
  | BoxedNumberType;

/** Nothing is known. */
export interface TopType {
  readonly kind: "top";
  readonly ofKind: Kind;
}

/** No value: the code where this holds is unreachable. */
export interface BottomType {
  readonly kind: "bottom";
  readonly ofKind: Kind;
}

/** Equal to the simple (a name or a constant). */
export interface AliasType {
  readonly kind: "alias";
  readonly ofKind: Kind;
  readonly simple: Simple;
}

/** One of a finite, non-empty set of unboxed numbers, all of kind `ofKind` (sorted, no duplicates). */
export interface NakedNumbersType {
  readonly kind: "naked_numbers";
  readonly ofKind: NakedNumberKind;
  readonly values: readonly Const[];
}

/** An immediate in a variant, with what else holds when the value is this immediate. */
export interface ImmediateCase {
  readonly value: number;
  readonly extension: TypingEnvExtension;
}

/**
 * The shape of a block: `full` when its size is known (one type per field), `partial` when only
 * some fields are known (its size is at least `fields.length`; fields not known are ⊤).
 * `extension` holds when the value is a block of this case (extensions under disjunctions).
 */
export interface BlockShape {
  readonly shape: "full" | "partial";
  readonly fields: readonly Type[];
  readonly extension: TypingEnvExtension;
}

export interface BlockCase {
  readonly tag: number;
  readonly block: BlockShape;
}

/**
 * An OCaml value split by its run-time form (a disjunction): either one of the immediates (all
 * immediates when "any"), or a block whose tag is one of `blocks` (with that tag's shape), or,
 * when `otherTags` is present, a block of any other tag with that shape. "Any block" is no
 * known tag and an empty partial shape for the other tags.
 */
export interface VariantType {
  readonly kind: "variant";
  readonly ofKind: "value";
  readonly immediates: "any" | readonly ImmediateCase[];
  readonly blocks: readonly BlockCase[];
  readonly otherTags: BlockShape | undefined;
}

/** What is known of the code of one function slot. */
export interface FunctionInfo {
  readonly codeId: CodeId;
  /** The relation between the function's parameters and its result, if computed. */
  readonly summary: FunctionSummary | undefined;
}

/**
 * A closure: one function slot of a set of closures. `functionSlot` is the slot this closure
 * is (when known); `functions` the code of the slots of its set that are known; `closures` the
 * types of the projections from this closure to the other slots of the set (mutual recursion);
 * `valueSlots` the types of the captured values.
 */
export interface ClosuresType {
  readonly kind: "closures";
  readonly ofKind: "value";
  readonly functionSlot: FunctionSlot | undefined;
  readonly functions: ReadonlyMap<FunctionSlot, FunctionInfo>;
  readonly closures: ReadonlyMap<FunctionSlot, Type>;
  readonly valueSlots: ReadonlyMap<ValueSlot, Type>;
}

/** A string of known length, and known contents when `contents` is set. */
export interface StringType {
  readonly kind: "string";
  readonly ofKind: "value";
  readonly length: number;
  readonly contents: string | undefined;
}

/** A boxed number (a value) whose contents have the given naked type. */
export interface BoxedNumberType {
  readonly kind: "boxed_number";
  readonly ofKind: "value";
  readonly numberKind: Exclude<NakedNumberKind, "naked_immediate">;
  readonly contents: Type;
}

// ---------------------------------------------------------------------------------------------
// Constructors. They normalise: an empty disjunction is Bottom, a structure with a Bottom
// component is Bottom, a variant admitting everything is Top.

const tops = new Map<Kind, TopType>();
const bottoms = new Map<Kind, BottomType>();

export function top(ofKind: Kind): TopType {
  let t = tops.get(ofKind);
  if (t === undefined) {
    t = { kind: "top", ofKind };
    tops.set(ofKind, t);
  }
  return t;
}

export function bottom(ofKind: Kind): BottomType {
  let t = bottoms.get(ofKind);
  if (t === undefined) {
    t = { kind: "bottom", ofKind };
    bottoms.set(ofKind, t);
  }
  return t;
}

export function alias(simple: Simple, ofKind: Kind): AliasType {
  return { kind: "alias", ofKind, simple };
}

/** The kind of a constant's alias, e.g. `=3` of kind value for a tagged immediate. */
export function aliasOfConst(c: Const): AliasType {
  return { kind: "alias", ofKind: kindOfConst(c), simple: { kind: "const", value: c } };
}

/** A sort key for constants of one kind; distinguishes -0. from 0. and keeps NaN. */
export function constKey(c: Const): string {
  if (c.kind === "naked_float") return Object.is(c.value, -0) ? "-0" : String(c.value);
  return String(c.value);
}

function compareConsts(a: Const, b: Const): number {
  if (a.kind === "naked_int64" && b.kind === "naked_int64") return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  const x = a.value as number;
  const y = b.value as number;
  if (x < y) return -1;
  if (x > y) return 1;
  const kx = constKey(a);
  const ky = constKey(b);
  return kx < ky ? -1 : kx > ky ? 1 : 0;
}

/** One of the given numbers; Bottom when empty, Top beyond the size cap. */
export function nakedNumbers(ofKind: NakedNumberKind, values: readonly Const[]): Type {
  const sorted = values.filter((c) => c.kind === ofKind).slice().sort(compareConsts);
  const unique: Const[] = [];
  for (const c of sorted) if (unique.length === 0 || !equalConsts(unique[unique.length - 1]!, c)) unique.push(c);
  if (unique.length === 0) return bottom(ofKind);
  if (unique.length > maxSetSize) return top(ofKind);
  return { kind: "naked_numbers", ofKind, values: unique };
}

export function immediateCases(values: readonly number[]): ImmediateCase[] {
  return [...new Set(values)].sort((a, b) => a - b).map((value) => ({ value, extension: emptyExtension }));
}

function shapeIsBottom(b: BlockShape): boolean {
  return b.fields.some((f) => f.kind === "bottom");
}

/** The empty partial shape: a block about whose fields nothing is known. */
export const anyShape: BlockShape = { shape: "partial", fields: [], extension: emptyExtension };

export function isAnyShape(b: BlockShape | undefined): boolean {
  return b !== undefined && b.shape === "partial" && b.fields.every((f) => f.kind === "top") && isEmptyExtension(b.extension);
}

/** A variant, normalised: cases with a Bottom field are dropped, no case at all is Bottom. */
export function variant(
  immediates: "any" | readonly ImmediateCase[],
  blocks: readonly BlockCase[],
  otherTags: BlockShape | undefined,
): Type {
  let imms = immediates;
  if (imms !== "any" && imms.length > maxSetSize) imms = "any";
  const live = blocks.filter((c) => !shapeIsBottom(c.block)).sort((a, b) => a.tag - b.tag);
  const other = otherTags !== undefined && shapeIsBottom(otherTags) ? undefined : otherTags;
  if (imms !== "any" && imms.length === 0 && live.length === 0 && other === undefined) return bottom("value");
  if (imms === "any" && live.length === 0 && isAnyShape(other)) return top("value");
  return { kind: "variant", ofKind: "value", immediates: imms, blocks: live, otherTags: other };
}

/** Some tagged immediate of the set (`"any"`: any immediate), never a block. */
export function taggedImmediates(values: "any" | readonly number[]): Type {
  return variant(values === "any" ? "any" : immediateCases(values), [], undefined);
}

/** Any immediate: `{immediates: any}` with no blocks. */
export function anyImmediate(): Type {
  return variant("any", [], undefined);
}

/** Any block (of any tag and size), never an immediate. */
export function anyBlock(): Type {
  return variant([], [], anyShape);
}

/** A block of the tag whose fields are exactly `fields` (its size is known). */
export function fullBlock(tag: number, fields: readonly Type[]): Type {
  return variant([], [{ tag, block: { shape: "full", fields, extension: emptyExtension } }], undefined);
}

/** A block of the tag of which only some leading fields are known (⊤ in the gaps). */
export function partialBlock(tag: number | undefined, fields: readonly Type[]): Type {
  const block: BlockShape = { shape: "partial", fields, extension: emptyExtension };
  return tag === undefined ? variant([], [], block) : variant([], [{ tag, block }], undefined);
}

/** A block of one of the tags, shape unknown (what learning `get_tag x ∈ tags` says of x). */
export function blockWithTags(tags: readonly number[]): Type {
  return variant(
    [],
    [...new Set(tags)].map((tag) => ({ tag, block: anyShape })),
    undefined,
  );
}

/** The kind of the fields of a block of this tag (what an unknown field is ⊤ of). */
export function fieldKindOfTag(tag: number | undefined): Kind {
  // Tag 254 is the flat float array / all-float record: its fields are unboxed floats.
  return tag === 254 ? "naked_float" : "value";
}

export function closures(args: {
  functionSlot?: FunctionSlot | undefined;
  functions?: ReadonlyMap<FunctionSlot, FunctionInfo>;
  closures?: ReadonlyMap<FunctionSlot, Type>;
  valueSlots?: ReadonlyMap<ValueSlot, Type>;
}): Type {
  const closureTypes = args.closures ?? new Map();
  const valueSlots = args.valueSlots ?? new Map();
  for (const t of closureTypes.values()) if (t.kind === "bottom") return bottom("value");
  for (const t of valueSlots.values()) if (t.kind === "bottom") return bottom("value");
  return {
    kind: "closures",
    ofKind: "value",
    functionSlot: args.functionSlot,
    functions: args.functions ?? new Map(),
    closures: closureTypes,
    valueSlots,
  };
}

export function stringOfLength(length: number): Type {
  return { kind: "string", ofKind: "value", length, contents: undefined };
}

export function constantString(contents: string): Type {
  return { kind: "string", ofKind: "value", length: contents.length, contents };
}

export function boxedNumber(numberKind: BoxedNumberType["numberKind"], contents: Type): Type {
  if (contents.kind === "bottom") return bottom("value");
  return { kind: "boxed_number", ofKind: "value", numberKind, contents };
}

/** The concrete type of a constant: the singleton set holding it. */
export function typeOfConst(c: Const): Type {
  switch (c.kind) {
    case "tagged_immediate":
      return taggedImmediates([c.value]);
    case "naked_immediate":
    case "naked_float":
    case "naked_int32":
    case "naked_int64":
    case "naked_nativeint":
      return nakedNumbers(c.kind, [c]);
    default: {
      const never: never = c;
      return never;
    }
  }
}

export function isBottom(t: Type): boolean {
  return t.kind === "bottom";
}

export function isTop(t: Type): boolean {
  return t.kind === "top";
}
