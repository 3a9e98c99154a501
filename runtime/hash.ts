/**
 * Generic hashing (`Hashtbl.hash` and friends): the MurmurHash3-based mixing of OCaml's
 * `caml_hash`, over the JavaScript representation in the way the reference does (a float with an
 * integral value hashes as that integer; a string by its bytes; an int64 by its two halves).
 */
import { int64Hi32, int64Lo32 } from "./int64.js";
import { fieldOf, isBlock, isCustom, type Value } from "./values.js";

function rotl32(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

export function hashMixInt(h: number, d: number): number {
  d = Math.imul(d, 0xcc9e2d51 | 0);
  d = rotl32(d, 15);
  d = Math.imul(d, 0x1b873593);
  h ^= d;
  h = rotl32(h, 13);
  return (((h + (h << 2)) | 0) + (0xe6546b64 | 0)) | 0;
}

export function hashMixFinal(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b | 0);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35 | 0);
  h ^= h >>> 16;
  return h;
}

const view = new DataView(new ArrayBuffer(8));

/** Mixes a float's IEEE bits (all NaNs are one NaN), low word first. */
export function hashMixFloat(h: number, x: number): number {
  let lo: number;
  let hi: number;
  if (x !== x) {
    lo = 1;
    hi = 0x7ff00000;
  } else {
    view.setFloat64(0, x);
    hi = view.getInt32(0);
    lo = view.getInt32(4);
  }
  h = hashMixInt(h, lo);
  return hashMixInt(h, hi);
}

/** Mixes a string's bytes four at a time (little-endian words), then the length. */
function hashMixString(h: number, s: string): number {
  const len = s.length;
  let i = 0;
  for (; i + 4 <= len; i += 4) {
    h = hashMixInt(h, s.charCodeAt(i) | (s.charCodeAt(i + 1) << 8) | (s.charCodeAt(i + 2) << 16) | (s.charCodeAt(i + 3) << 24));
  }
  const rest = len & 3;
  if (rest > 0) {
    let w = 0;
    if (rest === 3) w = s.charCodeAt(i + 2) << 16;
    if (rest >= 2) w |= s.charCodeAt(i + 1) << 8;
    w |= s.charCodeAt(i);
    h = hashMixInt(h, w);
  }
  return h ^ len;
}

/** `hashMixString` for bytes (the same words, so a string and its bytes hash alike). */
function hashMixByteArray(h: number, b: Uint8Array): number {
  const len = b.length;
  let i = 0;
  for (; i + 4 <= len; i += 4) h = hashMixInt(h, b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24));
  const rest = len & 3;
  if (rest > 0) {
    let w = 0;
    if (rest === 3) w = b[i + 2]! << 16;
    if (rest >= 2) w |= b[i + 1]! << 8;
    w |= b[i]!;
    h = hashMixInt(h, w);
  }
  return h ^ len;
}

/**
 * The walk's queue, kept from call to call (a hash is computed at every `Hashtbl` operation;
 * the array made for each was a third of `caml_hash`'s time on tuples). `queueBusy` while a walk
 * uses it: a custom value's `camlHash` may hash again, with a queue of its own.
 */
const sharedQueue: Value[] = [];
let queueBusy = false;

/**
 * `caml_hash count limit seed v`: a breadth-first walk over at most `limit` values (capped at 256)
 * that mixes at most `count` meaningful ones.
 */
export function caml_hash(count: number, limit: number, seed: number, obj: Value): number {
  const queue: Value[] = queueBusy ? [] : sharedQueue;
  queueBusy = true;
  try {
    return hashWalk(count, limit, seed, obj, queue);
  } finally {
    if (queue === sharedQueue) queueBusy = false;
  }
}

function hashWalk(count: number, limit: number, seed: number, obj: Value, queue: Value[]): number {
  let sz = limit;
  if (sz < 0 || sz > 256) sz = 256;
  let num = count;
  let h = seed | 0;
  queue[0] = obj;
  let rd = 0;
  let wr = 1;
  while (rd < wr && num > 0) {
    const v = queue[rd++];
    if (typeof v === "number") {
      // NaN is skipped altogether, as the reference skips it.
      if (v !== v) continue;
      if (v === (v | 0)) h = hashMixInt(h, (v + v + 1) | 0);
      else h = hashMixFloat(h, v);
      num--;
    } else if (typeof v === "string") {
      h = hashMixString(h, v);
      num--;
    } else if (typeof v === "bigint") {
      h = hashMixInt(h, int64Lo32(v) ^ int64Hi32(v));
      num--;
    } else if (v instanceof Uint8Array) {
      h = hashMixByteArray(h, v);
      num--;
    } else if (isBlock(v)) {
      const tag = v.t;
      if (tag === 248) {
        h = hashMixInt(h, v._1 as number);
        num--;
      } else if (tag === 250) {
        // A forwarded value hashes as its target, without counting.
        queue[--rd] = v._0;
      } else {
        // The fields are queued (as far as the limit allows) while the size is counted.
        let n = 0;
        for (;;) {
          const f = fieldOf(v, n);
          if (f === undefined) break;
          if (wr < sz) queue[wr++] = f;
          n++;
        }
        h = hashMixInt(h, (n << 10) | tag);
      }
    } else if (Array.isArray(v)) {
      h = hashMixInt(h, ((v.length - 1) << 10) | (v[0] as number));
      for (let i = 1; i < v.length && wr < sz; i++) queue[wr++] = v[i];
    } else if (isCustom(v)) {
      // Last: blocks and arrays, the common values, are never custom.
      h = hashMixInt(h, v.camlHash());
      num--;
    }
    // Functions and other values are skipped, as the reference skips them.
  }
  // The queue keeps nothing alive once the walk is over.
  for (let i = 0; i < wr; i++) queue[i] = 0;
  return hashMixFinal(h) & 0x3fffffff;
}
