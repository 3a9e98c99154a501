// Lambda primitives to Flambda primitives (see the mapping in `../primitives.ts`). What may fail
// is made explicit here: a division tests its divisor and raises `Division_by_zero`, a safe
// access tests its index and raises `Invalid_argument "index out of bounds"`; the primitives
// themselves never raise. Floats stay boxed values in this first conversion: float operations
// unbox their arguments and box their result (Simplify removes the pairs that meet).
import { assertNever } from "../../common/assert_never.js";
import type { ArrayKind as LambdaArrayKind, BoxedIntKind, Comparison, FieldAccess, Lambda, ValueKind } from "../../lambda/index.js";
import { debuginfoOf } from "../debuginfo.js";
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

/** Converts a primitive application whose result the rest of `acc` uses. */
export function convertPrimitive(cv: Converter, l: Extract<Lambda, { kind: "Prim" }>, env: Env, acc: Acc, hint: string | undefined): Simple {
  const p = l.prim;
  const dbg = debuginfoOf(l.loc);
  const name = (stem: string): string => hint ?? stem;
  const bind = (stem: string, prim: Primitive, kind: Kind = "value"): Simple => acc.prim(name(stem), prim, kind, dbg);
  const tmp = (stem: string, prim: Primitive, kind: Kind = "value"): Simple => acc.prim(stem, prim, kind, dbg);
  const unboxFloat = (s: Simple): Simple => tmp("unboxed", unary({ kind: "unbox_number", number: "naked_float" }, s), "naked_float");
  const boxFloat = (stem: string, s: Simple): Simple => bind(stem, unary({ kind: "box_number", number: "naked_float" }, s));
  const unboxBint = (b: BoxedIntKind, s: Simple): Simple => tmp("unboxed", unary({ kind: "unbox_number", number: nakedOfBint(b) }, s), nakedOfBint(b));
  const boxBint = (b: BoxedIntKind, stem: string, s: Simple): Simple => bind(stem, unary({ kind: "box_number", number: nakedOfBint(b) }, s));
  const raiseTerm = (exn: Simple) => cv.raise(env, exn, "regular");
  const boundsCheck = (index: Simple, length: Simple): void => {
    const out = tmp("out_of_bounds", binary({ kind: "int_comp", int: "tagged_immediate", op: "uge" }, index, length));
    cv.guard(acc, out, raiseTerm(cv.indexOutOfBounds()));
  };
  const divisionCheck = (divisor: Simple, isZero: () => Simple): void => {
    if (divisor.kind === "const" && divisor.value.value !== 0 && divisor.value.value !== 0n) return;
    cv.guard(acc, isZero(), raiseTerm(simpleSymbol(predefinedExceptionSymbol("Division_by_zero"))));
  };

  if (p.kind === "SequAnd" || p.kind === "SequOr") {
    // Control flow: a join point receives the result.
    const k = cv.names.continuation("k_join");
    const r = cv.names.variable(name(p.kind === "SequAnd" ? "and" : "or"));
    const term = cv.control(l, env, acc, { cont: k, traps: env.traps });
    acc.join(k, [r], term);
    return { kind: "var", name: r };
  }
  if (p.kind === "Raise") {
    const e = cv.value(l.args[0]!, env, acc);
    acc.terminate(cv.raise(env, e, p.raiseKind));
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
      return bind("opaque", unary({ kind: "opaque_identity" }, a0));
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
        return bind("block", variadic({ kind: "make_block", blockKind: { kind: "naked_floats" }, mutability: p.mutability }, a.map(unboxFloat)));
      return bind("block", variadic({ kind: "make_block", blockKind: { kind: "values", tag: p.tag, fieldKinds: a.map((_, i) => fieldKind(p.shape[i] ?? "generic")) }, mutability: p.mutability }, a));
    case "Field": {
      const access = accessOf(p.access);
      const v = (access.kind === "naked_floats" ? tmp : bind)("field", unary({ kind: "block_load", access, mutability: p.access.mutability, field: p.index }, a0), access.kind === "naked_floats" ? "naked_float" : "value");
      return access.kind === "naked_floats" ? boxFloat("field", v) : v;
    }
    case "SetField": {
      const access = accessOf(p.access);
      const v = access.kind === "naked_floats" ? unboxFloat(a1) : a1;
      tmp("set_field", binary({ kind: "block_set", access, field: p.index, init: "assignment" }, a0, v));
      return unitSimple;
    }
    case "DupRecord":
      return cv.callValue(env, acc, name("record"), undefined, [a0], { kind: "c_call", name: "caml_obj_dup", paramArity: ["value"], returnArity: ["value"] }, dbg);
    case "CCall":
      return cv.callValue(env, acc, name(p.name.replace(/^caml_/, "")), undefined, a, { kind: "c_call", name: p.name, paramArity: a.map(() => "value" as Kind), returnArity: ["value"] }, dbg);
    case "PhysComp":
      return bind("eq", binary({ kind: p.comparison === "eq" ? "phys_equal" : "phys_not_equal" }, a0, a1));
    case "Not":
      return bind("not", unary({ kind: "boolean_not" }, a0));
    case "NegInt":
      return bind("neg", unary({ kind: "int_neg", int: "tagged_immediate" }, a0));
    case "AddInt":
    case "SubInt":
    case "MulInt":
    case "AndInt":
    case "OrInt":
    case "XorInt": {
      const op = ({ AddInt: "add", SubInt: "sub", MulInt: "mul", AndInt: "and", OrInt: "or", XorInt: "xor" } as const)[p.kind];
      return bind(op, binary({ kind: "int_arith", int: "tagged_immediate", op }, a0, a1));
    }
    case "DivInt":
    case "ModInt": {
      const op = p.kind === "DivInt" ? "div" : "mod";
      if (p.safe) divisionCheck(a1, () => tmp("is_zero", binary({ kind: "int_comp", int: "tagged_immediate", op: "eq" }, a1, simpleConst(taggedImmediate(0)))));
      return bind(op, binary({ kind: "int_arith", int: "tagged_immediate", op }, a0, a1));
    }
    case "LslInt":
    case "LsrInt":
    case "AsrInt": {
      const op = p.kind === "LslInt" ? "lsl" : p.kind === "LsrInt" ? "lsr" : "asr";
      return bind(op, binary({ kind: "int_shift", int: "tagged_immediate", op }, a0, a1));
    }
    case "IntComp":
      return bind("cmp", binary({ kind: "int_comp", int: "tagged_immediate", op: comparison(p.comparison) }, a0, a1));
    case "CompareInts":
      return bind("compare", binary({ kind: "int_comp", int: "tagged_immediate", op: "compare" }, a0, a1));
    case "OffsetInt":
      return bind("offset", binary({ kind: "int_arith", int: "tagged_immediate", op: "add" }, a0, simpleConst(taggedImmediate(p.offset))));
    case "OffsetRef": {
      const access: BlockAccessKind = { kind: "values", tag: 0, size: 1, fieldKind: "immediate" };
      const old = tmp("contents", unary({ kind: "block_load", access, mutability: "mutable", field: 0 }, a0));
      const now = tmp("contents", binary({ kind: "int_arith", int: "tagged_immediate", op: "add" }, old, simpleConst(taggedImmediate(p.offset))));
      tmp("set_field", binary({ kind: "block_set", access, field: 0, init: "assignment" }, a0, now));
      return unitSimple;
    }
    case "IsOut":
      return bind("is_out", binary({ kind: "int_comp", int: "tagged_immediate", op: "uge" }, a0, a1));
    case "IsInt":
      return bind("is_int", unary({ kind: "is_int" }, a0));
    case "IntOfFloat":
      return bind("int", unary({ kind: "num_conv", src: "naked_float", dst: "tagged_immediate" }, unboxFloat(a0)));
    case "FloatOfInt":
      return boxFloat("float", tmp("float", unary({ kind: "num_conv", src: "tagged_immediate", dst: "naked_float" }, a0), "naked_float"));
    case "NegFloat":
      return boxFloat("neg", tmp("neg", unary({ kind: "float_neg" }, unboxFloat(a0)), "naked_float"));
    case "AbsFloat":
      return boxFloat("abs", tmp("abs", unary({ kind: "float_abs" }, unboxFloat(a0)), "naked_float"));
    case "AddFloat":
    case "SubFloat":
    case "MulFloat":
    case "DivFloat": {
      const op = ({ AddFloat: "add", SubFloat: "sub", MulFloat: "mul", DivFloat: "div" } as const)[p.kind];
      const x = unboxFloat(a0);
      const y = unboxFloat(a1);
      return boxFloat(op, tmp(op, binary({ kind: "float_arith", op }, x, y), "naked_float"));
    }
    case "FloatComp":
      return bind("cmp", binary({ kind: "float_comp", op: p.comparison }, unboxFloat(a0), unboxFloat(a1)));
    case "CompareFloats":
      return bind("compare", binary({ kind: "float_comp", op: "compare" }, unboxFloat(a0), unboxFloat(a1)));
    case "StringLength":
      return bind("length", unary({ kind: "string_length" }, a0));
    case "BytesLength":
      return bind("length", unary({ kind: "bytes_length" }, a0));
    case "StringRef":
      if (p.safe) boundsCheck(a1, tmp("length", unary({ kind: "string_length" }, a0)));
      return bind("char", binary({ kind: "string_load", width: 8 }, a0, a1));
    case "BytesRef":
      if (p.safe) boundsCheck(a1, tmp("length", unary({ kind: "bytes_length" }, a0)));
      return bind("char", binary({ kind: "bytes_load", width: 8 }, a0, a1));
    case "BytesSet":
      if (p.safe) boundsCheck(a1, tmp("length", unary({ kind: "bytes_length" }, a0)));
      tmp("set", ternary({ kind: "bytes_set", width: 8 }, a0, a1, a2));
      return unitSimple;
    case "BytesOfString":
      return bind("bytes", unary({ kind: "bytes_of_string" }, a0));
    case "BytesToString":
      return bind("string", unary({ kind: "string_of_bytes" }, a0));
    case "MakeArray": {
      const k = arrayKind(p.arrayKind);
      const mutability = p.mutability;
      return bind("array", variadic({ kind: "make_array", arrayKind: k, mutability }, k === "naked_floats" ? a.map(unboxFloat) : a));
    }
    case "ArrayLength":
      return bind("length", unary({ kind: "array_length" }, a0));
    case "ArrayRef": {
      const k = arrayKind(p.arrayKind);
      if (p.safe) boundsCheck(a1, tmp("length", unary({ kind: "array_length" }, a0)));
      if (k === "naked_floats") return boxFloat("element", tmp("element", binary({ kind: "array_load", arrayKind: k, mutability: "mutable" }, a0, a1), "naked_float"));
      return bind("element", binary({ kind: "array_load", arrayKind: k, mutability: "mutable" }, a0, a1));
    }
    case "ArraySet": {
      const k = arrayKind(p.arrayKind);
      if (p.safe) boundsCheck(a1, tmp("length", unary({ kind: "array_length" }, a0)));
      tmp("set", ternary({ kind: "array_set", arrayKind: k }, a0, a1, k === "naked_floats" ? unboxFloat(a2) : a2));
      return unitSimple;
    }
    case "BintOfInt": {
      const n = nakedOfBint(p.bint);
      return boxBint(p.bint, p.bint, tmp(p.bint, unary({ kind: "num_conv", src: "tagged_immediate", dst: n }, a0), n));
    }
    case "IntOfBint":
      return bind("int", unary({ kind: "num_conv", src: nakedOfBint(p.bint), dst: "tagged_immediate" }, unboxBint(p.bint, a0)));
    case "CvtBint": {
      const dst = nakedOfBint(p.to);
      return boxBint(p.to, p.to, tmp(p.to, unary({ kind: "num_conv", src: nakedOfBint(p.from), dst }, unboxBint(p.from, a0)), dst));
    }
    case "NegBint": {
      const n = nakedOfBint(p.bint);
      return boxBint(p.bint, "neg", tmp("neg", unary({ kind: "int_neg", int: n }, unboxBint(p.bint, a0)), n));
    }
    case "BintOp": {
      const n = nakedOfBint(p.bint);
      const x = unboxBint(p.bint, a0);
      const op = p.op;
      if (op === "lsl" || op === "lsr" || op === "asr") {
        const amount = tmp("amount", unary({ kind: "untag_immediate" }, a1), "naked_immediate");
        return boxBint(p.bint, op, tmp(op, binary({ kind: "int_shift", int: n, op }, x, amount), n));
      }
      const y = unboxBint(p.bint, a1);
      if ((op === "div" || op === "mod") && p.safe) {
        cv.guard(acc, tmp("is_zero", binary({ kind: "int_comp", int: n, op: "eq" }, y, simpleConst(zeroOf(p.bint)))), raiseTerm(simpleSymbol(predefinedExceptionSymbol("Division_by_zero"))));
      }
      return boxBint(p.bint, op, tmp(op, binary({ kind: "int_arith", int: n, op }, x, y), n));
    }
    case "BintComp": {
      const n = nakedOfBint(p.bint);
      return bind("cmp", binary({ kind: "int_comp", int: n, op: comparison(p.comparison) }, unboxBint(p.bint, a0), unboxBint(p.bint, a1)));
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

