// What the translation reads from types: value kinds (immediate, float, boxed integer) for the
// annotations Lambda carries, array kinds, and the specialisation of comparisons. Only the head of
// a type is looked at; an abbreviation the typed tree did not expand is treated as unknown
// ("generic"), which is always safe.
import type { Constant } from "../syntax/ast.js";
import type { Path, Type } from "../typing/index.js";
import type { ArrayKind, StructuredConstant, ValueKind } from "./lambda.js";

/** Follows unification links (without compressing them: types belong to the type checker). */
export function headOf(t: Type): Type {
  let r = t;
  while (r.desc.kind === "Link") r = r.desc.to;
  if (r.desc.kind === "Poly") return headOf(r.desc.body);
  return r;
}

function isPredefPath(p: Path): string | undefined {
  return p.kind === "Pident" && p.ident.stamp === 0 && !p.ident.global ? p.ident.name : undefined;
}

/** The name of a predefined type (`int`, `float`, `list`...) at the head of `t`, if it is one. */
export function predefName(t: Type): string | undefined {
  const h = headOf(t);
  return h.desc.kind === "Constr" ? isPredefPath(h.desc.path) : undefined;
}

export function isIntLike(t: Type): boolean {
  const n = predefName(t);
  return n === "int" || n === "char" || n === "bool" || n === "unit";
}

export function valueKindOfType(t: Type, immediate = false): ValueKind {
  switch (predefName(t)) {
    case "int":
    case "char":
    case "bool":
    case "unit":
      return "int";
    case "float":
      return "float";
    case "int32":
      return "boxed_int32";
    case "int64":
      return "boxed_int64";
    case "nativeint":
      return "boxed_nativeint";
    default:
      return immediate ? "int" : "generic";
  }
}

/** The kind of an array whose elements have type `elt`. */
export function arrayKindOfElement(elt: Type): ArrayKind {
  const h = headOf(elt);
  switch (h.desc.kind) {
    case "Var":
    case "Univar":
      return "generic";
    case "Arrow":
    case "Tuple":
    case "Package":
      return "addr";
    case "Constr": {
      const n = isPredefPath(h.desc.path);
      if (n === "float") return "float";
      if (n === "int" || n === "char" || n === "bool" || n === "unit") return "int";
      if (n !== undefined) return "addr";
      // A type constructor of this program may abbreviate float.
      return "generic";
    }
    default:
      return "generic";
  }
}

/** The element type of an array type, when the head is `array`. */
export function arrayElement(t: Type): Type | undefined {
  const h = headOf(t);
  return h.desc.kind === "Constr" && isPredefPath(h.desc.path) === "array" ? h.desc.args[0] : undefined;
}

/** The parameter types of a function type, up to `n` of them. */
export function arrowArgs(t: Type, n: number): Type[] {
  const out: Type[] = [];
  let cur = headOf(t);
  while (out.length < n && cur.desc.kind === "Arrow") {
    out.push(cur.desc.arg);
    cur = headOf(cur.desc.result);
  }
  return out;
}

export function arrowResult(t: Type, n: number): Type {
  let cur = headOf(t);
  for (let i = 0; i < n && cur.desc.kind === "Arrow"; i++) cur = headOf(cur.desc.result);
  return cur;
}

function parseIntText(text: string): bigint {
  let s = text.replace(/_/g, "");
  let neg = false;
  if (s.startsWith("-")) {
    neg = true;
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  const v = /^0[oO]/.test(s) ? BigInt("0o" + s.slice(2)) : /^0[bB]/.test(s) ? BigInt("0b" + s.slice(2)) : /^0[xX]/.test(s) ? BigInt("0x" + s.slice(2)) : BigInt(s);
  return neg ? -v : v;
}

function parseFloatText(text: string): number {
  const s = text.replace(/_/g, "");
  const m = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?(?:[pP]([+-]?[0-9]+))?$/.exec(s);
  if (m) {
    const int = m[2] ?? "";
    const frac = m[3] ?? "";
    let v = 0;
    for (const ch of int + frac) v = v * 16 + parseInt(ch, 16);
    v = v / Math.pow(16, frac.length);
    v = v * Math.pow(2, Number(m[4] ?? "0"));
    return m[1] === "-" ? -v : v;
  }
  return Number(s);
}

const literalCache = new WeakMap<Constant, StructuredConstant>();

/** The run-time constant of a literal (cached: pattern matching asks for it often). */
export function constantOfLiteral(c: Constant): StructuredConstant {
  let k = literalCache.get(c);
  if (k === undefined) {
    k = parseLiteral(c);
    literalCache.set(c, k);
  }
  return k;
}

function parseLiteral(c: Constant): StructuredConstant {
  switch (c.kind) {
    case "Int": {
      const v = parseIntText(c.text);
      switch (c.suffix) {
        case "":
          return { kind: "int", value: Number(BigInt.asIntN(32, v)) };
        case "l":
          return { kind: "int32", value: Number(BigInt.asIntN(32, v)) };
        case "L":
          return { kind: "int64", value: BigInt.asIntN(64, v) };
        case "n":
          return { kind: "nativeint", value: Number(BigInt.asIntN(32, v)) };
      }
      break;
    }
    case "Char":
      return { kind: "char", value: c.code };
    case "String":
      return { kind: "string", value: c.value };
    case "Float":
      return { kind: "float", value: parseFloatText(c.text) };
  }
  throw new Error("unreachable constant");
}

/** Equality of two literal constants (as values). */
export function sameConstant(a: StructuredConstant, b: StructuredConstant): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === "float" && b.kind === "float") return a.value === b.value || (Number.isNaN(a.value) && Number.isNaN(b.value));
  return "value" in a && "value" in b ? a.value === b.value : false;
}
