// Simples and constants as JavaScript expressions, and the names of variables.
import type { Const, Debuginfo, Simple, Variable } from "../../flambda/index.js";
import { assertNever } from "../../common/assert_never.js";
import type { Location } from "../../common/location.js";
import type { Scope } from "./scope.js";

/** A JavaScript string literal holding the bytes of `s` (one char per byte), ASCII only. */
export function stringLiteral(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += "\\\\";
    else if (c === 0x0a) out += "\\n";
    else if (c >= 0x20 && c < 0x7f) out += s[i];
    else out += "\\x" + c.toString(16).padStart(2, "0");
  }
  return out + '"';
}

export function numberLiteral(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "(-Infinity)";
  if (Object.is(x, -0)) return "(-0)";
  return x < 0 ? `(${String(x)})` : String(x);
}

export function constLiteral(c: Const): string {
  switch (c.kind) {
    case "tagged_immediate":
    case "naked_immediate":
    case "naked_float":
    case "naked_int32":
    case "naked_nativeint":
      return numberLiteral(c.value);
    case "naked_int64":
      return c.value < 0n ? `(${c.value}n)` : `${c.value}n`;
    default:
      return assertNever(c);
  }
}

export function simple(s: Simple, sc: Scope): string {
  switch (s.kind) {
    case "var": {
      const js = sc.vars.get(s.name);
      if (js === undefined) throw new Error(`to_js: variable ${s.name} is not bound`);
      return js;
    }
    case "symbol":
      return sc.unit.symbol(s.name);
    case "const":
      return constLiteral(s.value);
    default:
      return assertNever(s);
  }
}

export function bindVar(v: Variable, sc: Scope): string {
  const js = sc.namer.fresh(v);
  sc.vars.set(v, js);
  return js;
}

export function locOf(dbg: Debuginfo): Location | undefined {
  return dbg[0];
}
