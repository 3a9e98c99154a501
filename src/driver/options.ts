// Compiler options, with ocamlopt's meaning. The command line (or the playground) fills them in.
import type { SimplifyOverrides } from "../simplify/options.js";

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
  /** Simplify's parameters given on the command line (`-rounds`, `-inline`, `-inline-*`), applied after the level's. */
  readonly simplify?: SimplifyOverrides;
  /** `-inlining-report`: the compile result carries Simplify's decisions (the command line writes `FILE.N.inlining.org`). */
  readonly inliningReport?: boolean;
}

export const defaultOptions: Options = {
  warnings: "",
  unsafe: false,
  optimisation: "O1",
  dumps: new Set(),
  debug: false,
  simplify: {},
  inliningReport: false,
};
