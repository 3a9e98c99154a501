/**
 * Ephemerons and weak arrays (stdlib/weak.ml, stdlib/ephemeron.ml), as OCaml's primitives
 * `caml_ephe_*` (a weak array is an ephemeron without data, as in OCaml 4.13).
 *
 * A key that is a block (an object, an array, bytes, a function) is held through a `WeakRef`,
 * so that the host's collector may erase it once nothing else holds it; an immediate, a string,
 * a float or an int64 is held strongly (it is no block to the host, as OCaml never erases an
 * immediate). The data is held as long as every block key is alive, and no longer: it is stored
 * at the end of a chain of `WeakMap`s keyed by those keys in turn, so that the data keeps
 * nothing alive through the ephemeron (a data that refers to its key does not keep the key).
 * When every key is an immediate (or unset), the data is held strongly.
 *
 * When the collector runs is the host's business: `Gc.full_major ()` cannot force it, so a key
 * no longer reachable may still be found for a while (OCaml's documentation promises that a
 * weak pointer may be erased at a collection, never that it must be). On an engine without
 * `WeakRef` (before ES2021), keys are held strongly and never erased.
 */
import { caml_invalid_argument } from "./exceptions.js";
import { caml_obj_dup } from "./lazy.js";
import { none, some, type Value } from "./values.js";

interface WeakLike {
  deref(): unknown;
}

/** An empty slot, a strongly held value, or a weakly held block. */
type Slot = undefined | { strong: Value } | WeakLike;

const WeakRefCtor: (new (v: object) => WeakLike) | undefined = (globalThis as { WeakRef?: new (v: object) => WeakLike }).WeakRef;

/** What the data chain stores at its end. */
interface DataCell {
  data: Value;
}

export class Ephe {
  keys: Slot[];
  /** The data: held strongly when no key is a block, else at the end of `chain`. */
  strongData: DataCell | undefined = undefined;
  chain: WeakMap<object, unknown> | undefined = undefined;
  /** The block keys the chain was built from, in order. */
  chainKeys: object[] = [];
  constructor(n: number) {
    this.keys = new Array<Slot>(n).fill(undefined);
  }
}

function isHeapBlock(v: Value): v is object {
  return (typeof v === "object" && v !== null) || typeof v === "function";
}

function slotOf(v: Value): Slot {
  if (isHeapBlock(v) && WeakRefCtor !== undefined) return new WeakRefCtor(v);
  return { strong: v };
}

/** The value of a slot: undefined when empty or erased. */
function slotValue(s: Slot): Value | undefined {
  if (s === undefined) return undefined;
  if ("strong" in s) return s.strong;
  return s.deref();
}

function checkIndex(e: Ephe, i: number, who: string): void {
  if (i < 0 || i >= e.keys.length) caml_invalid_argument(who);
}

/** The data cell, if the data is set and every key is alive. */
function dataCell(e: Ephe): DataCell | undefined {
  if (e.strongData !== undefined) return e.strongData;
  if (e.chain === undefined) return undefined;
  let m: unknown = e.chain;
  for (const k of e.chainKeys) {
    if (!(m instanceof WeakMap)) return undefined;
    m = m.get(k);
  }
  return m as DataCell | undefined;
}

/** Stores the data again after the keys changed (the data is lost when a key is). */
function storeData(e: Ephe, cell: DataCell | undefined): void {
  e.strongData = undefined;
  e.chain = undefined;
  e.chainKeys = [];
  if (cell === undefined) return;
  const blocks: object[] = [];
  for (const s of e.keys) {
    if (s === undefined) continue; // a missing key does not hold the data, as in OCaml
    if ("strong" in s) {
      if (isHeapBlock(s.strong)) blocks.push(s.strong);
      continue;
    }
    const k = s.deref();
    if (k === undefined) return;
    blocks.push(k as object);
  }
  if (blocks.length === 0) {
    e.strongData = cell;
    return;
  }
  // with strong references only (no WeakRef), the chain is still correct, never collected
  e.chain = new WeakMap();
  let m = e.chain;
  for (let i = 0; i < blocks.length - 1; i++) {
    const next = new WeakMap<object, unknown>();
    m.set(blocks[i]!, next);
    m = next;
  }
  m.set(blocks[blocks.length - 1]!, cell);
  e.chainKeys = blocks;
}

export function caml_ephe_create(n: number): Ephe {
  if (n < 0 || n > 2 ** 22) caml_invalid_argument("Weak.create");
  return new Ephe(n);
}
export const caml_weak_create = caml_ephe_create;

export function caml_ephe_length(e: Ephe): number {
  return e.keys.length;
}

export function caml_ephe_set_key(e: Ephe, i: number, v: Value): number {
  checkIndex(e, i, "Weak.set");
  const cell = dataCell(e);
  e.keys[i] = slotOf(v);
  storeData(e, cell);
  return 0;
}

export function caml_ephe_unset_key(e: Ephe, i: number): number {
  checkIndex(e, i, "Weak.set");
  const cell = dataCell(e);
  e.keys[i] = undefined;
  storeData(e, cell);
  return 0;
}

/** `Weak.set`: an option. */
export function caml_weak_set(e: Ephe, i: number, o: Value): number {
  checkIndex(e, i, "Weak.set");
  if (o === none) return caml_ephe_unset_key(e, i);
  return caml_ephe_set_key(e, i, (o as { _0: Value })._0);
}

export function caml_ephe_get_key(e: Ephe, i: number): Value {
  checkIndex(e, i, "Weak.get");
  const v = slotValue(e.keys[i]);
  return v === undefined ? none : some(v);
}
export const caml_weak_get = caml_ephe_get_key;

export function caml_ephe_get_key_copy(e: Ephe, i: number): Value {
  checkIndex(e, i, "Weak.get_copy");
  const v = slotValue(e.keys[i]);
  return v === undefined ? none : some(caml_obj_dup(v));
}
export const caml_weak_get_copy = caml_ephe_get_key_copy;

export function caml_ephe_check_key(e: Ephe, i: number): number {
  checkIndex(e, i, "Weak.check");
  return slotValue(e.keys[i]) === undefined ? 0 : 1;
}
export const caml_weak_check = caml_ephe_check_key;

export function caml_ephe_blit_key(src: Ephe, so: number, dst: Ephe, d: number, len: number): number {
  if (len < 0 || so < 0 || so > src.keys.length - len || d < 0 || d > dst.keys.length - len) caml_invalid_argument("Weak.blit");
  const cell = dataCell(dst);
  const moved = src.keys.slice(so, so + len);
  for (let i = 0; i < len; i++) dst.keys[d + i] = moved[i];
  storeData(dst, cell);
  return 0;
}
export const caml_weak_blit = caml_ephe_blit_key;

export function caml_ephe_get_data(e: Ephe): Value {
  const c = dataCell(e);
  return c === undefined ? none : some(c.data);
}

export function caml_ephe_get_data_copy(e: Ephe): Value {
  const c = dataCell(e);
  return c === undefined ? none : some(caml_obj_dup(c.data));
}

export function caml_ephe_set_data(e: Ephe, v: Value): number {
  storeData(e, { data: v });
  return 0;
}

export function caml_ephe_unset_data(e: Ephe): number {
  storeData(e, undefined);
  return 0;
}

export function caml_ephe_check_data(e: Ephe): number {
  return dataCell(e) === undefined ? 0 : 1;
}

export function caml_ephe_blit_data(src: Ephe, dst: Ephe): number {
  storeData(dst, dataCell(src));
  return 0;
}
