/**
 * The flambe runtime: every primitive under its OCaml name (`caml_*`), flambe's own helpers
 * (`caml_flambe_*`), and the host-facing entry points. Compiled code and the IR interpreter
 * import from here only. Values follow ARCHITECTURE.md's "Value representation" table.
 *
 * Conventions:
 * - A primitive takes and returns OCaml values: `unit` is 0, `bool` is 0/1, a `char` is its
 *   code, an OCaml `string` a JavaScript string of bytes, `bytes` a `Uint8Array`, `int64` a
 *   `bigint`. Primitives returning `unit` return 0.
 * - Errors are OCaml exceptions, thrown as values: `Failure`, `Invalid_argument`, `Not_found`,
 *   `End_of_file`, `Sys_error`, `Division_by_zero` with OCaml's messages.
 * - A `catch` in compiled code passes what it caught through `caml_flambe_exn_of_js`, which turns
 *   a JavaScript stack overflow into `Stack_overflow` and rethrows anything that is not an OCaml
 *   exception (`exit`'s signal, the signal abandoning a run to restart it, internal errors).
 * - A program runs inside `runMain(body)`, which returns its exit code; `setOutputSink` and
 *   `setInputSource` redirect standard output/error and input; `caml_flambe_set_argv` sets
 *   `Sys.argv`. In a browser, a page receives the output and the exit code through the hooks
 *   `globalThis.flambe_output` and `globalThis.flambe_exit` (io.ts).
 *
 * Where the pieces are:
 *   values        representation helpers (blocks, lists, options)
 *   exceptions    predefined exceptions, raising helpers, exception printers
 *   ints, int64   32-bit and 64-bit integer arithmetic
 *   strings       byte strings and bytes, conversions from and to JavaScript text
 *   compare, hash polymorphic comparison and hashing
 *   format_*      C-style number formatting; parse_number: number parsing
 *   floats        float functions; arrays; lazy; md5
 *   recursive     placeholders of recursive values and modules (`let rec`, `module rec`)
 *   io, host      channels, and what the runtime takes from Node when it runs there
 *   apply         calls to unknown functions (`caml_call`)
 *   exit          `exit`, named values, `runMain`
 *   restart       abandoning a run that overflowed the stack before anything observable
 *   sys           Sys, Gc and Printexc primitives
 *   bigarray      Bigarray: arrays of numbers over typed arrays
 *   unix          the Unix library's primitives (unix.cma), for what the host offers
 *   printf, scanf the format engines behind Printf/Format and Scanf
 *   lexing        the automaton interpreters behind ocamllex lexers
 *   marshal       Marshal: values to OCaml's serialised format and back
 *   weak          ephemerons and weak arrays (WeakRef, WeakMap)
 */
export * from "./values.js";
export * from "./exceptions.js";
export * from "./backtrace.js";
export * from "./obj.js";
export * from "./objects.js";
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
export { setBuiltinModules } from "./host.js";
export * from "./apply.js";
export * from "./exit.js";
export * from "./restart.js";
export * from "./exports.js";
export * from "./md5.js";
export * from "./lazy.js";
export * from "./recursive.js";
export * from "./arrays.js";
export * from "./sys.js";
export * from "./printf.js";
export * from "./scanf.js";
export * from "./lexing.js";
export * from "./marshal.js";
export * from "./weak.js";
export * from "./bigarray.js";
export * from "./unix.js";
