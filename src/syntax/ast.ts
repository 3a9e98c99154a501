// The parse tree: what the parser produces and the type checker consumes. It follows the shape
// of OCaml's Parsetree (so that its rules carry over), as immutable discriminated unions. Every
// node has a location; sugar is kept where OCaml keeps it (the typer desugars).
import type { Location } from "../common/location.js";

/** A name with the location where it was written. */
export interface Located<T> {
  readonly txt: T;
  readonly loc: Location;
}

/** A possibly qualified name: `x`, `M.x`, `M.N.x`, and functor applications `F(X).t` in types. */
export type Longident =
  | { readonly kind: "Lident"; readonly name: string }
  | { readonly kind: "Ldot"; readonly prefix: Longident; readonly name: string }
  | { readonly kind: "Lapply"; readonly functor: Longident; readonly arg: Longident };

/** `[@name payload]`. Only the attributes flambe knows keep their payload; others are kept by name. */
export interface Attribute {
  readonly name: Located<string>;
  readonly payload: AttributePayload;
  readonly loc: Location;
}

/**
 * Payload of an attribute, reduced to what flambe reads: nothing, an identifier (`never`,
 * `always`, `hint`), an integer (`[@unrolled 3]`), a string (`[@@ocaml.warning "-32"]`), an
 * identifier and a string (`[@@alert name "text"]`), or something else (parsed and ignored).
 */
export type AttributePayload =
  | { readonly kind: "Empty" }
  | { readonly kind: "Ident"; readonly name: string }
  | { readonly kind: "Int"; readonly value: number }
  | { readonly kind: "String"; readonly value: string }
  /** `name "text"`, as `[@@alert name "text"]` has it */
  | { readonly kind: "IdentString"; readonly name: string; readonly value: string }
  | { readonly kind: "Other" };

export type Attributes = readonly Attribute[];

export type RecFlag = "Nonrecursive" | "Recursive";
export type DirectionFlag = "Upto" | "Downto";
export type MutableFlag = "Immutable" | "Mutable";
export type PrivateFlag = "Private" | "Public";

/** How an argument is passed: positionally, `~label`, or `?label`. */
export type ArgLabel =
  | { readonly kind: "Nolabel" }
  | { readonly kind: "Labelled"; readonly name: string }
  | { readonly kind: "Optional"; readonly name: string };

/**
 * Constants as written. Integers keep their literal text (the typer checks the range, since
 * `-2147483648` is valid only with the minus sign) and their suffix (`l`, `L`, `n` or none).
 */
export type Constant =
  | { readonly kind: "Int"; readonly text: string; readonly suffix: "" | "l" | "L" | "n" }
  | { readonly kind: "Char"; readonly code: number }
  | { readonly kind: "String"; readonly value: string; readonly delimiter: string | undefined }
  | { readonly kind: "Float"; readonly text: string };

// ---------------------------------------------------------------------------------------------
// Type expressions

export interface CoreType {
  readonly desc: CoreTypeDesc;
  readonly loc: Location;
  readonly attributes: Attributes;
}

export type CoreTypeDesc =
  /** `_` */
  | { readonly kind: "Any" }
  /** `'a` */
  | { readonly kind: "Var"; readonly name: string }
  /** `T1 -> T2`, `~l:T1 -> T2`, `?l:T1 -> T2` */
  | { readonly kind: "Arrow"; readonly label: ArgLabel; readonly arg: CoreType; readonly result: CoreType }
  /** `T1 * ... * Tn` (n >= 2) */
  | { readonly kind: "Tuple"; readonly items: readonly CoreType[] }
  /** `tconstr`, `T tconstr`, `(T1, ..., Tn) tconstr` */
  | { readonly kind: "Constr"; readonly name: Located<Longident>; readonly args: readonly CoreType[] }
  /**
   * `#c`, `T #c`, `(T1, ..., Tn) #c`: the open type of the objects of class `c`, which OCaml
   * reads first, as old syntax, as `[< c ]` when `c` is a polymorphic variant type.
   */
  | { readonly kind: "Class"; readonly name: Located<Longident>; readonly args: readonly CoreType[] }
  /** `T as 'a` */
  | { readonly kind: "Alias"; readonly type: CoreType; readonly name: string }
  /** `'a 'b. T` (in record fields, `val` and constraints) */
  | { readonly kind: "Poly"; readonly vars: readonly Located<string>[]; readonly type: CoreType }
  /**
   * `(module S)`; `constraints` holds the `with type t = T and ...` of
   * `(module S with type t = T)` (absent when there are none).
   */
  | {
      readonly kind: "Package";
      readonly signature: Located<Longident>;
      readonly constraints?: readonly { readonly path: Located<Longident>; readonly type: CoreType }[];
    }
  /**
   * A polymorphic variant type: `[ F1 | F2 ]` (closed, `present` undefined), `[> F1 | F2 ]`
   * (open), `[< F1 | F2 ]` (closed, `present` empty), `[< F1 | F2 > `A `B ]` (`present` the tags
   * after `>`).
   */
  | { readonly kind: "Variant"; readonly fields: readonly RowFieldType[]; readonly closed: boolean; readonly present: readonly string[] | undefined }
  /** `< m1 : T1; ...; mn : Tn >`, and with `open`, `< m1 : T1; .. >` */
  | { readonly kind: "Object"; readonly fields: readonly { readonly name: Located<string>; readonly type: CoreType }[]; readonly open: boolean }
  /** `[%ext]`: parsed and ignored */
  | { readonly kind: "Extension"; readonly name: Located<string> };

/** A field of a polymorphic variant type: `` `A ``, `` `A of T ``, `` `A of & T1 & T2 ``, or an inherited type. */
export type RowFieldType =
  | {
      readonly kind: "Tag";
      readonly name: Located<string>;
      /** Written without argument, or with `of &`: the tag may be constant. */
      readonly constant: boolean;
      readonly args: readonly CoreType[];
      readonly loc: Location;
    }
  | { readonly kind: "Inherit"; readonly type: CoreType };

// ---------------------------------------------------------------------------------------------
// Patterns

export interface Pattern {
  readonly desc: PatternDesc;
  readonly loc: Location;
  readonly attributes: Attributes;
}

export type PatternDesc =
  | { readonly kind: "Any" }
  | { readonly kind: "Var"; readonly name: Located<string> }
  /** `P as x` */
  | { readonly kind: "Alias"; readonly pattern: Pattern; readonly name: Located<string> }
  | { readonly kind: "Constant"; readonly constant: Constant }
  /** `'a'..'z'` */
  | { readonly kind: "Interval"; readonly low: Constant; readonly high: Constant }
  | { readonly kind: "Tuple"; readonly items: readonly Pattern[] }
  /**
   * `C`, `C P`, `C (P1, P2)`; `M.C` too. `[]`, `()`, `true`, `false` and `P1 :: P2` are
   * constructors named `[]`, `()`, `true`, `false` and `::` (with a tuple argument).
   * `existentials` are the type names of `C (type a b) (x : a)`.
   */
  | {
      readonly kind: "Construct";
      readonly name: Located<Longident>;
      readonly existentials: readonly Located<string>[];
      readonly arg: Pattern | undefined;
    }
  /** `{ l1 = P1; l2; _ }`; `closed` is false when `; _` ends it. */
  | {
      readonly kind: "Record";
      readonly fields: readonly { readonly label: Located<Longident>; readonly pattern: Pattern }[];
      readonly closed: boolean;
    }
  | { readonly kind: "Array"; readonly items: readonly Pattern[] }
  | { readonly kind: "Or"; readonly left: Pattern; readonly right: Pattern }
  | { readonly kind: "Constraint"; readonly pattern: Pattern; readonly type: CoreType }
  | { readonly kind: "Lazy"; readonly pattern: Pattern }
  /** `` `A ``, `` `A P `` */
  | { readonly kind: "Variant"; readonly tag: string; readonly arg: Pattern | undefined }
  /** `#t`: every tag of the polymorphic variant type `t` */
  | { readonly kind: "TypeAlias"; readonly name: Located<Longident> }
  /** `exception P` (in `match` cases) */
  | { readonly kind: "Exception"; readonly pattern: Pattern }
  /** `M.(P)` */
  | { readonly kind: "Open"; readonly module: Located<Longident>; readonly pattern: Pattern }
  /** `(module M)` */
  | { readonly kind: "Unpack"; readonly name: Located<string | undefined> }
  | { readonly kind: "Extension"; readonly name: Located<string> };

// ---------------------------------------------------------------------------------------------
// Expressions

export interface Expression {
  readonly desc: ExpressionDesc;
  readonly loc: Location;
  readonly attributes: Attributes;
}

export interface ValueBinding {
  readonly pattern: Pattern;
  readonly expr: Expression;
  readonly attributes: Attributes;
  readonly loc: Location;
}

export interface Case {
  readonly lhs: Pattern;
  readonly guard: Expression | undefined;
  readonly rhs: Expression;
}

export interface Argument {
  readonly label: ArgLabel;
  readonly expr: Expression;
}

export type ExpressionDesc =
  /** `x`, `M.x`, `( + )` (the operator's name, e.g. `+`, `~-`) */
  | { readonly kind: "Ident"; readonly name: Located<Longident> }
  | { readonly kind: "Constant"; readonly constant: Constant }
  | { readonly kind: "Let"; readonly rec: RecFlag; readonly bindings: readonly ValueBinding[]; readonly body: Expression }
  /** `function P1 -> E1 | ...` */
  | { readonly kind: "Function"; readonly cases: readonly Case[] }
  /**
   * `fun P -> E`, one parameter per node (`fun x y -> e` nests), with its label and the default of
   * an optional parameter (`?(x = 0)`).
   */
  | {
      readonly kind: "Fun";
      readonly label: ArgLabel;
      readonly default: Expression | undefined;
      readonly param: Pattern;
      readonly body: Expression;
    }
  /** `E0 E1 ... En`; binary and prefix operators too (`a + b` applies `( + )`). */
  | { readonly kind: "Apply"; readonly func: Expression; readonly args: readonly Argument[] }
  | { readonly kind: "Match"; readonly scrutinee: Expression; readonly cases: readonly Case[] }
  | { readonly kind: "Try"; readonly body: Expression; readonly cases: readonly Case[] }
  | { readonly kind: "Tuple"; readonly items: readonly Expression[] }
  /**
   * `C`, `C E`, `M.C`; `[]`, `()`, `true`, `false` and `E1 :: E2` (argument a tuple) are
   * constructors too; `[a; b]` is sugar for nested `::` built by the parser.
   */
  | { readonly kind: "Construct"; readonly name: Located<Longident>; readonly arg: Expression | undefined }
  /** `` `A ``, `` `A e `` */
  | { readonly kind: "Variant"; readonly tag: string; readonly arg: Expression | undefined }
  /** `{ l1 = E1; l2 }` and `{ E with l1 = E1 }` */
  | {
      readonly kind: "Record";
      readonly fields: readonly { readonly label: Located<Longident>; readonly expr: Expression }[];
      readonly base: Expression | undefined;
    }
  /** `E.l` */
  | { readonly kind: "Field"; readonly record: Expression; readonly label: Located<Longident> }
  /** `E1.l <- E2` */
  | { readonly kind: "SetField"; readonly record: Expression; readonly label: Located<Longident>; readonly value: Expression }
  /** `[| E1; ...; En |]` */
  | { readonly kind: "Array"; readonly items: readonly Expression[] }
  | { readonly kind: "IfThenElse"; readonly cond: Expression; readonly then: Expression; readonly else: Expression | undefined }
  /** `E1; E2` */
  | { readonly kind: "Sequence"; readonly first: Expression; readonly second: Expression }
  | { readonly kind: "While"; readonly cond: Expression; readonly body: Expression }
  | {
      readonly kind: "For";
      readonly var: Pattern;
      readonly from: Expression;
      readonly to: Expression;
      readonly direction: DirectionFlag;
      readonly body: Expression;
    }
  /** `(E : T)` */
  | { readonly kind: "Constraint"; readonly expr: Expression; readonly type: CoreType }
  /** `(E :> T)` and `(E : T1 :> T2)` */
  | { readonly kind: "Coerce"; readonly expr: Expression; readonly from: CoreType | undefined; readonly to: CoreType }
  /** `let module M = ME in E` */
  | { readonly kind: "LetModule"; readonly name: Located<string | undefined>; readonly module: ModuleExpr; readonly body: Expression }
  /** `let exception C of T in E` */
  | { readonly kind: "LetException"; readonly constructor: ExtensionConstructor; readonly body: Expression }
  /** `assert E` (`assert false` included) */
  | { readonly kind: "Assert"; readonly expr: Expression }
  | { readonly kind: "Lazy"; readonly expr: Expression }
  /** `fun (type a) -> E` */
  | { readonly kind: "NewType"; readonly name: Located<string>; readonly body: Expression }
  /** `(module ME : S)` */
  | { readonly kind: "Pack"; readonly module: ModuleExpr }
  /** `let open M in E`, `M.(E)`, `M.[E]`, `M.{...}` */
  /** `let open M in E` (`openLoc`: the `open M` part) and `M.(E)` (no `openLoc`) */
  | { readonly kind: "Open"; readonly override: boolean; readonly module: ModuleExpr; readonly body: Expression; readonly openLoc?: Location }
  /** `E#m` */
  | { readonly kind: "Send"; readonly object: Expression; readonly method: Located<string> }
  /** `new C` */
  | { readonly kind: "New"; readonly class: Located<Longident> }
  /** `object (P) fields end`, an immediate object */
  | { readonly kind: "Object"; readonly structure: ClassStructure }
  /** `x <- E` in a method: `x` an instance variable */
  | { readonly kind: "SetInstVar"; readonly name: Located<string>; readonly value: Expression }
  /** `{< x1 = E1; ... >}` */
  | { readonly kind: "Override"; readonly fields: readonly { readonly name: Located<string>; readonly expr: Expression }[] }
  /** `.` in a match arm (refutation case) */
  | { readonly kind: "Unreachable" }
  /** `[%ext ...]`: parsed and ignored (the typer reports it as OCaml does) */
  | { readonly kind: "Extension"; readonly name: Located<string> };

/** The body of `object (P) ... end`: the self pattern (`_` when omitted) and the fields. */
export interface ClassStructure {
  readonly self: Pattern;
  readonly fields: readonly ClassField[];
}

export type ClassFieldDesc =
  /** `val x = E`, `val mutable x : T = E`, `val! x = E`, `val virtual x : T` (no `expr`) */
  | {
      readonly kind: "Val";
      readonly name: Located<string>;
      readonly mutable: boolean;
      readonly override: boolean;
      readonly type: CoreType | undefined;
      readonly expr: Expression | undefined;
    }
  /** `method m = E`, `method private m x = E`, `method! m : T = E`, `method virtual m : T` (no `expr`) */
  | {
      readonly kind: "Method";
      readonly name: Located<string>;
      readonly private: boolean;
      readonly override: boolean;
      readonly type: CoreType | undefined;
      readonly expr: Expression | undefined;
    }
  /** `initializer E` */
  | { readonly kind: "Initializer"; readonly expr: Expression }
  /** `constraint T1 = T2` */
  | { readonly kind: "Constraint"; readonly left: CoreType; readonly right: CoreType }
  /**
   * `inherit ce as super`, `inherit! ...`: `ce` any class expression, most often a class applied
   * (`inherit [T1, T2] c args`, a `ClassExpr` with no prefix and an `Apply` body).
   */
  | {
      readonly kind: "Inherit";
      readonly override: boolean;
      readonly expr: ClassExpr;
      readonly alias: Located<string> | undefined;
    };

/** A class type: `object ... end`, or `T -> class_type` (`~l:T ->`, `?l:T ->`). */
export type ClassType =
  /** `object ('self) fields end` (`self` the type written in parentheses, if any) */
  | { readonly kind: "Signature"; readonly self?: CoreType; readonly fields: readonly ClassSigField[]; readonly loc: Location }
  /** A class type named: `ct`, `M.ct`, `[T1, T2] ct` */
  | { readonly kind: "Constr"; readonly name: Located<Longident>; readonly args: readonly CoreType[]; readonly loc: Location }
  | { readonly kind: "Arrow"; readonly label: ArgLabel; readonly arg: CoreType; readonly result: ClassType; readonly loc: Location };

export type ClassSigField =
  | { readonly kind: "Val"; readonly name: Located<string>; readonly mutable: boolean; readonly virtual: boolean; readonly type: CoreType; readonly loc: Location }
  | { readonly kind: "Method"; readonly name: Located<string>; readonly private: boolean; readonly virtual: boolean; readonly type: CoreType; readonly loc: Location }
  | { readonly kind: "Inherit"; readonly name: Located<Longident>; readonly args: readonly CoreType[]; readonly loc: Location }
  | { readonly kind: "Constraint"; readonly left: CoreType; readonly right: CoreType; readonly loc: Location };

/** `class [virtual] c : class_type` in a signature */
export interface ClassDescription {
  readonly virtual: boolean;
  readonly typeParams: readonly Located<string>[];
  readonly name: Located<string>;
  readonly type: ClassType;
  readonly loc: Location;
  readonly attributes: Attributes;
}

/** A parameter of a class: `x`, `(x : t)`, `~x`, `?(x = e)`. */
export interface ClassParam {
  readonly label: ArgLabel;
  readonly default: Expression | undefined;
  readonly pattern: Pattern;
}

/** `class [virtual] c params = object ... end` */
export interface ClassDeclaration {
  readonly virtual: boolean;
  /** `class ['a, 'b] c`: the type parameters' names */
  readonly typeParams: readonly Located<string>[];
  readonly name: Located<string>;
  readonly params: readonly ClassParam[];
  /**
   * What the class expression has before its body, in order: `let [rec] ... in`, the
   * parameters of `fun p1 p2 -> ...` (`class c x = let y = e in fun z -> object ... end`) and
   * the constraints `(ce : ct)`, each constraining what follows it (`class c x : ct = ce` is
   * `class c = fun x -> (ce : ct)`, as OCaml's parser reads it).
   */
  readonly prefix: readonly ClassPrefixItem[];
  readonly body: ClassBody;
  readonly loc: Location;
  readonly attributes: Attributes;
}

export type ClassPrefixItem =
  | { readonly kind: "Let"; readonly rec: boolean; readonly bindings: readonly ValueBinding[]; readonly loc: Location }
  /** `let open M in` (`let open! M in`) */
  | { readonly kind: "Open"; readonly override: boolean; readonly module: ModuleExpr; readonly openLoc: Location }
  | { readonly kind: "Param"; readonly param: ClassParam }
  /** `(ce : ct)`: the rest of the class expression (`ce`, at `loc`) has class type `type` */
  | { readonly kind: "Constraint"; readonly type: ClassType; readonly loc: Location };

/**
 * A class expression: what comes before its body, in order (as `ClassDeclaration.prefix`), and
 * its body; `loc` is OCaml's location of the whole (a `fun`'s starts at its first parameter).
 */
export interface ClassExpr {
  readonly prefix: readonly ClassPrefixItem[];
  readonly body: ClassBody;
  readonly loc: Location;
}

/**
 * A class expression's body: `object ... end`, a class applied (`c 1`, `[int] c x`, `M.c`), or
 * another class expression applied (`(fun x -> object ... end) 1`, `(c 1) 2`).
 */
export type ClassBody =
  | { readonly kind: "Structure"; readonly structure: ClassStructure }
  | {
      readonly kind: "Apply";
      readonly class: Located<Longident>;
      readonly typeArgs: readonly CoreType[];
      readonly args: readonly Argument[];
      readonly loc: Location;
    }
  /** `(ce) args` (`args` not empty), `ce` other than a class's path */
  | { readonly kind: "ApplyExpr"; readonly head: ClassExpr; readonly args: readonly Argument[]; readonly loc: Location };

export interface ClassField {
  readonly desc: ClassFieldDesc;
  readonly loc: Location;
}

// Sugar that the parser expands, as OCaml's parser does (so errors and shadowing match OCaml):
//  - `a.(i)` → `Array.get a i`, `a.(i) <- v` → `Array.set a i v`, `s.[i]` → `String.get s i`,
//    `s.[i] <- c` → `String.set s i c`: the identifiers are `Ldot(Lident "Array", "get")` etc.,
//    looked up in the current scope (with -unsafe the typer picks `unsafe_get`/`unsafe_set`);
//  - `b.{i}`, `b.{i, j}`, `b.{i, j, k}` → `Bigarray.Array1.get b i` (Array2, Array3), more indices
//    → `Bigarray.Genarray.get b [| i; j; k; l |]`, and `<-` the matching `set`;
//  - `!e`, `e1 := e2`, `e1 + e2`, ... → Apply of Ident `!`, `:=`, `+`; `-e` → `~-`, `-.e` → `~-.`,
//    except that `-1` and `-1.5` written as such are negative constants;
//  - `[a; b]` → nested `::` constructors; `begin e end` and `(e)` → e (keeping the outer location).

// ---------------------------------------------------------------------------------------------
// Type declarations

/** A parameter's written variance (`+`, `-` or none), then `!` when declared injective. */
export type VarianceAnnotation = "" | "+" | "-" | "!" | "+!" | "-!";

export interface TypeDeclaration {
  readonly name: Located<string>;
  /** Parameters with their variance and injectivity annotation (`+'a`, `-'a`, `!'a`, `+!'a`), `_` as `undefined`. */
  readonly params: readonly { readonly name: Located<string> | undefined; readonly variance: VarianceAnnotation }[];
  /** `constraint 'a = T` clauses */
  readonly constraints: readonly { readonly left: CoreType; readonly right: CoreType; readonly loc: Location }[];
  readonly kind: TypeKind;
  readonly private: PrivateFlag;
  /** `= T` (the manifest), also when a kind follows: `type t = M.t = A | B` */
  readonly manifest: CoreType | undefined;
  readonly attributes: Attributes;
  readonly loc: Location;
}

export type TypeKind =
  | { readonly kind: "Abstract" }
  | { readonly kind: "Variant"; readonly constructors: readonly ConstructorDeclaration[] }
  | { readonly kind: "Record"; readonly fields: readonly LabelDeclaration[] }
  /** `type t = ..` */
  | { readonly kind: "Open" };

export interface LabelDeclaration {
  readonly name: Located<string>;
  readonly mutable: MutableFlag;
  readonly type: CoreType;
  readonly attributes: Attributes;
  readonly loc: Location;
}

/** A constructor's arguments: a tuple of types, or an inline record. */
export type ConstructorArguments =
  | { readonly kind: "Tuple"; readonly types: readonly CoreType[] }
  | { readonly kind: "Record"; readonly fields: readonly LabelDeclaration[] };

export interface ConstructorDeclaration {
  readonly name: Located<string>;
  /** `C : 'a 'b. ...` explicit universal variables in GADT syntax */
  readonly vars: readonly Located<string>[];
  readonly args: ConstructorArguments;
  /** The result type in GADT syntax: `C : T1 * T2 -> res` */
  readonly result: CoreType | undefined;
  readonly attributes: Attributes;
  readonly loc: Location;
}

/** `type t += C of T` and `exception C of T` (and `exception C = M.D`). */
export interface ExtensionConstructor {
  readonly name: Located<string>;
  readonly kind:
    | { readonly kind: "Decl"; readonly vars: readonly Located<string>[]; readonly args: ConstructorArguments; readonly result: CoreType | undefined }
    | { readonly kind: "Rebind"; readonly target: Located<Longident> };
  readonly attributes: Attributes;
  readonly loc: Location;
}

export interface TypeExtension {
  readonly path: Located<Longident>;
  readonly params: TypeDeclaration["params"];
  readonly constructors: readonly ExtensionConstructor[];
  readonly private: PrivateFlag;
  readonly attributes: Attributes;
  readonly loc: Location;
}

export interface ValueDescription {
  readonly name: Located<string>;
  readonly type: CoreType;
  /** The primitive names of `external f : T = "name" "byte_name"`; empty for `val`. */
  readonly prim: readonly string[];
  readonly attributes: Attributes;
  readonly loc: Location;
}

// ---------------------------------------------------------------------------------------------
// Module types

export interface ModuleType {
  readonly desc: ModuleTypeDesc;
  readonly loc: Location;
  readonly attributes: Attributes;
}

export type FunctorParameter =
  /** `()` */
  | { readonly kind: "Unit" }
  /** `(X : S)`; `_` as `undefined` */
  | { readonly kind: "Named"; readonly name: Located<string | undefined>; readonly type: ModuleType };

export type ModuleTypeDesc =
  | { readonly kind: "Ident"; readonly name: Located<Longident> }
  | { readonly kind: "Signature"; readonly items: readonly SignatureItem[] }
  | { readonly kind: "Functor"; readonly param: FunctorParameter; readonly result: ModuleType }
  | { readonly kind: "With"; readonly type: ModuleType; readonly constraints: readonly WithConstraint[] }
  /** `module type of M` */
  | { readonly kind: "TypeOf"; readonly module: ModuleExpr }
  | { readonly kind: "Alias"; readonly name: Located<Longident> }
  | { readonly kind: "Extension"; readonly name: Located<string> };

export type WithConstraint =
  /** `with type t = T` (`decl.name` is the last component; `path` the full written path) */
  | { readonly kind: "Type"; readonly path: Located<Longident>; readonly decl: TypeDeclaration }
  /** `with type t := T` */
  | { readonly kind: "TypeSubst"; readonly path: Located<Longident>; readonly decl: TypeDeclaration }
  /** `with module M = N` */
  | { readonly kind: "Module"; readonly path: Located<Longident>; readonly target: Located<Longident> }
  /** `with module M := N` */
  | { readonly kind: "ModuleSubst"; readonly path: Located<Longident>; readonly target: Located<Longident> };

export interface SignatureItem {
  readonly desc: SignatureItemDesc;
  readonly loc: Location;
}

export interface ModuleDeclaration {
  readonly name: Located<string | undefined>;
  readonly type: ModuleType;
  readonly attributes: Attributes;
  readonly loc: Location;
}

export interface ModuleTypeDeclaration {
  readonly name: Located<string>;
  /** `module type S` alone is abstract */
  readonly type: ModuleType | undefined;
  readonly attributes: Attributes;
  readonly loc: Location;
}

export interface OpenDescription {
  readonly module: Located<Longident>;
  readonly override: boolean;
  readonly attributes: Attributes;
  readonly loc: Location;
}

export type SignatureItemDesc =
  | { readonly kind: "Value"; readonly value: ValueDescription }
  /** `class c : class_type and ...` */
  | { readonly kind: "Class"; readonly decls: readonly ClassDescription[] }
  /** `class type ct = class_type and ...` */
  | { readonly kind: "ClassType"; readonly decls: readonly ClassDescription[] }
  | { readonly kind: "Type"; readonly rec: RecFlag; readonly decls: readonly TypeDeclaration[] }
  /** `type t := T` */
  | { readonly kind: "TypeSubst"; readonly decls: readonly TypeDeclaration[] }
  | { readonly kind: "TypeExtension"; readonly extension: TypeExtension }
  | { readonly kind: "Exception"; readonly constructor: ExtensionConstructor }
  | { readonly kind: "Module"; readonly decl: ModuleDeclaration }
  /** `module M := P` */
  | { readonly kind: "ModuleSubst"; readonly name: Located<string>; readonly target: Located<Longident> }
  | { readonly kind: "RecModule"; readonly decls: readonly ModuleDeclaration[] }
  | { readonly kind: "ModuleType"; readonly decl: ModuleTypeDeclaration }
  | { readonly kind: "Open"; readonly open: OpenDescription }
  | { readonly kind: "Include"; readonly type: ModuleType; readonly attributes: Attributes }
  /** `[@@@attr]` floating attribute */
  | { readonly kind: "Attribute"; readonly attribute: Attribute }
  | { readonly kind: "Extension"; readonly name: Located<string> };

// ---------------------------------------------------------------------------------------------
// Module expressions and structures

export interface ModuleExpr {
  readonly desc: ModuleExprDesc;
  readonly loc: Location;
  readonly attributes: Attributes;
}

export type ModuleExprDesc =
  | { readonly kind: "Ident"; readonly name: Located<Longident> }
  | { readonly kind: "Structure"; readonly items: readonly StructureItem[] }
  | { readonly kind: "Functor"; readonly param: FunctorParameter; readonly body: ModuleExpr }
  | { readonly kind: "Apply"; readonly functor: ModuleExpr; readonly arg: ModuleExpr }
  /** `F ()` for generative functors */
  | { readonly kind: "ApplyUnit"; readonly functor: ModuleExpr }
  | { readonly kind: "Constraint"; readonly module: ModuleExpr; readonly type: ModuleType }
  /** `(val E : S)` */
  | { readonly kind: "Unpack"; readonly expr: Expression }
  | { readonly kind: "Extension"; readonly name: Located<string> };

export interface ModuleBinding {
  readonly name: Located<string | undefined>;
  readonly module: ModuleExpr;
  readonly attributes: Attributes;
  readonly loc: Location;
}

export interface StructureItem {
  readonly desc: StructureItemDesc;
  readonly loc: Location;
}

export type StructureItemDesc =
  /** A toplevel expression `E` (or `;; E`), as `let _ = E` */
  | { readonly kind: "Eval"; readonly expr: Expression; readonly attributes: Attributes }
  | { readonly kind: "Value"; readonly rec: RecFlag; readonly bindings: readonly ValueBinding[] }
  /** `external f : T = "prim"` */
  | { readonly kind: "Primitive"; readonly value: ValueDescription }
  | { readonly kind: "Class"; readonly decls: readonly ClassDeclaration[] }
  /** `class type ct = class_type and ...` */
  | { readonly kind: "ClassType"; readonly decls: readonly ClassDescription[] }
  | { readonly kind: "Type"; readonly rec: RecFlag; readonly decls: readonly TypeDeclaration[] }
  | { readonly kind: "TypeExtension"; readonly extension: TypeExtension }
  | { readonly kind: "Exception"; readonly constructor: ExtensionConstructor }
  | { readonly kind: "Module"; readonly binding: ModuleBinding }
  | { readonly kind: "RecModule"; readonly bindings: readonly ModuleBinding[] }
  | { readonly kind: "ModuleType"; readonly decl: ModuleTypeDeclaration }
  | { readonly kind: "Open"; readonly module: ModuleExpr; readonly override: boolean; readonly attributes: Attributes }
  | { readonly kind: "Include"; readonly module: ModuleExpr; readonly attributes: Attributes }
  /** `[@@@attr]` floating attribute (e.g. `[@@@ocaml.warning "-32"]`) */
  | { readonly kind: "Attribute"; readonly attribute: Attribute }
  | { readonly kind: "Extension"; readonly name: Located<string> };

/** A `.ml` file. */
export type Structure = readonly StructureItem[];
/** A `.mli` file. */
export type Signature = readonly SignatureItem[];
