/**
 * JavaScript objects from OCaml (`Js.Unsafe`): properties, calls, constructors, object
 * literals, and JavaScript text evaluated at run time.
 */
import type { Block, OArray } from "../values.js";
import { caml_jsstring_of_string } from "./conversions.js";

type Obj = Record<PropertyKey, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (...args: any[]) => any;

export function caml_js_get(o: Obj, f: PropertyKey): unknown {
  return o[f];
}

export function caml_js_set(o: Obj, f: PropertyKey, v: unknown): number {
  o[f] = v;
  return 0;
}

export function caml_js_delete(o: Obj, f: PropertyKey): number {
  delete o[f];
  return 0;
}

/** `Js.Unsafe.call f o args`: `f` applied to the OCaml array's elements with `this` bound to `o`. */
export function caml_js_call(f: Fn, o: unknown, args: OArray): unknown {
  return f.apply(o, args.slice(1));
}

export function caml_js_fun_call(f: Fn, args: OArray): unknown {
  return f.apply(null, args.slice(1));
}

/** `Js.Unsafe.meth_call o m args`: the method named by the OCaml string `m` (UTF-8), called on `o`. */
export function caml_js_meth_call(o: Obj, m: string, args: OArray): unknown {
  return (o[caml_jsstring_of_string(m)] as Fn).apply(o, args.slice(1));
}

export function caml_js_new(c: new (...args: unknown[]) => unknown, args: OArray): unknown {
  return new c(...args.slice(1));
}

export function caml_ojs_new_arr(c: new (...args: unknown[]) => unknown, args: readonly unknown[]): unknown {
  return new c(...args);
}

/** `Js.Unsafe.obj`: an object literal from an OCaml array of (name, value) pairs, names in UTF-8. */
export function caml_js_object(fields: OArray): Obj {
  const o: Obj = {};
  for (let i = 1; i < fields.length; i++) {
    const p = fields[i] as Block;
    o[caml_jsstring_of_string(p._0 as string)] = p._1;
  }
  return o;
}

export function caml_js_equals(a: unknown, b: unknown): number {
  // eslint-disable-next-line eqeqeq
  return a == b ? 1 : 0;
}

export function caml_js_strict_equals(a: unknown, b: unknown): number {
  return a === b ? 1 : 0;
}

export function caml_js_typeof(o: unknown): string {
  return typeof o;
}

export function caml_js_instanceof(o: unknown, c: Fn): number {
  return o instanceof c ? 1 : 0;
}

/** `Js.Unsafe.pure_expr f`: `f ()` (js_of_ocaml may drop it when unused; flambe calls it). */
export function caml_js_pure_expr(f: Fn): unknown {
  return f(0);
}

/** A dotted path of identifiers (`globalThis`, `Math.PI`), read without `eval`. */
const pathPattern = /^\s*([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*$/;

const literals: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ["null", null],
  ["undefined", undefined],
  ["true", true],
  ["false", false],
]);

/**
 * JavaScript text evaluated in the global scope: a literal or a path of properties of the
 * global object is read directly, anything else goes through (indirect) `eval`. js_of_ocaml
 * inlines the text when it is a constant; the value is the same.
 */
function evaluate(text: string): unknown {
  const lit = literals.get(text.trim());
  if (lit !== undefined || text.trim() === "undefined") return lit;
  const m = pathPattern.exec(text);
  if (m !== null) {
    const parts = m[1]!.split(".").map((p) => p.trim());
    if (parts[0]! in globalThis) {
      let v: unknown = globalThis;
      for (const p of parts) v = (v as Obj)[p];
      return v;
    }
  }
  return (0, eval)(`(${text})`);
}

export function caml_js_expr(s: string): unknown {
  return evaluate(caml_jsstring_of_string(s));
}

export function caml_pure_js_expr(s: string): unknown {
  return evaluate(caml_jsstring_of_string(s));
}

export function caml_js_var(s: string): unknown {
  return evaluate(caml_jsstring_of_string(s));
}

/** `Js.Unsafe.eval_string`: the text run as a script (statements allowed), its completion value. */
export function caml_js_eval_string(s: string): unknown {
  return (0, eval)(caml_jsstring_of_string(s));
}
