/**
 * The primitives under the `Js_of_ocaml` library (`Js`, `Js.Unsafe`), spelled as js_of_ocaml's
 * runtime spells them (`caml_js_get`, `caml_jsstring_of_string`, ...), so that externals written
 * against js_of_ocaml's runtime work. They are not part of the runtime every program carries:
 * the build bundles them apart (`scripts/bundle-runtime.mjs`) and a program includes them only
 * when its code, or a stub it links, calls one of them; there they read the runtime's own
 * functions and values through `R`.
 *
 * Conventions (ARCHITECTURE.md, "Value representation"): an OCaml `string` is a JavaScript string
 * of bytes, so `Js.string` decodes UTF-8 into a JavaScript (UTF-16) string and `Js.to_string`
 * encodes back, while `Js.bytestring`/`to_bytestring` are the identity; `bool` is 0/1; an OCaml
 * array is `[0, ...elements]`; an OCaml function is a JavaScript function of its arity.
 *
 * Where the pieces are:
 *   conversions   strings, booleans, numbers, arrays and lists between OCaml and JavaScript
 *   objects       properties, calls, `new`, object literals, `typeof`, evaluation of JS text
 *   callbacks     OCaml functions made callable from JavaScript (`Js.wrap_callback`, ...)
 *   errors        JavaScript exceptions seen from OCaml (`Js_error.Exn`) and back
 */
export * from "./conversions.js";
export * from "./objects.js";
export * from "./callbacks.js";
export * from "./errors.js";
export * from "./exports.js";
