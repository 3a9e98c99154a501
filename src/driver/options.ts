// Compiler options, with ocamlopt's meaning. The command line (or the playground) fills them in.
import type { SimplifyOverrides } from "../simplify/index.js";
import type { SourceFile } from "./source_file.js";

export type OptimisationLevel = "O0" | "Oclassic" | "O1" | "O2" | "O3";

export interface Options {
  /** A `-w` warning specification, applied after OCaml's default one. */
  readonly warnings: string;
  /** A `-warn-error` specification (which enabled warnings are errors), applied after OCaml's default one (none, but 31). */
  readonly warnError?: string;
  /** An `-alert` specification ("-deprecated", "++all"), applied after the warnings' (all shown, none an error). */
  readonly alerts?: string;
  /** `-unsafe`: array and string accesses are not bounds-checked. */
  readonly unsafe: boolean;
  /** `-O0` (no Simplify), default, `-Oclassic`, `-O2`, `-O3`. */
  readonly optimisation: OptimisationLevel;
  /**
   * Dumps asked for (`-dlambda`, `-drawflambda`, `-dflambda`, `-dtimings`; `rounds`, the IR after
   * each round of Simplify, has no flag: the playground shows it).
   */
  readonly dumps: ReadonlySet<"lambda" | "rawflambda" | "flambda" | "rounds" | "timings">;
  /** `-g`: emit a source map. */
  readonly debug: boolean;
  /** Simplify's parameters given on the command line (`-rounds`, `-inline`, `-inline-*`), applied after the level's. */
  readonly simplify?: SimplifyOverrides;
  /** `-inlining-report`: the compile result carries Simplify's decisions (the command line writes `FILE.N.inlining.org`). */
  readonly inliningReport?: boolean;
  /**
   * JavaScript stub files, as js_of_ocaml takes them (`//Provides:`, `//Requires:`): an
   * `external` whose name one provides calls it. Their text as data (the core reads no file).
   */
  readonly stubs?: readonly SourceFile[];
  /** `--module esm`: the program is written as an ES module whose default export is what it exports (`Js.export`). */
  readonly module?: "script" | "esm";
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
