// OCaml's `external` primitives: the `%`-primitives the front end knows (translated to Lambda
// primitives, specialised by the argument types where OCaml specialises them) and runtime
// functions called by name (`CCall`). Comparisons are specialised to ints, floats, strings and
// boxed integers when the type of the first argument says so; otherwise they call the runtime's
// polymorphic comparison (`caml_equal`, ...).
import { formatLocation, noLocation, type Location } from "../common/location.js";
import type { Type } from "../typing/index.js";
import { access, lif, lint, lmakeblock, lprim, lstring } from "./builders.js";
import type { BoxedIntKind, Comparison, Lambda, Primitive } from "./lambda.js";
import { arrayElement, arrayKindOfElement, predefName } from "./type_info.js";

export interface PrimitiveContext {
  readonly unsafe: boolean;
  readonly unitName: string;
}

const comparisons: Record<string, Comparison | "compare"> = {
  "%equal": "eq",
  "%notequal": "ne",
  "%lessthan": "lt",
  "%lessequal": "le",
  "%greaterthan": "gt",
  "%greaterequal": "ge",
  "%compare": "compare",
};

const genericComparison: Record<Comparison | "compare", string> = {
  eq: "caml_equal",
  ne: "caml_notequal",
  lt: "caml_lessthan",
  le: "caml_lessequal",
  gt: "caml_greaterthan",
  ge: "caml_greaterequal",
  compare: "caml_compare",
};

const stringComparison: Record<Comparison | "compare", string> = {
  eq: "caml_string_equal",
  ne: "caml_string_notequal",
  lt: "caml_string_lessthan",
  le: "caml_string_lessequal",
  gt: "caml_string_greaterthan",
  ge: "caml_string_greaterequal",
  compare: "caml_string_compare",
};

const intOps: Record<string, Primitive> = {
  "%negint": { kind: "NegInt" },
  "%succint": { kind: "OffsetInt", offset: 1 },
  "%predint": { kind: "OffsetInt", offset: -1 },
  "%addint": { kind: "AddInt" },
  "%subint": { kind: "SubInt" },
  "%mulint": { kind: "MulInt" },
  "%divint": { kind: "DivInt", safe: true },
  "%modint": { kind: "ModInt", safe: true },
  "%andint": { kind: "AndInt" },
  "%orint": { kind: "OrInt" },
  "%xorint": { kind: "XorInt" },
  "%lslint": { kind: "LslInt" },
  "%lsrint": { kind: "LsrInt" },
  "%asrint": { kind: "AsrInt" },
  "%boolnot": { kind: "Not" },
  "%negfloat": { kind: "NegFloat" },
  "%absfloat": { kind: "AbsFloat" },
  "%addfloat": { kind: "AddFloat" },
  "%subfloat": { kind: "SubFloat" },
  "%mulfloat": { kind: "MulFloat" },
  "%divfloat": { kind: "DivFloat" },
  "%floatofint": { kind: "FloatOfInt" },
  "%intoffloat": { kind: "IntOfFloat" },
  "%identity": { kind: "Identity" },
  "%ignore": { kind: "Ignore" },
  "%opaque": { kind: "Opaque" },
  "%eq": { kind: "PhysComp", comparison: "eq" },
  "%noteq": { kind: "PhysComp", comparison: "ne" },
  "%raise": { kind: "Raise", raiseKind: "regular" },
  "%reraise": { kind: "Raise", raiseKind: "reraise" },
  "%raise_notrace": { kind: "Raise", raiseKind: "notrace" },
  "%incr": { kind: "OffsetRef", offset: 1 },
  "%decr": { kind: "OffsetRef", offset: -1 },
  "%string_length": { kind: "StringLength" },
  "%bytes_length": { kind: "BytesLength" },
  "%bytes_to_string": { kind: "BytesToString" },
  "%bytes_of_string": { kind: "BytesOfString" },
};

const bintOps = ["add", "sub", "mul", "div", "mod", "and", "or", "xor", "lsl", "lsr", "asr"] as const;

function ccall(name: string, args: readonly Lambda[], loc: Location): Lambda {
  return lprim({ kind: "CCall", name, arity: args.length, alloc: true }, args, loc);
}

function comparisonOf(kind: Comparison | "compare", args: readonly Lambda[], argType: Type | undefined, loc: Location): Lambda {
  const n = argType ? predefName(argType) : undefined;
  switch (n) {
    case "int":
    case "char":
    case "bool":
    case "unit":
      return kind === "compare" ? lprim({ kind: "CompareInts" }, args, loc) : lprim({ kind: "IntComp", comparison: kind }, args, loc);
    case "float":
      return kind === "compare" ? lprim({ kind: "CompareFloats" }, args, loc) : lprim({ kind: "FloatComp", comparison: kind }, args, loc);
    case "string":
      return ccall(stringComparison[kind], args, loc);
    case "int32":
    case "int64":
    case "nativeint":
      return kind === "compare" ? ccall(`caml_${n}_compare`, args, loc) : lprim({ kind: "BintComp", bint: n, comparison: kind }, args, loc);
    default:
      return ccall(genericComparison[kind], args, loc);
  }
}

/**
 * The translation of a primitive applied to exactly its arity's arguments (already evaluated in
 * OCaml's order when that matters: the caller binds them), or `undefined` for a `%`-primitive
 * flambe does not know (reported by the caller).
 */
export function translatePrimitive(name: string, args: readonly Lambda[], argTypes: readonly (Type | undefined)[], loc: Location, ctx: PrimitiveContext): Lambda | undefined {
  if (!name.startsWith("%")) return ccall(name, args, loc);
  const simple = intOps[name];
  if (simple) return lprim(simple, args, loc);
  const cmp = comparisons[name];
  if (cmp) return comparisonOf(cmp, args, argTypes[0], loc);
  const safe = !ctx.unsafe;
  switch (name) {
    case "%sequand":
      return lif(args[0]!, args[1]!, lint(0));
    case "%sequor":
      return lif(args[0]!, lint(1), args[1]!);
    case "%raise_with_backtrace":
      return lprim({ kind: "Raise", raiseKind: "reraise" }, [args[0]!], loc);
    case "%field0":
    case "%field1":
      // `!` is `%field0` on a ref: the field may change, so the load is mutable.
      return lprim({ kind: "Field", index: name === "%field0" ? 0 : 1, access: access(undefined, undefined, "mutable") }, args, loc);
    case "%setfield0":
      return lprim({ kind: "SetField", index: 0, access: access(undefined, undefined, "mutable") }, args, loc);
    case "%makemutable":
      return lmakeblock(0, "mutable", args, undefined, loc);
    case "%string_safe_get":
    case "%string_unsafe_get":
      return lprim({ kind: "StringRef", safe: name === "%string_safe_get" && safe }, args, loc);
    case "%bytes_safe_get":
    case "%bytes_unsafe_get":
      return lprim({ kind: "BytesRef", safe: name === "%bytes_safe_get" && safe }, args, loc);
    case "%bytes_safe_set":
    case "%bytes_unsafe_set":
    case "%string_safe_set":
    case "%string_unsafe_set":
      return lprim({ kind: "BytesSet", safe: name.endsWith("_safe_set") && safe }, args, loc);
    case "%array_length":
    case "%array_safe_get":
    case "%array_unsafe_get":
    case "%array_safe_set":
    case "%array_unsafe_set": {
      const elt = argTypes[0] ? arrayElement(argTypes[0]) : undefined;
      const arrayKind = elt ? arrayKindOfElement(elt) : "generic";
      if (name === "%array_length") return lprim({ kind: "ArrayLength", arrayKind }, args, loc);
      const isSafe = name.includes("_safe_") && safe;
      return lprim(name.endsWith("get") ? { kind: "ArrayRef", arrayKind, safe: isSafe } : { kind: "ArraySet", arrayKind, safe: isSafe }, args, loc);
    }
    case "%floatarray_length":
      return lprim({ kind: "ArrayLength", arrayKind: "float" }, args, loc);
    case "%floatarray_safe_get":
    case "%floatarray_unsafe_get":
      return lprim({ kind: "ArrayRef", arrayKind: "float", safe: name === "%floatarray_safe_get" && safe }, args, loc);
    case "%floatarray_safe_set":
    case "%floatarray_unsafe_set":
      return lprim({ kind: "ArraySet", arrayKind: "float", safe: name === "%floatarray_safe_set" && safe }, args, loc);
    case "%apply":
      return { kind: "Apply", func: args[0]!, args: [args[1]!], loc, inlined: "default", specialised: "default" };
    case "%revapply":
      return { kind: "Apply", func: args[1]!, args: [args[0]!], loc, inlined: "default", specialised: "default" };
    case "%lazy_force":
      return ccall("caml_lazy_force", args, loc);
    case "%sys_argv":
      return ccall("caml_sys_argv", args, loc);
    case "%bswap16":
      return ccall("caml_bswap16", args, loc);
    case "%bswap_int32":
      return ccall("caml_int32_bswap", args, loc);
    case "%bswap_int64":
      return ccall("caml_int64_bswap", args, loc);
    case "%bswap_native":
      return ccall("caml_nativeint_bswap", args, loc);
    case "%loc_FILE":
      return lstring(loc.file);
    case "%loc_LINE":
      return lint(loc.start.line);
    case "%loc_MODULE":
      return lstring(ctx.unitName);
    case "%loc_FUNCTION":
      return lstring("");
    case "%loc_LOC":
      return lstring(formatLocation(loc).replace(/:$/, ""));
    case "%loc_POS":
      return lmakeblock(0, "immutable", [lstring(loc.file), lint(loc.start.line), lint(loc.start.col), lint(loc.end.col)]);
    case "%word_size":
      return lprim({ kind: "CtConst", name: "word_size" }, [], loc);
    case "%int_size":
      return lprim({ kind: "CtConst", name: "int_size" }, [], loc);
    case "%max_wosize":
      return lprim({ kind: "CtConst", name: "max_wosize" }, [], loc);
    case "%ostype_unix":
      return lprim({ kind: "CtConst", name: "ostype_unix" }, [], loc);
    case "%ostype_win32":
      return lprim({ kind: "CtConst", name: "ostype_win32" }, [], loc);
    case "%ostype_cygwin":
      return lprim({ kind: "CtConst", name: "ostype_cygwin" }, [], loc);
    case "%backend_type":
      return lprim({ kind: "CtConst", name: "backend_type" }, [], loc);
    case "%big_endian":
      return lprim({ kind: "CtConst", name: "big_endian" }, [], loc);
  }
  // %caml_string_get16 ... and the bytes variants: runtime functions of the same name.
  const m = /^%(caml_(?:string|bytes)_(?:get|set)(?:16|32|64))(u?)$/.exec(name);
  if (m) return ccall(m[1]! + (m[2] ? "" : ""), args, loc);
  // Bigarray accesses of one to three indices, and dimensions: the runtime's functions.
  const ba = /^%caml_ba_(ref|set|unsafe_ref|unsafe_set|dim)_([123])$/.exec(name);
  if (ba) return ccall(`caml_ba_${ba[1]!.replace("ref", "get")}_${ba[2]!}`, args, loc);
  const b = /^%(int32|int64|nativeint)_(\w+)$/.exec(name);
  if (b) {
    const bint = b[1] as BoxedIntKind;
    const op = b[2]!;
    if ((bintOps as readonly string[]).includes(op)) return lprim({ kind: "BintOp", bint, op: op as (typeof bintOps)[number], safe: (op === "div" || op === "mod") }, args, loc);
    if (op === "neg") return lprim({ kind: "NegBint", bint }, args, loc);
    if (op === "of_int") return lprim({ kind: "BintOfInt", bint }, args, loc);
    if (op === "to_int") return lprim({ kind: "IntOfBint", bint }, args, loc);
    const conv = /^(of|to)_(int32|int64|nativeint)$/.exec(op);
    if (conv) {
      const other = conv[2] as BoxedIntKind;
      return lprim(conv[1] === "of" ? { kind: "CvtBint", from: other, to: bint } : { kind: "CvtBint", from: bint, to: other }, args, loc);
    }
  }
  return undefined;
}

/**
 * Whether flambe knows the \`%\`-primitive \`name\` (an external's first name; any other name is
 * the runtime's or a stub's, checked at link time). OCaml checks this where the external is
 * declared, used or not.
 */
export function isKnownPrimitive(name: string, arity: number): boolean {
  if (!name.startsWith("%")) return true;
  const args = Array.from({ length: Math.max(arity, 4) }, () => lint(0));
  return translatePrimitive(name, args, [], noLocation, { unsafe: false, unitName: "" }) !== undefined;
}
