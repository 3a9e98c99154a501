/**
 * Recursive definitions of values and modules, as OCaml compiles them: a placeholder (a
 * "dummy") is made first for each value whose size is known, the definitions are evaluated with
 * the placeholders in scope, then each placeholder is given the contents of its value
 * (`caml_update_dummy`, OCaml's name). A block or array placeholder receives the value's tag and
 * fields; a function placeholder becomes a function that calls the value (a JavaScript function
 * cannot be overwritten in place), with the value's arity.
 *
 * Recursive modules (`module rec`) use the same placeholders, built from the shape of the
 * module's declared signature (`caml_flambe_init_mod`): a function field is a placeholder that
 * raises `Undefined_recursive_module` until its module is defined, a lazy field a lazy value
 * that raises it, a class field a class whose functions raise it (making an object of it or
 * inheriting it), a sub-module a block of such fields; `caml_flambe_update_mod` then fills them
 * from the module's value. Shapes: 0 a function, 1 a lazy value, 2 a module without fields, 3 a
 * class, a block of tag 0 a module, its fields the shapes of the module's fields.
 */
import { caml_call } from "./apply.js";
import { caml_exn_Undefined_recursive_module, caml_raise } from "./exceptions.js";
import { FORWARD_TAG, LAZY_TAG, fieldName, isBlock, makeBlock, type Block, type OFunction, type Value } from "./values.js";

/** What a function placeholder calls: nothing yet (calling it raises `undefinedAt`, if given), or the function it stands for. */
interface Forward {
  fn: OFunction | undefined;
  undefinedAt: Value;
}

const forwards = new WeakMap<OFunction, Forward>();

function setArity(f: OFunction, arity: number): void {
  (f as { l?: number }).l = arity;
  Object.defineProperty(f, "length", { value: arity, configurable: true });
}

function forwarder(arity: number, undefinedAt: Value): OFunction {
  const state: Forward = { fn: undefined, undefinedAt };
  const f: OFunction = (...args: unknown[]) => {
    const g = state.fn;
    if (g === undefined) {
      if (state.undefinedAt !== undefined) caml_raise(makeBlock(0, caml_exn_Undefined_recursive_module, state.undefinedAt));
      throw new Error("flambe runtime: a recursive definition was used before it was made");
    }
    return caml_call(g, args);
  };
  setArity(f, arity);
  forwards.set(f, state);
  return f;
}

/** A block of `size` fields that a recursive definition will fill (`caml_alloc_dummy`). */
export function caml_flambe_dummy_block(size: number): Block {
  const b: Block = { t: 0 };
  for (let i = 0; i < size; i++) b[fieldName(i)] = 0;
  return b;
}

/** An array of `size` elements that a recursive definition will fill. */
export function caml_flambe_dummy_array(size: number): unknown[] {
  return new Array<unknown>(size + 1).fill(0);
}

/** A function of arity `arity` that a recursive definition will define (`caml_alloc_dummy_function`). */
export function caml_flambe_dummy_function(arity: number): OFunction {
  return forwarder(arity, undefined);
}

/** Gives the placeholder `dummy` the contents of `v` (`caml_update_dummy`). */
export function caml_update_dummy(dummy: Value, v: Value): number {
  if (typeof dummy === "function") {
    const state = forwards.get(dummy as OFunction);
    if (state === undefined) throw new Error("flambe runtime: caml_update_dummy on a function that is not a placeholder");
    const g = v as OFunction;
    const other = forwards.get(g);
    // A placeholder given another placeholder takes what that one holds now, as OCaml's copy of
    // a closure does: two placeholders defined as each other raise, they do not loop.
    if (other !== undefined) {
      state.fn = other.fn;
      state.undefinedAt = other.undefinedAt;
    } else state.fn = g;
    const l = (g as { l?: number }).l;
    setArity(dummy as OFunction, l ?? (g.length === 0 ? 1 : g.length));
  } else if (Array.isArray(dummy)) {
    const a = v as unknown[];
    dummy.length = a.length;
    for (let i = 0; i < a.length; i++) dummy[i] = a[i];
  } else if (isBlock(dummy) && isBlock(v)) {
    dummy.t = v.t;
    for (let i = 0; ; i++) {
      const f = fieldName(i);
      const x = v[f];
      if (x === undefined) break;
      dummy[f] = x;
    }
  } else throw new Error("flambe runtime: caml_update_dummy on a value that is not a placeholder");
  return 0;
}

/** The placeholder of a recursive module of shape `shape`, defined at `loc` (a (file, line, char) block). */
export function caml_flambe_init_mod(loc: Value, shape: Value): Value {
  if (shape === 0) return forwarder(1, loc);
  if (shape === 1) {
    const raiser = (_: unknown) => caml_raise(makeBlock(0, caml_exn_Undefined_recursive_module, loc));
    return { t: LAZY_TAG, _0: raiser };
  }
  if (shape === 2) return { t: 0 };
  // A class's value, `[table; init; initializers; size; build]`, as OCaml's dummy class.
  if (shape === 3) return { t: 0, _0: 0, _1: forwarder(1, loc), _2: forwarder(1, loc), _3: 0, _4: forwarder(1, loc) };
  const comps = shape as Block;
  const b: Block = { t: 0 };
  for (let i = 0; ; i++) {
    const s = comps[fieldName(i)];
    if (s === undefined) break;
    b[fieldName(i)] = caml_flambe_init_mod(loc, s);
  }
  return b;
}

/** Fills the placeholder `dummy` of shape `shape` from the module `m` (OCaml's `update_mod`). */
export function caml_flambe_update_mod(shape: Value, dummy: Value, m: Value): number {
  if (shape === 0) return caml_update_dummy(dummy, m);
  if (shape === 1) {
    const o = dummy as Block;
    if (isBlock(m) && m.t === LAZY_TAG) o._0 = m._0;
    else if (isBlock(m) && m.t === FORWARD_TAG) {
      o.t = FORWARD_TAG;
      o._0 = m._0;
    } else {
      o.t = FORWARD_TAG;
      o._0 = m;
    }
    return 0;
  }
  if (shape === 2) return 0;
  if (shape === 3) {
    // The class's parts, in place: objects and subclasses made later read them from it.
    const o = dummy as Block;
    const n = m as Block;
    for (let i = 0; i < 5; i++) o[fieldName(i)] = n[fieldName(i)];
    return 0;
  }
  const comps = shape as Block;
  const o = dummy as Block;
  const n = m as Block;
  for (let i = 0; ; i++) {
    const f = fieldName(i);
    const s = comps[f];
    if (s === undefined) break;
    caml_flambe_update_mod(s, o[f], n[f]);
  }
  return 0;
}
