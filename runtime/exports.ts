/**
 * Where `Js.export` puts what a program exports: `module.exports` when the file is a CommonJS
 * module that other JavaScript `require`s (the launcher says so before the program runs), else
 * the global object, as js_of_ocaml does.
 */

let target: Record<string, unknown> | undefined;

/** Called by the launcher when the program is loaded as a library. */
export function caml_flambe_set_exports(exports: Record<string, unknown>): void {
  target = exports;
}

/** The object exports go into. */
export function exportsTarget(): Record<string, unknown> {
  return target ?? (globalThis as unknown as Record<string, unknown>);
}
