// The typed tree: the output of the type checker and the input of the translation to Lambda and
// of pattern-match compilation. Everything the next stage needs is resolved here:
//  - every expression and pattern node carries its type (an instantiated `Type`) and location;
//  - variables are unique `Ident`s (name + stamp) when local, `Path`s through modules otherwise;
//  - constructors carry their `ConstructorDesc` (type path, arity, representation: constant index,
//    block tag, extension slot path, inline record, unboxed);
//  - record fields carry their `LabelDesc` (index, mutability, record representation);
//  - `external` values carry their primitive names and arity (`ValueKind`);
//  - applications have their arguments in the callee's positional order: labels are commuted,
//    omitted optional arguments are filled with `None`, `Some` wrapping is explicit; `evalOrder`
//    gives the order in which the written arguments must be evaluated (right to left as written,
//    OCaml's order), when it differs from positional order;
//  - attributes the optimiser reads (`inline`, `inlined`, `specialise`, `unrolled`, `local`) are kept.
import type { Location } from "../common/location.js";
import type { Attributes, Constant, DirectionFlag } from "../syntax/ast.js";
import type { RecModuleInfo } from "./rec_modules.js";
import type {
  ClassInfo,
  ConstructorDesc,
  ExtensionDecl,
  Ident,
  Label,
  LabelDesc,
  ModuleSignature,
  ModuleType,
  Path,
  Type,
  TypeDecl,
  ValueDesc,
} from "./types.js";

export interface TPattern {
  readonly desc: TPatternDesc;
  readonly type: Type;
  readonly loc: Location;
  /** Values of this type are immediate (int-like), when known. */
  readonly immediate: boolean;
}

export type TPatternDesc =
  | { readonly kind: "Any" }
  | { readonly kind: "Var"; readonly ident: Ident }
  | { readonly kind: "Alias"; readonly pattern: TPattern; readonly ident: Ident }
  | { readonly kind: "Constant"; readonly constant: Constant }
  | { readonly kind: "Tuple"; readonly items: readonly TPattern[] }
  /**
   * `headPath`: the path of the constructor's type with its abbreviations expanded and module
   * aliases resolved (`A.v` for a constructor of `type v = A.v = K | L`), the type that warning 4
   * names, as ocamlc finds it where the pattern is.
   */
  | { readonly kind: "Construct"; readonly constructor: ConstructorDesc; readonly args: readonly TPattern[]; readonly headPath?: Path }
  | {
      readonly kind: "Record";
      readonly fields: readonly { readonly label: LabelDesc; readonly pattern: TPattern }[];
      readonly closed: boolean;
    }
  | { readonly kind: "Array"; readonly items: readonly TPattern[] }
  | { readonly kind: "Or"; readonly left: TPattern; readonly right: TPattern }
  | { readonly kind: "Lazy"; readonly pattern: TPattern }
  /** A polymorphic variant tag; `row` is the variant type the pattern matches (its fields tell which tags may occur). */
  | { readonly kind: "Variant"; readonly tag: string; readonly arg: TPattern | undefined; readonly row: Type }
  /** `exception P` in a match case */
  | { readonly kind: "Exception"; readonly pattern: TPattern };

export interface TCase {
  readonly lhs: TPattern;
  readonly guard: TExpression | undefined;
  readonly rhs: TExpression;
}

export interface TValueBinding {
  readonly pattern: TPattern;
  readonly expr: TExpression;
  readonly attributes: Attributes;
  readonly loc: Location;
}

/** An argument in positional order: an expression, or an omitted one (partial application). */
export type TArgument =
  | { readonly kind: "Expr"; readonly label: Label; readonly expr: TExpression }
  | { readonly kind: "Omitted"; readonly label: Label; readonly type: Type };

export interface TExpression {
  readonly desc: TExpressionDesc;
  readonly type: Type;
  readonly loc: Location;
  readonly attributes: Attributes;
}

export type TExpressionDesc =
  /** A local variable or a value reached through modules; `value.kind` tells primitives. */
  | { readonly kind: "Ident"; readonly path: Path; readonly value: ValueDesc }
  | { readonly kind: "Constant"; readonly constant: Constant }
  | { readonly kind: "Let"; readonly rec: boolean; readonly bindings: readonly TValueBinding[]; readonly body: TExpression }
  /**
   * A function of one parameter (`fun` nests); `cases` match the parameter (one case for
   * `fun P -> E`). `default` is the default of an optional parameter (the parameter is then the
   * option and the cases match the unwrapped value).
   */
  | {
      readonly kind: "Function";
      readonly label: Label;
      readonly param: Ident;
      readonly cases: readonly TCase[];
      readonly default: TExpression | undefined;
      /** The partial (non-exhaustive) flag is set by the pattern-match stage. */
    }
  | {
      readonly kind: "Apply";
      readonly func: TExpression;
      readonly args: readonly TArgument[];
      /** Indices into `args` in evaluation order, or undefined for the default (right to left). */
      readonly evalOrder: readonly number[] | undefined;
    }
  | { readonly kind: "Match"; readonly scrutinee: TExpression; readonly cases: readonly TCase[] }
  | { readonly kind: "Try"; readonly body: TExpression; readonly cases: readonly TCase[] }
  | { readonly kind: "Tuple"; readonly items: readonly TExpression[] }
  | { readonly kind: "Construct"; readonly constructor: ConstructorDesc; readonly args: readonly TExpression[] }
  /** A polymorphic variant tag, with its argument if any. */
  | { readonly kind: "Variant"; readonly tag: string; readonly arg: TExpression | undefined }
  | {
      readonly kind: "Record";
      /** One entry per field of the record type, in declaration order. */
      readonly fields: readonly { readonly label: LabelDesc; readonly def: { readonly kind: "Kept" } | { readonly kind: "Overridden"; readonly expr: TExpression } }[];
      readonly base: TExpression | undefined;
    }
  | { readonly kind: "Field"; readonly record: TExpression; readonly label: LabelDesc }
  | { readonly kind: "SetField"; readonly record: TExpression; readonly label: LabelDesc; readonly value: TExpression }
  | { readonly kind: "Array"; readonly items: readonly TExpression[] }
  | { readonly kind: "IfThenElse"; readonly cond: TExpression; readonly then: TExpression; readonly else: TExpression | undefined }
  | { readonly kind: "Sequence"; readonly first: TExpression; readonly second: TExpression }
  | { readonly kind: "While"; readonly cond: TExpression; readonly body: TExpression }
  | {
      readonly kind: "For";
      readonly ident: Ident | undefined;
      readonly from: TExpression;
      readonly to: TExpression;
      readonly direction: DirectionFlag;
      readonly body: TExpression;
    }
  | { readonly kind: "LetModule"; readonly ident: Ident | undefined; readonly module: TModuleExpr; readonly body: TExpression }
  | { readonly kind: "LetException"; readonly ident: Ident; readonly ext: ExtensionDecl; readonly body: TExpression }
  | { readonly kind: "Assert"; readonly expr: TExpression }
  | { readonly kind: "Lazy"; readonly expr: TExpression }
  | { readonly kind: "Pack"; readonly module: TModuleExpr }
  /** `let open M in e`; `ident` names the module when a structure is opened (`open struct .. end`). */
  | { readonly kind: "Open"; readonly module: TModuleExpr; readonly ident: Ident | undefined; readonly body: TExpression }
  | { readonly kind: "Unreachable" }
  /** `e#m`: the method `m` of the object `e`. */
  /** `o#m`; `self` set when `m` is a private method called on the self of the class being defined (its key is its class's, see runtime/objects.ts) */
  | { readonly kind: "Send"; readonly object: TExpression; readonly method: string; readonly self?: Ident }
  /** `super#m`: the method `m` of the class at `ancestor` (a class value's path), called on `self`. */
  | { readonly kind: "SendSuper"; readonly self: Ident; readonly ancestor: Path; readonly method: string }
  /** `new c`: a function of the class's parameters (none: the object itself) that makes an object. */
  | { readonly kind: "New"; readonly path: Path; readonly info: ClassInfo }
  /** An immediate object `object (self) ... end` (see `TObject`); one that inherits a class is the object of the anonymous class `class`. */
  | { readonly kind: "Object"; readonly object: TObject; readonly class?: TClass }
  /** An instance variable read in a method: field `index` of the object `self` (0 for the first instance variable). */
  | { readonly kind: "InstVar"; readonly self: Ident; readonly index: number }
  /** `x <- e` in a method. */
  | { readonly kind: "SetInstVar"; readonly self: Ident; readonly index: number; readonly value: TExpression }
  /** `{< x = e >}`: a copy of `self` with these instance variables replaced. */
  | { readonly kind: "Override"; readonly self: Ident; readonly fields: readonly { readonly index: number; readonly expr: TExpression }[] };

/**
 * An object's definition: its instance variables' initial values (evaluated when the object is
 * made, in order), its methods (each a body in which `self` is the object; the self pattern's
 * variables are bound by `selfBinding`), and its initializers.
 */
export interface TObject {
  readonly self: Ident;
  /** Binds the self pattern's variables from `self` (a `let` whose expression is `self`), if it has any. */
  readonly selfBinding: TValueBinding | undefined;
  readonly ivars: readonly { readonly name: string; readonly expr: TExpression; readonly mutable: boolean }[];
  readonly methods: readonly { readonly name: string; readonly expr: TExpression }[];
  readonly initializers: readonly TExpression[];
}

export interface TModuleExpr {
  readonly desc: TModuleExprDesc;
  readonly type: ModuleType;
  readonly loc: Location;
  /** The attributes written on the module expression, when there are some. */
  readonly attributes?: Attributes;
}

export type TModuleExprDesc =
  | { readonly kind: "Ident"; readonly path: Path }
  | { readonly kind: "Structure"; readonly structure: TypedStructure }
  | { readonly kind: "Functor"; readonly param: Ident | undefined; readonly body: TModuleExpr }
  | { readonly kind: "Apply"; readonly functor: TModuleExpr; readonly arg: TModuleExpr | undefined }
  /** A module restricted to a signature: `coercion` lists the kept fields. */
  | { readonly kind: "Constraint"; readonly module: TModuleExpr; readonly signature: ModuleType }
  | { readonly kind: "Unpack"; readonly expr: TExpression };

export type TStructureItem =
  | { readonly kind: "Eval"; readonly expr: TExpression; readonly loc: Location }
  | { readonly kind: "Value"; readonly rec: boolean; readonly bindings: readonly TValueBinding[]; readonly loc: Location }
  | { readonly kind: "Primitive"; readonly ident: Ident; readonly value: ValueDesc; readonly loc: Location }
  | { readonly kind: "Type"; readonly decls: readonly { readonly ident: Ident; readonly decl: TypeDecl }[]; readonly loc: Location }
  /** `exception E` and `type t += E`: each constructor gets a fresh slot bound to `ident`. */
  | { readonly kind: "Extension"; readonly constructors: readonly { readonly ident: Ident; readonly ext: ExtensionDecl; readonly rebind: Path | undefined }[]; readonly loc: Location }
  | { readonly kind: "Module"; readonly ident: Ident | undefined; readonly module: TModuleExpr; readonly loc: Location; readonly attributes?: Attributes }
  /** `module rec`: with what the translation needs to make each module's placeholder (rec_modules.ts). */
  | { readonly kind: "RecModule"; readonly bindings: readonly { readonly ident: Ident; readonly module: TModuleExpr; readonly rec: RecModuleInfo; readonly loc: Location }[]; readonly loc: Location }
  | { readonly kind: "ModuleType"; readonly loc: Location }
  /** `open M`; `ident` names the module when a structure is opened (`open struct .. end`). */
  | { readonly kind: "Open"; readonly module: TModuleExpr; readonly ident: Ident | undefined; readonly loc: Location }
  | { readonly kind: "Include"; readonly module: TModuleExpr; readonly signature: ModuleSignature; readonly loc: Location }
  /** `class c ... and d ...`: each binds its class value (`classValueName`). */
  | { readonly kind: "Class"; readonly classes: readonly TClass[]; readonly loc: Location };

/**
 * A class: the object's definition (as an immediate object's, `TObject`; its instance variables
 * are not used), its parameters and `let`s (the variables they bind stored in the object as hidden
 * instance variables), and its fields in order: the inherited classes' initialisation and the
 * instance variables' values are run in that order as the object is made.
 */
export interface TClass {
  readonly ident: Ident;
  readonly info: ClassInfo;
  readonly object: TObject;
  /** The parameters and `let`s before the body, in order (the `let`s before any parameter are evaluated once, as the class is defined). */
  readonly prefix: readonly TClassPrefixItem[];
  /** The variables the prefix binds that the body sees, each stored in its field once the prefix is evaluated. */
  readonly stores: readonly { readonly ident: Ident; readonly index: number }[];
  /**
   * The class's fields, by the index its code uses (`InstVar`, `Val`, `stores`): an instance
   * variable's name, or `undefined` for a hidden one. Where each lies in an object is found as the
   * class (or a class inheriting it) is built: a name shared with an inherited class shares its field.
   */
  readonly slots: readonly (string | undefined)[];
  readonly init: readonly TClassInit[];
  /** For each of the object's initializers, the number of inherited classes before it: the initializers run in the order of the fields. */
  readonly initializerParents: readonly number[];
  /**
   * The `let`s before any parameter are evaluated at each object's initialisation too, as the
   * rest: the anonymous class of an inherited class expression (`inherit let x = e in c x`),
   * whose lets OCaml evaluates as the inheriting class's objects are made.
   */
  readonly perObject?: boolean;
  /** The class a class applied applies (`class d = c 1`, `(fun x -> c x) 1`: `c`), its type unconstrained. */
  readonly applied?: { readonly path: Path; readonly info: ClassInfo };
  /** The declaration's attributes (`[@@warning "..."]` scopes its warnings). */
  readonly attributes: Attributes;
}

export type TClassPrefixItem =
  | { readonly kind: "Param"; readonly label: Label; readonly pattern: TPattern; readonly default: TExpression | undefined }
  /** `let open M in` (of a module path: nothing to evaluate) */
  | { readonly kind: "Open"; readonly module: TModuleExpr }
  | { readonly kind: "Let"; readonly rec: boolean; readonly bindings: readonly TValueBinding[] };

export type TClassInit =
  /**
   * `inherit ce`: the class `path` names with its arguments, one per parameter. A class expression
   * other than a class applied is `lifted`, an anonymous class the translation defines before the
   * class inheriting it, its first parameters the inheriting class's variables it names.
   */
  | { readonly kind: "Inherit"; readonly path: Path; readonly info: ClassInfo; readonly args: readonly TExpression[]; readonly lifted?: TClass }
  | { readonly kind: "Val"; readonly index: number; readonly expr: TExpression };

export interface TypedStructure {
  readonly items: readonly TStructureItem[];
  /** The structure's signature: what the module exports, in order (its run-time fields). */
  readonly signature: ModuleSignature;
}
