/**
 * Lazy values: a block of tag 246 holding the suspended closure until forced, then of tag 250
 * (forward) holding the value. Forcing a value that is being forced raises
 * `CamlinternalLazy.Undefined`, which the stdlib registers as the named value of that name.
 */
import { caml_named_value } from "./exit.js";
import { fieldName, isBlock, type Block, type OFunction, type Value } from "./values.js";

export function caml_lazy_make_forward(v: Value): Block {
  return { t: 250, _0: v };
}
export const caml_obj_make_forward = caml_lazy_make_forward;

/** Whether a lazy value has been forced (or never was lazy): `Lazy.is_val`. */
export function caml_flambe_lazy_is_val(v: Value): number {
  return isBlock(v) && v.t === 246 ? 0 : 1;
}

/** `%lazy_force`: the value of a lazy block, forcing it the first time. */
export function caml_lazy_force(v: Value): Value {
  if (!isBlock(v)) return v;
  const tag = v.t;
  if (tag === 250) return v._0;
  if (tag !== 246) return v;
  const f = v._0 as OFunction;
  v._0 = () => {
    throw caml_named_value("CamlinternalLazy.Undefined") ?? new Error("lazy value forced recursively");
  };
  try {
    const r = f(0);
    v.t = 250;
    v._0 = r;
    return r;
  } catch (e) {
    // Forcing again raises the same exception, as OCaml's `Lazy.force` does.
    v._0 = () => {
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
  if (isBlock(v)) return v.t;
  if (Array.isArray(v)) return v[0] as number;
  return 1001;
}

export function caml_obj_set_tag(v: Block, tag: number): number {
  v.t = tag;
  return 0;
}

export function caml_obj_truncate(v: Block, size: number): number {
  for (let i = size; v[fieldName(i)] !== undefined; i++) delete v[fieldName(i)];
  return 0;
}

export function caml_obj_dup(v: Value): Value {
  if (isBlock(v)) return { ...v };
  if (Array.isArray(v)) return v.slice();
  if (v instanceof Uint8Array) return v.slice();
  return v;
}

export function caml_obj_block(tag: number, size: number): Block {
  const b: Block = { t: tag };
  for (let i = 0; i < size; i++) b[fieldName(i)] = 0;
  return b;
}
