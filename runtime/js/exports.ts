/**
 * `Js.export`: a value made a property of what the program exports (`module.exports` when the
 * file is `require`d, else the global object; see runtime/exports.ts). A function is exported
 * as a JavaScript function applying the OCaml one to the arguments it is called with, as OCaml's
 * application would (partially, exactly or over-applied); an OCaml exception escaping it reaches
 * the JavaScript caller as an `Error` whose message is the exception's printed form
 * (`Failure("bad")`, `Not_found`), with the exception itself as its `cause`; a JavaScript error
 * that OCaml code let through (`Js_error.Exn`) is thrown as it was.
 */
import { caml_call, caml_flambe_format_exception, caml_named_value, exportsTarget, isBlock, isException } from "../index.js";
import type { OFunction } from "../values.js";
import { caml_jsstring_of_string } from "./conversions.js";

function jsErrorOf(e: unknown): unknown {
  if (!isException(e)) return e;
  const jsError = caml_named_value("jsError");
  if (jsError !== undefined && isBlock(e) && e._0 === jsError) return e._1;
  return new Error(caml_jsstring_of_string(caml_flambe_format_exception(e)), { cause: e });
}

function exported(v: unknown): unknown {
  if (typeof v !== "function") return v;
  const f = v as OFunction;
  return function (...args: unknown[]) {
    try {
      return caml_call(f, args.length === 0 ? [undefined] : args);
    } catch (e) {
      throw jsErrorOf(e);
    }
  };
}

/** `Js.export_js field v` (the field a JavaScript string). */
export function caml_flambe_js_export(field: string, v: unknown): number {
  exportsTarget()[field] = exported(v);
  return 0;
}
