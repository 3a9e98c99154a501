/**
 * Exceptions across the boundary. An OCaml exception is thrown as its value, so it crosses
 * JavaScript frames unchanged: JavaScript code sees the block, and OCaml code catching it back
 * sees the same exception. A JavaScript exception caught by OCaml code becomes, as in
 * js_of_ocaml (but for the engine's limits: `Stack_overflow`, `Out_of_memory`), `Js_error.Exn e` when it is an `Error` and the `Js_of_ocaml` library registered
 * that exception (as "jsError"), else `Failure` of its text.
 */
import { caml_exn_Failure, caml_named_value, engineLimitException, ExitSignal, isBlock, RestartSignal } from "../index.js";
import type { Value } from "../values.js";
import { caml_string_of_jsstring } from "./conversions.js";

/**
 * What a `catch` in OCaml code makes of what it caught, when the program links JavaScript code:
 * the program installs it in place of the runtime's `caml_flambe_exn_of_js` (which lets foreign
 * errors through). `exit`'s signal, and the one abandoning a run to restart it, still pass through.
 */
export function caml_wrap_exception(e: unknown): Value {
  if (isBlock(e)) return e;
  if (e instanceof ExitSignal || e instanceof RestartSignal) throw e;
  const limit = engineLimitException(e);
  if (limit !== undefined) return limit;
  const jsError = caml_named_value("jsError");
  if (e instanceof Error && jsError !== undefined) return { t: 0, _0: jsError, _1: e };
  return { t: 0, _0: caml_exn_Failure, _1: caml_string_of_jsstring(String(e)) };
}

/** `Js_error.raise_`: throws the JavaScript error itself. */
export function caml_flambe_js_raise(e: unknown): never {
  throw e;
}

/** `Js_error.of_exn`: the JavaScript error attached to an OCaml exception (flambe attaches none). */
export function caml_js_error_option_of_exception(exn: Value): Value {
  const attached = (exn as { js_error?: unknown }).js_error;
  return attached === undefined ? 0 : { t: 0, _0: attached };
}

export function caml_js_error_of_exception(exn: Value): unknown {
  const attached = (exn as { js_error?: unknown }).js_error;
  return attached === undefined ? null : attached;
}

/** `Js_error.attach_js_backtrace`: attaches a fresh JavaScript `Error` (for its stack) to the exception. */
export function caml_exn_with_js_backtrace(exn: Value, force: number): Value {
  const x = exn as { js_error?: unknown; t: number };
  if (x.js_error === undefined || force || x.t === 248) x.js_error = new Error("Js exception containing backtrace");
  return exn;
}
