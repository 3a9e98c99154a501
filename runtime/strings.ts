/**
 * Byte strings and bytes. An OCaml `string` is a JavaScript string whose char codes are bytes
 * (0..255); `bytes` is a `Uint8Array`. Converting between the two copies.
 */
import { caml_array_bound_error, caml_invalid_argument } from "./exceptions.js";

/** A byte string from bytes `b[off, off+len)`. */
export function byteStringOfArray(b: Uint8Array, off = 0, len = b.length - off): string {
  // Short strings (most of them: words, numbers, lines) char by char: the general way below
  // makes a view and an array first, which costs more than the copy itself.
  if (len <= 24) {
    let s = "";
    for (let i = off; i < off + len; i++) s += String.fromCharCode(b[i]!);
    return s;
  }
  // fromCharCode takes its arguments on the stack: go by chunks. It accepts the typed array's
  // view itself as its arguments.
  const chunk = 0x2000;
  const ofView = (from: number, n: number): string => String.fromCharCode.apply(null, b.subarray(from, from + n) as unknown as number[]);
  if (len <= chunk) return ofView(off, len);
  const parts: string[] = [];
  for (let i = 0; i < len; i += chunk) parts.push(ofView(off + i, Math.min(chunk, len - i)));
  return parts.join("");
}

/** The bytes of a byte string. */
export function arrayOfByteString(s: string): Uint8Array {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0xff;
  return b;
}

/** JavaScript text to the byte string of its UTF-8 encoding (what an OCaml literal holds). */
export function caml_flambe_string_of_text(text: string): string {
  return byteStringOfArray(new TextEncoder().encode(text));
}

/** A byte string holding UTF-8 to JavaScript text (invalid sequences become U+FFFD). */
export function caml_flambe_text_of_string(s: string): string {
  return new TextDecoder().decode(arrayOfByteString(s));
}

export function caml_ml_string_length(s: string): number {
  return s.length;
}

export function caml_ml_bytes_length(b: Uint8Array): number {
  return b.length;
}

export function caml_create_bytes(len: number): Uint8Array {
  if (len < 0) caml_invalid_argument("Bytes.create");
  return new Uint8Array(len);
}
export const caml_create_string = caml_create_bytes;

/** `Bytes.to_string` / `%bytes_to_string`: copies. */
export function caml_string_of_bytes(b: Uint8Array): string {
  return byteStringOfArray(b);
}
export const caml_bytes_to_string = caml_string_of_bytes;

/** `Bytes.of_string` / `%bytes_of_string`: copies. */
export function caml_bytes_of_string(s: string): Uint8Array {
  return arrayOfByteString(s);
}

export function caml_blit_bytes(src: Uint8Array, srcOff: number, dst: Uint8Array, dstOff: number, len: number): number {
  if (len <= 0) return 0;
  // Short copies (a Buffer growing char by char, words) byte by byte: a view for `set` costs
  // more than the copy. Overlapping ranges of one bytes are copied backwards when the
  // destination is after the source, as memmove does.
  if (len <= 32) {
    if (src === dst && dstOff > srcOff) for (let i = len - 1; i >= 0; i--) dst[dstOff + i] = src[srcOff + i]!;
    else for (let i = 0; i < len; i++) dst[dstOff + i] = src[srcOff + i]!;
  } else if (src === dst) dst.copyWithin(dstOff, srcOff, srcOff + len);
  else dst.set(src.subarray(srcOff, srcOff + len), dstOff);
  return 0;
}

export function caml_blit_string(src: string, srcOff: number, dst: Uint8Array, dstOff: number, len: number): number {
  for (let i = 0; i < len; i++) dst[dstOff + i] = src.charCodeAt(srcOff + i);
  return 0;
}

export function caml_fill_bytes(b: Uint8Array, off: number, len: number, c: number): number {
  if (len > 0) b.fill(c & 0xff, off, off + len);
  return 0;
}
export const caml_fill_string = caml_fill_bytes;

function stringIndex(s: string, i: number): void {
  if (i < 0 || i >= s.length) caml_array_bound_error();
}
function bytesIndex(b: Uint8Array, i: number): void {
  if (i < 0 || i >= b.length) caml_array_bound_error();
}

export function caml_string_get(s: string, i: number): number {
  stringIndex(s, i);
  return s.charCodeAt(i);
}
export function caml_string_unsafe_get(s: string, i: number): number {
  return s.charCodeAt(i);
}
export function caml_bytes_get(b: Uint8Array, i: number): number {
  bytesIndex(b, i);
  return b[i]!;
}
export function caml_bytes_unsafe_get(b: Uint8Array, i: number): number {
  return b[i]!;
}
export function caml_bytes_set(b: Uint8Array, i: number, c: number): number {
  bytesIndex(b, i);
  b[i] = c;
  return 0;
}
export function caml_bytes_unsafe_set(b: Uint8Array, i: number, c: number): number {
  b[i] = c;
  return 0;
}

// Multi-byte accesses are little-endian, as on the machines OCaml's reference runs on.
function getN(get: (i: number) => number, len: number, i: number, n: number): number {
  if (i < 0 || i + n > len) caml_array_bound_error();
  let r = 0;
  for (let k = n - 1; k >= 0; k--) r = (r << 8) | get(i + k);
  return r;
}
function get64(get: (i: number) => number, len: number, i: number): bigint {
  if (i < 0 || i + 8 > len) caml_array_bound_error();
  let r = 0n;
  for (let k = 7; k >= 0; k--) r = (r << 8n) | BigInt(get(i + k));
  return BigInt.asIntN(64, r);
}

export function caml_string_get16(s: string, i: number): number {
  return getN((k) => s.charCodeAt(k), s.length, i, 2);
}
export function caml_string_get32(s: string, i: number): number {
  return getN((k) => s.charCodeAt(k), s.length, i, 4) | 0;
}
export function caml_string_get64(s: string, i: number): bigint {
  return get64((k) => s.charCodeAt(k), s.length, i);
}
export function caml_bytes_get16(b: Uint8Array, i: number): number {
  return getN((k) => b[k]!, b.length, i, 2);
}
export function caml_bytes_get32(b: Uint8Array, i: number): number {
  return getN((k) => b[k]!, b.length, i, 4) | 0;
}
export function caml_bytes_get64(b: Uint8Array, i: number): bigint {
  return get64((k) => b[k]!, b.length, i);
}
export function caml_bytes_set16(b: Uint8Array, i: number, v: number): number {
  if (i < 0 || i + 2 > b.length) caml_array_bound_error();
  b[i] = v & 0xff;
  b[i + 1] = (v >>> 8) & 0xff;
  return 0;
}
export function caml_bytes_set32(b: Uint8Array, i: number, v: number): number {
  if (i < 0 || i + 4 > b.length) caml_array_bound_error();
  for (let k = 0; k < 4; k++) b[i + k] = (v >>> (8 * k)) & 0xff;
  return 0;
}
export function caml_bytes_set64(b: Uint8Array, i: number, v: bigint): number {
  if (i < 0 || i + 8 > b.length) caml_array_bound_error();
  let x = BigInt.asUintN(64, v);
  for (let k = 0; k < 8; k++) {
    b[i + k] = Number(x & 0xffn);
    x >>= 8n;
  }
  return 0;
}

function compareByteStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareByteArrays(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]! ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

export function caml_string_compare(a: string, b: string): number {
  return compareByteStrings(a, b);
}
export function caml_string_equal(a: string, b: string): number {
  return a === b ? 1 : 0;
}
export function caml_string_notequal(a: string, b: string): number {
  return a === b ? 0 : 1;
}
export function caml_string_lessthan(a: string, b: string): number {
  return a < b ? 1 : 0;
}
export function caml_string_lessequal(a: string, b: string): number {
  return a <= b ? 1 : 0;
}
export function caml_string_greaterthan(a: string, b: string): number {
  return a > b ? 1 : 0;
}
export function caml_string_greaterequal(a: string, b: string): number {
  return a >= b ? 1 : 0;
}

export function caml_bytes_compare(a: Uint8Array, b: Uint8Array): number {
  return compareByteArrays(a, b);
}
export function caml_bytes_equal(a: Uint8Array, b: Uint8Array): number {
  return compareByteArrays(a, b) === 0 ? 1 : 0;
}
export function caml_bytes_notequal(a: Uint8Array, b: Uint8Array): number {
  return compareByteArrays(a, b) === 0 ? 0 : 1;
}
export function caml_bytes_lessthan(a: Uint8Array, b: Uint8Array): number {
  return compareByteArrays(a, b) < 0 ? 1 : 0;
}
export function caml_bytes_lessequal(a: Uint8Array, b: Uint8Array): number {
  return compareByteArrays(a, b) <= 0 ? 1 : 0;
}
export function caml_bytes_greaterthan(a: Uint8Array, b: Uint8Array): number {
  return compareByteArrays(a, b) > 0 ? 1 : 0;
}
export function caml_bytes_greaterequal(a: Uint8Array, b: Uint8Array): number {
  return compareByteArrays(a, b) >= 0 ? 1 : 0;
}

/** `^` on strings. */
export function caml_string_concat(a: string, b: string): string {
  return a + b;
}
export const caml_flambe_string_concat = caml_string_concat;

/** `String.sub` once its bounds are checked: the engine's own substring, with no byte array between. */
export function caml_flambe_string_sub(s: string, ofs: number, len: number): string {
  return s.substring(ofs, ofs + len);
}

/** Compares two byte arrays, for the polymorphic comparison. */
export { compareByteArrays };
