/**
 * Arrays: `[0, e0, e1, ...]`; float arrays and all-float records have tag 254 with numbers as
 * fields. Bounds-checked accesses raise `Invalid_argument "index out of bounds"`.
 */
import { caml_array_bound_error, caml_invalid_argument } from "./exceptions.js";
import { isBlock, type OArray, type Value } from "./values.js";

// Arrays built at run time have tag 0 even when they hold floats: a float cannot be told from
// an int at run time, and the reference does the same (comparison treats 254 as 0 anyway).

export function caml_make_vect(len: number, init: Value): OArray {
  if (len < 0) caml_invalid_argument("Array.make");
  const a: OArray = new Array(len + 1);
  a[0] = 0;
  for (let i = 1; i <= len; i++) a[i] = init;
  return a;
}

export function caml_make_float_vect(len: number): OArray {
  if (len < 0) caml_invalid_argument("Array.make");
  const a: OArray = new Array(len + 1).fill(0);
  a[0] = 254;
  return a;
}
export const caml_floatarray_create = caml_make_float_vect;

export function caml_array_get(a: OArray, i: number): Value {
  if (i < 0 || i >= a.length - 1) caml_array_bound_error();
  return a[i + 1];
}
export function caml_array_set(a: OArray, i: number, v: Value): number {
  if (i < 0 || i >= a.length - 1) caml_array_bound_error();
  a[i + 1] = v;
  return 0;
}
export function caml_array_unsafe_get(a: OArray, i: number): Value {
  return a[i + 1];
}
export function caml_array_unsafe_set(a: OArray, i: number, v: Value): number {
  a[i + 1] = v;
  return 0;
}
export const caml_floatarray_get = caml_array_get;
export const caml_floatarray_set = caml_array_set;
export const caml_floatarray_unsafe_get = caml_array_unsafe_get;
export const caml_floatarray_unsafe_set = caml_array_unsafe_set;

export function caml_array_length(a: OArray): number {
  return a.length - 1;
}

export function caml_array_sub(a: OArray, ofs: number, len: number): OArray {
  if (ofs < 0 || len < 0 || ofs + len > a.length - 1) caml_invalid_argument("Array.sub");
  const r = a.slice(ofs, ofs + len + 1);
  r[0] = 0;
  return r;
}

export function caml_array_append(a: OArray, b: OArray): OArray {
  const r = a.concat(b.slice(1));
  r[0] = 0;
  return r;
}

/** `Array.concat` of an OCaml list of arrays. */
export function caml_array_concat(l: Value): OArray {
  const r: OArray = [0];
  let cur = l;
  while (isBlock(cur)) {
    const a = cur._0 as OArray;
    for (let i = 1; i < a.length; i++) r.push(a[i]);
    cur = cur._1;
  }
  return r;
}

export function caml_array_blit(src: OArray, srcOfs: number, dst: OArray, dstOfs: number, len: number): number {
  if (len <= 0) return 0;
  if (srcOfs < dstOfs) {
    for (let i = len; i >= 1; i--) dst[dstOfs + i] = src[srcOfs + i];
  } else {
    for (let i = 1; i <= len; i++) dst[dstOfs + i] = src[srcOfs + i];
  }
  return 0;
}
export const caml_floatarray_blit = caml_array_blit;

export function caml_array_fill(a: OArray, ofs: number, len: number, v: Value): number {
  for (let i = 1; i <= len; i++) a[ofs + i] = v;
  return 0;
}
