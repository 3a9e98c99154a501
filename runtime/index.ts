/**
 * The flambe runtime: every primitive under its OCaml name (`caml_*`), plus flambe's own
 * helpers (`caml_flambe_*`) and the host-facing entry points (`runMain`, `setOutputSink`, ...).
 * Compiled code and the IR interpreter import from here only.
 */
export * from "./values.js";
export * from "./exceptions.js";
export * from "./ints.js";
export * from "./int64.js";
export * from "./strings.js";
export * from "./compare.js";
export * from "./hash.js";
export * from "./format_int.js";
export * from "./format_float.js";
export * from "./parse_number.js";
export * from "./floats.js";
export * from "./io.js";
export * from "./apply.js";
export * from "./exit.js";
export * from "./md5.js";
export * from "./lazy.js";
export * from "./arrays.js";
export * from "./sys.js";
export * from "./printf.js";
export * from "./scanf.js";
