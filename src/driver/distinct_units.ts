// A program links each unit once: two files of the same module name (`b1.ml` and `d/b1.ml`, or
// `a.ml` and `A.ml`) are rejected as ocamlopt's linker rejects them, after every file compiled,
// in OCaml's diagnostic format. (ocamlc reports the same as its warning 31, an error by
// default; ocamlopt's is an error always, and flambe cannot link both either.) The message
// names the source files, as flambe writes no object files.
import { errorAt } from "../common/diagnostic.js";
import { noLocation } from "../common/location.js";

/** Throws ocamlopt's error for the first unit defined by two of `units` (in link order). */
export function checkDistinctUnits(units: readonly { readonly unit: string; readonly file: string }[]): void {
  const first = new Map<string, string>();
  for (const { unit, file } of units) {
    const earlier = first.get(unit);
    if (earlier === undefined) {
      first.set(unit, file);
      continue;
    }
    const whole = { line: 1, col: -1, offset: 0 };
    throw errorAt({ ...noLocation, file, start: whole, end: whole, ghost: false }, `Files ${file} and ${earlier} both define a module named ${unit}`);
  }
}
