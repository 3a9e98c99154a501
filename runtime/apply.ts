/**
 * Calls to unknown functions. An OCaml function is a JavaScript function whose `length` is its
 * arity; `caml_call` applies one to any number of arguments: exactly, partially (a closure of the
 * remaining arity), or over-applied (the result applied to the rest).
 *
 * The closures the generated code makes also carry their arity as a property `l`, read here
 * first: these entry points see closures of every shape, and there reading `length` (an accessor
 * of the engine's) is several times slower than reading a plain property.
 *
 * The fixed-count entry points (`caml_call1` to `caml_call8`, which the generated code calls)
 * handle every case without an array: an exact call, an over-application (the function applied
 * to its arity's worth of arguments, the result to the rest: `f x s pos ok fail` with `f` of
 * arity 1, as continuation-passing code does at every step), a partial application. A partial
 * application's closure calls the function directly once it has all the arguments.
 */
import type { OFunction } from "./values.js";

/** A closure of arity `remaining` that calls `f` (of arity `args.length + remaining`) with `args` then its own arguments. */
function partial(f: OFunction, args: readonly unknown[], remaining: number): OFunction {
  switch (remaining) {
    case 1:
      return (a: unknown) => f(...args, a);
    case 2:
      return (a: unknown, b: unknown) => f(...args, a, b);
    case 3:
      return (a: unknown, b: unknown, c: unknown) => f(...args, a, b, c);
    case 4:
      return (a: unknown, b: unknown, c: unknown, d: unknown) => f(...args, a, b, c, d);
    default: {
      const g = (...more: unknown[]) => caml_call(f, [...args, ...more]);
      Object.defineProperty(g, "length", { value: remaining });
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

type F = OFunction;

export function caml_call1(f: F, a: unknown): unknown {
  const n = arityOf(f);
  return n === 1 ? f(a) : partial(f, [a], n - 1);
}

export function caml_call2(f: F, a: unknown, b: unknown): unknown {
  switch (arityOf(f)) {
    case 2:
      return f(a, b);
    case 1:
      return caml_call1(f(a) as F, b);
    default:
      return partial(f, [a, b], arityOf(f) - 2);
  }
}

export function caml_call3(f: F, a: unknown, b: unknown, c: unknown): unknown {
  switch (arityOf(f)) {
    case 3:
      return f(a, b, c);
    case 1:
      return caml_call2(f(a) as F, b, c);
    case 2:
      return caml_call1(f(a, b) as F, c);
    default:
      return partial(f, [a, b, c], arityOf(f) - 3);
  }
}

export function caml_call4(f: F, a: unknown, b: unknown, c: unknown, d: unknown): unknown {
  switch (arityOf(f)) {
    case 4:
      return f(a, b, c, d);
    case 1:
      return caml_call3(f(a) as F, b, c, d);
    case 2:
      return caml_call2(f(a, b) as F, c, d);
    case 3:
      return caml_call1(f(a, b, c) as F, d);
    default:
      return partial(f, [a, b, c, d], arityOf(f) - 4);
  }
}

export function caml_call5(f: F, a: unknown, b: unknown, c: unknown, d: unknown, e: unknown): unknown {
  switch (arityOf(f)) {
    case 5:
      return f(a, b, c, d, e);
    case 1:
      return caml_call4(f(a) as F, b, c, d, e);
    case 2:
      return caml_call3(f(a, b) as F, c, d, e);
    case 3:
      return caml_call2(f(a, b, c) as F, d, e);
    case 4:
      return caml_call1(f(a, b, c, d) as F, e);
    default:
      return partial(f, [a, b, c, d, e], arityOf(f) - 5);
  }
}

export function caml_call6(f: F, a: unknown, b: unknown, c: unknown, d: unknown, e: unknown, g: unknown): unknown {
  switch (arityOf(f)) {
    case 6:
      return f(a, b, c, d, e, g);
    case 1:
      return caml_call5(f(a) as F, b, c, d, e, g);
    case 2:
      return caml_call4(f(a, b) as F, c, d, e, g);
    case 3:
      return caml_call3(f(a, b, c) as F, d, e, g);
    case 4:
      return caml_call2(f(a, b, c, d) as F, e, g);
    case 5:
      return caml_call1(f(a, b, c, d, e) as F, g);
    default:
      return partial(f, [a, b, c, d, e, g], arityOf(f) - 6);
  }
}
