// Lambda: the untyped IR between the typed tree and Flambda, close to OCaml's own Lambda. Types
// are gone; what the later stages need from them is kept as annotations: block tags, sizes and
// mutability on every allocation and projection (seed 000 needs them on each projection), value
// kinds where the type says a value is an immediate or a float, inlining attributes and source
// locations on applications and functions.
//
// Pattern matching is compiled away when building Lambda: matches become `Switch`,
// `StringSwitch`, `IfThenElse` and `StaticRaise`/`StaticCatch` (shared continuations).
import type { Location } from "../common/location.js";
import type { Ident } from "../typing/index.js";

export type { Ident };

/** What a variable or a field holds, as far as the type says. */
export type ValueKind =
  /** Any OCaml value. */
  | "generic"
  /** An immediate: int, char, bool, unit, a type of constant constructors only. */
  | "int"
  | "float"
  | "boxed_int32"
  | "boxed_int64"
  | "boxed_nativeint";

export type Mutability = "immutable" | "mutable";

/** Constants, including structured ones (immutable blocks of constants, shared and static). */
export type StructuredConstant =
  | { readonly kind: "int"; readonly value: number }
  | { readonly kind: "char"; readonly value: number }
  | { readonly kind: "float"; readonly value: number }
  | { readonly kind: "int32"; readonly value: number }
  | { readonly kind: "int64"; readonly value: bigint }
  | { readonly kind: "nativeint"; readonly value: number }
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "block"; readonly tag: number; readonly fields: readonly StructuredConstant[] }
  | { readonly kind: "float_array"; readonly values: readonly number[] };

export type InlineAttribute = "default" | "always" | "never" | "hint" | { readonly unroll: number };
export type SpecialiseAttribute = "default" | "always" | "never";

export interface FunctionAttributes {
  /** `[@inline]` / `[@@inline]` on the definition. */
  readonly inline: InlineAttribute;
  /** `[@specialise]` on the definition. */
  readonly specialise: SpecialiseAttribute;
  /** `[@local]` */
  readonly local: "default" | "always" | "never";
  /** A functor (modules compile to functions): biased by `-inline-lifting-benefit`. */
  readonly isFunctor: boolean;
  /** A stub made by the compiler (e.g. for partial application). */
  readonly stub: boolean;
  /** `[@tail_mod_cons]` on the definition; gone once `tmc.ts` has run. */
  readonly tailModCons?: boolean | undefined;
  /** `[@flambe.identity]` on the definition: Simplify tries to prove the function returns its argument. */
  readonly identity?: boolean | undefined;
}

export type Comparison = "eq" | "ne" | "lt" | "le" | "gt" | "ge";
export type BoxedIntKind = "int32" | "int64" | "nativeint";

/** How a block is read or written: what is known of the block and of the field. */
export interface FieldAccess {
  /** The block's tag when the type tells it (records, tuples: 0; a constructor: its tag). */
  readonly tag: number | undefined;
  /** The block's size when the type tells it. */
  readonly size: number | undefined;
  readonly mutability: Mutability;
  readonly fieldKind: ValueKind;
}

export type ArrayKind = "generic" | "int" | "float" | "addr";

/**
 * Primitives. Operations that may fail carry their check explicitly: `DivInt` by zero raises
 * `Division_by_zero` ("safe"), array and string accesses are bounds-checked ("safe") unless
 * `-unsafe` or the program asked for `unsafe_get`.
 */
export type Primitive =
  | { readonly kind: "Identity" }
  | { readonly kind: "Ignore" }
  /** `Sys.opaque_identity`: stops all knowledge. */
  | { readonly kind: "Opaque" }
  /** The module block of a compilation unit. */
  | { readonly kind: "GetGlobal"; readonly unit: string }
  /**
   * A predefined exception's constructor (`Not_found`, `Failure`, ...): owned by the runtime,
   * which raises them itself, so the same block must be used everywhere.
   */
  | { readonly kind: "PredefinedException"; readonly name: string }
  | { readonly kind: "MakeBlock"; readonly tag: number; readonly mutability: Mutability; readonly shape: readonly ValueKind[] }
  | { readonly kind: "Field"; readonly index: number; readonly access: FieldAccess }
  | { readonly kind: "SetField"; readonly index: number; readonly access: FieldAccess }
  /** A copy of a record (for `{ r with ... }` of a large record), of the given size. */
  | { readonly kind: "DupRecord"; readonly size: number }
  /** A call to a runtime function by name (an `external` naming a C primitive). */
  | { readonly kind: "CCall"; readonly name: string; readonly arity: number; readonly alloc: boolean }
  | { readonly kind: "Raise"; readonly raiseKind: "regular" | "reraise" | "notrace" }
  /** Physical equality (`==`, `!=`) on any values. */
  | { readonly kind: "PhysComp"; readonly comparison: "eq" | "ne" }
  // Booleans
  | { readonly kind: "SequAnd" }
  | { readonly kind: "SequOr" }
  | { readonly kind: "Not" }
  // Integers (32-bit, wrapping)
  | { readonly kind: "NegInt" }
  | { readonly kind: "AddInt" }
  | { readonly kind: "SubInt" }
  | { readonly kind: "MulInt" }
  | { readonly kind: "DivInt"; readonly safe: boolean }
  | { readonly kind: "ModInt"; readonly safe: boolean }
  | { readonly kind: "AndInt" }
  | { readonly kind: "OrInt" }
  | { readonly kind: "XorInt" }
  | { readonly kind: "LslInt" }
  | { readonly kind: "LsrInt" }
  | { readonly kind: "AsrInt" }
  | { readonly kind: "IntComp"; readonly comparison: Comparison }
  /** `compare` specialised to ints: -1, 0 or 1. */
  | { readonly kind: "CompareInts" }
  | { readonly kind: "OffsetInt"; readonly offset: number }
  /** `incr`/`decr` on a ref: `r.contents <- r.contents + offset`. */
  | { readonly kind: "OffsetRef"; readonly offset: number }
  /** `x < 0 || x >= n` in one unsigned comparison (bounds checks, switch ranges). */
  | { readonly kind: "IsOut" }
  | { readonly kind: "IsInt" }
  // Floats
  | { readonly kind: "IntOfFloat" }
  | { readonly kind: "FloatOfInt" }
  | { readonly kind: "NegFloat" }
  | { readonly kind: "AbsFloat" }
  | { readonly kind: "AddFloat" }
  | { readonly kind: "SubFloat" }
  | { readonly kind: "MulFloat" }
  | { readonly kind: "DivFloat" }
  | { readonly kind: "FloatComp"; readonly comparison: Comparison }
  | { readonly kind: "CompareFloats" }
  // Strings and bytes
  | { readonly kind: "StringLength" }
  | { readonly kind: "StringRef"; readonly safe: boolean }
  | { readonly kind: "BytesLength" }
  | { readonly kind: "BytesRef"; readonly safe: boolean }
  | { readonly kind: "BytesSet"; readonly safe: boolean }
  /** Strings and bytes have different representations: these copy. */
  | { readonly kind: "BytesOfString" }
  | { readonly kind: "BytesToString" }
  // Arrays
  | { readonly kind: "MakeArray"; readonly arrayKind: ArrayKind; readonly mutability: Mutability }
  | { readonly kind: "ArrayLength"; readonly arrayKind: ArrayKind }
  | { readonly kind: "ArrayRef"; readonly arrayKind: ArrayKind; readonly safe: boolean }
  | { readonly kind: "ArraySet"; readonly arrayKind: ArrayKind; readonly safe: boolean }
  // Boxed integers (int32, int64, nativeint)
  | { readonly kind: "BintOfInt"; readonly bint: BoxedIntKind }
  | { readonly kind: "IntOfBint"; readonly bint: BoxedIntKind }
  | { readonly kind: "CvtBint"; readonly from: BoxedIntKind; readonly to: BoxedIntKind }
  | { readonly kind: "NegBint"; readonly bint: BoxedIntKind }
  | {
      readonly kind: "BintOp";
      readonly bint: BoxedIntKind;
      readonly op: "add" | "sub" | "mul" | "div" | "mod" | "and" | "or" | "xor" | "lsl" | "lsr" | "asr";
      /** For div and mod: raise `Division_by_zero` on a zero divisor. */
      readonly safe: boolean;
    }
  | { readonly kind: "BintComp"; readonly bint: BoxedIntKind; readonly comparison: Comparison }
  /** Constants of the target: `Sys.word_size` (32), `Sys.int_size` (32), `Sys.big_endian` (false)... */
  | { readonly kind: "CtConst"; readonly name: "word_size" | "int_size" | "big_endian" | "ostype_unix" | "ostype_win32" | "ostype_cygwin" | "backend_type" | "max_wosize" };

export type LetKind =
  /** Evaluate the definition, bind it. */
  | "strict"
  /** The definition is pure and may be substituted or dropped (an alias). */
  | "alias";

export interface SwitchCases {
  /** The number of constant constructors of the type (immediates 0..numConsts-1). */
  readonly numConsts: number;
  readonly consts: readonly { readonly value: number; readonly action: Lambda }[];
  /** The number of non-constant constructors (block tags 0..numBlocks-1). */
  readonly numBlocks: number;
  readonly blocks: readonly { readonly tag: number; readonly action: Lambda }[];
  /** The action for the cases not listed, if any. */
  readonly failAction: Lambda | undefined;
}

export interface FunctionParam {
  readonly ident: Ident;
  readonly kind: ValueKind;
}

export type Lambda =
  | { readonly kind: "Var"; readonly ident: Ident }
  | { readonly kind: "Const"; readonly constant: StructuredConstant }
  | {
      readonly kind: "Apply";
      readonly func: Lambda;
      readonly args: readonly Lambda[];
      readonly loc: Location;
      /** `[@inlined]`, `[@inlined never]`, `[@inlined hint]` at the call site, `[@unrolled n]`. */
      readonly inlined: InlineAttribute;
      /** `[@specialised]` at the call site. */
      readonly specialised: SpecialiseAttribute;
      /** `[@tailcall]` (true) or `[@tailcall false]` at the call site; read by `tmc.ts`. */
      readonly tailcall?: boolean | undefined;
    }
  | {
      readonly kind: "Function";
      readonly params: readonly FunctionParam[];
      readonly returnKind: ValueKind;
      readonly body: Lambda;
      readonly attributes: FunctionAttributes;
      readonly loc: Location;
      /** The source name of the function, for readable output and reports. */
      readonly name: string | undefined;
    }
  | {
      readonly kind: "Let";
      readonly letKind: LetKind;
      readonly valueKind: ValueKind;
      readonly ident: Ident;
      readonly def: Lambda;
      readonly body: Lambda;
      /**
       * Bound by the translation only to evaluate the operands of one primitive or call right to
       * left (`withOperands`): the variable is used once, as an operand of the term the chain of
       * such bindings ends with. `tmc.ts` reads a constructor's arguments through them.
       */
      readonly operand?: boolean | undefined;
    }
  /** A mutable variable (a `ref` that does not escape, or a `for` counter), assigned by `Assign`. */
  | { readonly kind: "MutLet"; readonly valueKind: ValueKind; readonly ident: Ident; readonly def: Lambda; readonly body: Lambda }
  /** `let rec`: functions, and also values such as cyclic lists and records, as OCaml allows. */
  | { readonly kind: "LetRec"; readonly bindings: readonly { readonly ident: Ident; readonly def: Lambda }[]; readonly body: Lambda }
  | { readonly kind: "Prim"; readonly prim: Primitive; readonly args: readonly Lambda[]; readonly loc: Location }
  | { readonly kind: "Switch"; readonly scrutinee: Lambda; readonly cases: SwitchCases; readonly loc: Location }
  | {
      readonly kind: "StringSwitch";
      readonly scrutinee: Lambda;
      readonly cases: readonly { readonly value: string; readonly action: Lambda }[];
      readonly default: Lambda | undefined;
      readonly loc: Location;
    }
  /** Jump to the handler of the enclosing `StaticCatch` with this label, passing arguments. */
  | { readonly kind: "StaticRaise"; readonly label: number; readonly args: readonly Lambda[] }
  | {
      readonly kind: "StaticCatch";
      readonly body: Lambda;
      readonly label: number;
      readonly params: readonly FunctionParam[];
      readonly handler: Lambda;
    }
  | { readonly kind: "TryWith"; readonly body: Lambda; readonly exn: Ident; readonly handler: Lambda }
  | { readonly kind: "IfThenElse"; readonly cond: Lambda; readonly then: Lambda; readonly else: Lambda }
  | { readonly kind: "Sequence"; readonly first: Lambda; readonly second: Lambda }
  | { readonly kind: "While"; readonly cond: Lambda; readonly body: Lambda }
  | {
      readonly kind: "For";
      readonly ident: Ident;
      readonly from: Lambda;
      readonly to: Lambda;
      readonly direction: "up" | "down";
      readonly body: Lambda;
    }
  | { readonly kind: "Assign"; readonly ident: Ident; readonly value: Lambda };

/** A compilation unit in Lambda: the code that builds the unit's module block. */
export interface LambdaProgram {
  readonly unitName: string;
  /** The number of fields of the unit's module block. */
  readonly size: number;
  /** Evaluates to the module block. */
  readonly code: Lambda;
  /** The other units this one reads (through `GetGlobal`), in the order first used. */
  readonly requiredUnits: readonly string[];
  /**
   * The externals (C primitives, not `%` ones) the unit's code calls, by name, each with the
   * location of the `external` declaration that names it: what the linker must find.
   */
  readonly externals?: ReadonlyMap<string, Location>;
}

export const unitConstant: StructuredConstant = { kind: "int", value: 0 };
export const lambdaUnit: Lambda = { kind: "Const", constant: unitConstant };

export const defaultFunctionAttributes: FunctionAttributes = {
  inline: "default",
  specialise: "default",
  local: "default",
  isFunctor: false,
  stub: false,
};
