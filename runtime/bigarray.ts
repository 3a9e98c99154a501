/**
 * Bigarrays (`Stdlib.Bigarray`): arrays of numbers of any number of dimensions over a JavaScript
 * typed array, with OCaml's kinds, its two layouts and its errors.
 *
 * A bigarray is a `CamlBigarray`: its kind (OCaml's numbering: float32 0, float64 1, int8 signed 2
 * and unsigned 3, int16 signed 4 and unsigned 5, int32 6, int64 7, int 8, nativeint 9, complex32
 * 10, complex64 11, char 12), its layout (0: C, row-major with indices from 0; 1: Fortran,
 * column-major with indices from 1), its dimensions, and the typed array of its elements in
 * memory order. A complex number takes two slots (real part first). `int` and `nativeint` are 32
 * bits, as everywhere in flambe, so they are stored in an `Int32Array`; `int64` in a
 * `BigInt64Array`, whose elements are the `bigint`s int64 values are. Sub-arrays and slices share
 * their parent's storage (`subarray`), as OCaml's do.
 */
import { caml_array_bound_error, caml_invalid_argument } from "./exceptions.js";
import { hashMixFloat, hashMixInt } from "./hash.js";
import { int64Hi32, int64Lo32 } from "./int64.js";
import type { Block, CustomValue, OArray, Value } from "./values.js";

type Storage = Float32Array | Float64Array | Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | BigInt64Array;

export class CamlBigarray implements CustomValue {
  constructor(
    readonly kind: number,
    readonly layout: number,
    readonly dims: readonly number[],
    readonly data: Storage,
  ) {}

  camlCompare(other: unknown, total: boolean): number {
    return compareBigarrays(this, other as CamlBigarray, total);
  }

  camlHash(): number {
    return hashBigarray(this);
  }
}

const COMPLEX32 = 10;
const COMPLEX64 = 11;
const INT64 = 7;
const FORTRAN = 1;

function isComplex(kind: number): boolean {
  return kind === COMPLEX32 || kind === COMPLEX64;
}

function storage(kind: number, n: number): Storage {
  switch (kind) {
    case 0:
      return new Float32Array(n);
    case 1:
      return new Float64Array(n);
    case 2:
      return new Int8Array(n);
    case 3:
    case 12:
      return new Uint8Array(n);
    case 4:
      return new Int16Array(n);
    case 5:
      return new Uint16Array(n);
    case 6:
    case 8:
    case 9:
      return new Int32Array(n);
    case INT64:
      return new BigInt64Array(n);
    case COMPLEX32:
      return new Float32Array(2 * n);
    case COMPLEX64:
      return new Float64Array(2 * n);
    default:
      return caml_invalid_argument("Bigarray.create: unknown kind");
  }
}

function product(dims: readonly number[], from = 0, to = dims.length): number {
  let n = 1;
  for (let i = from; i < to; i++) n *= dims[i]!;
  return n;
}

/** The elements of an OCaml `int array` (`[0, e0, e1, ...]`). */
function intsOf(a: Value): number[] {
  return (a as OArray).slice(1) as number[];
}

/** Slots per element. */
function slotsPerElement(b: CamlBigarray): number {
  return isComplex(b.kind) ? 2 : 1;
}

// ---------------------------------------------------------------------------------------------
// Creation, dimensions, kind and layout

export function caml_ba_create(kind: number, layout: number, vdims: Value): CamlBigarray {
  const dims = intsOf(vdims);
  if (dims.length > 16) caml_invalid_argument("Bigarray.create: bad number of dimensions");
  for (const d of dims) if (d < 0) caml_invalid_argument("Bigarray.create: negative dimension");
  return new CamlBigarray(kind, layout, dims, storage(kind, product(dims)));
}

export function caml_ba_num_dims(b: CamlBigarray): number {
  return b.dims.length;
}

export function caml_ba_dim(b: CamlBigarray, i: number): number {
  if (i < 0 || i >= b.dims.length) caml_invalid_argument("Bigarray.dim");
  return b.dims[i]!;
}

export function caml_ba_dim_1(b: CamlBigarray): number {
  return caml_ba_dim(b, 0);
}

export function caml_ba_dim_2(b: CamlBigarray): number {
  return caml_ba_dim(b, 1);
}

export function caml_ba_dim_3(b: CamlBigarray): number {
  return caml_ba_dim(b, 2);
}

export function caml_ba_kind(b: CamlBigarray): number {
  return b.kind;
}

export function caml_ba_layout(b: CamlBigarray): number {
  return b.layout;
}

/** The same elements seen in the other layout: the dimensions in reverse order. */
export function caml_ba_change_layout(b: CamlBigarray, layout: number): CamlBigarray {
  if (b.layout === layout) return b;
  return new CamlBigarray(b.kind, layout, [...b.dims].reverse(), b.data);
}

export function caml_ba_reshape(b: CamlBigarray, vdims: Value): CamlBigarray {
  const dims = intsOf(vdims);
  if (dims.length > 16) caml_invalid_argument("Bigarray.reshape: bad number of dimensions");
  for (const d of dims) if (d < 0) caml_invalid_argument("Bigarray.reshape: negative dimension");
  if (product(dims) !== product(b.dims)) caml_invalid_argument("Bigarray.reshape: size mismatch");
  return new CamlBigarray(b.kind, b.layout, dims, b.data);
}

// ---------------------------------------------------------------------------------------------
// Elements

/** The position in memory of the element at `idx` (one index per dimension), bounds checked. */
function offsetOf(b: CamlBigarray, idx: readonly number[]): number {
  const dims = b.dims;
  let ofs = 0;
  if (b.layout === FORTRAN) {
    for (let k = dims.length - 1; k >= 0; k--) {
      const i = idx[k]! - 1;
      if (i < 0 || i >= dims[k]!) caml_array_bound_error();
      ofs = ofs * dims[k]! + i;
    }
  } else {
    for (let k = 0; k < dims.length; k++) {
      const i = idx[k]!;
      if (i < 0 || i >= dims[k]!) caml_array_bound_error();
      ofs = ofs * dims[k]! + i;
    }
  }
  return ofs;
}

function readElement(b: CamlBigarray, ofs: number): Value {
  if (isComplex(b.kind)) {
    const re = b.data[2 * ofs] as number;
    const im = b.data[2 * ofs + 1] as number;
    const z: Block = { t: 254, _0: re, _1: im };
    return z;
  }
  return b.data[ofs];
}

function writeElement(b: CamlBigarray, ofs: number, v: Value): number {
  if (isComplex(b.kind)) {
    const z = v as Block;
    b.data[2 * ofs] = z._0 as number;
    b.data[2 * ofs + 1] = z._1 as number;
  } else if (b.kind === INT64) (b.data as BigInt64Array)[ofs] = v as bigint;
  else (b.data as Exclude<Storage, BigInt64Array>)[ofs] = v as number;
  return 0;
}

export function caml_ba_get_generic(b: CamlBigarray, vind: Value): Value {
  const idx = intsOf(vind);
  if (idx.length !== b.dims.length) caml_invalid_argument("Bigarray.get: wrong number of indices");
  return readElement(b, offsetOf(b, idx));
}

export function caml_ba_set_generic(b: CamlBigarray, vind: Value, v: Value): number {
  const idx = intsOf(vind);
  if (idx.length !== b.dims.length) caml_invalid_argument("Bigarray.set: wrong number of indices");
  return writeElement(b, offsetOf(b, idx), v);
}

/** One dimension: the common case, without an index array. */
function offset1(b: CamlBigarray, i0: number): number {
  const i = b.layout === FORTRAN ? i0 - 1 : i0;
  if (i < 0 || i >= b.dims[0]!) caml_array_bound_error();
  return i;
}

export function caml_ba_get_1(b: CamlBigarray, i: number): Value {
  return readElement(b, offset1(b, i));
}

export function caml_ba_set_1(b: CamlBigarray, i: number, v: Value): number {
  return writeElement(b, offset1(b, i), v);
}

export function caml_ba_get_2(b: CamlBigarray, i: number, j: number): Value {
  return readElement(b, offsetOf(b, [i, j]));
}

export function caml_ba_set_2(b: CamlBigarray, i: number, j: number, v: Value): number {
  return writeElement(b, offsetOf(b, [i, j]), v);
}

export function caml_ba_get_3(b: CamlBigarray, i: number, j: number, k: number): Value {
  return readElement(b, offsetOf(b, [i, j, k]));
}

export function caml_ba_set_3(b: CamlBigarray, i: number, j: number, k: number, v: Value): number {
  return writeElement(b, offsetOf(b, [i, j, k]), v);
}

// The unchecked accesses check too: a typed array read out of its bounds gives `undefined`, which
// is no OCaml value.
export const caml_ba_unsafe_get_1 = caml_ba_get_1;
export const caml_ba_unsafe_set_1 = caml_ba_set_1;
export const caml_ba_unsafe_get_2 = caml_ba_get_2;
export const caml_ba_unsafe_set_2 = caml_ba_set_2;
export const caml_ba_unsafe_get_3 = caml_ba_get_3;
export const caml_ba_unsafe_set_3 = caml_ba_set_3;

// ---------------------------------------------------------------------------------------------
// Sub-arrays, slices, blit and fill

/** The elements `ofs .. ofs + len - 1` of the outermost dimension (the first in C layout, the last in Fortran's), sharing storage. */
export function caml_ba_sub(b: CamlBigarray, ofs0: number, len: number): CamlBigarray {
  const n = b.dims.length;
  const fortran = b.layout === FORTRAN;
  const changed = fortran ? n - 1 : 0;
  const ofs = fortran ? ofs0 - 1 : ofs0;
  const mul = fortran ? product(b.dims, 0, n - 1) : product(b.dims, 1);
  if (n === 0 || ofs < 0 || len < 0 || ofs + len > b.dims[changed]!) caml_invalid_argument("Bigarray.sub: bad sub-array");
  const dims = [...b.dims];
  dims[changed] = len;
  const w = slotsPerElement(b);
  return new CamlBigarray(b.kind, b.layout, dims, b.data.subarray(ofs * mul * w, (ofs + len) * mul * w));
}

/** The sub-array with the outermost indices fixed (the first ones in C layout, the last in Fortran's), sharing storage. */
export function caml_ba_slice(b: CamlBigarray, vind: Value): CamlBigarray {
  const fixed = intsOf(vind);
  const n = b.dims.length;
  if (fixed.length > n) caml_invalid_argument("Bigarray.slice: too many indices");
  const fortran = b.layout === FORTRAN;
  const rest = n - fixed.length;
  const idx = fortran ? [...Array.from({ length: rest }, () => 1), ...fixed] : [...fixed, ...Array.from({ length: rest }, () => 0)];
  const ofs = offsetOf(b, idx);
  const dims = fortran ? b.dims.slice(0, rest) : b.dims.slice(fixed.length);
  const w = slotsPerElement(b);
  return new CamlBigarray(b.kind, b.layout, dims, b.data.subarray(ofs * w, (ofs + product(dims)) * w));
}

export function caml_ba_blit(src: CamlBigarray, dst: CamlBigarray): number {
  if (src.dims.length !== dst.dims.length || src.dims.some((d, i) => d !== dst.dims[i])) caml_invalid_argument("Bigarray.blit: dimension mismatch");
  if (src.kind === INT64) (dst.data as BigInt64Array).set(src.data as BigInt64Array);
  else (dst.data as Exclude<Storage, BigInt64Array>).set(src.data as Exclude<Storage, BigInt64Array>);
  return 0;
}

export function caml_ba_fill(b: CamlBigarray, v: Value): number {
  if (isComplex(b.kind)) {
    const z = v as Block;
    for (let i = 0; i < b.data.length; i += 2) {
      b.data[i] = z._0 as number;
      b.data[i + 1] = z._1 as number;
    }
  } else if (b.kind === INT64) (b.data as BigInt64Array).fill(v as bigint);
  else (b.data as Exclude<Storage, BigInt64Array>).fill(v as number);
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Polymorphic comparison and hashing (OCaml's custom operations for bigarrays)

/**
 * Kind and layout, then the number of dimensions, then the dimensions, then the elements in
 * memory order; floats as OCaml's compare orders them (NaN below every other float with `total`,
 * unordered without).
 */
export function compareBigarrays(a: CamlBigarray, b: CamlBigarray, total: boolean): number {
  const fa = a.kind | (a.layout << 8);
  const fb = b.kind | (b.layout << 8);
  if (fa !== fb) return fb - fa < 0 ? -1 : 1;
  if (a.dims.length !== b.dims.length) return b.dims.length - a.dims.length < 0 ? -1 : 1;
  for (let i = 0; i < a.dims.length; i++) if (a.dims[i] !== b.dims[i]) return a.dims[i]! < b.dims[i]! ? -1 : 1;
  const n = a.data.length;
  const floats = a.kind <= 1 || isComplex(a.kind);
  for (let i = 0; i < n; i++) {
    const x = a.data[i]!;
    const y = b.data[i]!;
    if (x < y) return -1;
    if (x > y) return 1;
    if (floats && x !== y) {
      if (!total) return NaN;
      if (x === x) return 1;
      if (y === y) return -1;
    }
  }
  return 0;
}

/** The bits of a float32, all NaNs one NaN and -0 as 0, as OCaml hashes them. */
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
function hashMixFloat32(h: number, x: number): number {
  f32[0] = x;
  let n = u32[0]!;
  if ((n & 0x7f800000) === 0x7f800000 && (n & 0x007fffff) !== 0) n = 0x7f800001;
  else if (n === 0x80000000) n = 0;
  return hashMixInt(h, n | 0);
}

/** A bigarray's hash, as OCaml's custom operation computes it from its first elements. */
export function hashBigarray(b: CamlBigarray): number {
  let h = 0;
  let n = product(b.dims);
  const d = b.data;
  switch (b.kind) {
    case 2:
    case 3:
    case 12: {
      const bytes = new Uint8Array(d.buffer, d.byteOffset, d.length);
      if (n > 256) n = 256;
      let i = 0;
      for (; i + 4 <= n; i += 4) h = hashMixInt(h, bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24));
      const rest = n & 3;
      if (rest > 0) {
        let w = 0;
        if (rest === 3) w = bytes[i + 2]! << 16;
        if (rest >= 2) w |= bytes[i + 1]! << 8;
        w |= bytes[i]!;
        h = hashMixInt(h, w);
      }
      break;
    }
    case 4:
    case 5: {
      const halves = new Uint16Array(d.buffer, d.byteOffset, d.length);
      if (n > 128) n = 128;
      let i = 0;
      for (; i + 2 <= n; i += 2) h = hashMixInt(h, halves[i]! | (halves[i + 1]! << 16));
      if ((n & 1) !== 0) h = hashMixInt(h, halves[i]!);
      break;
    }
    case 6:
    case 8:
    case 9:
      if (n > 64) n = 64;
      for (let i = 0; i < n; i++) h = hashMixInt(h, d[i] as number);
      break;
    case INT64:
      if (n > 32) n = 32;
      for (let i = 0; i < n; i++) {
        const x = d[i] as bigint;
        h = hashMixInt(hashMixInt(h, int64Lo32(x)), int64Hi32(x));
      }
      break;
    case COMPLEX32:
    case 0:
      n *= slotsPerElement(b);
      if (n > 64) n = 64;
      for (let i = 0; i < n; i++) h = hashMixFloat32(h, d[i] as number);
      break;
    case COMPLEX64:
    case 1:
      n *= slotsPerElement(b);
      if (n > 32) n = 32;
      for (let i = 0; i < n; i++) h = hashMixFloat(h, (d[i] as number) === 0 ? 0 : (d[i] as number));
      break;
  }
  return h;
}
