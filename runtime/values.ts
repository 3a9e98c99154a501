/**
 * The run-time representation of OCaml values (see ARCHITECTURE.md, "Value representation"):
 * the types the rest of the runtime speaks in, and small helpers to build and inspect blocks.
 */

/** A heap block: index 0 holds the tag, field i is at index i + 1. */
export type Block = unknown[];

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

export function isBlock(v: Value): v is Block {
  return Array.isArray(v);
}

export function isBytes(v: Value): v is Uint8Array {
  return v instanceof Uint8Array;
}

/** Builds a block of the given tag. */
export function makeBlock(tag: number, ...fields: Value[]): Block {
  return [tag, ...fields];
}

/** OCaml's `unit` value. */
export const unit = 0;

/** OCaml list from a JavaScript array (cons cells are blocks of tag 0). */
export function listOfArray(xs: readonly Value[]): Value {
  let l: Value = 0;
  for (let i = xs.length - 1; i >= 0; i--) l = [0, xs[i], l];
  return l;
}

/** JavaScript array from an OCaml list. */
export function arrayOfList(l: Value): Value[] {
  const out: Value[] = [];
  let cur = l;
  while (isBlock(cur)) {
    out.push(cur[1]);
    cur = cur[2];
  }
  return out;
}

/** `Some v`. */
export function some(v: Value): Block {
  return [0, v];
}

/** `None`. */
export const none = 0;
