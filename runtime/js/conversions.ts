/**
 * Conversions between OCaml values and JavaScript ones, as js_of_ocaml's runtime names them.
 * An OCaml string holds bytes (one char code 0..255 each); a JavaScript string is UTF-16 text.
 */
import { caml_flambe_string_of_text, caml_flambe_text_of_string, listOfArray, arrayOfList } from "../index.js";
import type { OArray, Value } from "../values.js";

/** `Js.string`: the OCaml string read as UTF-8, as a JavaScript string (malformed bytes become U+FFFD). */
export function caml_jsstring_of_string(s: string): string {
  // ASCII needs no decoding (the common case).
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return caml_flambe_text_of_string(s);
  return s;
}

/** `Js.to_string`: a JavaScript string as the OCaml string of its UTF-8 bytes. */
export function caml_string_of_jsstring(s: string): string {
  const text = String(s);
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return caml_flambe_string_of_text(text);
  return text;
}

/** `Js.bytestring`: each byte a code unit. An OCaml string already is such a JavaScript string. */
export function caml_jsbytes_of_string(s: string): string {
  return s;
}

/** `Js.to_bytestring`: the JavaScript string's code units (which should be below 256) as bytes. */
export function caml_string_of_jsbytes(s: string): string {
  return s;
}

export function caml_js_from_bool(b: number): boolean {
  return !!b;
}

export function caml_js_to_bool(b: unknown): number {
  return b ? 1 : 0;
}

export function caml_js_from_float(x: number): number {
  return x;
}

export function caml_js_to_float(x: number): number {
  return x;
}

export function caml_js_from_int32(x: number): number {
  return x;
}

export function caml_js_to_int32(x: number): number {
  return x | 0;
}

/** `Js.array`: the elements of an OCaml array, as a new JavaScript array. */
export function caml_js_from_array(a: OArray): unknown[] {
  return a.slice(1);
}

/** `Js.to_array`: a new OCaml array (tag 0, as js_of_ocaml makes it) of a JavaScript array's elements. */
export function caml_js_to_array(a: readonly unknown[]): OArray {
  const out: OArray = [0];
  for (let i = 0; i < a.length; i++) out.push(a[i]);
  return out;
}

export function caml_list_of_js_array(a: readonly unknown[]): Value {
  return listOfArray([...a]);
}

export function caml_list_to_js_array(l: Value): unknown[] {
  return arrayOfList(l);
}
