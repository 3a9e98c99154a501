// The files of a program, as the driver receives them: no file system in the core.

export interface SourceFile {
  /** The file name as the user wrote it (it appears in diagnostics), e.g. `src/a.ml`. */
  readonly name: string;
  /** The contents as a byte string: one JavaScript char per byte. */
  readonly text: string;
}

/** `a.ml` → `A`, `dir/my_mod.ml` → `My_mod`: OCaml's unit name for a file. */
export function unitNameOfFile(name: string): string {
  const base = name.slice(name.lastIndexOf("/") + 1).replace(/\.mli?$/, "");
  return base.charAt(0).toUpperCase() + base.slice(1);
}

export function isInterfaceFile(name: string): boolean {
  return name.endsWith(".mli");
}
