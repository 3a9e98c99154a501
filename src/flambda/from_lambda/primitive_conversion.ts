// Lambda primitives to Flambda primitives (see the mapping in `../primitives.ts`). What may fail
// is made explicit here: a division tests its divisor and raises `Division_by_zero`, a safe
// access tests its index and raises `Invalid_argument "index out of bounds"`; the primitives
// themselves never raise. Floats stay boxed values in this first conversion: float operations
// unbox their arguments and box their result (Simplify removes the pairs that meet).
import { assertNever } from "../../common/assert_never.js";
import type { ArrayKind as LambdaArrayKind, BoxedIntKind, Comparison, FieldAccess, Lambda, ValueKind } from "../../lambda/index.js";
import { debuginfoOf, type Debuginfo } from "../debuginfo.js";
import type { Expr } from "../expr.js";
import type { Kind } from "../kinds.js";
import {
  binary,
  ternary,
  unary,
  variadic,
  type ArrayKind,
  type BlockAccessKind,
  type BlockFieldKind,
  type BoxableNumber,
  type IntComparison,
  type Primitive,
  type StandardInt,
} from "../primitives.js";
import {
  nakedInt32,
  nakedInt64,
  nakedNativeint,
  simpleConst,
  simpleSymbol,
  taggedImmediate,
  type Const,
  type Simple,
} from "../simple.js";
import { staticBlock } from "../static_const.js";
import type { Acc } from "./acc.js";
import { predefinedExceptionSymbol, unitSimple, type Converter } from "./convert.js";
import type { Env } from "./env.js";

const bool = (b: boolean): Simple => simpleConst(taggedImmediate(b ? 1 : 0));

function fieldKind(k: ValueKind): BlockFieldKind {
  return k === "int" ? "immediate" : "any_value";
}

function arrayKind(k: LambdaArrayKind): ArrayKind {
  switch (k) {
    case "generic":
      return "generic";
    case "int":
      return "immediates";
    case "float":
      return "naked_floats";
    case "addr":
      return "values";
    default:
      return assertNever(k);
  }
}

function nakedOfBint(b: BoxedIntKind): BoxableNumber & StandardInt {
  return b === "int32" ? "naked_int32" : b === "int64" ? "naked_int64" : "naked_nativeint";
}

function zeroOf(b: BoxedIntKind): Const {
  return b === "int32" ? nakedInt32(0) : b === "int64" ? nakedInt64(0n) : nakedNativeint(0);
}

function accessOf(a: FieldAccess): BlockAccessKind {
  if (a.tag === 254) return { kind: "naked_floats", size: a.size };
  return { kind: "values", tag: a.tag, size: a.size, fieldKind: fieldKind(a.fieldKind) };
}

function comparison(c: Comparison): IntComparison {
  return c;
}

/**
 * What the helpers below need of the primitive being converted. One object per primitive: the
 * helpers are plain functions, not closures made afresh for each primitive converted.
 */
interface Site {
  readonly cv: Converter;
  readonly env: Env;
  readonly acc: Acc;
  readonly dbg: Debuginfo;
  /** The name the result is given (the identifier it is bound to), if any. */
  readonly hint: string | undefined;
}

function name(c: Site, stem: string): string {
  return c.hint ?? stem;
}

/** Binds the primitive's result, named after the hint if there is one. */
function bind(c: Site, stem: string, prim: Primitive, kind: Kind = "value"): Simple {
  return c.acc.prim(name(c, stem), prim, kind, c.dbg);
}

/** Binds an intermediate result. */
function tmp(c: Site, stem: string, prim: Primitive, kind: Kind = "value"): Simple {
  return c.acc.prim(stem, prim, kind, c.dbg);
}

function unboxFloat(c: Site, s: Simple): Simple {
  return tmp(c, "unboxed", unary({ kind: "unbox_number", number: "naked_float" }, s), "naked_float");
}

function boxFloat(c: Site, stem: string, s: Simple): Simple {
  return bind(c, stem, unary({ kind: "box_number", number: "naked_float" }, s));
}

function unboxBint(c: Site, b: BoxedIntKind, s: Simple): Simple {
  return tmp(c, "unboxed", unary({ kind: "unbox_number", number: nakedOfBint(b) }, s), nakedOfBint(b));
}

function boxBint(c: Site, b: BoxedIntKind, stem: string, s: Simple): Simple {
  return bind(c, stem, unary({ kind: "box_number", number: nakedOfBint(b) }, s));
}

function raiseTerm(c: Site, exn: Simple): Expr {
  return c.cv.raise(c.env, exn, "regular");
}

function boundsCheck(c: Site, index: Simple, length: Simple): void {
  const out = tmp(c, "out_of_bounds", binary({ kind: "int_comp", int: "tagged_immediate", op: "uge" }, index, length));
  c.cv.guard(c.acc, out, raiseTerm(c, c.cv.indexOutOfBounds()));
}

function divisionCheck(c: Site, divisor: Simple, isZero: () => Simple): void {
  if (divisor.kind === "const" && divisor.value.value !== 0 && divisor.value.value !== 0n) return;
  c.cv.guard(c.acc, isZero(), raiseTerm(c, simpleSymbol(predefinedExceptionSymbol("Division_by_zero"))));
}

/** Converts a primitive application whose result the rest of `acc` uses. */
export function convertPrimitive(cv: Converter, l: Extract<Lambda, { kind: "Prim" }>, env: Env, acc: Acc, hint: string | undefined): Simple {
  const p = l.prim;
  const dbg = debuginfoOf(l.loc);
  const c: Site = { cv, env, acc, dbg, hint };

  if (p.kind === "SequAnd" || p.kind === "SequOr") {
    // Control flow: a join point receives the result.
    const k = cv.names.continuation("k_join");
    const r = cv.names.variable(name(c, p.kind === "SequAnd" ? "and" : "or"));
    const term = cv.control(l, env, acc, { cont: k, traps: env.traps });
    acc.join(k, [r], term);
    return { kind: "var", name: r };
  }
  if (p.kind === "Raise") {
    const e = cv.value(l.args[0]!, env, acc);
    acc.terminate(cv.raise(env, e, p.raiseKind, l.loc));
    return unitSimple;
  }
  const a = cv.evalArgs(l.args, env, acc);
  const a0 = a[0]!;
  const a1 = a[1]!;
  const a2 = a[2]!;
  switch (p.kind) {
    case "Identity":
      return a0;
    case "Ignore":
      return unitSimple;
    case "Opaque":
      return bind(c, "opaque", unary({ kind: "opaque_identity" }, a0));
    case "GetGlobal":
    {
      const s = cv.globalSymbol(p.unit);
      if (s === cv.unitSymbol) cv.selfReferenced = true;
      return simpleSymbol(s);
    }
    case "PredefinedException":
      return simpleSymbol(predefinedExceptionSymbol(p.name));
    case "MakeBlock":
      if (p.tag === 254)
        return bind(c, "block", variadic({ kind: "make_block", blockKind: { kind: "naked_floats" }, mutability: p.mutability }, a.map((s) => unboxFloat(c, s))));
      return bind(c, "block", variadic({ kind: "make_block", blockKind: { kind: "values", tag: p.tag, fieldKinds: a.map((_, i) => fieldKind(p.shape[i] ?? "generic")) }, mutability: p.mutability }, a));
    case "Field": {
      const access = accessOf(p.access);
      const v = (access.kind === "naked_floats" ? tmp : bind)(c, "field", unary({ kind: "block_load", access, mutability: p.access.mutability, field: p.index }, a0), access.kind === "naked_floats" ? "naked_float" : "value");
      return access.kind === "naked_floats" ? boxFloat(c, "field", v) : v;
    }
    case "SetField": {
      const access = accessOf(p.access);
      const v = access.kind === "naked_floats" ? unboxFloat(c, a1) : a1;
      tmp(c, "set_field", binary({ kind: "block_set", access, field: p.index, init: "assignment" }, a0, v));
      return unitSimple;
    }
    case "DupRecord":
      return cv.callValue(env, acc, name(c, "record"), undefined, [a0], { kind: "c_call", name: "caml_obj_dup", paramArity: ["value"], returnArity: ["value"] }, dbg);
    case "CCall":
      return cv.callValue(env, acc, name(c, p.name.replace(/^caml_/, "")), undefined, a, { kind: "c_call", name: p.name, paramArity: a.map(() => "value" as Kind), returnArity: ["value"] }, dbg);
    case "PhysComp":
      return bind(c, "eq", binary({ kind: p.comparison === "eq" ? "phys_equal" : "phys_not_equal" }, a0, a1));
    case "Not":
      return bind(c, "not", unary({ kind: "boolean_not" }, a0));
    case "NegInt":
      return bind(c, "neg", unary({ kind: "int_neg", int: "tagged_immediate" }, a0));
    case "AddInt":
    case "SubInt":
    case "MulInt":
    case "AndInt":
    case "OrInt":
    case "XorInt": {
      const op = ({ AddInt: "add", SubInt: "sub", MulInt: "mul", AndInt: "and", OrInt: "or", XorInt: "xor" } as const)[p.kind];
      return bind(c, op, binary({ kind: "int_arith", int: "tagged_immediate", op }, a0, a1));
    }
    case "DivInt":
    case "ModInt": {
      const op = p.kind === "DivInt" ? "div" : "mod";
      if (p.safe) divisionCheck(c, a1, () => tmp(c, "is_zero", binary({ kind: "int_comp", int: "tagged_immediate", op: "eq" }, a1, simpleConst(taggedImmediate(0)))));
      return bind(c, op, binary({ kind: "int_arith", int: "tagged_immediate", op }, a0, a1));
    }
    case "LslInt":
    case "LsrInt":
    case "AsrInt": {
      const op = p.kind === "LslInt" ? "lsl" : p.kind === "LsrInt" ? "lsr" : "asr";
      return bind(c, op, binary({ kind: "int_shift", int: "tagged_immediate", op }, a0, a1));
    }
    case "IntComp":
      return bind(c, "cmp", binary({ kind: "int_comp", int: "tagged_immediate", op: comparison(p.comparison) }, a0, a1));
    case "CompareInts":
      return bind(c, "compare", binary({ kind: "int_comp", int: "tagged_immediate", op: "compare" }, a0, a1));
    case "OffsetInt":
      return bind(c, "offset", binary({ kind: "int_arith", int: "tagged_immediate", op: "add" }, a0, simpleConst(taggedImmediate(p.offset))));
    case "OffsetRef": {
      const access: BlockAccessKind = { kind: "values", tag: 0, size: 1, fieldKind: "immediate" };
      const old = tmp(c, "contents", unary({ kind: "block_load", access, mutability: "mutable", field: 0 }, a0));
      const now = tmp(c, "contents", binary({ kind: "int_arith", int: "tagged_immediate", op: "add" }, old, simpleConst(taggedImmediate(p.offset))));
      tmp(c, "set_field", binary({ kind: "block_set", access, field: 0, init: "assignment" }, a0, now));
      return unitSimple;
    }
    case "IsOut":
      return bind(c, "is_out", binary({ kind: "int_comp", int: "tagged_immediate", op: "uge" }, a0, a1));
    case "IsInt":
      return bind(c, "is_int", unary({ kind: "is_int" }, a0));
    case "IntOfFloat":
      return bind(c, "int", unary({ kind: "num_conv", src: "naked_float", dst: "tagged_immediate" }, unboxFloat(c, a0)));
    case "FloatOfInt":
      return boxFloat(c, "float", tmp(c, "float", unary({ kind: "num_conv", src: "tagged_immediate", dst: "naked_float" }, a0), "naked_float"));
    case "NegFloat":
      return boxFloat(c, "neg", tmp(c, "neg", unary({ kind: "float_neg" }, unboxFloat(c, a0)), "naked_float"));
    case "AbsFloat":
      return boxFloat(c, "abs", tmp(c, "abs", unary({ kind: "float_abs" }, unboxFloat(c, a0)), "naked_float"));
    case "AddFloat":
    case "SubFloat":
    case "MulFloat":
    case "DivFloat": {
      const op = ({ AddFloat: "add", SubFloat: "sub", MulFloat: "mul", DivFloat: "div" } as const)[p.kind];
      const x = unboxFloat(c, a0);
      const y = unboxFloat(c, a1);
      return boxFloat(c, op, tmp(c, op, binary({ kind: "float_arith", op }, x, y), "naked_float"));
    }
    case "FloatComp":
      return bind(c, "cmp", binary({ kind: "float_comp", op: p.comparison }, unboxFloat(c, a0), unboxFloat(c, a1)));
    case "CompareFloats":
      return bind(c, "compare", binary({ kind: "float_comp", op: "compare" }, unboxFloat(c, a0), unboxFloat(c, a1)));
    case "StringLength":
      return bind(c, "length", unary({ kind: "string_length" }, a0));
    case "BytesLength":
      return bind(c, "length", unary({ kind: "bytes_length" }, a0));
    case "StringRef":
      if (p.safe) boundsCheck(c, a1, tmp(c, "length", unary({ kind: "string_length" }, a0)));
      return bind(c, "char", binary({ kind: "string_load", width: 8 }, a0, a1));
    case "BytesRef":
      if (p.safe) boundsCheck(c, a1, tmp(c, "length", unary({ kind: "bytes_length" }, a0)));
      return bind(c, "char", binary({ kind: "bytes_load", width: 8 }, a0, a1));
    case "BytesSet":
      if (p.safe) boundsCheck(c, a1, tmp(c, "length", unary({ kind: "bytes_length" }, a0)));
      tmp(c, "set", ternary({ kind: "bytes_set", width: 8 }, a0, a1, a2));
      return unitSimple;
    case "BytesOfString":
      return bind(c, "bytes", unary({ kind: "bytes_of_string" }, a0));
    case "BytesToString":
      return bind(c, "string", unary({ kind: "string_of_bytes" }, a0));
    case "MakeArray": {
      const k = arrayKind(p.arrayKind);
      const mutability = p.mutability;
      return bind(c, "array", variadic({ kind: "make_array", arrayKind: k, mutability }, k === "naked_floats" ? a.map((s) => unboxFloat(c, s)) : a));
    }
    case "ArrayLength":
      return bind(c, "length", unary({ kind: "array_length" }, a0));
    case "ArrayRef": {
      const k = arrayKind(p.arrayKind);
      if (p.safe) boundsCheck(c, a1, tmp(c, "length", unary({ kind: "array_length" }, a0)));
      if (k === "naked_floats") return boxFloat(c, "element", tmp(c, "element", binary({ kind: "array_load", arrayKind: k, mutability: "mutable" }, a0, a1), "naked_float"));
      return bind(c, "element", binary({ kind: "array_load", arrayKind: k, mutability: "mutable" }, a0, a1));
    }
    case "ArraySet": {
      const k = arrayKind(p.arrayKind);
      if (p.safe) boundsCheck(c, a1, tmp(c, "length", unary({ kind: "array_length" }, a0)));
      tmp(c, "set", ternary({ kind: "array_set", arrayKind: k }, a0, a1, k === "naked_floats" ? unboxFloat(c, a2) : a2));
      return unitSimple;
    }
    case "BintOfInt": {
      const n = nakedOfBint(p.bint);
      return boxBint(c, p.bint, p.bint, tmp(c, p.bint, unary({ kind: "num_conv", src: "tagged_immediate", dst: n }, a0), n));
    }
    case "IntOfBint":
      return bind(c, "int", unary({ kind: "num_conv", src: nakedOfBint(p.bint), dst: "tagged_immediate" }, unboxBint(c, p.bint, a0)));
    case "CvtBint": {
      const dst = nakedOfBint(p.to);
      return boxBint(c, p.to, p.to, tmp(c, p.to, unary({ kind: "num_conv", src: nakedOfBint(p.from), dst }, unboxBint(c, p.from, a0)), dst));
    }
    case "NegBint": {
      const n = nakedOfBint(p.bint);
      return boxBint(c, p.bint, "neg", tmp(c, "neg", unary({ kind: "int_neg", int: n }, unboxBint(c, p.bint, a0)), n));
    }
    case "BintOp": {
      const n = nakedOfBint(p.bint);
      const x = unboxBint(c, p.bint, a0);
      const op = p.op;
      if (op === "lsl" || op === "lsr" || op === "asr") {
        const amount = tmp(c, "amount", unary({ kind: "untag_immediate" }, a1), "naked_immediate");
        return boxBint(c, p.bint, op, tmp(c, op, binary({ kind: "int_shift", int: n, op }, x, amount), n));
      }
      const y = unboxBint(c, p.bint, a1);
      if ((op === "div" || op === "mod") && p.safe) {
        cv.guard(acc, tmp(c, "is_zero", binary({ kind: "int_comp", int: n, op: "eq" }, y, simpleConst(zeroOf(p.bint)))), raiseTerm(c, simpleSymbol(predefinedExceptionSymbol("Division_by_zero"))));
      }
      return boxBint(c, p.bint, op, tmp(c, op, binary({ kind: "int_arith", int: n, op }, x, y), n));
    }
    case "BintComp": {
      const n = nakedOfBint(p.bint);
      return bind(c, "cmp", binary({ kind: "int_comp", int: n, op: comparison(p.comparison) }, unboxBint(c, p.bint, a0), unboxBint(c, p.bint, a1)));
    }
    case "CtConst": {
      const constName = p.name;
      switch (constName) {
        case "word_size":
        case "int_size":
          return simpleConst(taggedImmediate(32));
        case "big_endian":
        case "ostype_win32":
        case "ostype_cygwin":
          return bool(false);
        case "ostype_unix":
          return bool(true);
        case "max_wosize":
          return simpleConst(taggedImmediate(0x3fffff));
        case "backend_type":
          return simpleSymbol(cv.staticSymbol("backend_type", staticBlock(0, "immutable", [simpleSymbol(cv.stringSymbol("js_of_ocaml"))])));
        default:
          return assertNever(constName);
      }
    }
    default:
      return assertNever(p);
  }
}

