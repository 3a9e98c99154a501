/**
 * Lazy values: a block of tag 246 holding the suspended closure until forced, then of tag 250
 * (forward) holding the value. Forcing a value that is being forced raises
 * `CamlinternalLazy.Undefined`, which the stdlib registers as the named value of that name.
 */
import { caml_named_value } from "./exit.js";
import type { Block, OFunction, Value } from "./values.js";

export function caml_lazy_make_forward(v: Value): Block {
  return [250, v];
}
export const caml_obj_make_forward = caml_lazy_make_forward;

/** Whether a lazy value has been forced (or never was lazy): `Lazy.is_val`. */
export function caml_flambe_lazy_is_val(v: Value): number {
  return Array.isArray(v) && v[0] === 246 ? 0 : 1;
}

/** `%lazy_force`: the value of a lazy block, forcing it the first time. */
export function caml_lazy_force(v: Value): Value {
  if (!Array.isArray(v)) return v;
  const tag = v[0];
  if (tag === 250) return v[1];
  if (tag !== 246) return v;
  const f = v[1] as OFunction;
  v[1] = () => {
    throw caml_named_value("CamlinternalLazy.Undefined") ?? new Error("lazy value forced recursively");
  };
  try {
    const r = f(0);
    v[0] = 250;
    v[1] = r;
    return r;
  } catch (e) {
    // Forcing again raises the same exception, as OCaml's `Lazy.force` does.
    v[1] = () => {
      throw e;
    };
    throw e;
  }
}

/** `Obj.tag`, for the few stdlib paths (Lazy, Printexc) that look at tags. */
export function caml_obj_tag(v: Value): number {
  if (typeof v === "number") return 1000;
  if (typeof v === "string") return 252;
  if (typeof v === "function") return 247;
  if (typeof v === "bigint") return 255;
  if (v instanceof Uint8Array) return 252;
  if (Array.isArray(v)) return v[0] as number;
  return 1001;
}

export function caml_obj_set_tag(v: Block, tag: number): number {
  v[0] = tag;
  return 0;
}

export function caml_obj_truncate(v: Block, size: number): number {
  v.length = size + 1;
  return 0;
}

export function caml_obj_dup(v: Value): Value {
  if (Array.isArray(v)) return v.slice();
  if (v instanceof Uint8Array) return v.slice();
  return v;
}

export function caml_obj_block(tag: number, size: number): Block {
  const b: Block = new Array(size + 1).fill(0);
  b[0] = tag;
  return b;
}
