// Compiler options, with ocamlopt's meaning. The command line (or the playground) fills them in.

export type OptimisationLevel = "O0" | "Oclassic" | "O1" | "O2" | "O3";

export interface Options {
  /** A `-w` warning specification, applied after OCaml's default one. */
  readonly warnings: string;
  /** `-unsafe`: array and string accesses are not bounds-checked. */
  readonly unsafe: boolean;
  /** `-O0` (no Simplify), default, `-Oclassic`, `-O2`, `-O3`. */
  readonly optimisation: OptimisationLevel;
  /** Dumps asked for (`-dlambda`, `-drawflambda`, `-dflambda`, `-dtimings`). */
  readonly dumps: ReadonlySet<"lambda" | "rawflambda" | "flambda" | "timings">;
  /** `-g`: emit a source map. */
  readonly debug: boolean;
}

export const defaultOptions: Options = {
  warnings: "",
  unsafe: false,
  optimisation: "O1",
  dumps: new Set(),
  debug: false,
};
