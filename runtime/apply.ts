/**
 * Calls to unknown functions. An OCaml function is a JavaScript function whose `length` is its
 * arity; `caml_call` applies one to any number of arguments: exactly, partially (a closure of the
 * remaining arity), or over-applied (the result applied to the rest).
 *
 * The closures the generated code makes also carry their arity as a property `l`, read here
 * first: these entry points see closures of every shape, and there reading `length` (an accessor
 * of the engine's) is several times slower than reading a plain property.
 */
import type { OFunction } from "./values.js";

/** A closure of arity `arity` that calls `f` with `args` followed by its own arguments. */
function partial(f: OFunction, args: readonly unknown[], arity: number): OFunction {
  switch (arity) {
    case 1:
      return (a: unknown) => caml_call(f, [...args, a]);
    case 2:
      return (a: unknown, b: unknown) => caml_call(f, [...args, a, b]);
    case 3:
      return (a: unknown, b: unknown, c: unknown) => caml_call(f, [...args, a, b, c]);
    case 4:
      return (a: unknown, b: unknown, c: unknown, d: unknown) => caml_call(f, [...args, a, b, c, d]);
    default: {
      const g = (...more: unknown[]) => caml_call(f, [...args, ...more]);
      Object.defineProperty(g, "length", { value: arity });
      return g;
    }
  }
}

function arityOf(f: OFunction): number {
  const l = (f as { l?: number }).l;
  if (l !== undefined) return l;
  // A function declared with rest parameters reports 0: it accepts one argument at a time.
  return f.length === 0 ? 1 : f.length;
}

export function caml_call(f: OFunction, args: readonly unknown[]): unknown {
  let fn = f;
  let rest = args;
  for (;;) {
    const n = arityOf(fn);
    if (n === rest.length) return fn(...rest);
    if (n > rest.length) return partial(fn, rest, n - rest.length);
    const result = fn(...rest.slice(0, n));
    fn = result as OFunction;
    rest = rest.slice(n);
  }
}

// Fixed-count entry points: the generated code calls these so that the common exact case
// needs no array.
export function caml_call1(f: OFunction, a: unknown): unknown {
  return arityOf(f) === 1 ? f(a) : caml_call(f, [a]);
}
export function caml_call2(f: OFunction, a: unknown, b: unknown): unknown {
  return arityOf(f) === 2 ? f(a, b) : caml_call(f, [a, b]);
}
export function caml_call3(f: OFunction, a: unknown, b: unknown, c: unknown): unknown {
  return arityOf(f) === 3 ? f(a, b, c) : caml_call(f, [a, b, c]);
}
export function caml_call4(f: OFunction, a: unknown, b: unknown, c: unknown, d: unknown): unknown {
  return arityOf(f) === 4 ? f(a, b, c, d) : caml_call(f, [a, b, c, d]);
}
