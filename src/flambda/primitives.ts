// Primitives: the single atomic operations a `Let` may bind (seed 001: "a named primitive is a
// single atomic operation applied to some variables"). As in Flambda 2 a primitive never changes
// control flow: it cannot raise and it cannot call back into OCaml code. Whatever may fail in the
// source (division by zero, bounds checks, `Obj` casts) is made explicit by CPS conversion before
// it reaches a primitive, so each primitive here assumes its preconditions hold.
//
// Primitives are grouped by arity (nullary, unary, binary, ternary, variadic) like Flambda 2's,
// and each one states its argument kinds, its result kind, its effects and coeffects (manual
// section 21.12), which decide whether Simplify may delete, move or duplicate it.
//
// Mapping of OCaml's `%`-primitives (what the Lambda translation emits for each), `sk` naming the
// standard integer kind the operation works on:
//
//   %identity (and casts like it)   -> no primitive: the argument simple itself
//   %ignore                         -> no primitive: the constant 0 (unit)
//   %opaque (Sys.opaque_identity)   -> opaque_identity
//   %addint %subint %mulint %andint %orint %xorint
//                                   -> int_arith(tagged_immediate, add|sub|mul|and|or|xor)
//   %divint %modint                 -> an explicit test of the divisor against 0 raising
//                                      Division_by_zero (an Apply_cont to the exception handler),
//                                      then int_arith(tagged_immediate, div|mod)
//   %negint %succint %predint       -> int_neg / int_arith add 1 / int_arith sub 1
//   %lslint %lsrint %asrint         -> int_shift(tagged_immediate, lsl|lsr|asr)
//   %eq %noteq                      -> phys_equal / phys_not_equal
//   %equal %notequal %lessthan %lessequal %greaterthan %greaterequal %compare
//                                   -> int_comp(tagged_immediate, ...) when the type is int,
//                                      char, bool or a constant-only variant; float_comp when it
//                                      is float; otherwise a C call (`Apply` with `C_call`) to
//                                      caml_equal, caml_notequal, caml_lessthan, caml_lessequal,
//                                      caml_greaterthan, caml_greaterequal, caml_compare
//                                      (caml_int_compare / caml_float_compare / caml_string_compare
//                                      for the specialised `compare`s)
//   %boolnot                        -> boolean_not
//   %sequand %sequor                -> control flow (a Switch), never a primitive
//   %negfloat %absfloat             -> float_neg / float_abs
//   %addfloat %subfloat %mulfloat %divfloat
//                                   -> float_arith(add|sub|mul|div) between unbox_number(naked_float)
//                                      and box_number(naked_float)
//   %floatofint %intoffloat         -> num_conv(tagged_immediate -> naked_float) + box, and back
//   %int32_* %int64_* %nativeint_*  -> unbox_number, then the operation on naked_int32 /
//                                      naked_int64 / naked_nativeint, then box_number
//                                      (%int32_div etc. get the explicit zero test too)
//   %int32_of_int %int32_to_int, %int64_of_int32, ... -> num_conv between the two kinds
//   %makemutable (ref)              -> make_block(tag 0, mutable, [any_value])
//   %field0 %field1 (fst, snd)      -> block_load(field 0 / 1, immutable)
//   %setfield0 (:=)                 -> block_set(field 0, assignment)
//   %incr %decr                     -> block_load, int_arith add/sub 1, block_set
//   %string_length %bytes_length    -> string_length / bytes_length
//   %string_unsafe_get %bytes_unsafe_get %bytes_unsafe_set
//                                   -> string_load / bytes_load / bytes_set (width 8)
//   %string_safe_get %bytes_safe_get %bytes_safe_set
//                                   -> an explicit bounds test (with unsigned comparison
//                                      against string_length) raising
//                                      Invalid_argument "index out of bounds", then the unsafe one
//   %caml_string_get16/32/64 and the bytes variants -> width 16/32/64 loads and sets, with the
//                                      explicit bounds test for the safe ones
//   %bytes_to_string %bytes_of_string (unsafe) -> string_of_bytes / bytes_of_string: strings and
//                                      bytes have different JavaScript representations, so these
//                                      copy
//   %array_length                   -> array_length
//   %array_unsafe_get %array_unsafe_set -> array_load / array_set with the array kind the type
//                                      gives (generic when the element type is unknown)
//   %array_safe_get %array_safe_set -> explicit bounds test, then the unsafe one
//   %raise %reraise %raise_notrace  -> Apply_cont to the current exception handler with a `pop`
//                                      trap action of raise kind regular / reraise / notrace
//   %apply %revapply                -> an `Apply` (indirect, unknown arity)
//   %lazy_force                     -> code (a call to CamlinternalLazy's force), not a primitive
//   %loc_FILE %loc_LINE ...         -> constants
//   %word_size %int_size %max_wosize %ostype_* %backend_type %big_endian -> constants (32-bit
//                                      ints, "Unix", Other "js_of_ocaml"-like back end)
//   Lambda's Pmakeblock / Pfield / Psetfield / Pfloatfield / Pmakearray / Pisint / Pgettag
//                                   -> make_block / block_load / block_set (naked_floats access for
//                                      all-float records) / make_array / is_int / get_tag
//   closures' environments          -> project_value_slot / project_function_slot
import { assertNever } from "../common/assert_never.js";
import type { Kind } from "./kinds.js";
import type { FunctionSlot, ValueSlot } from "./names.js";
import type { Simple } from "./simple.js";

/** Integer kinds an integer operation works on (Flambda 2's "standard int"). */
export type StandardInt = "tagged_immediate" | "naked_immediate" | "naked_int32" | "naked_int64" | "naked_nativeint";
export type StandardIntOrFloat = StandardInt | "naked_float";
/** Numbers that have a boxed representation. */
export type BoxableNumber = "naked_float" | "naked_int32" | "naked_int64" | "naked_nativeint";

export type Mutability = "immutable" | "immutable_unique" | "mutable";

/** What a block field of kind `value` is known to hold. */
export type BlockFieldKind = "any_value" | "immediate";

/** The shape of a block being allocated. `naked_floats` blocks have tag 254 (float records). */
export type BlockKind =
  | { readonly kind: "values"; readonly tag: number; readonly fieldKinds: readonly BlockFieldKind[] }
  | { readonly kind: "naked_floats" };

/** What a projection or assignment knows of the block it accesses (tag and size when known). */
export type BlockAccessKind =
  | {
      readonly kind: "values";
      readonly tag: number | undefined;
      readonly size: number | undefined;
      readonly fieldKind: BlockFieldKind;
    }
  | { readonly kind: "naked_floats"; readonly size: number | undefined };

/**
 * Array kinds: `generic` is an array whose element type was unknown to the type checker, so
 * whether it is a float array (tag 254) is checked at run time when it is created.
 */
export type ArrayKind = "immediates" | "values" | "naked_floats" | "generic";

export type StringAccessWidth = 8 | 16 | 32 | 64;

export type IntArithOp = "add" | "sub" | "mul" | "div" | "mod" | "and" | "or" | "xor";
export type IntShiftOp = "lsl" | "lsr" | "asr";
/** Integer comparisons yielding a boolean, the unsigned ones prefixed with `u`; `compare` yields -1, 0 or 1. */
export type IntComparison = "eq" | "ne" | "lt" | "gt" | "le" | "ge" | "ult" | "ugt" | "ule" | "uge" | "compare";
export type FloatArithOp = "add" | "sub" | "mul" | "div";
/** Float comparisons (IEEE: false on NaN except `ne`); `compare` is OCaml's total order on floats. */
export type FloatComparison = "eq" | "ne" | "lt" | "gt" | "le" | "ge" | "compare";
export type InitOrAssign = "initialization" | "assignment";

export type NullaryOp =
  /** A value that has been optimised away but is still named for debugging. */
  { readonly kind: "optimised_out"; readonly resultKind: Kind };

export type UnaryOp =
  | { readonly kind: "tag_immediate" }
  | { readonly kind: "untag_immediate" }
  | { readonly kind: "int_neg"; readonly int: StandardInt }
  | { readonly kind: "float_neg" }
  | { readonly kind: "float_abs" }
  | { readonly kind: "boolean_not" }
  | { readonly kind: "num_conv"; readonly src: StandardIntOrFloat; readonly dst: StandardIntOrFloat }
  | { readonly kind: "box_number"; readonly number: BoxableNumber }
  | { readonly kind: "unbox_number"; readonly number: BoxableNumber }
  | { readonly kind: "is_int" }
  | { readonly kind: "get_tag" }
  | { readonly kind: "array_length" }
  | { readonly kind: "string_length" }
  | { readonly kind: "bytes_length" }
  | {
      readonly kind: "block_load";
      readonly access: BlockAccessKind;
      readonly mutability: Mutability;
      readonly field: number;
    }
  | {
      readonly kind: "project_value_slot";
      readonly from: FunctionSlot;
      readonly slot: ValueSlot;
      readonly slotKind: Kind;
    }
  | { readonly kind: "project_function_slot"; readonly from: FunctionSlot; readonly to: FunctionSlot }
  | { readonly kind: "opaque_identity" }
  | { readonly kind: "bytes_of_string" }
  | { readonly kind: "string_of_bytes" };

export type BinaryOp =
  | { readonly kind: "int_arith"; readonly int: StandardInt; readonly op: IntArithOp }
  | { readonly kind: "int_shift"; readonly int: StandardInt; readonly op: IntShiftOp }
  | { readonly kind: "int_comp"; readonly int: StandardInt; readonly op: IntComparison }
  | { readonly kind: "float_arith"; readonly op: FloatArithOp }
  | { readonly kind: "float_comp"; readonly op: FloatComparison }
  | { readonly kind: "phys_equal" }
  | { readonly kind: "phys_not_equal" }
  | {
      readonly kind: "block_set";
      readonly access: BlockAccessKind;
      readonly field: number;
      readonly init: InitOrAssign;
    }
  | { readonly kind: "array_load"; readonly arrayKind: ArrayKind; readonly mutability: Mutability }
  | { readonly kind: "string_load"; readonly width: StringAccessWidth }
  | { readonly kind: "bytes_load"; readonly width: StringAccessWidth };

export type TernaryOp =
  | { readonly kind: "array_set"; readonly arrayKind: ArrayKind }
  | { readonly kind: "bytes_set"; readonly width: StringAccessWidth };

export type VariadicOp =
  | { readonly kind: "make_block"; readonly blockKind: BlockKind; readonly mutability: Mutability }
  | { readonly kind: "make_array"; readonly arrayKind: ArrayKind; readonly mutability: Mutability };

export type Primitive =
  | { readonly kind: "nullary"; readonly op: NullaryOp }
  | { readonly kind: "unary"; readonly op: UnaryOp; readonly arg: Simple }
  | { readonly kind: "binary"; readonly op: BinaryOp; readonly arg1: Simple; readonly arg2: Simple }
  | {
      readonly kind: "ternary";
      readonly op: TernaryOp;
      readonly arg1: Simple;
      readonly arg2: Simple;
      readonly arg3: Simple;
    }
  | { readonly kind: "variadic"; readonly op: VariadicOp; readonly args: readonly Simple[] };

// ---------------------------------------------------------------------------------------------
// Factories

export function nullary(op: NullaryOp): Primitive {
  return { kind: "nullary", op };
}
export function unary(op: UnaryOp, arg: Simple): Primitive {
  return { kind: "unary", op, arg };
}
export function binary(op: BinaryOp, arg1: Simple, arg2: Simple): Primitive {
  return { kind: "binary", op, arg1, arg2 };
}
export function ternary(op: TernaryOp, arg1: Simple, arg2: Simple, arg3: Simple): Primitive {
  return { kind: "ternary", op, arg1, arg2, arg3 };
}
export function variadic(op: VariadicOp, args: readonly Simple[]): Primitive {
  return { kind: "variadic", op, args: [...args] };
}

/** The arguments of a primitive, in order. */
export function primitiveArgs(p: Primitive): readonly Simple[] {
  switch (p.kind) {
    case "nullary":
      return [];
    case "unary":
      return [p.arg];
    case "binary":
      return [p.arg1, p.arg2];
    case "ternary":
      return [p.arg1, p.arg2, p.arg3];
    case "variadic":
      return p.args;
    default:
      return assertNever(p);
  }
}

/** The same primitive applied to other arguments (same number, same order). */
export function withPrimitiveArgs(p: Primitive, args: readonly Simple[]): Primitive {
  switch (p.kind) {
    case "nullary":
      return p;
    case "unary":
      return unary(p.op, args[0]!);
    case "binary":
      return binary(p.op, args[0]!, args[1]!);
    case "ternary":
      return ternary(p.op, args[0]!, args[1]!, args[2]!);
    case "variadic":
      return variadic(p.op, args);
    default:
      return assertNever(p);
  }
}

// ---------------------------------------------------------------------------------------------
// Kinds

/** The kind of a number of a given standard integer kind (`value` for tagged immediates). */
export function kindOfStandardInt(k: StandardIntOrFloat): Kind {
  return k === "tagged_immediate" ? "value" : k;
}

function kindOfArrayElement(k: ArrayKind): Kind {
  return k === "naked_floats" ? "naked_float" : "value";
}

function kindOfAccessField(a: BlockAccessKind): Kind {
  return a.kind === "naked_floats" ? "naked_float" : "value";
}

function kindOfStringAccess(width: StringAccessWidth): Kind {
  switch (width) {
    case 8:
    case 16:
      return "value";
    case 32:
      return "naked_int32";
    case 64:
      return "naked_int64";
    default:
      return assertNever(width);
  }
}

/** The kinds the arguments of a primitive must have. */
export function argKinds(p: Primitive): readonly Kind[] {
  switch (p.kind) {
    case "nullary":
      return [];
    case "unary":
      return [unaryArgKind(p.op)];
    case "binary":
      return binaryArgKinds(p.op);
    case "ternary":
      return ternaryArgKinds(p.op);
    case "variadic":
      return variadicArgKinds(p.op, p.args.length);
    default:
      return assertNever(p);
  }
}

function unaryArgKind(op: UnaryOp): Kind {
  switch (op.kind) {
    case "tag_immediate":
      return "naked_immediate";
    case "int_neg":
      return kindOfStandardInt(op.int);
    case "float_neg":
    case "float_abs":
      return "naked_float";
    case "num_conv":
      return kindOfStandardInt(op.src);
    case "box_number":
      return op.number;
    case "untag_immediate":
    case "boolean_not":
    case "unbox_number":
    case "is_int":
    case "get_tag":
    case "array_length":
    case "string_length":
    case "bytes_length":
    case "block_load":
    case "project_value_slot":
    case "project_function_slot":
    case "opaque_identity":
    case "bytes_of_string":
    case "string_of_bytes":
      return "value";
    default:
      return assertNever(op);
  }
}

function binaryArgKinds(op: BinaryOp): readonly Kind[] {
  switch (op.kind) {
    case "int_arith":
    case "int_comp":
      return [kindOfStandardInt(op.int), kindOfStandardInt(op.int)];
    case "int_shift":
      // The shift amount is an int of the same family: tagged for tagged arithmetic, an
      // untagged immediate otherwise (as a machine shift takes it).
      return [kindOfStandardInt(op.int), op.int === "tagged_immediate" ? "value" : "naked_immediate"];
    case "float_arith":
    case "float_comp":
      return ["naked_float", "naked_float"];
    case "phys_equal":
    case "phys_not_equal":
      return ["value", "value"];
    case "block_set":
      return ["value", kindOfAccessField(op.access)];
    case "array_load":
    case "string_load":
    case "bytes_load":
      return ["value", "value"];
    default:
      return assertNever(op);
  }
}

function ternaryArgKinds(op: TernaryOp): readonly Kind[] {
  switch (op.kind) {
    case "array_set":
      return ["value", "value", kindOfArrayElement(op.arrayKind)];
    case "bytes_set":
      return ["value", "value", kindOfStringAccess(op.width)];
    default:
      return assertNever(op);
  }
}

function variadicArgKinds(op: VariadicOp, n: number): readonly Kind[] {
  switch (op.kind) {
    case "make_block":
      return new Array<Kind>(n).fill(op.blockKind.kind === "naked_floats" ? "naked_float" : "value");
    case "make_array":
      return new Array<Kind>(n).fill(kindOfArrayElement(op.arrayKind));
    default:
      return assertNever(op);
  }
}

/** The kind of the result of a primitive. */
export function resultKind(p: Primitive): Kind {
  switch (p.kind) {
    case "nullary":
      return p.op.resultKind;
    case "unary":
      return unaryResultKind(p.op);
    case "binary":
      return binaryResultKind(p.op);
    case "ternary":
      return "value";
    case "variadic":
      return "value";
    default:
      return assertNever(p);
  }
}

function unaryResultKind(op: UnaryOp): Kind {
  switch (op.kind) {
    case "untag_immediate":
      return "naked_immediate";
    case "int_neg":
      return kindOfStandardInt(op.int);
    case "float_neg":
    case "float_abs":
      return "naked_float";
    case "num_conv":
      return kindOfStandardInt(op.dst);
    case "unbox_number":
      return op.number;
    case "block_load":
      return kindOfAccessField(op.access);
    case "project_value_slot":
      return op.slotKind;
    case "tag_immediate":
    case "boolean_not":
    case "box_number":
    case "is_int":
    case "get_tag":
    case "array_length":
    case "string_length":
    case "bytes_length":
    case "project_function_slot":
    case "opaque_identity":
    case "bytes_of_string":
    case "string_of_bytes":
      return "value";
    default:
      return assertNever(op);
  }
}

function binaryResultKind(op: BinaryOp): Kind {
  switch (op.kind) {
    case "int_arith":
    case "int_shift":
      return kindOfStandardInt(op.int);
    case "float_arith":
      return "naked_float";
    case "array_load":
      return kindOfArrayElement(op.arrayKind);
    case "string_load":
    case "bytes_load":
      return kindOfStringAccess(op.width);
    case "int_comp":
    case "float_comp":
    case "phys_equal":
    case "phys_not_equal":
    case "block_set":
      return "value";
    default:
      return assertNever(op);
  }
}

// ---------------------------------------------------------------------------------------------
// Effects and coeffects (manual section 21.12)

/**
 * How evaluating an expression may change the world. Allocation is a generative effect: a
 * generative expression whose result is unused may be deleted, but it must not be duplicated
 * (two allocations are two different blocks); the mutability says whether the new value's
 * identity or contents can be observed later.
 */
export type Effects =
  | { readonly kind: "no_effects" }
  | { readonly kind: "only_generative_effects"; readonly mutability: Mutability }
  | { readonly kind: "arbitrary_effects" };

/** Whether evaluating an expression may observe the effects of others (read mutable state). */
export type Coeffects = "no_coeffects" | "has_coeffects";

export interface EffectsAndCoeffects {
  readonly effects: Effects;
  readonly coeffects: Coeffects;
}

const noEffects: Effects = { kind: "no_effects" };
const arbitraryEffects: Effects = { kind: "arbitrary_effects" };
function generative(mutability: Mutability): Effects {
  return { kind: "only_generative_effects", mutability };
}
const pure: EffectsAndCoeffects = { effects: noEffects, coeffects: "no_coeffects" };
const reads: EffectsAndCoeffects = { effects: noEffects, coeffects: "has_coeffects" };
const writes: EffectsAndCoeffects = { effects: arbitraryEffects, coeffects: "no_coeffects" };
const anything: EffectsAndCoeffects = { effects: arbitraryEffects, coeffects: "has_coeffects" };

export const pureEffects: EffectsAndCoeffects = pure;
export const arbitraryEffectsAndCoeffects: EffectsAndCoeffects = anything;

export function generativeEffects(mutability: Mutability): EffectsAndCoeffects {
  return { effects: generative(mutability), coeffects: "no_coeffects" };
}

/** Reading a field observes assignments unless the field is immutable. */
function readOf(m: Mutability): EffectsAndCoeffects {
  return m === "mutable" ? reads : pure;
}

export function effectsAndCoeffects(p: Primitive): EffectsAndCoeffects {
  switch (p.kind) {
    case "nullary":
      return pure;
    case "unary":
      return unaryEffects(p.op);
    case "binary":
      return binaryEffects(p.op);
    case "ternary":
      // Assignments.
      return writes;
    case "variadic":
      return { effects: generative(p.op.mutability), coeffects: "no_coeffects" };
    default:
      return assertNever(p);
  }
}

function unaryEffects(op: UnaryOp): EffectsAndCoeffects {
  switch (op.kind) {
    case "tag_immediate":
    case "untag_immediate":
    case "int_neg":
    case "float_neg":
    case "float_abs":
    case "boolean_not":
    case "num_conv":
    case "unbox_number":
    case "is_int":
    case "array_length":
    case "string_length":
    case "bytes_length":
    case "project_value_slot":
    case "project_function_slot":
      // Lengths never change after allocation, and closures' environments are immutable.
      return pure;
    case "get_tag":
      // Forcing a lazy value changes its tag (246 to 250), so a tag read must not be moved
      // across arbitrary code.
      return reads;
    case "block_load":
      return readOf(op.mutability);
    case "box_number":
      return generativeEffects("immutable");
    case "opaque_identity":
      // The whole point: the optimiser must learn nothing and remove nothing.
      return anything;
    case "bytes_of_string":
      return generativeEffects("mutable");
    case "string_of_bytes":
      return { effects: generative("immutable"), coeffects: "has_coeffects" };
    default:
      return assertNever(op);
  }
}

function binaryEffects(op: BinaryOp): EffectsAndCoeffects {
  switch (op.kind) {
    case "int_arith":
    case "int_shift":
    case "int_comp":
    case "float_arith":
    case "float_comp":
    case "phys_equal":
    case "phys_not_equal":
    case "string_load":
      // Division and modulo are pure only because CPS conversion guards them against a zero
      // divisor: the primitive itself never raises.
      return pure;
    case "block_set":
      return writes;
    case "array_load":
      return readOf(op.mutability);
    case "bytes_load":
      return reads;
    default:
      return assertNever(op);
  }
}

/** An unused result may be dropped: the primitive does nothing else observable (allocating is fine). */
export function canBeDeletedIfUnused(ec: EffectsAndCoeffects): boolean {
  return ec.effects.kind !== "arbitrary_effects";
}

/**
 * May be evaluated at another point, or more than once, than written (subject to data
 * dependencies): it neither changes the world nor depends on the world's changing state, and
 * it allocates nothing whose identity could be told apart.
 */
export function canBeMoved(ec: EffectsAndCoeffects): boolean {
  return ec.effects.kind === "no_effects" && ec.coeffects === "no_coeffects";
}

/** Duplicating an expression is moving a copy of it: the same condition. */
export function canBeDuplicated(ec: EffectsAndCoeffects): boolean {
  return canBeMoved(ec);
}

export function primitiveCanBeDeletedIfUnused(p: Primitive): boolean {
  return canBeDeletedIfUnused(effectsAndCoeffects(p));
}
export function primitiveCanBeMoved(p: Primitive): boolean {
  return canBeMoved(effectsAndCoeffects(p));
}
