/**
 * The run-time representation of OCaml values (see ARCHITECTURE.md, "Value representation"):
 * the types the rest of the runtime speaks in, and small helpers to build and inspect blocks.
 */

/**
 * A heap block: a JavaScript object of fixed shape, its tag in the property `t` and field i in
 * the property `_i` (`{t: 0, _0: x, _1: y}`), all written at allocation in that order so that
 * blocks of one size share one hidden class. No field of a block is ever `undefined`, which is
 * how generic code finds a block's size. OCaml arrays are JavaScript arrays `[tag, e0, e1, ...]`
 * (see arrays.ts); `Heap` is either.
 */
export interface Block {
  t: number;
  [field: `_${number}`]: unknown;
}

/** An OCaml array: index 0 holds the tag (0, or 254 for a float array), element i is at i + 1. */
export type OArray = unknown[];

/** A value of OCaml's heap: a block or an array. */
export type Heap = Block | OArray;

/** Any OCaml value. Kept as `unknown` on purpose: the runtime inspects values with the guards below. */
export type Value = unknown;

/** An OCaml function: a JavaScript function whose `length` is its arity. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OFunction = (...args: any[]) => any;

export const LAZY_TAG = 246;
export const CLOSURE_TAG = 247;
export const OBJECT_TAG = 248;
export const FORWARD_TAG = 250;
export const STRING_TAG = 252;
export const DOUBLE_TAG = 253;
export const DOUBLE_ARRAY_TAG = 254;

/** Whether a value is a block (not an array: those are JavaScript arrays). */
export function isBlock(v: Value): v is Block {
  return typeof v === "object" && v !== null && typeof (v as { t?: unknown }).t === "number";
}

/**
 * A value with OCaml custom operations (a bigarray): polymorphic comparison and hashing call
 * its methods, so that they need not know its kind (nor ship its code in every program).
 */
export interface CustomValue {
  /** Compared with another custom value of the same kind, as `compareValues` (NaN: unordered). */
  camlCompare(other: unknown, total: boolean): number;
  camlHash(): number;
}

export function isCustom(v: Value): v is CustomValue {
  return typeof v === "object" && v !== null && typeof (v as { camlCompare?: unknown }).camlCompare === "function";
}

export function isBytes(v: Value): v is Uint8Array {
  return v instanceof Uint8Array;
}

const fieldNames: string[] = Array.from({ length: 256 }, (_, i) => `_${i}`);

/** The property holding field i of a block. */
export function fieldName(i: number): `_${number}` {
  return (i < fieldNames.length ? fieldNames[i] : `_${i}`) as `_${number}`;
}

/**
 * Field i of a block, `undefined` past its last. The generic operations (compare, hash) read
 * fields through this: a property named in the code is a named load, which V8 serves from its
 * inline caches across the blocks' few shapes, where a computed name (`b[fieldName(i)]`) is a
 * keyed load that looks the name up each time (2.4 times slower in `caml_hash` of tuples).
 */
export function fieldOf(b: Block, i: number): Value | undefined {
  switch (i) {
    case 0:
      return b._0 as Value | undefined;
    case 1:
      return b._1 as Value | undefined;
    case 2:
      return b._2 as Value | undefined;
    case 3:
      return b._3 as Value | undefined;
    case 4:
      return b._4 as Value | undefined;
    case 5:
      return b._5 as Value | undefined;
    case 6:
      return b._6 as Value | undefined;
    case 7:
      return b._7 as Value | undefined;
    default:
      return b[fieldName(i)] as Value | undefined;
  }
}

/** The number of fields of a block. */
export function blockSize(b: Block): number {
  let n = 0;
  while (b[fieldName(n)] !== undefined) n++;
  return n;
}

/** Builds a block of the given tag (with the literal shapes the emitted code makes). */
export function makeBlock(tag: number, ...fields: Value[]): Block {
  switch (fields.length) {
    case 0:
      return { t: tag };
    case 1:
      return { t: tag, _0: fields[0] };
    case 2:
      return { t: tag, _0: fields[0], _1: fields[1] };
    case 3:
      return { t: tag, _0: fields[0], _1: fields[1], _2: fields[2] };
    default: {
      const b: Block = { t: tag };
      for (let i = 0; i < fields.length; i++) b[fieldName(i)] = fields[i];
      return b;
    }
  }
}

/** The fields of a block, in order. */
export function blockFields(b: Block): Value[] {
  const out: Value[] = [];
  for (let i = 0; ; i++) {
    const f = b[fieldName(i)];
    if (f === undefined) return out;
    out.push(f);
  }
}

/** The number of fields of a block or an array, for generic code. */
export function heapSize(v: Heap): number {
  return Array.isArray(v) ? v.length - 1 : blockSize(v);
}

/** OCaml's `unit` value. */
export const unit = 0;

/** OCaml list from a JavaScript array (cons cells are blocks of tag 0). */
export function listOfArray(xs: readonly Value[]): Value {
  let l: Value = 0;
  for (let i = xs.length - 1; i >= 0; i--) l = { t: 0, _0: xs[i], _1: l };
  return l;
}

/** JavaScript array from an OCaml list. */
export function arrayOfList(l: Value): Value[] {
  const out: Value[] = [];
  let cur = l;
  while (isBlock(cur)) {
    out.push(cur._0);
    cur = cur._1;
  }
  return out;
}

/** `Some v`. */
export function some(v: Value): Block {
  return { t: 0, _0: v };
}

/** `None`. */
export const none = 0;
