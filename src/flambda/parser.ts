// A parser for the IR's text form, the syntax `printer.ts` prints. It exists so that tests of
// Simplify and of the back end can be written directly in IR ("before ===> after"); errors are
// `CompileError`s located at line and column.
//
// Syntax by example (comments are OCaml's `(* ... *)`):
//
//   unit Foo $camlFoo -> k_return / k_exn =      (* a unit: module symbol, toplevel continuations *)
//   let x = %add_int y 1 in                      (* a primitive on a tagged int *)
//   let (f : naked_float) = %unbox_float b in    (* a kind other than `value` is written *)
//   let z = x in                                 (* a simple: variable, $symbol or constant *)
//   let_cont k1 (z, w : naked_float) =           (* a non-recursive continuation handler *)
//     apply_cont k z
//   in
//   let_cont rec loop (i) =                      (* a recursive group: `and` separates handlers *)
//     ...
//   and other () = ...
//   in
//   let_cont exn handler (e) = ... in            (* an exception handler *)
//   apply_cont body_k [push handler]             (* trap actions: [push h], [pop h], [pop h regular] *)
//   switch x { 0 -> k1 1 | 1 -> k2 }            (* arms are continuation applications *)
//   apply f x y -> k / k_exn                     (* OCaml call, unknown arity *)
//   apply known(value, value -> value) f x y -> k / k_exn
//   apply direct(code_fact, fact_slot) f x -> never / k_exn inlined(always)
//   ccall caml_compare x y -> k / k_exn          (* C call; arity when not all `value`: *)
//   ccall caml_sqrt_float(naked_float -> naked_float) x -> k / k_exn
//   invalid "unreachable"
//
// Constants: `12` (tagged int), `#12` (untagged immediate), `12l` `12L` `12n` (naked int32,
// int64, nativeint), `1.5` `1e10` `-0.` `nan` `inf` `-inf` (naked float).
//
// Closures and static constants:
//
//   let f, g = closures { f_slot = code_f; g_slot = code_g } env { x_slot = x; (y_slot : naked_float) = y } in
//   let_symbol
//     code code_f (n, m : naked_int64) my_closure c -> k_ret / k_exn : value rec inline(always) name("f") =
//       let x = %project_value_slot[f_slot x_slot] c in
//       apply_cont k_ret x
//   and $s = block 0 (1, $t)                     (* also: block 0 mutable (...) *)
//   and $fs, $gs = closures { f_slot = code_f; g_slot = code_g }
//   and $fl = boxed_float 1.5                     (* boxed_int32 1l, boxed_int64 1L, boxed_nativeint 1n *)
//   and $str = string "hello\n"                   (* mutable_string "..", float_array (1., 2.), empty_array *)
//   in ...
//
// Code attributes after the result arity: `rec`, `inline(always|never|hint|available)`,
// `specialise(always|never)`, `functor`, `unroll(n)`, `local(always|never)`, `stub`, `called_once`, `identity`, `size(n)`
// (only when it differs from the computed size), `name("...")`, and a location.
// Locations: `@loc("file.ml", line, col, offset, end_line, end_col, end_offset)` (or `@ghost(...)`)
// after an `apply`, a primitive, or code attributes.
//
// Primitives are `%name[params] args`: `%add_int` `%sub_imm` `%mul_i32` `%div_i64` `%mod_nat`
// (suffixes int = tagged, imm, i32, i64, nat, float), `%and_` `%or_` `%xor_` `%lsl_` `%lsr_`
// `%asr_`, comparisons `%eq_` `%ne_` `%lt_` `%gt_` `%le_` `%ge_`, unsigned `%ult_` ...,
// `%compare_`, `%neg_`, `%abs_float`, `%conv_<src>_<dst>`, `%box_<n>` `%unbox_<n>`, `%not`,
// `%tag_imm`, `%untag_imm`, `%is_int`, `%get_tag`, `%array_length`, `%string_length`,
// `%bytes_length`, `%opaque`, `%bytes_of_string`, `%string_of_bytes`, `%phys_eq`, `%phys_ne`,
// `%block_load[field tag=t size=s imm|floats mutable|immutable_unique]`,
// `%block_set[field tag=t size=s imm|floats init]`, `%array_load[values|immediates|floats|generic
// immutable]`, `%array_set[kind]`, `%string_load[8|16|32|64]`, `%bytes_load[w]`, `%bytes_set[w]`,
// `%make_block[tag kinds=imm,any mutable]` (or `[floats]`), `%make_array[kind immutable]`,
// `%project_value_slot[fslot vslot kind]`, `%project_function_slot[from to]`,
// `%optimised_out[kind]`.
import { errorAt } from "../common/diagnostic.js";
import { makeLocation, type Location } from "../common/location.js";
import {
  boundBlockLike,
  boundCode,
  boundSetOfClosures,
  boundSingleton,
  boundStatic,
  boundStaticClosures,
  type BoundPattern,
  type BoundStatic,
} from "./bound_pattern.js";
import { code, param, type Code, type CodeAttributes, type CodeDebuginfo, type Param, type SpecialiseAttribute } from "./code.js";
import type { Debuginfo } from "./debuginfo.js";
import {
  apply,
  applyCont,
  cCall,
  contHandler,
  defaultInlined,
  directCall,
  indirectKnownArity,
  indirectUnknownArity,
  invalid,
  let_,
  letCont,
  letContRec,
  popTrap,
  pushTrap,
  switch_,
  switchArm,
  type ApplyCont,
  type CallKind,
  type ContHandler,
  type Expr,
  type InlinedAttribute,
  type RaiseKind,
  type TrapAction,
} from "./expr.js";
import { flambdaUnit, generatorPast, type FlambdaUnit } from "./flambda_unit.js";
import { isKind, type Kind } from "./kinds.js";
import type { CodeId, Continuation, FunctionSlot, Symbol, ValueSlot, Variable } from "./names.js";
import { namedPrim, namedSetOfClosures, namedSimple, namedStaticConsts, type Named } from "./named.js";
import {
  binary,
  nullary,
  ternary,
  unary,
  variadic,
  type ArrayKind,
  type BinaryOp,
  type BlockAccessKind,
  type BlockFieldKind,
  type BoxableNumber,
  type FloatArithOp,
  type FloatComparison,
  type IntArithOp,
  type IntComparison,
  type IntShiftOp,
  type Mutability,
  type Primitive,
  type StandardInt,
  type StandardIntOrFloat,
  type StringAccessWidth,
  type UnaryOp,
} from "./primitives.js";
import { arrayKindOfWord, primitiveHead } from "./printer.js";
import { functionDecl, setOfClosures, valueSlotBinding, type SetOfClosures } from "./set_of_closures.js";
import {
  nakedFloat,
  nakedImmediate,
  nakedInt32,
  nakedInt64,
  nakedNativeint,
  simpleConst,
  simpleSymbol,
  simpleVar,
  taggedImmediate,
  type Simple,
} from "./simple.js";
import {
  boxedFloat,
  boxedInt32,
  boxedInt64,
  boxedNativeint,
  emptyArray,
  immutableFloatArray,
  immutableString,
  mutableString,
  staticBlock,
  staticCode,
  staticSetOfClosures,
  type StaticConst,
} from "./static_const.js";
import { tokenize, type Token, type TokenKind } from "./text_lexer.js";

/** Words that end a list of simples, so they cannot be used as names. */
const RESERVED = new Set([
  "let",
  "let_symbol",
  "let_cont",
  "in",
  "and",
  "apply",
  "ccall",
  "apply_cont",
  "switch",
  "invalid",
  "inlined",
  "specialised",
]);

// ---------------------------------------------------------------------------------------------
// The table of primitives without parameters, keyed by their printed name (built from the
// printer so that the two cannot disagree).

type FixedOp =
  | { readonly arity: 1; readonly op: UnaryOp }
  | { readonly arity: 2; readonly op: BinaryOp };

const standardInts: readonly StandardInt[] = [
  "tagged_immediate",
  "naked_immediate",
  "naked_int32",
  "naked_int64",
  "naked_nativeint",
];
const numbers: readonly StandardIntOrFloat[] = [...standardInts, "naked_float"];
const boxables: readonly BoxableNumber[] = ["naked_float", "naked_int32", "naked_int64", "naked_nativeint"];
const intArithOps: readonly IntArithOp[] = ["add", "sub", "mul", "div", "mod", "and", "or", "xor"];
const intShiftOps: readonly IntShiftOp[] = ["lsl", "lsr", "asr"];
const intComparisons: readonly IntComparison[] = ["eq", "ne", "lt", "gt", "le", "ge", "ult", "ugt", "ule", "uge", "compare"];
const floatArithOps: readonly FloatArithOp[] = ["add", "sub", "mul", "div"];
const floatComparisons: readonly FloatComparison[] = ["eq", "ne", "lt", "gt", "le", "ge", "compare"];

/** Every primitive operation that takes no parameters (for the parser and for tests). */
export function allFixedOps(): readonly FixedOp[] {
  const ops: FixedOp[] = [];
  const u = (op: UnaryOp) => ops.push({ arity: 1, op });
  const b = (op: BinaryOp) => ops.push({ arity: 2, op });
  u({ kind: "tag_immediate" });
  u({ kind: "untag_immediate" });
  for (const int of standardInts) u({ kind: "int_neg", int });
  u({ kind: "float_neg" });
  u({ kind: "float_abs" });
  u({ kind: "boolean_not" });
  for (const src of numbers) for (const dst of numbers) if (src !== dst) u({ kind: "num_conv", src, dst });
  for (const number of boxables) {
    u({ kind: "box_number", number });
    u({ kind: "unbox_number", number });
  }
  for (const kind of [
    "is_int",
    "get_tag",
    "array_length",
    "string_length",
    "bytes_length",
    "opaque_identity",
    "bytes_of_string",
    "string_of_bytes",
  ] as const)
    u({ kind });
  for (const int of standardInts) {
    for (const op of intArithOps) b({ kind: "int_arith", int, op });
    for (const op of intShiftOps) b({ kind: "int_shift", int, op });
    for (const op of intComparisons) b({ kind: "int_comp", int, op });
  }
  for (const op of floatArithOps) b({ kind: "float_arith", op });
  for (const op of floatComparisons) b({ kind: "float_comp", op });
  b({ kind: "phys_equal" });
  b({ kind: "phys_not_equal" });
  return ops;
}

let fixedOpTable: Map<string, FixedOp> | undefined;

function fixedOps(): Map<string, FixedOp> {
  if (fixedOpTable === undefined) {
    fixedOpTable = new Map();
    const dummy = simpleConst(taggedImmediate(0));
    for (const f of allFixedOps()) {
      const p = f.arity === 1 ? unary(f.op, dummy) : binary(f.op, dummy, dummy);
      fixedOpTable.set(primitiveHead(p).name, f);
    }
  }
  return fixedOpTable;
}

// ---------------------------------------------------------------------------------------------

interface PrimParam {
  readonly word: string;
  readonly values: readonly string[] | undefined;
  readonly token: Token;
}

class Parser {
  private i = 0;
  private readonly tokens: Token[];
  /** Every name read, so the unit's name generator numbers past them. */
  readonly names: string[] = [];

  constructor(
    text: string,
    private readonly file: string,
  ) {
    this.tokens = tokenize(text, file);
  }

  // --- token helpers ---

  private peek(k = 0): Token {
    return this.tokens[Math.min(this.i + k, this.tokens.length - 1)]!;
  }
  private next(): Token {
    const t = this.peek();
    if (this.i < this.tokens.length - 1) this.i++;
    return t;
  }
  private loc(t: Token): Location {
    return makeLocation(this.file, t.start, t.end);
  }
  private fail(t: Token, msg: string): never {
    throw errorAt(this.loc(t), msg);
  }
  private describe(t: Token): string {
    if (t.kind === "eof") return "end of input";
    if (t.kind === "string") return "a string";
    const prefix = t.kind === "symbol" ? "$" : t.kind === "prim" ? "%" : t.kind === "at" ? "@" : "";
    return `'${prefix}${t.text}'`;
  }
  private isPunct(p: string, k = 0): boolean {
    const t = this.peek(k);
    return t.kind === "punct" && t.text === p;
  }
  private isWord(w: string, k = 0): boolean {
    const t = this.peek(k);
    return t.kind === "ident" && t.text === w;
  }
  private expectPunct(p: string): Token {
    const t = this.next();
    if (t.kind !== "punct" || t.text !== p) this.fail(t, `Syntax error: '${p}' expected, found ${this.describe(t)}`);
    return t;
  }
  private expectWord(w: string): Token {
    const t = this.next();
    if (t.kind !== "ident" || t.text !== w) this.fail(t, `Syntax error: '${w}' expected, found ${this.describe(t)}`);
    return t;
  }
  private acceptPunct(p: string): boolean {
    if (this.isPunct(p)) {
      this.next();
      return true;
    }
    return false;
  }
  private acceptWord(w: string): boolean {
    if (this.isWord(w)) {
      this.next();
      return true;
    }
    return false;
  }
  private name(what: string): string {
    const t = this.next();
    if (t.kind !== "ident" || RESERVED.has(t.text)) this.fail(t, `Syntax error: ${what} expected, found ${this.describe(t)}`);
    this.names.push(t.text);
    return t.text;
  }
  private variable(): Variable {
    return this.name("a variable") as Variable;
  }
  private continuation(): Continuation {
    return this.name("a continuation") as Continuation;
  }
  private symbol(): Symbol {
    const t = this.next();
    if (t.kind !== "symbol") this.fail(t, `Syntax error: a symbol ($name) expected, found ${this.describe(t)}`);
    this.names.push(t.text);
    return t.text as Symbol;
  }
  private int(): number {
    const t = this.next();
    if (t.kind !== "int") this.fail(t, `Syntax error: an integer expected, found ${this.describe(t)}`);
    return Number(t.text);
  }
  private kind(): Kind {
    const t = this.next();
    if (t.kind !== "ident" || !isKind(t.text)) this.fail(t, `Syntax error: a kind expected, found ${this.describe(t)}`);
    return t.text as Kind;
  }
  private string(): string {
    const t = this.next();
    if (t.kind !== "string") this.fail(t, `Syntax error: a string expected, found ${this.describe(t)}`);
    return t.text;
  }

  // --- simples ---

  private startsSimple(): boolean {
    const t = this.peek();
    switch (t.kind) {
      case "ident":
        return !RESERVED.has(t.text);
      case "symbol":
      case "int":
      case "naked_imm":
      case "int32":
      case "int64":
      case "nativeint":
      case "float":
        return true;
      default:
        return false;
    }
  }

  private simple(): Simple {
    const t = this.next();
    switch (t.kind as TokenKind) {
      case "ident":
        if (RESERVED.has(t.text)) break;
        this.names.push(t.text);
        return simpleVar(t.text as Variable);
      case "symbol":
        this.names.push(t.text);
        return simpleSymbol(t.text as Symbol);
      case "int":
        return simpleConst(taggedImmediate(Number(t.text)));
      case "naked_imm":
        return simpleConst(nakedImmediate(Number(t.text)));
      case "int32":
        return simpleConst(nakedInt32(Number(t.text)));
      case "int64":
        return simpleConst(nakedInt64(BigInt(t.text)));
      case "nativeint":
        return simpleConst(nakedNativeint(Number(t.text)));
      case "float":
        return simpleConst(nakedFloat(floatOfText(t.text)));
      default:
        break;
    }
    return this.fail(t, `Syntax error: a variable, symbol or constant expected, found ${this.describe(t)}`);
  }

  private simples(): Simple[] {
    const out: Simple[] = [];
    if (this.isPunct("(") && this.isPunct(")", 1)) {
      this.next();
      this.next();
      return out;
    }
    if (this.isPunct("(")) {
      // Also accepted: a parenthesised, comma-separated list `(a, b)`.
      const save = this.i;
      this.next();
      const inner: Simple[] = [];
      let ok = true;
      while (ok) {
        if (!this.startsSimple()) {
          ok = false;
          break;
        }
        inner.push(this.simple());
        if (this.acceptPunct(")")) break;
        if (!this.acceptPunct(",")) ok = false;
      }
      if (ok) return inner;
      this.i = save;
    }
    while (this.startsSimple()) out.push(this.simple());
    return out;
  }

  // --- locations ---

  private location(): Location {
    const at = this.next();
    if (at.kind !== "at" || (at.text !== "loc" && at.text !== "ghost")) this.fail(at, "Syntax error: @loc(...) expected");
    this.expectPunct("(");
    const file = this.string();
    const nums: number[] = [];
    for (let k = 0; k < 6; k++) {
      this.expectPunct(",");
      nums.push(this.int());
    }
    this.expectPunct(")");
    const [l1, c1, o1, l2, c2, o2] = nums as [number, number, number, number, number, number];
    return makeLocation(file, { line: l1, col: c1, offset: o1 }, { line: l2, col: c2, offset: o2 }, at.text === "ghost");
  }

  private dbg(): Debuginfo {
    const out: Location[] = [];
    while (this.peek().kind === "at") out.push(this.location());
    return out;
  }

  // --- parameters and arities ---

  private params(): Param[] {
    this.expectPunct("(");
    const out: Param[] = [];
    if (this.acceptPunct(")")) return out;
    for (;;) {
      const name = this.variable();
      const kind = this.acceptPunct(":") ? this.kind() : "value";
      out.push(param(name, kind));
      if (this.acceptPunct(")")) return out;
      this.expectPunct(",");
    }
  }

  private kindList(stop: string): Kind[] {
    const out: Kind[] = [];
    if (this.isPunct(stop)) return out;
    for (;;) {
      out.push(this.kind());
      if (this.isPunct(stop)) return out;
      this.expectPunct(",");
    }
  }

  /** `(k1, k2 -> r1)` */
  private arrowArity(): { params: Kind[]; results: Kind[] } {
    this.expectPunct("(");
    const params = this.kindList("->");
    this.expectPunct("->");
    const results = this.kindList(")");
    this.expectPunct(")");
    return { params, results };
  }

  /** `value` or `(k1, k2)` or `()` */
  private resultArity(): Kind[] {
    if (this.acceptPunct("(")) {
      const ks = this.kindList(")");
      this.expectPunct(")");
      return ks;
    }
    return [this.kind()];
  }

  // --- primitives ---

  private primParams(): PrimParam[] {
    const out: PrimParam[] = [];
    if (!this.acceptPunct("[")) return out;
    while (!this.acceptPunct("]")) {
      const t = this.next();
      if (t.kind !== "ident" && t.kind !== "int") this.fail(t, `Syntax error: a primitive parameter expected, found ${this.describe(t)}`);
      let values: string[] | undefined;
      if (this.acceptPunct("=")) {
        values = [];
        do {
          const v = this.next();
          if (v.kind !== "ident" && v.kind !== "int") this.fail(v, `Syntax error: a parameter value expected, found ${this.describe(v)}`);
          values.push(v.text);
        } while (this.acceptPunct(","));
      }
      out.push({ word: t.text, values, token: t });
    }
    return out;
  }

  private primitive(): { prim: Primitive; dbg: Debuginfo } {
    const head = this.next();
    const params = this.primParams();
    const args = this.simples();
    const dbg = this.dbg();
    return { prim: this.buildPrimitive(head, params, args), dbg };
  }

  private buildPrimitive(head: Token, params: PrimParam[], args: Simple[]): Primitive {
    const name = head.text;
    const arity = (n: number) => {
      if (args.length !== n)
        this.fail(head, `The primitive %${name} takes ${n} argument${n === 1 ? "" : "s"}, not ${args.length}`);
    };
    const noParams = () => {
      if (params.length > 0) this.fail(params[0]!.token, `The primitive %${name} takes no parameters`);
    };
    const fixed = fixedOps().get(name);
    if (fixed !== undefined) {
      noParams();
      arity(fixed.arity);
      return fixed.arity === 1 ? unary(fixed.op, args[0]!) : binary(fixed.op, args[0]!, args[1]!);
    }
    const badParam = (p: PrimParam): never => this.fail(p.token, `Unexpected parameter '${p.word}' of %${name}`);
    const intOf = (p: PrimParam, s: string | undefined): number => {
      if (s === undefined || !/^-?\d+$/.test(s)) return this.fail(p.token, `An integer is expected for '${p.word}'`);
      return Number(s);
    };
    const mutabilityOf = (w: string): Mutability | undefined =>
      w === "mutable" || w === "immutable" || w === "immutable_unique" ? w : undefined;
    const widthOf = (): StringAccessWidth => {
      const p = params[0];
      if (params.length !== 1 || p === undefined || !["8", "16", "32", "64"].includes(p.word))
        return this.fail(head, `%${name} takes one width parameter: 8, 16, 32 or 64`);
      return Number(p.word) as StringAccessWidth;
    };
    const arrayKindParams = (dfltMut: Mutability): { arrayKind: ArrayKind; mutability: Mutability } => {
      let arrayKind: ArrayKind | undefined;
      let mutability = dfltMut;
      for (const p of params) {
        const ak = arrayKindOfWord.get(p.word);
        const m = mutabilityOf(p.word);
        if (ak !== undefined && p.values === undefined) arrayKind = ak;
        else if (m !== undefined && p.values === undefined) mutability = m;
        else badParam(p);
      }
      if (arrayKind === undefined) return this.fail(head, `%${name} needs an array kind: values, immediates, floats or generic`);
      return { arrayKind, mutability };
    };
    const accessParams = (): { field: number; access: BlockAccessKind; mutability: Mutability; init: boolean } => {
      let field: number | undefined;
      let tag: number | undefined;
      let size: number | undefined;
      let floats = false;
      let imm = false;
      let init = false;
      let mutability: Mutability = "immutable";
      for (const p of params) {
        if (/^\d+$/.test(p.word) && p.values === undefined && field === undefined) field = Number(p.word);
        else if (p.word === "tag" && p.values?.length === 1) tag = intOf(p, p.values[0]);
        else if (p.word === "size" && p.values?.length === 1) size = intOf(p, p.values[0]);
        else if (p.word === "floats" && p.values === undefined) floats = true;
        else if (p.word === "imm" && p.values === undefined) imm = true;
        else if (p.word === "init" && p.values === undefined) init = true;
        else if (mutabilityOf(p.word) !== undefined && p.values === undefined) mutability = mutabilityOf(p.word)!;
        else badParam(p);
      }
      if (field === undefined) return this.fail(head, `%${name} needs a field index`);
      if (floats && (tag !== undefined || imm)) this.fail(head, `%${name}: a float block access has no tag nor field kind`);
      const access: BlockAccessKind = floats
        ? { kind: "naked_floats", size }
        : { kind: "values", tag, size, fieldKind: imm ? "immediate" : "any_value" };
      return { field, access, mutability, init };
    };

    switch (name) {
      case "optimised_out": {
        arity(0);
        const p = params[0];
        if (params.length !== 1 || p === undefined || !isKind(p.word)) return this.fail(head, "%optimised_out takes a kind parameter");
        return nullary({ kind: "optimised_out", resultKind: p.word });
      }
      case "block_load": {
        arity(1);
        const a = accessParams();
        if (a.init) this.fail(head, "%block_load takes no 'init' parameter");
        return unary({ kind: "block_load", field: a.field, access: a.access, mutability: a.mutability }, args[0]!);
      }
      case "block_set": {
        arity(2);
        const a = accessParams();
        if (a.mutability !== "immutable") this.fail(head, "%block_set takes no mutability parameter");
        return binary(
          { kind: "block_set", field: a.field, access: a.access, init: a.init ? "initialization" : "assignment" },
          args[0]!,
          args[1]!,
        );
      }
      case "project_value_slot": {
        arity(1);
        if (params.length < 2 || params.length > 3 || params.some((p) => p.values !== undefined))
          return this.fail(head, "%project_value_slot takes a function slot, a value slot and optionally a kind");
        const slotKind = params[2] === undefined ? "value" : params[2].word;
        if (!isKind(slotKind)) return this.fail(params[2]!.token, `Unknown kind ${slotKind}`);
        this.names.push(params[0]!.word, params[1]!.word);
        return unary(
          {
            kind: "project_value_slot",
            from: params[0]!.word as FunctionSlot,
            slot: params[1]!.word as ValueSlot,
            slotKind,
          },
          args[0]!,
        );
      }
      case "project_function_slot": {
        arity(1);
        if (params.length !== 2 || params.some((p) => p.values !== undefined))
          return this.fail(head, "%project_function_slot takes two function slots");
        this.names.push(params[0]!.word, params[1]!.word);
        return unary(
          { kind: "project_function_slot", from: params[0]!.word as FunctionSlot, to: params[1]!.word as FunctionSlot },
          args[0]!,
        );
      }
      case "array_load": {
        arity(2);
        const { arrayKind, mutability } = arrayKindParams("mutable");
        return binary({ kind: "array_load", arrayKind, mutability }, args[0]!, args[1]!);
      }
      case "array_set": {
        arity(3);
        const { arrayKind, mutability } = arrayKindParams("mutable");
        if (mutability !== "mutable") this.fail(head, "%array_set takes no mutability parameter");
        return ternary({ kind: "array_set", arrayKind }, args[0]!, args[1]!, args[2]!);
      }
      case "string_load":
      case "bytes_load":
        arity(2);
        return binary({ kind: name, width: widthOf() }, args[0]!, args[1]!);
      case "bytes_set":
        arity(3);
        return ternary({ kind: "bytes_set", width: widthOf() }, args[0]!, args[1]!, args[2]!);
      case "make_array": {
        const { arrayKind, mutability } = arrayKindParams("mutable");
        return variadic({ kind: "make_array", arrayKind, mutability }, args);
      }
      case "make_block": {
        let tag: number | undefined;
        let floats = false;
        let kinds: BlockFieldKind[] | undefined;
        let mutability: Mutability = "immutable";
        for (const p of params) {
          if (/^\d+$/.test(p.word) && p.values === undefined && tag === undefined) tag = Number(p.word);
          else if (p.word === "floats" && p.values === undefined) floats = true;
          else if (p.word === "kinds" && p.values !== undefined)
            kinds = p.values.map((v) =>
              v === "imm" ? "immediate" : v === "any" ? "any_value" : this.fail(p.token, `Unknown field kind ${v} (imm or any)`),
            );
          else if (mutabilityOf(p.word) !== undefined && p.values === undefined) mutability = mutabilityOf(p.word)!;
          else badParam(p);
        }
        if (floats) {
          if (tag !== undefined || kinds !== undefined) this.fail(head, "%make_block[floats] takes no tag nor field kinds");
          return variadic({ kind: "make_block", blockKind: { kind: "naked_floats" }, mutability }, args);
        }
        if (tag === undefined) return this.fail(head, "%make_block needs a tag");
        if (kinds !== undefined && kinds.length !== args.length)
          this.fail(head, `%make_block has ${kinds.length} field kinds but ${args.length} arguments`);
        const fieldKinds = kinds ?? new Array<BlockFieldKind>(args.length).fill("any_value");
        return variadic({ kind: "make_block", blockKind: { kind: "values", tag, fieldKinds }, mutability }, args);
      }
      default:
        return this.fail(head, `Unknown primitive %${name}`);
    }
  }

  // --- named ---

  private setOfClosures(): SetOfClosures {
    this.expectWord("closures");
    this.expectPunct("{");
    const decls = [];
    if (!this.isPunct("}")) {
      do {
        const slot = this.name("a function slot") as FunctionSlot;
        this.expectPunct("=");
        const codeId = this.name("a code id") as CodeId;
        decls.push(functionDecl(slot, codeId));
      } while (this.acceptPunct(";"));
    }
    this.expectPunct("}");
    const slots = [];
    if (this.acceptWord("env")) {
      this.expectPunct("{");
      if (!this.isPunct("}")) {
        do {
          let slot: ValueSlot;
          let kind: Kind = "value";
          if (this.acceptPunct("(")) {
            slot = this.name("a value slot") as ValueSlot;
            this.expectPunct(":");
            kind = this.kind();
            this.expectPunct(")");
          } else {
            slot = this.name("a value slot") as ValueSlot;
          }
          this.expectPunct("=");
          slots.push(valueSlotBinding(slot, this.simple(), kind));
        } while (this.acceptPunct(";"));
      }
      this.expectPunct("}");
    }
    return setOfClosures(decls, slots);
  }

  private named(): Named {
    const t = this.peek();
    if (t.kind === "prim") {
      const { prim, dbg } = this.primitive();
      return namedPrim(prim, dbg);
    }
    if (this.isWord("closures")) return namedSetOfClosures(this.setOfClosures());
    return namedSimple(this.simple());
  }

  // --- static constants ---

  /** Reads code (after `code`), then gives it to `k` once its body has been read. */
  private codeK(k: (c: Code) => void): void {
    const codeId = this.name("a code id") as CodeId;
    const params = this.params();
    this.expectWord("my_closure");
    const myClosure = this.variable();
    this.expectPunct("->");
    const ret = this.continuation();
    this.expectPunct("/");
    const exn = this.continuation();
    this.expectPunct(":");
    const resultArity = this.resultArity();
    let recursive = false;
    const attributes: { -readonly [K in keyof CodeAttributes]?: CodeAttributes[K] } = {};
    const dbg: { -readonly [K in keyof CodeDebuginfo]?: CodeDebuginfo[K] } = {};
    let size: number | undefined;
    const wordArg = <T extends string>(allowed: readonly T[]): T => {
      this.expectPunct("(");
      const t = this.next();
      if (t.kind !== "ident" || !(allowed as readonly string[]).includes(t.text))
        this.fail(t, `Syntax error: one of ${allowed.join(", ")} expected`);
      this.expectPunct(")");
      return t.text as T;
    };
    const intArg = (): number => {
      this.expectPunct("(");
      const n = this.int();
      this.expectPunct(")");
      return n;
    };
    for (;;) {
      const t = this.peek();
      if (t.kind === "at") {
        dbg.loc = this.location();
        continue;
      }
      if (t.kind !== "ident") break;
      if (t.text === "rec") recursive = true;
      else if (t.text === "functor") attributes.isAFunctor = true;
      else if (t.text === "stub") attributes.stub = true;
      else if (t.text === "wrapper") attributes.wrapper = true;
      else if (t.text === "called_once") attributes.calledOnce = true;
      else if (t.text === "identity") attributes.identity = true;
      else if (t.text === "inline") {
        this.next();
        attributes.inline = wordArg<CodeAttributes["inline"]>(["default", "always", "never", "hint", "available"]);
        continue;
      } else if (t.text === "specialise") {
        this.next();
        attributes.specialise = wordArg<CodeAttributes["specialise"]>(["default", "always", "never"]);
        continue;
      } else if (t.text === "local") {
        this.next();
        attributes.local = wordArg<CodeAttributes["local"]>(["default", "always", "never"]);
        continue;
      } else if (t.text === "unroll") {
        this.next();
        attributes.unrollLimit = intArg();
        continue;
      } else if (t.text === "size") {
        this.next();
        size = intArg();
        continue;
      } else if (t.text === "name") {
        this.next();
        this.expectPunct("(");
        dbg.name = this.string();
        this.expectPunct(")");
        continue;
      } else break;
      this.next();
    }
    this.expectPunct("=");
    this.exprK((body) =>
      k(
        code({
          codeId,
          params,
          returnContinuation: ret,
          exnContinuation: exn,
          myClosure,
          body,
          resultArity,
          recursive,
          attributes,
          ...(size !== undefined ? { size } : {}),
          dbg,
        }),
      ),
    );
  }

  private floatLiteral(): number {
    const t = this.next();
    if (t.kind !== "float") this.fail(t, `Syntax error: a float expected, found ${this.describe(t)}`);
    return floatOfText(t.text);
  }

  /** Reads one binding of a `let_symbol`, then gives it to `k` (later, for code: once its body is read). */
  private staticBindingK(k: (b: { bound: BoundStatic; value: StaticConst }) => void): void {
    if (this.acceptWord("code")) {
      this.codeK((c) => k({ bound: boundCode(c.codeId), value: staticCode(c) }));
      return;
    }
    const b = this.staticBinding();
    this.tasks.push(() => k(b));
  }

  private staticBinding(): { bound: BoundStatic; value: StaticConst } {
    const symbols = [this.symbol()];
    while (this.acceptPunct(",")) symbols.push(this.symbol());
    this.expectPunct("=");
    if (this.isWord("closures")) {
      const set = this.setOfClosures();
      return { bound: boundStaticClosures(symbols), value: staticSetOfClosures(set) };
    }
    if (symbols.length !== 1) this.fail(this.peek(), "Syntax error: several symbols can only be bound to closures");
    const bound = boundBlockLike(symbols[0]!);
    const t = this.next();
    if (t.kind !== "ident") this.fail(t, `Syntax error: a static constant expected, found ${this.describe(t)}`);
    const literal = (kind: TokenKind): string => {
      const v = this.next();
      if (v.kind !== kind) this.fail(v, `Syntax error: a ${kind} literal expected, found ${this.describe(v)}`);
      return v.text;
    };
    switch (t.text) {
      case "block": {
        const tag = this.int();
        let mutability: Mutability = "immutable";
        if (this.acceptWord("mutable")) mutability = "mutable";
        else if (this.acceptWord("immutable_unique")) mutability = "immutable_unique";
        this.expectPunct("(");
        const fields: Simple[] = [];
        if (!this.acceptPunct(")")) {
          for (;;) {
            fields.push(this.simple());
            if (this.acceptPunct(")")) break;
            this.expectPunct(",");
          }
        }
        return { bound, value: staticBlock(tag, mutability, fields) };
      }
      case "boxed_float":
        return { bound, value: boxedFloat(this.floatLiteral()) };
      case "boxed_int32":
        return { bound, value: boxedInt32(Number(literal("int32"))) };
      case "boxed_int64":
        return { bound, value: boxedInt64(BigInt(literal("int64"))) };
      case "boxed_nativeint":
        return { bound, value: boxedNativeint(Number(literal("nativeint"))) };
      case "float_array": {
        this.expectPunct("(");
        const xs: number[] = [];
        if (!this.acceptPunct(")")) {
          for (;;) {
            xs.push(this.floatLiteral());
            if (this.acceptPunct(")")) break;
            this.expectPunct(",");
          }
        }
        return { bound, value: immutableFloatArray(xs) };
      }
      case "empty_array":
        return { bound, value: emptyArray };
      case "string":
        return { bound, value: immutableString(this.string()) };
      case "mutable_string":
        return { bound, value: mutableString(this.string()) };
      default:
        return this.fail(t, `Syntax error: unknown static constant '${t.text}'`);
    }
  }

  // --- expressions ---

  private trap(): TrapAction | undefined {
    if (!this.acceptPunct("[")) return undefined;
    const t = this.next();
    let result: TrapAction;
    if (t.kind === "ident" && t.text === "push") {
      result = pushTrap(this.continuation());
    } else if (t.kind === "ident" && t.text === "pop") {
      const h = this.continuation();
      let raiseKind: RaiseKind | undefined;
      const r = this.peek();
      if (r.kind === "ident" && (r.text === "regular" || r.text === "reraise" || r.text === "notrace")) {
        this.next();
        raiseKind = r.text;
      }
      result = popTrap(h, raiseKind);
    } else {
      return this.fail(t, `Syntax error: 'push' or 'pop' expected, found ${this.describe(t)}`);
    }
    this.expectPunct("]");
    return result;
  }

  private action(): ApplyCont {
    const k = this.continuation();
    const args = this.simples();
    return applyCont(k, args, this.trap());
  }

  /** Reads a continuation handler, then gives it to `k` once its body is read. */
  private handlerK(k: (h: ContHandler) => void): void {
    let isExn = false;
    if (this.isWord("exn") && this.peek(1).kind === "ident") {
      this.next();
      isExn = true;
    }
    const cont = this.continuation();
    const params = this.isPunct("(") ? this.params() : [];
    this.expectPunct("=");
    this.exprK((body) => k(contHandler(cont, params, body, isExn)));
  }

  private inlinedAttribute(): InlinedAttribute {
    this.expectPunct("(");
    const t = this.next();
    let result: InlinedAttribute;
    if (t.kind === "ident" && (t.text === "always" || t.text === "never" || t.text === "hint" || t.text === "default"))
      result = { kind: t.text };
    else if (t.kind === "ident" && t.text === "unroll") result = { kind: "unroll", count: this.int() };
    else return this.fail(t, `Syntax error: always, never, hint or unroll n expected, found ${this.describe(t)}`);
    this.expectPunct(")");
    return result;
  }

  private applyRest(callee: Simple | undefined, callKind: CallKind | ((nargs: number) => CallKind)): Expr {
    const args = this.simples();
    this.expectPunct("->");
    const continuation = this.acceptWord("never") ? ("never_returns" as const) : this.continuation();
    this.expectPunct("/");
    const exnContinuation = this.continuation();
    let inlined = defaultInlined;
    if (this.acceptWord("inlined")) inlined = this.inlinedAttribute();
    let specialised: SpecialiseAttribute = "default";
    if (this.acceptWord("specialised")) {
      this.expectPunct("(");
      const t = this.next();
      if (t.kind !== "ident" || !["default", "always", "never"].includes(t.text))
        return this.fail(t, `Syntax error: default, always or never expected, found ${this.describe(t)}`);
      specialised = t.text as SpecialiseAttribute;
      this.expectPunct(")");
    }
    const dbg = this.dbg();
    const kind = typeof callKind === "function" ? callKind(args.length) : callKind;
    return apply({ callee, args, continuation, exnContinuation, callKind: kind, inlined, specialised, dbg });
  }

  /** Work still to do: the parser runs on a work list rather than by recursion. */
  private tasks: (() => void)[] = [];

  /**
   * One expression. Nested expressions (handlers, code bodies) are read through a work list:
   * in CPS the rest of a sequence of calls lives in the handler of each call's return
   * continuation, so handlers nest as deep as a program is long.
   */
  expr(): Expr {
    let out: Expr | undefined;
    const saved = this.tasks;
    this.tasks = [];
    this.exprK((e) => {
      out = e;
    });
    while (this.tasks.length > 0) this.tasks.pop()!();
    this.tasks = saved;
    return out!;
  }

  /** Reads an expression, then gives it to `k` (from the work list, never from deeper calls). */
  private exprK(k: (e: Expr) => void): void {
    this.tasks.push(() => this.chainK([], k));
  }

  /** Reads the rest of a chain of `let`-like prefixes (already read: `wrappers`) and its end. */
  private chainK(wrappers: ((body: Expr) => Expr)[], k: (e: Expr) => void): void {
    const finish = (last: Expr): void => {
      let e = last;
      for (let i = wrappers.length - 1; i >= 0; i--) e = wrappers[i]!(e);
      this.tasks.push(() => k(e));
    };
    let last: Expr;
    for (;;) {
      const t = this.peek();
      if (t.kind === "punct" && t.text === "(") {
        this.next();
        this.exprK((inner) => {
          this.expectPunct(")");
          finish(inner);
        });
        return;
      }
      if (t.kind !== "ident") this.fail(t, `Syntax error: an expression expected, found ${this.describe(t)}`);
      if (t.text === "let") {
        this.next();
        let pattern: { vars: Variable[]; kind: Kind | undefined };
        if (this.acceptPunct("(")) {
          const v = this.variable();
          this.expectPunct(":");
          const kd = this.kind();
          this.expectPunct(")");
          pattern = { vars: [v], kind: kd };
        } else {
          const vars = [this.variable()];
          while (this.acceptPunct(",")) vars.push(this.variable());
          pattern = { vars, kind: undefined };
        }
        this.expectPunct("=");
        const namedTok = this.peek();
        const named = this.named();
        this.expectWord("in");
        let bound: BoundPattern;
        if (named.kind === "set_of_closures") {
          if (pattern.kind !== undefined) this.fail(namedTok, "Closures have kind value");
          bound = boundSetOfClosures(pattern.vars);
        } else {
          if (pattern.vars.length !== 1) this.fail(namedTok, "Syntax error: several variables can only be bound to closures");
          bound = boundSingleton(pattern.vars[0]!, pattern.kind ?? "value");
        }
        wrappers.push((body) => let_(bound, named, body));
        continue;
      }
      if (t.text === "let_symbol") {
        this.next();
        const bindings: BoundStatic[] = [];
        const consts: StaticConst[] = [];
        const nextBinding = (): void =>
          this.staticBindingK(({ bound, value }) => {
            bindings.push(bound);
            consts.push(value);
            if (this.acceptWord("and")) {
              nextBinding();
              return;
            }
            this.expectWord("in");
            wrappers.push((body) => let_(boundStatic(bindings), namedStaticConsts(consts), body));
            this.chainK(wrappers, k);
          });
        nextBinding();
        return;
      }
      if (t.text === "let_cont") {
        this.next();
        const recursive = this.acceptWord("rec");
        const handlers: ContHandler[] = [];
        const nextHandler = (): void =>
          this.handlerK((h) => {
            handlers.push(h);
            if (this.acceptWord("and")) {
              if (!recursive) this.fail(this.peek(-1), "Syntax error: only 'let_cont rec' binds several continuations");
              nextHandler();
              return;
            }
            this.expectWord("in");
            wrappers.push((body) => (recursive ? letContRec(handlers, body) : letCont(handlers[0]!, body)));
            this.chainK(wrappers, k);
          });
        nextHandler();
        return;
      }
      this.next();
      switch (t.text) {
        case "apply_cont":
          last = this.action();
          break;
        case "switch": {
          const scrutinee = this.simple();
          this.expectPunct("{");
          this.acceptPunct("|");
          const arms = [];
          if (!this.isPunct("}")) {
            do {
              const v = this.int();
              this.expectPunct("->");
              arms.push(switchArm(v, this.action()));
            } while (this.acceptPunct("|"));
          }
          this.expectPunct("}");
          last = switch_(scrutinee, arms);
          break;
        }
        case "invalid":
          last = invalid(this.string());
          break;
        case "apply": {
          let callKind: CallKind = indirectUnknownArity;
          if (this.isWord("direct") && this.isPunct("(", 1)) {
            this.next();
            this.expectPunct("(");
            const codeId = this.name("a code id") as CodeId;
            this.expectPunct(",");
            const slot = this.name("a function slot") as FunctionSlot;
            this.expectPunct(")");
            callKind = directCall(codeId, slot);
          } else if (this.isWord("known") && this.isPunct("(", 1)) {
            this.next();
            const { params, results } = this.arrowArity();
            callKind = indirectKnownArity(params, results);
          }
          const callee = this.isWord("_") ? (this.next(), undefined) : this.simple();
          last = this.applyRest(callee, callKind);
          break;
        }
        case "ccall": {
          const name = this.name("an external name");
          this.names.pop();
          if (this.isPunct("(") && this.looksLikeArity()) {
            const { params, results } = this.arrowArity();
            last = this.applyRest(undefined, cCall(name, params, results));
          } else {
            // No arity written: all arguments and the result are values.
            last = this.applyRest(undefined, (n) => cCall(name, new Array<Kind>(n).fill("value")));
          }
          break;
        }
        default:
          this.fail(t, `Syntax error: an expression expected, found ${this.describe(t)}`);
      }
      break;
    }
    finish(last);
  }

  /** After a C call's name, `(` opens an arity when a kind or `->` follows. */
  private looksLikeArity(): boolean {
    const t = this.peek(1);
    return (t.kind === "punct" && t.text === "->") || (t.kind === "ident" && isKind(t.text));
  }

  expectEnd(): void {
    const t = this.peek();
    if (t.kind !== "eof") this.fail(t, `Syntax error: end of input expected, found ${this.describe(t)}`);
  }

  unit(): FlambdaUnit {
    this.expectWord("unit");
    const nameTok = this.next();
    if (nameTok.kind !== "ident") this.fail(nameTok, "Syntax error: a unit name expected");
    const moduleSymbol = this.symbol();
    this.expectPunct("->");
    const returnContinuation = this.continuation();
    this.expectPunct("/");
    const exnContinuation = this.continuation();
    this.expectPunct("=");
    const body = this.expr();
    this.expectEnd();
    return flambdaUnit({
      name: nameTok.text,
      moduleSymbol,
      returnContinuation,
      exnContinuation,
      body,
      names: generatorPast(this.names),
    });
  }
}

function floatOfText(s: string): number {
  if (s === "nan") return NaN;
  if (s === "inf") return Infinity;
  if (s === "-inf") return -Infinity;
  return Number(s.endsWith(".") ? s + "0" : s);
}

/** Parses an expression (to make fresh names for it, read it as a unit, whose generator numbers past its names). */
export function parseExpr(text: string, file = "<ir>"): Expr {
  const p = new Parser(text, file);
  const e = p.expr();
  p.expectEnd();
  return e;
}

/** Parses a unit (`unit Name $symbol -> k_return / k_exn = ...`). */
export function parseUnit(text: string, file = "<ir>"): FlambdaUnit {
  return new Parser(text, file).unit();
}
