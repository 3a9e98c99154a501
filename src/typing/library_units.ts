// The units of flambe's library that are not part of OCaml's Stdlib module: separate libraries in
// OCaml (`Str`, OCaml's str.cma, and `Unix` with `UnixLabels`, unix.cma), and
// `CamlinternalFormatBasics`, which Stdlib itself refers to. They are named at toplevel only
// (`Str.regexp`, never `Stdlib.Str.regexp`), and linked, like the Stdlib's units, only into a
// program that names them.
export const unitsOutsideStdlib: ReadonlySet<string> = new Set(["CamlinternalFormatBasics", "Str", "Unix", "UnixLabels"]);
