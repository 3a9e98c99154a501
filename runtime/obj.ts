/**
 * `Obj`'s accessors (stdlib/obj.ml) on flambe's values: a block is an object `{t, _0, _1, ...}`,
 * an OCaml array a JavaScript array `[tag, e0, ...]`; ints and floats are numbers (both "int"
 * to `Obj`, as in js_of_ocaml), strings JavaScript strings and bytes `Uint8Array`s (blocks of
 * `string_tag`), functions closures, `int64` bigints (custom blocks).
 */
import { fieldName, isBlock, type Block, type Value } from "./values.js";

export function caml_flambe_obj_is_int(v: Value): number {
  return typeof v === "number" ? 1 : 0;
}

/** The number of fields (of 32-bit words for a string, as on a 32-bit OCaml). */
export function caml_flambe_obj_size(v: Value): number {
  if (isBlock(v)) {
    let n = 0;
    while (v[fieldName(n)] !== undefined) n++;
    return n;
  }
  if (Array.isArray(v)) return v.length - 1;
  if (typeof v === "string" || v instanceof Uint8Array) return Math.floor(v.length / 4) + 1;
  if (typeof v === "bigint") return 2;
  if (typeof v === "function") return 2;
  return 0;
}

export function caml_flambe_obj_field(v: Value, i: number): Value {
  if (isBlock(v)) return v[fieldName(i)] as Value;
  if (Array.isArray(v)) return v[i + 1] as Value;
  return 0;
}

export function caml_flambe_obj_set_field(v: Value, i: number, x: Value): number {
  if (isBlock(v)) v[fieldName(i)] = x;
  else if (Array.isArray(v)) v[i + 1] = x;
  return 0;
}

/** A copy of the block `v` with the tag `tag`. */
export function caml_flambe_obj_with_tag(tag: number, v: Value): Value {
  if (isBlock(v)) return { ...v, t: tag };
  if (Array.isArray(v)) {
    const c = v.slice();
    c[0] = tag;
    return c;
  }
  return v;
}

/** The words reachable from `v` (each block its fields and a header), as OCaml counts them. */
export function caml_obj_reachable_words(v: Value): number {
  const seen = new Set<unknown>();
  const stack: unknown[] = [v];
  let words = 0;
  while (stack.length > 0) {
    const x = stack.pop();
    if (typeof x !== "object" || x === null || seen.has(x)) {
      if (typeof x === "string" && !seen.has(x)) {
        seen.add(x);
        words += Math.floor(x.length / 4) + 2;
      }
      continue;
    }
    seen.add(x);
    if (x instanceof Uint8Array) words += Math.floor(x.length / 4) + 2;
    else if (Array.isArray(x)) {
      words += x.length;
      for (let i = 1; i < x.length; i++) stack.push(x[i]);
    } else if (isBlock(x as Value)) {
      const n = caml_flambe_obj_size(x as Value);
      words += n + 1;
      for (let i = 0; i < n; i++) stack.push((x as Block)[fieldName(i)]);
    }
  }
  return words;
}
