/**
 * OCaml functions called from JavaScript. An OCaml function already is a JavaScript function of
 * its arity (`Js.Unsafe.callback` is the identity); the wrappers here apply it to however many
 * arguments JavaScript passes, as OCaml's application would (partial and over-application
 * included), through the runtime's `caml_call`.
 */
import { caml_call } from "../index.js";
import type { OFunction } from "../values.js";

/** `Js.wrap_callback`: called with no argument, the function gets `undefined` (js_of_ocaml's rule). */
export function caml_js_wrap_callback(f: OFunction): (...args: unknown[]) => unknown {
  return function (...args: unknown[]) {
    if (args.length === 0) args = [undefined];
    return caml_call(f, args);
  };
}

/** `Js.wrap_meth_callback`: `this` becomes the function's first argument. */
export function caml_js_wrap_meth_callback(f: OFunction): (...args: unknown[]) => unknown {
  return function (this: unknown, ...args: unknown[]) {
    return caml_call(f, [this, ...args]);
  };
}

/** The function gets JavaScript's `arguments` as one JavaScript array. */
export function caml_js_wrap_callback_arguments(f: OFunction): (...args: unknown[]) => unknown {
  return function (...args: unknown[]) {
    return caml_call(f, [args]);
  };
}

/** Exactly `arity` arguments (missing ones `undefined`, extra ones dropped). */
export function caml_js_wrap_callback_strict(arity: number, f: OFunction): (...args: unknown[]) => unknown {
  return function (...args: unknown[]) {
    const given = args.slice(0, arity);
    while (given.length < arity) given.push(undefined);
    return caml_call(f, given);
  };
}

export function caml_js_wrap_meth_callback_arguments(f: OFunction): (...args: unknown[]) => unknown {
  return function (this: unknown, ...args: unknown[]) {
    return caml_call(f, [this, args]);
  };
}

export function caml_js_wrap_meth_callback_strict(arity: number, f: OFunction): (...args: unknown[]) => unknown {
  return function (this: unknown, ...args: unknown[]) {
    const given = args.slice(0, arity);
    while (given.length < arity) given.push(undefined);
    return caml_call(f, [this, ...given]);
  };
}

/** `Js.Unsafe.meth_callback`: `this` first, then the arguments given, called directly. */
export function caml_js_wrap_meth_callback_unsafe(f: OFunction): (...args: unknown[]) => unknown {
  return function (this: unknown, ...args: unknown[]) {
    return f(this, ...args);
  };
}

/** js_of_ocaml's runtime name for an application of an OCaml function to a JavaScript array of arguments (stubs use it). */
export function caml_call_gen(f: OFunction, args: readonly unknown[]): unknown {
  return caml_call(f, args);
}
